// The employee's claims calls (DESIGN.md section 11.1): the dashboard, the wizard's draft and
// its submission, a claim's page, withdrawing, reporting leave time, and the payments. Each
// call is an exported function of its dependencies and the logged-in employee; every claim is
// looked up through the employee's census member, so another person's claim is "not found".
// The rules are the domain's (src/domain/claims); this file loads, applies and saves.

import { randomUUID } from 'node:crypto';
import { stringify } from 'csv-stringify/sync';
import {
  canWithdraw,
  claimStatusEventTexts,
  claimSubmittedText,
  isOpen,
} from '#domain/claims/claim-status';
import { addDays } from '#domain/claims/calendar-date';
import {
  type ClaimKind,
  type ClaimStatus,
  claimStatusLabels,
  paymentStatusLabels,
} from '#domain/claims/claim-terms';
import {
  type ClaimAnswers,
  claimKindsOf,
  type NeedAnswers,
  emptyAnswers,
  firstIncompleteStep,
  isoDateOfTyped,
  isoDay,
  stepsOf,
  type WizardStep,
} from '#domain/claims/claim-wizard';
import type {
  ClaimDetail,
  DashboardAnswer,
  DraftAnswer,
  PaymentRow,
  ReportTimeRequest,
  SaveDraftRequest,
  SubmitClaimAnswer,
} from '#domain/claims/claims-answers';
import { benefitSchedule, weeklyBenefitCents } from '#domain/claims/disability-benefit';
import {
  continuousLeaveTaken,
  fmlaEligibility,
  fmlaEligibilityText,
  type LeaveTaken,
  leaveBalance,
  wouldExceed,
  weeksUsedText,
} from '#domain/claims/fmla';
import { leaveTimeErrors, leaveTimeMessages } from '#domain/claims/leave-time';
import type { Clock } from '#domain/shared/clock';
import type { DocumentType } from '#domain/shared/document-types';
import {
  changeClaimStatus,
  type ClaimRow,
  deleteDraft,
  type DraftOwner,
  findDraft,
  findOwnedClaim,
  findSubmission,
  insertClaims,
  insertLeaveTime,
  isSubmissionTaken,
  listLeaveTaken,
  listOpenClaims,
  listOpenDocumentRequests,
  listPayments,
  loadClaimDetail,
  type NewClaim,
  saveDraft,
  startDraft,
} from '#server/db/claims-repository';
import type { Database } from '#server/db/client';
import { enqueueMessage } from '#server/db/outbox-repository';
import { openText, sealText } from '#server/sealed-data';
import { changeNotice, claimsSystemEvent, type NoticeDeps, receipt } from './claim-notices.ts';

export interface ClaimsDeps extends NoticeDeps {
  db: Database;
  clock: Clock;
  /** Told when a message was queued: the outbox dispatcher sends it at once. */
  messageQueued(): void;
}

/** The logged-in employee, as the claims calls know them. */
export interface Employee {
  accountId: string;
  memberId: string;
  clientId: string;
  firstName: string;
  email: string | null;
}

/**
 * Who files a claim: a logged-in employee, or a person proven in the flow of a claim filed
 * without registering (DESIGN.md section 11.6), whose first answer is fixed.
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

/** A refusal of one field, answered as a 400 naming it. */
export interface FieldRefusal {
  field: string;
  message: string;
}

type Outcome<Answer> = { ok: true; answer: Answer } | { ok: false; refusal: FieldRefusal };

const draftPurpose = 'claim-draft';
const accountPurpose = 'claim-account-number';
/** The usual week when the employer's statement has not said otherwise. */
const defaultHoursPerWeek = 40;

