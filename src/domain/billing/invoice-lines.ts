// A line of an invoice in words (docs/product/billing.md#bills-follow-coverage): its columns, and
// each cell as the bills page, the invoice PDF and the billing run write it, in the language
// asked: the plan or 'Adjustment: <plan>, <month>', covered employees, volume, rate and amount.

import { planKindText, rateSentence } from '#domain/coverage/coverage-terms';
import { type Say, sayEnglish } from '#domain/shared/claim-terms';
import { defineMessages } from '#domain/shared/define-messages';
import { formatCents, formatDollars } from '#domain/shared/money';
import { monthLabel } from '#domain/shared/months';
import type { InvoiceLineAnswer } from './billing-answers.ts';

export const invoiceLineText = defineMessages({
  adjustment: {
    id: 'billing.line.adjustment',
    defaultMessage: 'Adjustment: {plan}, {month}',
    description: '{plan} is a plan such as Short-term disability; {month} is a month and year.',
  },
  perEmployee: {
    id: 'billing.line.perEmployee',
    defaultMessage: '{rate} per employee',
    description:
      'The rate of a line of an invoice issued per head, before bills followed coverage.',
  },
});

/** The columns of an invoice's lines, on the page and in the PDF alike. */
export const invoiceLineHeadings = defineMessages({
  coverage: { id: 'billing.line.coverage', defaultMessage: 'Coverage' },
  coveredEmployees: { id: 'billing.line.coveredEmployees', defaultMessage: 'Covered employees' },
  volume: { id: 'billing.line.volume', defaultMessage: 'Volume' },
  rate: { id: 'billing.line.rate', defaultMessage: 'Rate' },
  amount: { id: 'billing.line.amount', defaultMessage: 'Amount' },
});

/** A line of an invoice as the page, the PDF and the billing run write it. */
export interface InvoiceLineCells {
  /** The plan, or 'Adjustment: <plan>, <month>'. */
  description: string;
  coveredEmployees: string;
  /** Empty on an invoice issued per head. */
  volume: string;
  rate: string;
  amount: string;
}

/** The cells of `line`, in the language `say` speaks; a credit's amounts are negative. */
export function invoiceLineCells(
  line: Omit<InvoiceLineAnswer, 'monthlyRateCents'> & { monthlyRateCents?: number | null },
  say: Say = sayEnglish,
): InvoiceLineCells {
  const plan = say(planKindText[line.plan]);
  const rate =
    line.rateMicrodollars !== null
      ? rateSentence(line.plan, line.rateMicrodollars)
      : {
          message: invoiceLineText.perEmployee,
          values: { rate: formatCents(line.monthlyRateCents ?? 0) },
        };
  return {
    description:
      line.kind === 'adjustment'
        ? say(invoiceLineText.adjustment, { plan, month: monthLabel(line.month, 'long', say) })
        : plan,
    coveredEmployees: String(line.coveredEmployees),
    volume: line.volumeCents === null ? '' : formatDollars(line.volumeCents),
    rate: say(rate.message, rate.values),
    amount: formatCents(line.amountCents),
  };
}
