// A client's invoice for a month (docs/product/billing.md): a line per plan the client buys, its
// covered employees, volume and rate as the member record has them on the month's first day
// (src/domain/coverage/plan-figures.ts, as 'Plans and rates' shows them), 'Adjustment'
// lines for changes since recorded in the two months before, the total, due on the 15th of the
// month after. The billing run (`npm run portal -- billing issue`) and the demo data both
// compute invoices here, so an invoice reads the same whoever issued it.

import type { PlanKind } from '#domain/coverage/plan-formulas';
import type { PlanMonthFigures } from '#domain/coverage/plan-figures';
import { type InvoiceLineKind, invoiceNumber } from './billing-terms.ts';

/** 'YYYY-MM', as the billing run takes a month. */
export const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

export function isMonth(value: string): boolean {
  return monthPattern.test(value);
}

/** The month of a calendar date (YYYY-MM-DD). */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** The month `count` months after `month` (before, when negative). */
export function addMonthsTo(month: string, count: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + count;
  const shifted = Math.floor(index / 12);
  return `${String(shifted).padStart(4, '0')}-${String(index - shifted * 12 + 1).padStart(2, '0')}`;
}

export function firstDayOf(month: string): string {
  return `${month}-01`;
}

export function lastDayOf(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  // Day 0 of the next month is the last of this one.
  const days = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return `${month}-${String(days).padStart(2, '0')}`;
}

/** The day of the month after the period on which an invoice is due. */
export const dueDayOfMonth = 15;

export function dueDateOf(month: string): string {
  return `${addMonthsTo(month, 1)}-${String(dueDayOfMonth).padStart(2, '0')}`;
}

export interface InvoiceLine {
  kind: InvoiceLineKind;
  plan: PlanKind;
  /** YYYY-MM: the month the line bills; an earlier one for an adjustment. */
  month: string;
  /** Members covered; for an adjustment, how many more (or fewer) than billed before. */
  coveredEmployees: number;
  /** The sum the rate is charged on, in cents; for an adjustment, the change of it. */
  volumeCents: number;
  /** Dollars a month per unit of the plan's basis, in millionths. */
  rateMicrodollars: number;
  /** A credit is negative. */
  amountCents: number;
}

/** What a plan comes to in a month, as 'Plans and rates' computes it (planFigures). */
export type PlanMonth = Pick<
  PlanMonthFigures,
  'kind' | 'coveredEmployees' | 'volumeCents' | 'rateMicrodollars' | 'monthlyPremiumCents'
>;

/** An earlier month billed before: what its plans come to now, and the lines that billed it. */
export interface BilledMonth {
  month: string;
  figures: readonly PlanMonth[];
  billed: readonly InvoiceLine[];
}

/**
 * The months an invoice looks back at for changes, oldest first: the two before it. A change is
 * recorded at most 60 days back (the change window of 'End employment', 'Change earnings' and
 * the census file), so it falls in one of them.
 */
export function adjustableMonths(month: string): string[] {
  return [addMonthsTo(month, -2), addMonthsTo(month, -1)];
}

export interface ComputedInvoice {
  invoiceNumber: string;
  clientId: string;
  month: string;
  periodStart: string;
  periodEnd: string;
  dueOn: string;
  /** The month's plans in their order, then the adjustments, oldest month first. */
  lines: InvoiceLine[];
  amountDueCents: number;
}

const premiumLine = (month: string, figure: PlanMonth): InvoiceLine => ({
  kind: 'premium',
  plan: figure.kind,
  month,
  coveredEmployees: figure.coveredEmployees,
  volumeCents: figure.volumeCents,
  rateMicrodollars: figure.rateMicrodollars,
  amountCents: figure.monthlyPremiumCents,
});

/**
 * The 'Adjustment' lines of an earlier month: for each plan, what it comes to now less what
 * was billed for it (its premium line and any adjustment since): a charge for a late hire or a
 * raise, a credit for an ended coverage. A plan that comes to what was billed has none.
 */
export function adjustmentLines({ month, figures, billed }: BilledMonth): InvoiceLine[] {
  return figures.flatMap((figure): InvoiceLine[] => {
    const before = billed.filter((line) => line.plan === figure.kind && line.month === month);
    const sum = (of: (line: InvoiceLine) => number) =>
      before.reduce((total, line) => total + of(line), 0);
    const amountCents = figure.monthlyPremiumCents - sum((line) => line.amountCents);
    if (amountCents === 0) return [];
    return [
      {
        kind: 'adjustment',
        plan: figure.kind,
        month,
        coveredEmployees: figure.coveredEmployees - sum((line) => line.coveredEmployees),
        volumeCents: figure.volumeCents - sum((line) => line.volumeCents),
        rateMicrodollars: figure.rateMicrodollars,
        amountCents,
      },
    ];
  });
}

/**
 * The invoice of `clientId` for `month`: a line per plan, its covered employees, volume and
 * rate as the month's first day has them (`figures`, the plans' order), then the adjustments
 * of the earlier months billed before (`earlier`, adjustableMonths), and the total.
 */
export function computeInvoice({
  clientId,
  month,
  figures,
  earlier = [],
}: {
  clientId: string;
  month: string;
  figures: readonly PlanMonth[];
  earlier?: readonly BilledMonth[];
}): ComputedInvoice {
  if (!isMonth(month)) throw new RangeError(`Not a month (YYYY-MM): ${month}`);
  const lines = [
    ...figures
      .filter((figure) => figure.coveredEmployees > 0)
      .map((figure) => premiumLine(month, figure)),
    ...[...earlier]
      .sort((a, b) => a.month.localeCompare(b.month))
      .flatMap((billedMonth) => adjustmentLines(billedMonth)),
  ];
  return {
    invoiceNumber: invoiceNumber(clientId, month),
    clientId,
    month,
    periodStart: firstDayOf(month),
    periodEnd: lastDayOf(month),
    dueOn: dueDateOf(month),
    lines,
    amountDueCents: lines.reduce((total, line) => total + line.amountCents, 0),
  };
}
