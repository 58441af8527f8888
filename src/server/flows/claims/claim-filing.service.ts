// Filing a claim (docs/product/claims.md and docs/product/public-claim.md): the wizard's draft,
// kept sealed between steps, and its submission, for a logged-in employee or a person filing
// without registering. Submit files every claim the answers ask for in one transaction with the
// receipt and the events to the claims system; the same idempotency key files nothing twice.

import { randomUUID } from 'node:crypto';

import { claimSubmittedText } from '#domain/claims/claim-status';
import type { Language } from '#domain/language/language';

import { type ClaimKind } from '#domain/shared/claim-terms';
import { defineMessages } from '#domain/shared/define-messages';
import { type Outcome, type Refused, refused, success } from '#domain/shared/outcome';
import {
  type ClaimAnswers,
  claimKindsOf,
  type NeedAnswers,
  emptyAnswers,
  firstIncompleteStep,
  stepsOf,
  type WizardStep,
} from '#domain/claims/claim-wizard';
import { isoDateOfTyped } from '#domain/shared/absence-dates';
import {
  type EarlierServiceAnswer,
  earlierServiceAnswerOf,
  keptEarlierServiceOf,
} from '#domain/shared/earlier-service';
import type {
  DraftAnswer,
  SaveDraftRequest,
  SubmitClaimAnswer,
} from '#domain/claims/claims-answers';

import { claimsSystemEvent } from '#server/adapters/claims-system';
import {
  findSubmission,
  insertClaims,
  isSubmissionTaken,
  type NewClaim,
} from '#server/db/claims-repository';
import {
  deleteDraft,
  type DraftOwner,
  findDraft,
  saveDraft,
  startDraft,
} from '#server/db/claim-drafts-repository';
import type { Database } from '#server/db/client';
import { enqueueMessage } from '#server/db/outbox-repository';
import { openText, sealPurposes, sealText } from '#server/crypto/sealed-data';
import { say } from '#server/language/say';
import { receipt } from './claim-notices.ts';

import { type ClaimsDeps, type Employee } from './claims.service.ts';
import { todayOn } from '#domain/shared/clock';

/**
 * Who files a claim: a logged-in employee, or a person proven in the flow of a claim filed
 * without registering (docs/product/public-claim.md), whose first answer is fixed.
 */
export interface Filer {
  draftOwner: DraftOwner;
  memberId: string;
  clientId: string;
  firstName: string;
  /** Where the receipt goes. */
  email: string | null;
  /** Without registering: step 1's answer, the address kept on the claim for its notices, and
   * what the flow becomes in the transaction that files the claim. */
  withoutAccount?: {
    need: NeedAnswers;
    contactEmail: string;
    filed(tx: Database): Promise<void>;
  };
}

/** A logged-in employee filing: the account keeps the draft. */
export function filerOf(employee: Employee): Filer {
  return { ...employee, draftOwner: { accountId: employee.accountId } };
}

/** The answers as the filer gives them: step 1 fixed when filing without an account. */
function answersOf(filer: Filer, answers: ClaimAnswers): ClaimAnswers {
  return filer.withoutAccount ? { ...answers, need: filer.withoutAccount.need } : answers;
}

const filingText = defineMessages({
  nothingToSubmit: {
    id: 'claims.refusal.nothingToSubmit',
    defaultMessage: 'There is no request to submit. Please start again.',
  },
});

const draftPurpose = sealPurposes.claimDraft;
const accountPurpose = sealPurposes.claimAccountNumber;

/**
 * The filer's draft; a new one (kept at once, so its idempotency key stays the same until
 * Submit) when there is none.
 */
