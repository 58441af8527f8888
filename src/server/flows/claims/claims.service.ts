// The employee's claims calls (docs/product/claims.md): the dashboard, the wizard's draft and
// its submission, a claim's page, withdrawing, reporting leave time, and the payments. Each
// call is an exported function of its dependencies and the logged-in employee; every claim is
// looked up through the employee's census member, so another person's claim is "not found".
// The rules are the domain's (src/domain/claims); this file loads, applies and saves. What an
// answer says is in the request's language (`language`); what is kept, the timeline's entries,
// and the e-mails, stay English (docs/product/languages.md).

import {
  canWithdraw,
  claimStatusEventText,
  claimStatusEventTexts,
} from '#domain/claims/claim-status';
import { timelineSentence, timelineText } from '#domain/claims/claim-timeline';
import { defaultLanguage, type Language } from '#domain/language/language';
import {
  type ClaimKind,
  type ClaimStatus,
  claimStatusText,
  englishSentence,
  paymentStatusLabels,
  type Say,
} from '#domain/shared/claim-terms';
import { defineMessages } from '#domain/shared/define-messages';
import { absenceReportedMessage } from '#domain/employer-claims/absence-report';
import { employerStatementGivenMessage } from '#domain/employer-claims/employer-statement';
import { isoDateOfTyped } from '#domain/shared/absence-dates';
import type {
  ClaimDetail,
  DashboardAnswer,
  PaymentRow,
  ReportTimeRequest,
} from '#domain/claims/claims-answers';
import { benefitSchedule, benefitWeeklyEarningsCents } from '#domain/claims/disability-benefit';
import { weeklyBenefitCents } from '#domain/coverage/plan-formulas';
import {
  scheduleAgreementOf,
  scheduleAgreementText,
  scheduledLeaveOf,
  timeCanBeReported,
  timeReportRefusal,
} from '#domain/claims/bonding-schedule';
import { leaveEligibility } from './leave-eligibility.ts';
import { leaveBalance, wouldExceed, weeksUsedText, workweekHours } from '#domain/claims/fmla';
import { leaveTimeErrors, leaveTimeText } from '#domain/claims/leave-time';
import type { Clock } from '#domain/shared/clock';
import type { DocumentType } from '#domain/shared/document-types';
import { conflict, foundOr, notFound, type Outcome, refused } from '#domain/shared/outcome';
import { claimsSystemEvent } from '#server/adapters/claims-system';
import { csvText } from '#server/adapters/csv-download';
import type { EmployeeLogin } from '#server/db/accounts-repository';
import {
  changeClaimStatus,
  findOwnedClaim,
  insertLeaveTime,
  lockMemberLeave,
  listOpenClaims,
  listOpenDocumentRequests,
  listPayments,
  loadClaimDetail,
} from '#server/db/claims-repository';

import type { Database } from '#server/db/client';
import { memberRecord } from '#server/db/coverage-repository';
import { say } from '#server/language/say';

import { employeeNotice, type NoticeDeps } from './claim-notices.ts';
import { memberLeaveTaken } from './leave-taken.ts';
import { todayOn } from '#domain/shared/clock';
import { claimDecisionDueOn } from '#domain/claims/decision-deadline';
import { appealStanding, deniedOnOf } from '#domain/claims/appeal';

export interface ClaimsDeps extends NoticeDeps {
  db: Database;
  clock: Clock;
  /** Told when a message was queued: the outbox dispatcher sends it at once. */
  messageQueued(): void;
}

/** The logged-in employee, as the claims calls know them: the access check's login. */
export type Employee = Omit<EmployeeLogin, 'kind'>;

const refusalText = defineMessages({
  cannotWithdraw: {
    id: 'claims.refusal.cannotWithdraw',
    defaultMessage: 'A request that is {status} cannot be withdrawn.',
    description: '{status}: the status of the claim, as Withdrawn or Approved.',
  },
});

/** Says in the request's language: the sentences of an answer. */
function sayer(language: Language): Say {
  return (message, values) => say(language, message, values);
}

