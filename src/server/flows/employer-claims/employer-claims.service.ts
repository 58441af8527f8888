// The employer's claims calls (docs/product/employer-claims.md): the dashboard, 'Employee claims',
// a claim's page and its 'Employer statement'. Each call is an exported function of its
// dependencies and the employer behind the login; every read goes through the employer's client,
// looked up on the server, so another client's claim is "not found". Every view of an employee's
// claim is an audit event naming the claim numbers shown, never a health detail. An employer never
// changes a claim's status: the statement adds its figures and a timeline entry, no more.

import { employerTimelineText } from '#domain/employer-claims/employer-timeline';
import { employerFmlaEligibilityText } from '#domain/claims/fmla-eligibility';
import { defaultLanguage, type Language } from '#domain/language/language';
import { type ClaimKind, type ClaimStatus, isOpen, type Say } from '#domain/shared/claim-terms';
import {
  decidedFmla,
  employeeEarlierServiceOf,
  employerEarlierServiceOf,
} from '#domain/claims/fmla-facts';
import { scheduleAgreementOf, scheduledLeaveOf } from '#domain/claims/bonding-schedule';
import {
  employerStatementErrors,
  employerStatementFieldText,
  employerStatementOf,
  employerStatementText,
  type EmployerStatementRequest,
} from '#domain/employer-claims/employer-statement';
import { invoiceStatusOn, type StoredInvoiceStatus } from '#domain/billing/billing-terms';
import {
  claimsPageSize,
  cursorOf,
  type EmployerClaimsQuery,
  nameSearchWords,
  pageOf,
} from '#domain/employer-claims/claims-page';
import type {
  EmployerClaimDetail,
  EmployerClaimRow,
  EmployerClaimsPage,
  EmployerDashboard,
} from '#domain/employer-claims/employer-claims-answers';
import type { Clock } from '#domain/shared/clock';
import {
  conflict,
  foundOr,
  notFound,
  type Outcome,
  refused,
  success,
} from '#domain/shared/outcome';
import { claimsSystemEvent } from '#server/adapters/claims-system';
import { recordAuditEvent } from '#server/db/audit-repository';
import type { Database } from '#server/db/client';
import {
  type ClientClaim,
  countOpenClaims,
  findClientClaim,
  findCurrentInvoice,
  listClaimTimeline,
  listClientClaims,
  listStatementTasks,
  saveEmployerStatement,
} from '#server/db/employer-claims-repository';
import { enqueueMessage } from '#server/db/outbox-repository';
import type { DataKeys } from '#server/crypto/sealed-data';
import { say } from '#server/language/say';
import type { EmployerCaller } from '#server/plugins/route-access';
import { todayOn } from '#domain/shared/clock';

export interface EmployerClaimsDeps {
  db: Database;
  clock: Clock;
  /** Seals the events for the claims system (DATA_KEY). */
  dataKey: DataKeys;
  brandName: string;
  /** The address of the employee's page of a claim, for the link in e-mails. */
  claimUrl(claimNumber: string): string;
  /** Told when a message was queued: the outbox dispatcher sends it at once. */
  messageQueued(): void;
}

/** Tasks on the dashboard; the rest are one filter away on 'Employee claims'. */
const dashboardTaskCount = 10;

/** A view of employees' claims, in the audit: who, which claim numbers, from where. */
async function auditView(
  deps: EmployerClaimsDeps,
  caller: EmployerCaller,
  action: string,
  details: Record<string, unknown>,
) {
  await recordAuditEvent(deps.db, {
    action,
    accountId: caller.employer.accountId,
    address: caller.address,
    details: { clientId: caller.employer.clientId, ...details },
    at: deps.clock.now(),
  });
}