export async function loadDraft(deps: ClaimsDeps, filer: Filer): Promise<DraftAnswer> {
  const stored =
    (await findDraft(deps.db, filer.draftOwner)) ??
    (await startDraft(
      deps.db,
      filer.draftOwner,
      {
        step: filer.withoutAccount ? 'absence' : 'need',
        answersSealed: sealText(deps.dataKey, draftPurpose, JSON.stringify(answersOf(filer, {}))),
        idempotencyKey: randomUUID(),
      },
      deps.clock.now(),
    ));
  return {
    step: stored.step as WizardStep,
    answers: JSON.parse(openText(deps.dataKey, draftPurpose, stored.answersSealed)) as ClaimAnswers,
    idempotencyKey: stored.idempotencyKey,
  };
}

/** The first bad field of the steps before `step`, for a 400, its message in `language`. */
function refusalBefore(
  answers: ClaimAnswers,
  step: WizardStep,
  today: string,
  language: Language,
): Refused | null {
  const incomplete = firstIncompleteStep(answers, step, today);
  const [field, message] = Object.entries(incomplete?.errors ?? {})[0] ?? [];
  if (!incomplete || !field || !message) return null;
  return refused(`answers.${incomplete.step}.${field}`, say(language, message));
}

/**
 * Keeps the answers and the step moved to, once every step before it is good; a refusal in
 * `language`.
 */
export async function keepDraft(
  deps: ClaimsDeps,
  filer: Filer,
  request: SaveDraftRequest,
  language: Language,
): Promise<Outcome<DraftAnswer>> {
  const now = deps.clock.now();
  const answers = answersOf(filer, request.answers);
  const refusal = refusalBefore(answers, request.step, todayOn(deps.clock), language);
  if (refusal) return refusal;
  // A step this person skips (payment for a leave alone) is not kept.
  const step = stepsOf(answers).includes(request.step) ? request.step : 'review';
  const current = await findDraft(deps.db, filer.draftOwner);
  const idempotencyKey = current?.idempotencyKey ?? randomUUID();
  await saveDraft(
    deps.db,
    filer.draftOwner,
    {
      step,
      answersSealed: sealText(deps.dataKey, draftPurpose, JSON.stringify(answers)),
      idempotencyKey,
    },
    now,
  );
  return success({ step, answers, idempotencyKey });
}

/** The columns of the employee's answer to 'Have you worked for this employer before?'. */
function employeeEarlierService(answer: EarlierServiceAnswer) {
  const kept = keptEarlierServiceOf(answer);
  return { workedBefore: kept.worked, earlierServiceFrom: kept.from, earlierServiceTo: kept.to };
}

/** The rows of one submission: a disability claim, a leave, or both, from complete answers. */
function claimsOf(
  deps: ClaimsDeps,
  filer: Filer,
  answers: Required<ClaimAnswers>,
  idempotencyKey: string,
): NewClaim[] {
  const { need, absence, provider, payment } = answers;
  const directDeposit = payment.method === 'direct-deposit';
  return claimKindsOf(need).map((kind) => ({
    memberId: filer.memberId,
    clientId: filer.clientId,
    contactEmail: filer.withoutAccount?.contactEmail ?? null,
    kind,
    status: 'submitted',
    reason: need.reason,
    lastDayWorked: isoDateOfTyped(absence.lastDayWorked) ?? '',
    firstDayOfAbsence: isoDateOfTyped(absence.firstDayOfAbsence) ?? '',
    expectedReturn: isoDateOfTyped(absence.expectedReturn) ?? '',
    schedule: absence.schedule,
    howOften: absence.schedule === 'intermittent' ? absence.howOften.trim() : null,
    howLong: absence.schedule === 'intermittent' ? absence.howLong.trim() : null,
    hoursPerWeek: absence.schedule === 'reduced' ? Number(absence.hoursPerWeek) : null,
    familyMemberName: need.reason === 'family-care' ? absence.familyMemberName.trim() : null,
    relationship: need.reason === 'family-care' ? absence.relationship || null : null,
    childArrivalDate:
      need.reason === 'bonding' ? isoDateOfTyped(absence.childArrivalDate ?? '') : null,
    ...employeeEarlierService(kind === 'leave' ? earlierServiceAnswerOf(absence) : null),
    providerName: provider.providerName.trim(),
    providerPhone: provider.providerPhone,
    workRelated: kind === 'disability' ? provider.workRelated === 'yes' : null,
    conditionCategory: kind === 'disability' ? provider.conditionCategory || null : null,
    paymentMethod: kind === 'disability' ? payment.method || null : null,
    routingNumber: kind === 'disability' && directDeposit ? payment.routingNumber : null,
    accountNumberSealed:
      kind === 'disability' && directDeposit
        ? sealText(deps.dataKey, accountPurpose, payment.accountNumber)
        : null,
    accountLast4: kind === 'disability' && directDeposit ? payment.accountNumber.slice(-4) : null,
    idempotencyKey,
  }));
}

