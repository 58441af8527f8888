// What an employee registration's flow record becomes when a partner's assertion opens it in
// SSO mode (decision 0013): the registration of registration-flow.ts, started over at its
// first step, marked with the partner and the subject it vouches for. Registration reads the
// marks: the account it creates is linked to the subject.

import { type FlowChange, lastFourSsnAsked, startedOver } from '#domain/self-service/flow-record';
import type { SsoAssertion } from './sso-assertion.ts';

export function ssoOpened(assertion: Pick<SsoAssertion, 'partnerId' | 'subject'>): FlowChange {
  return {
    ...startedOver,
    ...lastFourSsnAsked,
    step: 'personalInfo',
    memberId: null,
    firstName: null,
    lastName: null,
    reservedUserName: null,
    botScore: null,
    ssoPartnerId: assertion.partnerId,
    ssoSubject: assertion.subject,
  };
}
