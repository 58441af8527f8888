// `npm run portal -- billing issue --month YYYY-MM`: the billing run (docs/product/billing.md).
// Each client with rates gets its invoice for the month, computed from its census count and
// its rates; a month issued before is left as it is, so running it twice issues nothing twice.

import { formatCents } from '#domain/shared/money';
import { parseArgs } from 'node:util';
import { isMonth } from '#domain/billing/invoice';
import { typedDate } from '#server/flows/billing/billing-documents';
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
    out('No client has rates: nothing to bill.');
    return 0;
  }
  for (const { clientId, clientName, invoice, issuedId, empty } of outcomes) {
    const client = `${clientName} (${clientId})`;
    if (empty) out(`No invoice for ${client}: its census lists no employee.`);
    else if (!issuedId)
      out(`${invoice.invoiceNumber} of ${client} was issued before: left as it is.`);
    else {
      const employees = invoice.lines[0]?.coveredEmployees ?? 0;
      out(
        `Issued ${invoice.invoiceNumber} to ${client}: ${employees} covered employee${employees === 1 ? '' : 's'}, ${formatCents(invoice.amountDueCents)} due ${typedDate(invoice.dueOn)}.`,
      );
    }
  }
  const issued = outcomes.filter((outcome) => outcome.issuedId).length;
  out(`${issued} invoice${issued === 1 ? '' : 's'} issued for ${month}.`);
  return 0;
}
