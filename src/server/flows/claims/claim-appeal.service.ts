// 'Appeal this decision' (docs/product/claims.md, "Appeals"): a denied disability claim of the
// employee's, not appealed before, within 180 days of its denial (src/domain/claims/appeal.ts).
// The claim turns 'Appeal in review' at once; the claims system gets the appeal in the
// person's words as a signed event through the outbox, and the person an e-mail receipt with
// the day the decision is due. The words are sealed in the outbox and kept nowhere else.

import {
  type AppealRequest,
  appealDecisionDueOn,
  appealProblem,
  appealStanding,
  appealText,
  deniedOnOf,
} from '#domain/claims/appeal';
import { claimStatusEventTexts } from '#domain/claims/claim-status';
import type { ClaimDetail } from '#domain/claims/claims-answers';
import type { Language } from '#domain/language/language';
import { typedDateOf } from '#domain/shared/absence-dates';
import type { ClaimKind, ClaimStatus } from '#domain/shared/claim-terms';
import { todayOn } from '#domain/shared/clock';
import { conflict, notFound, type Outcome, refused } from '#domain/shared/outcome';
import { claimsSystemEvent } from '#server/adapters/claims-system';
import { changeClaimStatus, findAppealFacts } from '#server/db/claims-repository';
import { say } from '#server/language/say';
import { employeeNotice } from './claim-notices.ts';
import { claimDetail, type ClaimsDeps, type Employee } from './claims.service.ts';

export async function appealClaim(
  deps: ClaimsDeps,
  employee: Employee,
  claimNumber: string,
  request: AppealRequest,
  language: Language,
): Promise<Outcome<ClaimDetail>> {
  const facts = await findAppealFacts(deps.db, employee.accountId, claimNumber);
  if (!facts) return notFound();
  const today = todayOn(deps.clock);
  const standing = appealStanding(
    {
      kind: facts.kind as ClaimKind,
      status: facts.status as ClaimStatus,
      deniedOn: deniedOnOf(facts.history, deps.clock.timeZone),
      appealed: facts.appealReceivedAt !== null,
    },
    today,
  );
  const notOpen = conflict(say(language, appealText.notOpen));
  if (!standing?.open) return notOpen;
  const problem = appealProblem(request);
  if (problem) return refused(problem.field, say(language, problem.message));

  const now = deps.clock.now();
  const date = typedDateOf(appealDecisionDueOn(today));
  const appealed = await changeClaimStatus(deps.db, {
    claimId: facts.id,
    from: 'denied',
    to: 'appeal-in-review',
    at: now,
    text: claimStatusEventTexts.appeal,
    columns: { appealReceivedAt: now },
    messages: [
      claimsSystemEvent(
        deps,
        { type: 'claim.appealed', claimNumber, reason: request.reason.trim() },
        now,
      ),
      ...employeeNotice(deps, employee, language, claimNumber, (sayIt) =>
        sayIt(appealText.receipt, { date }),
      ),
    ],
  });
  // Another request appealed it first: this one changes nothing.
  if (!appealed) return notOpen;
  deps.messageQueued();
  return claimDetail(deps, employee, claimNumber, language);
}