export async function dashboard(deps: ClaimsDeps, employee: Employee): Promise<DashboardAnswer> {
  const [open, requests, [lastPayment]] = await Promise.all([
    listOpenClaims(deps.db, employee.memberId),
    listOpenDocumentRequests(deps.db, employee.memberId),
    listPayments(deps.db, employee.memberId, { status: 'sent', limit: 1 }),
  ]);
  const reportTime = open
    .filter((claim) => claim.kind === 'leave' && claim.schedule === 'intermittent')
    .map((claim) => ({ kind: 'report-time' as const, claimNumber: claim.claimNumber }));
  return {
    firstName: employee.firstName,
    claims: open.map((claim) => ({
      claimNumber: claim.claimNumber,
      kind: claim.kind as ClaimKind,
      status: claim.status as ClaimStatus,
      firstDayOfAbsence: claim.firstDayOfAbsence,
      expectedReturn: claim.expectedReturn,
    })),
    thingsToDo: [
      ...requests.map((request) => ({
        kind: 'document' as const,
        claimNumber: request.claimNumber,
        documentType: request.documentType as DocumentType,
        dueOn: request.dueOn,
      })),
      ...reportTime,
    ],
    lastPayment: lastPayment ? paymentRow(lastPayment) : null,
  };
}

function paymentRow(row: Omit<PaymentRow, 'status'> & { status: string }): PaymentRow {
  return { ...row, status: row.status as PaymentRow['status'] };
}

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

/** The first bad field of the steps before `step`, for a 400. */
function refusalBefore(answers: ClaimAnswers, step: WizardStep, now: Date): FieldRefusal | null {
  const incomplete = firstIncompleteStep(answers, step, now);
  if (!incomplete) return null;
  const [field, message] = Object.entries(incomplete.errors)[0] ?? ['', ''];
  return { field: `answers.${incomplete.step}.${field}`, message: message ?? '' };
}

/** Keeps the answers and the step moved to, once every step before it is good. */
export async function keepDraft(
  deps: ClaimsDeps,
  filer: Filer,
  request: SaveDraftRequest,
): Promise<Outcome<DraftAnswer>> {
  const now = deps.clock.now();
  const answers = answersOf(filer, request.answers);
  const refusal = refusalBefore(answers, request.step, now);
  if (refusal) return { ok: false, refusal };
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
  return { ok: true, answer: { step, answers, idempotencyKey } };
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
 * answers the claims already filed and files nothing.
 */
export async function submitClaim(
  deps: ClaimsDeps,
  filer: Filer,
  idempotencyKey: string,
): Promise<Outcome<SubmitClaimAnswer>> {
  const filedBefore = async () => {
    const filed = await findSubmission(deps.db, filer.memberId, idempotencyKey);
    return filed.length > 0
      ? {
          ok: true as const,
          answer: {
            claims: filed.map((claim) => ({ ...claim, kind: claim.kind as ClaimKind })),
            email: filer.email,
          },
        }
      : null;
  };
  const already = await filedBefore();
  if (already) return already;
  const stored = await findDraft(deps.db, filer.draftOwner);
  if (!stored || stored.idempotencyKey !== idempotencyKey) {
    return {
      ok: false,
      refusal: {
        field: 'idempotencyKey',
        message: 'There is no request to submit. Please start again.',
      },
    };
  }
  const now = deps.clock.now();
  const answers = {
    ...emptyAnswers,
    ...answersOf(
      filer,
      JSON.parse(openText(deps.dataKey, draftPurpose, stored.answersSealed)) as ClaimAnswers,
    ),
  };
  const refusal = refusalBefore(answers, 'review', now);
  if (refusal) return { ok: false, refusal };
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
        ...(filer.email ? [receipt(deps, { ...filer, email: filer.email }, inserted)] : []),
      ];
      for (const message of messages) await enqueueMessage(tx, message, now);
      return inserted;
    });
    deps.messageQueued();
    return {
      ok: true,
      answer: {
        claims: filed.map(({ claimNumber, kind }) => ({ claimNumber, kind: kind as ClaimKind })),
        email: filer.email,
      },
    };
  } catch (error) {
    // The same key submitted at the same moment: the other submission filed it.
    if (isSubmissionTaken(error)) {
      const winner = await filedBefore();
      if (winner) return winner;
    }
    throw error;
  }
}

