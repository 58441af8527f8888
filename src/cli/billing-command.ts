// `npm run portal -- billing issue --month YYYY-MM`: the billing run (docs/product/billing.md).
// Each client with plans gets its invoice for the month, a line per plan from its member record
// and the adjustments of the two months before, printed line by line as the PDF has them; a
// month issued before is left as it is, so running it twice issues nothing twice.

import { formatCents } from '#domain/shared/money';
import { parseArgs } from 'node:util';
import { invoiceLineCells } from '#domain/billing/invoice-lines';
import { isMonth } from '#domain/billing/invoice';
import { typedDateOf } from '#domain/shared/absence-dates';
import { issueInvoices } from '#server/flows/billing/billing-run';
import type { CommandContext } from './command-context.ts';

const billingUsage = 'Usage: npm run portal -- billing issue --month YYYY-MM';

export async function runBilling(
  args: string[],
  { db, clock, out }: CommandContext,
): Promise<number> {
  const [action, ...rest] = args;
  let month: string | undefined;
  try {
    month = parseArgs({ args: rest, options: { month: { type: 'string' } } }).values.month;
  } catch (error) {
    out((error as Error).message);
    out(billingUsage);
    return 2;
  }
  if (action !== 'issue' || month === undefined) {
    out(billingUsage);
    return 2;
  }
  if (!isMonth(month)) {
    out(`--month: ${month} is not a month; give it as YYYY-MM, like 2026-11.`);
    return 2;
  }
  const outcomes = await issueInvoices(db, month, clock.now());
  if (outcomes.length === 0) {
    out('No client has plans: nothing to bill.');
    return 0;
  }
  for (const { clientId, clientName, invoice, issuedId, empty } of outcomes) {
    const client = `${clientName} (${clientId})`;
    if (empty) out(`No invoice for ${client}: no one is covered and nothing changed.`);
    else if (!issuedId)
      out(`${invoice.invoiceNumber} of ${client} was issued before: left as it is.`);
    else {
      out(
        `Issued ${invoice.invoiceNumber} to ${client}: ${formatCents(invoice.amountDueCents)} due ${typedDateOf(invoice.dueOn)}.`,
      );
      for (const line of invoice.lines) {
        const cells = invoiceLineCells(line);
        out(
          `  ${cells.description}: ${cells.coveredEmployees} covered, volume ${cells.volume}, ${cells.rate}: ${cells.amount}`,
        );
      }
    }
  }
  const issued = outcomes.filter((outcome) => outcome.issuedId).length;
  out(`${issued} invoice${issued === 1 ? '' : 's'} issued for ${month}.`);
  return 0;
}