export async function dashboard(deps: ClaimsDeps, employee: Employee): Promise<DashboardAnswer> {
  const [open, requests, [lastPayment]] = await Promise.all([
    listOpenClaims(deps.db, employee.memberId),
    listOpenDocumentRequests(deps.db, employee.memberId),
    listPayments(deps.db, employee.memberId, { status: 'sent', limit: 1 }),
  ]);
  const reportTime = open
    .filter((claim) => timeCanBeReported(scheduledLeaveOf(claim)))
    .map((claim) => ({ kind: 'report-time' as const, claimNumber: claim.claimNumber }));
  return {
    firstName: employee.firstName,
    claims: open.map((claim) => ({
      claimNumber: claim.claimNumber,
      kind: claim.kind as ClaimKind,
      status: claim.status as ClaimStatus,
      firstDayOfAbsence: claim.firstDayOfAbsence,
      expectedReturn: claim.expectedReturn,
      decisionDueOn: claimDecisionDueOn(claim, deps.clock.timeZone),
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
 * A claim's page, its sentences in `language` (English for a caller that names none, as the
 * query bench of scripts/investigate/explain-queries.ts); not found: not the employee's.
 */
export async function claimDetail(
  deps: ClaimsDeps,
  employee: Employee,
  claimNumber: string,
  language: Language = defaultLanguage,
): Promise<Outcome<ClaimDetail>> {
  const owned = await findOwnedClaim(deps.db, employee.accountId, claimNumber);
  return foundOr(owned && (await detailOf(deps, employee, owned.id, language)));
}

/** The entries the employer writes on the employee's timeline (docs/product/employer-claims.md). */
const employersEntries = [absenceReportedMessage, employerStatementGivenMessage];

/** A timeline entry as written, said in the page's language when a known message wrote it. */
function timelineEntryText(written: string, sayIt: Say): string {
  const sentence = timelineSentence(written, employersEntries);
  return sentence ? sayIt(sentence.message, sentence.values) : written;
}

/** The page of a claim already known to be the employee's. */
async function detailOf(
  deps: ClaimsDeps,
  employee: Employee,
  claimId: string,
  language: Language,
): Promise<ClaimDetail | undefined> {
  const sayIt = sayer(language);
  const loaded = await loadClaimDetail(deps.db, claimId);
  if (!loaded) return undefined;
  const { claim, policy } = loaded;
  const today = todayOn(deps.clock);
  const status = claim.status as ClaimStatus;
  const decisionDue = claimDecisionDueOn(claim, deps.clock.timeZone);
  const isLeave = claim.kind === 'leave';
  const scheduled = scheduledLeaveOf(claim);
  const agreement = scheduleAgreementOf(scheduled);
  // No balance while nothing says the employee's workweek (fmla.ts, workweekHours).
  const workweek = isLeave
    ? workweekHours(claim.scheduledHoursPerWeek, loaded.employment, claim.firstDayOfAbsence)
    : null;
  const balance =
    workweek === null
      ? null
      : leaveBalance(
          await memberLeaveTaken(deps.db, employee.memberId, loaded.employment, workweek, today),
          workweek,
          today,
        );
  const earnings = benefitWeeklyEarningsCents(
    claim.weeklyEarningsCents,
    loaded.employment,
    claim.firstDayOfAbsence,
  );
  const estimate =
    claim.kind === 'disability' && loaded.payments.length === 0 && policy && earnings
      ? {
          weeklyBenefitCents: weeklyBenefitCents(policy, earnings),
          weeks: benefitSchedule(policy, {
            weeklyEarningsCents: earnings,
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
    childArrivalDate: claim.childArrivalDate,
    relationship: claim.relationship as ClaimDetail['relationship'],
    providerName: claim.providerName,
    providerPhone: claim.providerPhone,
    workRelated: claim.workRelated,
    conditionCategory: claim.conditionCategory as ClaimDetail['conditionCategory'],
    paymentMethod: claim.paymentMethod as ClaimDetail['paymentMethod'],
    accountLast4: claim.accountLast4,
    relatedClaimNumber: loaded.relatedClaimNumber,
    reportedByEmployer: claim.reportedByAccountId !== null,
    canWithdraw: canWithdraw(status),
    decision:
      decisionDue === null
        ? null
        : { dueOn: decisionDue, extensionReason: claim.decisionExtensionReason },
    appeal: appealStanding(
      {
        kind: claim.kind as ClaimKind,
        status,
        deniedOn: deniedOnOf(loaded.timeline, deps.clock.timeZone),
        appealed: claim.appealReceivedAt !== null,
      },
      today,
    ),
    timeline: loaded.timeline.map((entry) => ({
      at: entry.at.toISOString(),
      text: timelineEntryText(entry.text, sayIt),
    })),
    documentsNeeded: loaded.requests.map((request) => ({
      ...request,
      documentType: request.documentType as DocumentType,
    })),
    documentsSent: loaded.sent.map((document) => ({
      ...document,
      documentType: document.documentType as DocumentType,
      receivedAt: document.receivedAt.toISOString(),
    })),
    leaveBalance: balance ? { ...balance, text: weeksUsedText(balance, sayIt) } : null,
    ...leaveEligibility({ ...claim, hireDate: loaded.hireDate }, sayIt),
    scheduleAgreement: agreement && scheduleAgreementText(agreement, sayIt),
    timeReported: loaded.leave.map((entry) => ({ date: entry.day, hours: entry.hours })),
    canReportTime: timeCanBeReported(scheduled),
    payments: loaded.payments.map(paymentRow),
    estimate,
  };
}

/**
 * 'Withdraw this request' while Submitted or In review; a conflict once the claim's status no
 * longer allows it (nothing the person sent was wrong); not found: not the employee's.
 */
export async function withdrawClaim(
  deps: ClaimsDeps,
  employee: Employee,
  claimNumber: string,
  language: Language,
): Promise<Outcome<ClaimDetail>> {
  const owned = await findOwnedClaim(deps.db, employee.accountId, claimNumber);
  if (!owned) return notFound();
  const status = owned.status as ClaimStatus;
  const tooLate = conflict(
    say(language, refusalText.cannotWithdraw, { status: say(language, claimStatusText[status]) }),
  );

  if (!canWithdraw(status)) return tooLate;
  const now = deps.clock.now();
  const changed = await changeClaimStatus(deps.db, {
    claimId: owned.id,
    from: status,
    to: 'withdrawn',
    at: now,
    text: claimStatusEventTexts.withdraw,
    messages: [
      claimsSystemEvent(deps, { type: 'claim.withdrawn', claimNumber }, now),
      ...employeeNotice(
        deps,
        employee,
        language,
        claimNumber,
        (say) => `${say(claimStatusEventText.withdraw)}.`,
      ),
    ],
  });
  if (!changed) return tooLate;
  deps.messageQueued();
  return foundOr(await detailOf(deps, employee, owned.id, language));
}

/**
 * 'Report time taken' on an open intermittent leave, refusals in `language`; not found: not
 * the employee's.
 */
export async function reportTime(
  deps: ClaimsDeps,
  employee: Employee,
  claimNumber: string,
  request: ReportTimeRequest,
  language: Language,
): Promise<Outcome<ClaimDetail>> {
  const owned = await findOwnedClaim(deps.db, employee.accountId, claimNumber);
  if (!owned) return notFound();
  const notTaken = timeReportRefusal(scheduledLeaveOf(owned));
  if (notTaken) return refused('date', say(language, notTaken));
  const detail = await detailOf(deps, employee, owned.id, language);
  if (!detail) return notFound();
  const today = todayOn(deps.clock);
  const refusal = leaveTimeErrors(request, detail, today);
  if (refusal) return refused(refusal.field, say(language, refusal.message));
  const day = isoDateOfTyped(request.date) ?? today;
  // The limit in the employee's own workweek, as the balance beside the form counts it; while
  // nothing says the workweek there is no balance, and the time is recorded unchecked.
  const workweek = detail.leaveBalance?.workweekHours ?? null;
  const outcome = await deps.db.transaction(async (tx) => {
    await lockMemberLeave(tx, employee.memberId);
    if (workweek !== null) {
      const { employment } = await memberRecord(tx, employee.memberId);
      const taken = await memberLeaveTaken(tx, employee.memberId, employment, workweek, today);
      if (wouldExceed(taken, workweek, day, request.hours)) return 'over-balance';
    }
    const inserted = await insertLeaveTime(tx, {
      claimId: owned.id,
      day,
      hours: request.hours,
      at: deps.clock.now(),
      text: englishSentence({
        message: timelineText.timeReported,
        values: { hours: request.hours, date: request.date },
      }),
    });
    return inserted ? 'reported' : 'already-reported';
  });
  if (outcome === 'over-balance') {
    return refused('hours', say(language, leaveTimeText.overBalance));
  }
  if (outcome === 'already-reported') {
    return refused('date', say(language, leaveTimeText.alreadyReported));
  }
  return foundOr(await detailOf(deps, employee, owned.id, language));
}

export async function payments(deps: ClaimsDeps, employee: Employee): Promise<PaymentRow[]> {
  return (await listPayments(deps.db, employee.memberId)).map(paymentRow);
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The payment history as CSV: ISO dates, amounts in dollars, the status as people read it. */
export function paymentsCsv(rows: PaymentRow[]): string {
  return csvText(
    [
      'Claim number',
      'Period start',
      'Period end',
      'Gross',
      'Deductions',
      'Net',
      'Date sent',
      'Status',
    ],
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
  );
}