/** The leave taken of a leave claim: reported days, or the schedule's days up to today. */
function leaveTakenOf(
  claim: Pick<
    ClaimRow,
    'schedule' | 'firstDayOfAbsence' | 'expectedReturn' | 'hoursPerWeek' | 'scheduledHoursPerWeek'
  >,
  reported: LeaveTaken[],
  today: string,
): LeaveTaken[] {
  if (claim.schedule === 'intermittent') return reported;
  const usual = claim.scheduledHoursPerWeek ?? defaultHoursPerWeek;
  const lastDay = [today, addDays(claim.expectedReturn, -1)].sort()[0] ?? today;
  if (lastDay < claim.firstDayOfAbsence) return [];
  const hoursOff =
    claim.schedule === 'reduced' ? Math.max(usual - (claim.hoursPerWeek ?? 0), 0) : usual;
  return continuousLeaveTaken(claim.firstDayOfAbsence, lastDay, hoursOff);
}

export async function claimDetail(
  deps: ClaimsDeps,
  employee: Employee,
  claimNumber: string,
): Promise<ClaimDetail | undefined> {
  const owned = await findOwnedClaim(deps.db, employee.accountId, claimNumber);
  if (!owned) return undefined;
  const loaded = await loadClaimDetail(deps.db, owned.id);
  if (!loaded) return undefined;
  const { claim, policy } = loaded;
  const today = isoDay(deps.clock.now());
  const status = claim.status as ClaimStatus;
  const isLeave = claim.kind === 'leave';
  const usualHours = claim.scheduledHoursPerWeek ?? defaultHoursPerWeek;
  const taken = isLeave ? await memberLeaveTaken(deps, employee, today) : [];
  const balance = isLeave ? leaveBalance(taken, usualHours, today) : null;
  const estimate =
    claim.kind === 'disability' && loaded.payments.length === 0 && claim.weeklyEarningsCents
      ? {
          weeklyBenefitCents: weeklyBenefitCents(policy, claim.weeklyEarningsCents),
          weeks: benefitSchedule(policy, {
            weeklyEarningsCents: claim.weeklyEarningsCents,
            firstDayOfAbsence: claim.firstDayOfAbsence,
            returnToWork: claim.expectedReturn,
          }),
        }
      : null;
  return {
    claimNumber: claim.claimNumber,
    kind: claim.kind as ClaimKind,
    status,
    reason: claim.reason as ClaimDetail['reason'],
    lastDayWorked: claim.lastDayWorked,
    firstDayOfAbsence: claim.firstDayOfAbsence,
    expectedReturn: claim.expectedReturn,
    schedule: claim.schedule as ClaimDetail['schedule'],
    howOften: claim.howOften,
    howLong: claim.howLong,
    hoursPerWeek: claim.hoursPerWeek,
    familyMemberName: claim.familyMemberName,
    relationship: claim.relationship as ClaimDetail['relationship'],
    providerName: claim.providerName,
    providerPhone: claim.providerPhone,
    workRelated: claim.workRelated,
    conditionCategory: claim.conditionCategory as ClaimDetail['conditionCategory'],
    paymentMethod: claim.paymentMethod as ClaimDetail['paymentMethod'],
    accountLast4: claim.accountLast4,
    relatedClaimNumber: loaded.relatedClaimNumber,
    canWithdraw: canWithdraw(status),
    timeline: loaded.timeline.map((entry) => ({ at: entry.at.toISOString(), text: entry.text })),
    documentsNeeded: loaded.requests.map((request) => ({
      ...request,
      documentType: request.documentType as DocumentType,
    })),
    documentsSent: loaded.sent.map((document) => ({
      ...document,
      documentType: document.documentType as DocumentType,
      receivedAt: document.receivedAt.toISOString(),
    })),
    leaveBalance: balance ? { ...balance, text: weeksUsedText(balance) } : null,
    fmlaEligibility: isLeave
      ? fmlaEligibilityText(
          fmlaEligibility(
            {
              hireDate: loaded.hireDate,
              hoursWorkedLast12Months: claim.hoursWorked12Months,
              employeesWithin75Miles: loaded.employeesWithin75Miles,
            },
            claim.firstDayOfAbsence,
          ),
        )
      : null,
    timeReported: loaded.leave.map((entry) => ({ date: entry.day, hours: entry.hours })),
    canReportTime: isLeave && claim.schedule === 'intermittent' && isOpen(status),
    payments: loaded.payments.map(paymentRow),
    estimate,
  };
}

