import { describe, expect, it } from 'vitest';
import { startedOver } from '#domain/self-service/flow-record';
import { ssoOpened } from './sso-record.ts';

describe('an SSO registration record', () => {
  it('starts the employee registration over, marked with the partner and subject', () => {
    expect(ssoOpened({ partnerId: 'acme-benefits', subject: 'acme-42' })).toEqual({
      ...startedOver,
      step: 'personalInfo',
      ssnLength: 4,
      memberId: null,
      firstName: null,
      lastName: null,
      reservedUserName: null,
      botScore: null,
      ssoPartnerId: 'acme-benefits',
      ssoSubject: 'acme-42',
    });
  });
});
