// What a username recovery's flow record becomes (decision 0014), beside its transitions
// (username-recovery-flow.ts, username-recovery.mermaid): the identity check found the account,
// whose user name the answer shows.

import {
  type FlowChange,
  type FlowRecord,
  accountHolderFound,
} from '#domain/self-service/flow-record';
import { userNameRecoveryFlow } from './username-recovery-flow.ts';

/** The account of the census person `memberId` was found; null when the step does not allow it. */
export function userNameFound(
  record: Pick<FlowRecord, 'step'>,
  account: { id: string; userName: string; firstName: string },
  memberId: string,
): FlowChange | null {
  const step = userNameRecoveryFlow.transition(record.step, 'identityVerified');
  return step && { ...accountHolderFound(account, memberId), step };
}