/** Every leave the member took in their leave claims that still count (not withdrawn or denied). */
async function memberLeaveTaken(
  deps: ClaimsDeps,
  employee: Employee,
  today: string,
): Promise<LeaveTaken[]> {
  const leaves = await listLeaveTaken(deps.db, employee.memberId);
  return leaves.flatMap(({ claim, reported }) => leaveTakenOf(claim, reported, today));
}

export type ClaimChange =
  { ok: true; answer: ClaimDetail } | { ok: false; refusal: FieldRefusal } | undefined;

/** 'Withdraw this request' while Submitted or In review; undefined: not the employee's. */
export async function withdrawClaim(
  deps: ClaimsDeps,
  employee: Employee,
  claimNumber: string,
): Promise<ClaimChange> {
  const owned = await findOwnedClaim(deps.db, employee.accountId, claimNumber);
  if (!owned) return undefined;
  const status = owned.status as ClaimStatus;
  const refused = {
    ok: false as const,
    refusal: {
      field: 'status',
      message: `A request that is ${claimStatusLabels[status]} cannot be withdrawn.`,
    },
  };
  if (!canWithdraw(status)) return refused;
  const now = deps.clock.now();
  const changed = await changeClaimStatus(deps.db, {
    claimId: owned.id,
    from: status,
    to: 'withdrawn',
    at: now,
    text: claimStatusEventTexts.withdraw,
    messages: [
      claimsSystemEvent(deps, { type: 'claim.withdrawn', claimNumber }, now),
      ...(employee.email
        ? [
            changeNotice(
              deps,
              { ...employee, email: employee.email },
              claimNumber,
              `${claimStatusEventTexts.withdraw}.`,
            ),
          ]
        : []),
    ],
  });
  if (!changed) return refused;
  deps.messageQueued();
  const answer = await claimDetail(deps, employee, claimNumber);
  return answer ? { ok: true, answer } : undefined;
}

/** 'Report time taken' on an open intermittent leave. */
export async function reportTime(
  deps: ClaimsDeps,
  employee: Employee,
  claimNumber: string,
  request: ReportTimeRequest,
): Promise<ClaimChange> {
  const detail = await claimDetail(deps, employee, claimNumber);
  const owned = detail && (await findOwnedClaim(deps.db, employee.accountId, claimNumber));
  if (!detail || !owned) return undefined;
  if (!detail.canReportTime) {
    return {
      ok: false,
      refusal: {
        field: 'date',
        message: 'Time can be reported only on an open intermittent leave.',
      },
    };
  }
  const today = isoDay(deps.clock.now());
  const refusal = leaveTimeErrors(request, detail, today);
  if (refusal) return { ok: false, refusal };
  const day = isoDateOfTyped(request.date) ?? today;
  const taken = await memberLeaveTaken(deps, employee, today);
  const usual = detail.hoursPerWeek ?? defaultHoursPerWeek;
  if (wouldExceed(taken, usual, day, request.hours)) {
    return { ok: false, refusal: { field: 'hours', message: leaveTimeMessages.overBalance } };
  }
  const inserted = await insertLeaveTime(deps.db, {
    claimId: owned.id,
    day,
    hours: request.hours,
    at: deps.clock.now(),
    text: `You reported ${request.hours} hours taken on ${request.date}.`,
  });
  if (!inserted) {
    return { ok: false, refusal: { field: 'date', message: leaveTimeMessages.alreadyReported } };
  }
  const answer = await claimDetail(deps, employee, claimNumber);
  return answer ? { ok: true, answer } : undefined;
}

export async function payments(deps: ClaimsDeps, employee: Employee): Promise<PaymentRow[]> {
  return (await listPayments(deps.db, employee.memberId)).map(paymentRow);
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The payment history as CSV: ISO dates, amounts in dollars, the status as people read it. */
export function paymentsCsv(rows: PaymentRow[]): string {
  return stringify(
    rows.map((row) => [
      row.claimNumber,
      row.periodStart,
      row.periodEnd,
      dollars(row.grossCents),
      dollars(row.deductionsCents),
      dollars(row.netCents),
      row.payDate,
      paymentStatusLabels[row.status],
    ]),
    {
      header: true,
      columns: [
        'Claim number',
        'Period start',
        'Period end',
        'Gross',
        'Deductions',
        'Net',
        'Date sent',
        'Status',
      ],
    },
  );
}
