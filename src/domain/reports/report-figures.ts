// What the employer's reports count (docs/product/reports.md), defined once. The server counts
// the same in SQL with GROUP BY (a client of 20,000 claims is never read whole to draw a
// chart); its tests hold the SQL to these functions on the same rows.
//
// 'Absences by month': for each of the last 12 calendar months (the current one included),
// the client's claims and leave whose absence falls at least partly in the month. An absence
// runs from the first day of absence up to, not including, the expected return to work; days
// planned later in the current month count too. A withdrawn or denied request was no absence
// the insurer covered and is not counted; an intermittent leave counts in every month of the
// period it was asked for. Claims and leave are counted, not people: a disability claim filed
// with its family medical leave counts once in each series. A request whose expected return
// is not after its first day of absence counts in the month of its first day.
//
// 'Open claims by status': the client's claims and leave that are open (shared/claim-terms:
// not yet decided, or approved and running), by status and kind.

import {
  type ClaimKind,
  claimKinds,
  type ClaimStatus,
  isOpen,
  type OpenClaimStatus,
  openClaimStatuses,
} from '#domain/shared/claim-terms';

/** A claim as the reports read it: its kind, its status and the dates of its absence. */
export interface ReportedClaim {
  kind: ClaimKind;
  status: ClaimStatus;
  /** YYYY-MM-DD. */
  firstDayOfAbsence: string;
  /** YYYY-MM-DD: the first day back at work. */
  expectedReturn: string;
}

/** The statuses whose absence is not counted. */
export const uncountedStatuses = ['withdrawn', 'denied'] as const satisfies readonly ClaimStatus[];

/** The months a report covers. */
export const reportMonthCount = 12;

/** Claims and leave of one kind each. */
export type KindCounts = Record<ClaimKind, number>;

export interface MonthAbsences {
  /** YYYY-MM. */
  month: string;
  counts: KindCounts;
}

export interface StatusCounts {
  status: OpenClaimStatus;
  counts: KindCounts;
}

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Months since year 0, so that months add like numbers. */
function monthNumber(month: string): number {
  const match = monthPattern.exec(month);
  if (!match) throw new RangeError(`Not a month (YYYY-MM): '${month}'`);
  return Number(match[1]) * 12 + Number(match[2]) - 1;
}

function monthOfNumber(value: number): string {
  const year = Math.floor(value / 12);
  return `${String(year).padStart(4, '0')}-${String((value % 12) + 1).padStart(2, '0')}`;
}

/** The month (YYYY-MM) `count` months after `month` (before it when negative). */
export function addMonthsTo(month: string, count: number): string {
  return monthOfNumber(monthNumber(month) + count);
}

/** The month (YYYY-MM) of a calendar date (YYYY-MM-DD). */
export function monthOfDay(day: string): string {
  return day.slice(0, 7);
}

/** The months of a report on `today` (YYYY-MM-DD), oldest first, ending with today's. */
export function reportMonths(today: string, count = reportMonthCount): string[] {
  const last = monthOfDay(today);
  return Array.from({ length: count }, (_, index) => addMonthsTo(last, index - count + 1));
}

/** The first day of a month and the first day of the next: the month is [first, next). */
export function monthSpan(month: string): { first: string; next: string } {
  return { first: `${month}-01`, next: `${addMonthsTo(month, 1)}-01` };
}

export function isCountedAbsence(status: ClaimStatus): boolean {
  return !(uncountedStatuses as readonly ClaimStatus[]).includes(status);
}

/**
 * Whether a claim's absence falls at least partly in `month`: it begins before the month
 * ends, and it begins in the month or still runs on its first day. ISO dates compare as
 * strings in calendar order.
 */
export function isAbsentInMonth(claim: ReportedClaim, month: string): boolean {
  const { first, next } = monthSpan(month);
  return (
    claim.firstDayOfAbsence < next &&
    (claim.firstDayOfAbsence >= first || claim.expectedReturn > first)
  );
}

export function noCounts(): KindCounts {
  return Object.fromEntries(claimKinds.map((kind) => [kind, 0])) as KindCounts;
}

/** Every kind's count, added. */
export function totalOf(counts: KindCounts): number {
  return claimKinds.reduce((sum, kind) => sum + counts[kind], 0);
}

/** A count of one key and kind, as a GROUP BY answers it. */
export interface GroupCount<Key extends string> {
  key: Key;
  kind: ClaimKind;
  count: number;
}

/**
 * Counts grouped by key and kind, as one entry per key in the order of `keys`: a key no row
 * names counts zero of each kind.
 */
export function countsByKey<Key extends string>(
  keys: readonly Key[],
  groups: readonly GroupCount<string>[],
): { key: Key; counts: KindCounts }[] {
  const byKey = new Map(keys.map((key) => [key, noCounts()]));
  for (const group of groups) {
    const counts = byKey.get(group.key as Key);
    if (counts) counts[group.kind] += group.count;
  }
  return keys.map((key) => ({ key, counts: byKey.get(key) ?? noCounts() }));
}

/** 'Absences by month' of `months` from the counts of each month (YYYY-MM) and kind. */
export function monthAbsencesOf(
  months: readonly string[],
  groups: readonly GroupCount<string>[],
): MonthAbsences[] {
  return countsByKey(months, groups).map(({ key, counts }) => ({ month: key, counts }));
}

/** 'Open claims by status' from the counts of each status and kind: every open status. */
export function statusCountsOf(groups: readonly GroupCount<string>[]): StatusCounts[] {
  return countsByKey(openClaimStatuses, groups).map(({ key, counts }) => ({ status: key, counts }));
}

/** 'Absences by month', by definition (see the top of this file). */
export function absencesByMonth(
  claims: readonly ReportedClaim[],
  months: readonly string[],
): MonthAbsences[] {
  const groups = months.flatMap((month) =>
    claims
      .filter((claim) => isCountedAbsence(claim.status) && isAbsentInMonth(claim, month))
      .map((claim) => ({ key: month, kind: claim.kind, count: 1 })),
  );
  return monthAbsencesOf(months, groups);
}

/** 'Open claims by status', by definition: every open status, in openClaimStatuses' order. */
export function openClaimsByStatus(
  claims: readonly Pick<ReportedClaim, 'kind' | 'status'>[],
): StatusCounts[] {
  return statusCountsOf(
    claims
      .filter((claim) => isOpen(claim.status))
      .map((claim) => ({ key: claim.status, kind: claim.kind, count: 1 })),
  );
}