export async function employerDashboard(
  deps: EmployerClaimsDeps,
  caller: EmployerCaller,
): Promise<EmployerDashboard> {
  const { employer } = caller;
  const [counts, tasks, invoice] = await Promise.all([
    countOpenClaims(deps.db, employer.clientId),
    listStatementTasks(deps.db, employer.clientId, dashboardTaskCount),
    findCurrentInvoice(deps.db, employer.clientId),
  ]);
  if (tasks.length > 0) {
    await auditView(deps, caller, 'employer.dashboard.viewed', {
      claimNumbers: tasks.map((task) => task.claimNumber),
    });
  }
  const today = todayOn(deps.clock);
  return {
    firstName: employer.firstName,
    clientName: employer.clientName,
    ...counts,
    tasks: tasks.map((task) => ({ ...task, kind: task.kind as ClaimKind })),
    currentBill: invoice
      ? {
          ...invoice,
          status: invoiceStatusOn(invoice.status as StoredInvoiceStatus, invoice.dueOn, today),
        }
      : null,
  };
}

function claimRow(row: Awaited<ReturnType<typeof listClientClaims>>[number]): EmployerClaimRow {
  return { ...row, kind: row.kind as ClaimKind, status: row.status as ClaimStatus };
}

/**
 * A page of 'Employee claims': the filters, the order and the page the query asks. A refusal is
 * in `language` (English for a caller that names none, as the benchmarks).
 */
export async function employeeClaims(
  deps: EmployerClaimsDeps,
  caller: EmployerCaller,
  query: EmployerClaimsQuery,
  language: Language = defaultLanguage,
): Promise<Outcome<EmployerClaimsPage>> {
  const asked = pageOf(query);
  if (!asked.ok) return refused(asked.field, say(language, asked.message));
  const { page } = asked;
  const newestFirst = query.sort !== 'oldest';
  // Going back reads the index the other way from the cursor, then turns the rows round.
  const back = page?.direction === 'before';
  const rows = await listClientClaims(
    deps.db,
    caller.employer.clientId,
    {
      status: query.status,
      kind: query.kind,
      nameWords: nameSearchWords(query.name),
      statementDue: query.statement === 'due',
    },
    { ascending: newestFirst === back, beyond: page?.cursor ?? null, limit: claimsPageSize + 1 },
  );
  const more = rows.length > claimsPageSize;
  const shown = rows.slice(0, claimsPageSize).map(claimRow);
  if (back) shown.reverse();
  const [first, last] = [shown[0], shown.at(-1)];
  const answer: EmployerClaimsPage = {
    claims: shown,
    nextCursor: last && (back || more) ? cursorOf(last) : null,
    previousCursor: first && (back ? more : page !== null) ? cursorOf(first) : null,
  };
  await auditView(deps, caller, 'employer.claims.listed', {
    claimNumbers: shown.map((row) => row.claimNumber),
  });
  return success(answer);
}

/**
 * A leave's FMLA eligibility in the employer's words with the facts it was decided on, what the
 * employee said of earlier service (the statement confirms it), and where the employer's agreement
 * to bonding leave in pieces stands; nothing of it for a disability claim.
 */
function leaveFacts(claim: ClientClaim, language: Language) {
  if (claim.kind !== 'leave') {
    return {
      fmlaEligibility: null,
      fmlaFacts: null,
      employeeEarlierService: null,
      scheduleAgreement: null,
    };
  }
  const sayIt: Say = (message, values) => say(language, message, values);
  const { eligibility, facts } = decidedFmla(claim, sayIt);
  return {
    fmlaEligibility: employerFmlaEligibilityText(eligibility, sayIt),
    fmlaFacts: facts,
    employeeEarlierService: employeeEarlierServiceOf(claim),
    scheduleAgreement: scheduleAgreementOf(scheduledLeaveOf(claim)),
  };
}

