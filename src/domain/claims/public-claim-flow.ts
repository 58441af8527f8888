// A disability claim filed without registering (docs/product/public-claim.md) as transitions of the
// self-service flow machine (public-claim.mermaid): the same identity proofing as
// registration, then the e-mail address for the receipt, then the wizard's steps 2 to 5 (kept
// as a draft of this flow), then the submission.

import type { FlowChange, FlowRecord } from '#domain/self-service/flow-record';
import { lastFourSsnAsked, startedOver } from '#domain/self-service/flow-record';
import { flowMachine, openSteps } from '#domain/self-service/flow';

export const publicClaimModule = 'claims/disability' as const;

export const publicClaimFlow = flowMachine({
  // After a claim is filed, the same browser may file another, proven again.
  identityVerified: { from: [...openSteps, 'completed'], to: 'credentials' },
  // The address may be changed while the wizard is open.
  emailGiven: { from: ['credentials', 'review'], to: 'review' },
  submitted: { from: ['review'], to: 'completed' },
});

/** What the person filing asks for: a disability claim for their own health, no FMLA here. */
export const publicClaimNeed = { reason: 'own-health', alsoFmla: false } as const;

type Step = Pick<FlowRecord, 'step'>;

/** The census person was found: the e-mail address for the receipt comes next. */
export function claimantProven(
  record: Step,
  person: { id: string; firstName: string; lastName: string },
): FlowChange | null {
  const step = publicClaimFlow.transition(record.step, 'identityVerified');
  return (
    step && {
      ...startedOver,
      ...lastFourSsnAsked,
      step,
      memberId: person.id,
      firstName: person.firstName,
      lastName: person.lastName,
    }
  );
}

/** The receipt's address: the wizard opens. */
export function receiptAddressGiven(record: Step, email: string): FlowChange | null {
  const step = publicClaimFlow.transition(record.step, 'emailGiven');
  return step && { step, email };
}

/** The claim is filed: nothing more to do in this flow. */
export function publicClaimFiled(record: Step): FlowChange | null {
  const step = publicClaimFlow.transition(record.step, 'submitted');
  return step && { step };
}
