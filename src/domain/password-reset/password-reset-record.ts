// What a password reset's flow record becomes (decision 0014), beside its transitions
// (password-reset-flow.ts, password-reset.mermaid): the account is found and a code goes to
// its e-mail on file, then the new password is set. Each answers null when the record is not
// at a step that allows it.

import {
  type ContactShown,
  type FlowChange,
  type FlowRecord,
  accountHolderFound,
} from '#domain/self-service/flow-record';
import { maskEmail } from '#domain/shared/one-time-code';
import { passwordResetFlow } from './password-reset-flow.ts';

/**
 * The person holds the account (an employee by the census, `memberId`; an employer by user
 * name and e-mail): the flow keeps the account and its e-mail on file, where the code goes.
 */
export function accountFound(
  record: Pick<FlowRecord, 'step'>,
  account: { id: string; userName: string; firstName: string; email: string },
  memberId: string | null,
): FlowChange | null {
  const step = passwordResetFlow.transition(record.step, 'identityVerified');
  return step && { ...accountHolderFound(account, memberId), step, email: account.email };
}

/** The new password is set (on the account): the flow keeps no code and no hash. */
export function passwordChanged(record: Pick<FlowRecord, 'step'>): FlowChange | null {
  const step = passwordResetFlow.transition(record.step, 'passwordChanged');
  return step && { step, codeHash: null, codeExpiresAt: null, passwordHash: null };
}

/** What a reset's page shows on reload: the address on file, masked; never in full. */
export function resetContactShown(record: Pick<FlowRecord, 'email'>): ContactShown {
  return record.email ? { emailAddress: maskEmail(record.email) } : {};
}
