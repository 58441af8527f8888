// A client's invoice for a month (docs/product/billing.md): a line per coverage the client buys,
// each the covered employees times the monthly rate, the total, due on the 15th of the month
// after. The billing run (`npm run portal -- billing issue`) and the demo data both compute
// invoices here, so an invoice reads the same whoever issued it.

import { type Coverage, coverages, invoiceNumber } from './billing-terms.ts';

/** 'YYYY-MM', as the billing run takes a month. */
export const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

export function isMonth(value: string): boolean {
  return monthPattern.test(value);
}

/** The month of a calendar date (YYYY-MM-DD) or of a timestamp's UTC day. */
export function monthOf(day: string | Date): string {
  return (typeof day === 'string' ? day : day.toISOString()).slice(0, 7);
}

/** The calendar date (YYYY-MM-DD) of a timestamp's UTC day. */
export function calendarDayOf(time: Date): string {
  return time.toISOString().slice(0, 10);
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

/** What a client pays a month for each covered employee, for one coverage it buys. */
export interface ClientRate {
  coverage: Coverage;
  monthlyRateCents: number;
}

export interface InvoiceLine {
  coverage: Coverage;
  coveredEmployees: number;
  monthlyRateCents: number;
  amountCents: number;
}

export interface ComputedInvoice {
  invoiceNumber: string;
  clientId: string;
  month: string;
  periodStart: string;
  periodEnd: string;
  dueOn: string;
  /** In the order of `coverages`: the same order on every invoice. */
  lines: InvoiceLine[];
  amountDueCents: number;
}

/**
 * The invoice of `clientId` for `month`: every employee of the census is covered by each
 * coverage the client buys (a group policy covers the whole group), so each line is the
 * census count times that coverage's rate.
 */
export function computeInvoice({
  clientId,
  month,
  coveredEmployees,
  rates,
}: {
  clientId: string;
  month: string;
  coveredEmployees: number;
  rates: readonly ClientRate[];
}): ComputedInvoice {
  if (!isMonth(month)) throw new RangeError(`Not a month (YYYY-MM): ${month}`);
  if (!Number.isInteger(coveredEmployees) || coveredEmployees < 0) {
    throw new RangeError('The covered employees must be a whole number, 0 or more.');
  }
  const lines = coverages.flatMap((coverage): InvoiceLine[] => {
    const rate = rates.find((candidate) => candidate.coverage === coverage);
    if (!rate) return [];
    if (!Number.isInteger(rate.monthlyRateCents) || rate.monthlyRateCents < 0) {
      throw new RangeError(`The rate of ${coverage} must be whole cents, 0 or more.`);
    }
    return [
      {
        coverage,
        coveredEmployees,
        monthlyRateCents: rate.monthlyRateCents,
        amountCents: coveredEmployees * rate.monthlyRateCents,
      },
    ];
  });
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