/**
 * Files the draft: every claim it asks for in one transaction with the receipt, and the
 * draft gone. A Submit again with the same key (a double click, a retry after a lost answer)
 * answers the claims already filed and files nothing. A refusal is in `language`.
 */
export async function submitClaim(
  deps: ClaimsDeps,
  filer: Filer,
  idempotencyKey: string,
  language: Language,
): Promise<Outcome<SubmitClaimAnswer>> {
  const filedBefore = async () => {
    const filed = await findSubmission(deps.db, filer.memberId, idempotencyKey);
    return filed.length > 0
      ? success({
          claims: filed.map((claim) => ({ ...claim, kind: claim.kind as ClaimKind })),
          email: filer.email,
        })
      : null;
  };
  const already = await filedBefore();
  if (already) return already;
  const stored = await findDraft(deps.db, filer.draftOwner);
  if (!stored || stored.idempotencyKey !== idempotencyKey) {
    // The same Submit on another instance may have filed it, and so taken the draft, since
    // the look-up above: its claims are the answer, as they are for a Submit sent later.
    const filedMeanwhile = await filedBefore();
    if (filedMeanwhile) return filedMeanwhile;
    return refused('idempotencyKey', say(language, filingText.nothingToSubmit));
  }
  const now = deps.clock.now();
  const answers = {
    ...emptyAnswers,
    ...answersOf(
      filer,
      JSON.parse(openText(deps.dataKey, draftPurpose, stored.answersSealed)) as ClaimAnswers,
    ),
  };
  const refusal = refusalBefore(answers, 'review', todayOn(deps.clock), language);
  if (refusal) return refusal;
  try {
    const filed = await deps.db.transaction(async (tx) => {
      const inserted = await insertClaims(tx, claimsOf(deps, filer, answers, idempotencyKey), {
        at: now,
        text: claimSubmittedText,
      });
      await deleteDraft(tx, filer.draftOwner);
      await filer.withoutAccount?.filed(tx);
      // The account number goes once: the confirmation was for the person typing it.
      const payment = {
        method: answers.payment.method,
        routingNumber: answers.payment.routingNumber,
        accountNumber: answers.payment.accountNumber,
      };
      const messages = [
        ...inserted.map((claim) =>
          claimsSystemEvent(
            deps,
            {
              type: 'claim.submitted',
              claim: {
                claimNumber: claim.claimNumber,
                kind: claim.kind,
                filedWith: inserted.find((other) => other !== claim)?.claimNumber ?? null,
                memberId: filer.memberId,
                clientId: filer.clientId,
                ...answers,
                payment: claim.kind === 'disability' ? payment : null,
              },
            },
            now,
          ),
        ),
        ...(filer.email
          ? [receipt(deps, { ...filer, email: filer.email, language }, inserted)]
          : []),
      ];
      for (const message of messages) await enqueueMessage(tx, message, now);
      return inserted;
    });
    deps.messageQueued();
    return success({
      claims: filed.map(({ claimNumber, kind }) => ({ claimNumber, kind: kind as ClaimKind })),
      email: filer.email,
    });
  } catch (error) {
    // The same key submitted at the same moment: the other submission filed it.
    if (isSubmissionTaken(error)) {
      const winner = await filedBefore();
      if (winner) return winner;
    }
    throw error;
  }
}
