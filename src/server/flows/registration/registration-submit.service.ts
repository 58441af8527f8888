// `submit` (docs/product/registration.md, docs/product/self-service.md): the account of a
// registration is created in one transaction with the flow's last step, the audit event and the
// e-mail that says it is ready. A retry of a submit that went through answers the same and creates
// nothing; two flows racing for one person or one user name are told what they would have been told
// a moment later.

import { noticeTime } from '#domain/language/notice-time';
import { registrationFlow } from '#domain/registration/registration-flow';
import { registered } from '#domain/registration/registration-record';
import { employeeTerms, employerTerms } from '#domain/registration/terms';
import type { SubmitResponse } from '#domain/self-service/self-service-answers';
import type { SelfServiceStatusCode } from '#domain/self-service/self-service-status';
import { defineMessages } from '#domain/shared/define-messages';
import type { Side } from '#domain/shared/sides';
import {
  accountTakenBy,
  findAccountOfContact,
  findAccountOfMember,
  findAccountOfSsoSubject,
  insertAccount,
  isUserNameTaken,
} from '#server/db/accounts-repository';
import { recordAuditEvent } from '#server/db/audit-repository';
import { findFlow, updateFlow } from '#server/db/flows-repository';
import { markInvitationUsed } from '#server/db/invitations-repository';
import { enqueueMessage, type OutgoingMessage } from '#server/db/outbox-repository';
import { type EmailRecipient, emailTo } from '#server/language/email';
import { sayIn } from '#server/language/say';
import type { Caller } from '#server/self-service/caller';
import { sessionLocked } from '#server/self-service/flow-access';
import { answer } from '#server/self-service/self-service-deps';
import type { RegistrationDeps } from './registration-deps.ts';

/**
 * Submits of two flows for one person, or for one user name, can both pass their checks
 * before either commits; the unique index then refuses the second account. Its submit is told
 * what it would have been told a moment later. Any other failure is rethrown.
 */
function lostRaceStatus(error: unknown): SelfServiceStatusCode {
  const takenBy = accountTakenBy(error);
  if (!takenBy) throw error;
  return takenBy === 'userName' ? 'USERIDNOTAVAILABLE' : 'ALREADYREGISTERED';
}

export async function submit(
  deps: RegistrationDeps,
  caller: Caller<Side>,
  transactionId: string,
): Promise<SubmitResponse> {
  if (await sessionLocked(deps, caller)) return answer(deps, caller.language, 'SESSIONLOCKED');
  const side = caller.module;
  const now = deps.clock.now();
  const submitted = deps.db.transaction(async (tx): Promise<SelfServiceStatusCode> => {
    const flow = await findFlow(tx, caller.sessionIdHash, side, { forUpdate: true });
    if (!flow || flow.transactionId !== transactionId) return 'STEPNOTALLOWED';
    // A retry of a submit that went through answers the same, and creates nothing.
    if (flow.step === 'completed' && flow.accountId) return 'SUCCESS';
    const employer = side === 'employers';
    // The census person of an employee, the invited contact of an employer.
    const owner = employer ? flow.contactId : flow.memberId;
    const machine = registrationFlow(side);
    if (!machine.allows(flow.step, 'submitted') || !flow.userName || !flow.passwordHash) {
      return 'STEPNOTALLOWED';
    }
    if (!owner || !flow.firstName) return 'STEPNOTALLOWED';
    const existing = employer
      ? await findAccountOfContact(tx, owner)
      : await findAccountOfMember(tx, owner);
    if (existing) return 'ALREADYREGISTERED';
    // Another browser may have registered the same partner subject meanwhile.
    const sso =
      flow.ssoPartnerId && flow.ssoSubject
        ? { ssoPartnerId: flow.ssoPartnerId, ssoSubject: flow.ssoSubject }
        : undefined;
    if (sso && (await findAccountOfSsoSubject(tx, sso.ssoPartnerId, sso.ssoSubject))) {
      return 'ALREADYREGISTERED';
    }
    if (await isUserNameTaken(tx, flow.userName, flow.memberId)) return 'USERIDNOTAVAILABLE';
    // An invitation works once; one revoked meanwhile ends the registration.
    if (employer && !(await markInvitationUsed(tx, owner, now))) return 'USERNOTFOUND';
    const terms = employer ? employerTerms : employeeTerms;
    const accountId = await insertAccount(tx, {
      userName: flow.userName,
      passwordHash: flow.passwordHash,
      role: employer ? 'employer' : 'employee',
      ...(employer ? { contactId: owner, phone: flow.phone } : { memberId: owner, ...sso }),
      firstName: flow.firstName,
      lastName: flow.lastName ?? '',
      email: flow.email,
      termsVersion: terms.version,
      language: caller.language,
    });
    const done = registered(side, flow, accountId);
    // Allowed above, on the row locked since: a null here is a bug, and rolls the account back.
    if (!done) throw new Error('The registration left its review step while locked');
    await updateFlow(tx, flow.transactionId, done, now);
    await recordAuditEvent(tx, {
      action: 'registration.completed',
      accountId,
      address: caller.address,
      at: now,
      details: {
        module: side,
        factorsMatched: employer
          ? ['firstName', 'lastName', 'dateOfBirth', 'clientId', 'deviceOnFile', 'mobilePhone']
          : ['firstName', 'lastName', 'dateOfBirth', 'ssn', 'zipCode'],
        botScore: flow.botScore,
        codeChannel: flow.codeChannel,
        codeVerifiedAt: flow.codeVerifiedAt?.toISOString(),
        termsVersion: terms.version,
        startedAt: flow.createdAt.toISOString(),
        // The partner only: the subject is its identifier of a person, kept on the account
        // row, never in the audit trail.
        ...(sso ? { ssoPartner: sso.ssoPartnerId } : {}),
      },
    });
    if (flow.email) {
      await enqueueMessage(
        tx,
        accountReadyNotice(deps, {
          email: flow.email,
          firstName: flow.firstName,
          language: caller.language,
          userName: flow.userName,
          at: now,
        }),
        now,
      );
    }
    return 'SUCCESS';
  });
  const outcome = await submitted.catch(lostRaceStatus);
  if (outcome === 'SUCCESS') deps.messageQueued();
  return answer(deps, caller.language, outcome);
}

const readyText = defineMessages({
  subject: {
    id: 'notices.registration.subject',
    defaultMessage: 'Your {brand} online account is ready',
  },
  created: {
    id: 'notices.registration.created',
    defaultMessage:
      'Your online account was created on {when}. You can now log in with your user name {userName}.',
  },
  ifNotYou: {
    id: 'notices.registration.ifNotYou',
    defaultMessage: 'If you did not register, call us at {phone} right away.',
  },
});

/** The e-mail that says the account exists, in the language the person registered in. */
function accountReadyNotice(
  deps: Pick<RegistrationDeps, 'brandName' | 'phone'>,
  to: EmailRecipient & { userName: string; at: Date },
): OutgoingMessage {
  const say = sayIn(to.language);
  return emailTo(to, say(readyText.subject, { brand: deps.brandName }), [
    say(readyText.created, { when: noticeTime(to.at, to.language), userName: to.userName }),
    say(readyText.ifNotYou, { phone: deps.phone }),
  ]);
}