/** A claim as the employer reads it, its sentences in `language`. */
function detailOf(
  claim: ClientClaim,
  timeline: { at: Date; status: string | null; text: string }[],
  language: Language,
): EmployerClaimDetail {
  const status = claim.status as ClaimStatus;
  const given = claim.employerStatementAt;
  return {
    claimNumber: claim.claimNumber,
    employeeName: claim.employeeName,
    kind: claim.kind as ClaimKind,
    status,
    lastDayWorked: claim.lastDayWorked,
    firstDayOfAbsence: claim.firstDayOfAbsence,
    expectedReturn: claim.expectedReturn,
    reportedByEmployer: claim.reportedByAccountId !== null,
    timeline: timeline.flatMap((entry) => {
      const message = employerTimelineText({
        status: entry.status as ClaimStatus | null,
        text: entry.text,
      });
      return message ? [{ at: entry.at.toISOString(), text: say(language, message) }] : [];
    }),
    ...leaveFacts(claim, language),
    statementDue: isOpen(status) && given === null,
    statement: given
      ? {
          hoursWorked12Months: claim.hoursWorked12Months ?? 0,
          weeklyEarningsCents: claim.weeklyEarningsCents ?? 0,
          scheduledHoursPerWeek: claim.scheduledHoursPerWeek ?? 0,
          lastDayWorked: claim.employerLastDayWorked ?? claim.lastDayWorked,
          earlierService: employerEarlierServiceOf(claim),
          agreesToSchedule: claim.employerAgreesToSchedule,
          givenAt: given.toISOString(),
        }
      : null,
  };
}

async function loadDetail(
  deps: EmployerClaimsDeps,
  clientId: string,
  claimNumber: string,
  language: Language,
) {
  const claim = await findClientClaim(deps.db, clientId, claimNumber);
  return claim && detailOf(claim, await listClaimTimeline(deps.db, claim.id), language);
}

/**
 * A claim of the employer's client by its number, its sentences in `language` (English for a
 * caller that names none, as the benchmarks); not found for any other.
 */
export async function employerClaimDetail(
  deps: EmployerClaimsDeps,
  caller: EmployerCaller,
  claimNumber: string,
  language: Language = defaultLanguage,
): Promise<Outcome<EmployerClaimDetail>> {
  const detail = await loadDetail(deps, caller.employer.clientId, claimNumber, language);
  if (detail) await auditView(deps, caller, 'employer.claim.viewed', { claimNumber });
  return foundOr(detail);
}

/**
 * The 'Employer statement': checked by the domain's rules, kept once with its timeline entry
 * and sent to the claims system in one transaction. Not found: not the client's claim; a
 * conflict (nothing sent was wrong) once it is given already, or the claim no longer open.
 * Refusals and the claim's sentences are in `language`.
 */
export async function giveEmployerStatement(
  deps: EmployerClaimsDeps,
  caller: EmployerCaller,
  claimNumber: string,
  request: EmployerStatementRequest,
  language: Language,
): Promise<Outcome<EmployerClaimDetail>> {
  const { clientId } = caller.employer;
  const claim = await findClientClaim(deps.db, clientId, claimNumber);
  if (!claim) return notFound();
  const notDue = (given: Date | null) =>
    conflict(
      say(
        language,
        given ? employerStatementFieldText.alreadyGiven : employerStatementFieldText.notOpen,
      ),
    );
  if (claim.employerStatementAt || !isOpen(claim.status as ClaimStatus)) {
    return notDue(claim.employerStatementAt);
  }
  const now = deps.clock.now();
  const asked = {
    firstDayOfAbsence: claim.firstDayOfAbsence,
    kind: claim.kind as ClaimKind,
    asksScheduleAgreement: scheduleAgreementOf(scheduledLeaveOf(claim)) === 'asked',
  };
  const errors = employerStatementErrors(request, asked, todayOn(deps.clock));
  const [field, message] = Object.entries(errors)[0] ?? [];
  if (field && message) return refused(field, say(language, message));

  const statement = employerStatementOf(request, asked);
  const saved = await deps.db.transaction(async (tx) => {
    const kept = await saveEmployerStatement(tx, {
      claimId: claim.id,
      statement,
      at: now,
      text: employerStatementText,
    });
    if (!kept) return false;
    const event = claimsSystemEvent(
      deps,
      { type: 'claim.employer-statement', claimNumber, ...statement },
      now,
    );
    await enqueueMessage(tx, event, now);
    return true;
  });
  if (!saved) {
    // Another submit got there first, or the claim closed meanwhile.
    const current = await findClientClaim(deps.db, clientId, claimNumber);
    return notDue(current?.employerStatementAt ?? null);
  }
  deps.messageQueued();
  await auditView(deps, caller, 'employer.statement.given', { claimNumber });
  return foundOr(await loadDetail(deps, clientId, claimNumber, language));
}
