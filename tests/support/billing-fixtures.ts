// What the billing tests share: a bill of their own for each test (issued by the billing run,
// so tests do not pay each other's), and the test bank accounts as 'Pay this bill' takes them.
// Logged-in employers and Globex's come from employer-kit.ts.

import { randomUUID } from 'node:crypto';
import type { Database } from '#server/db/client';
import { demoBilledClients } from '#server/dev/demo/demo-billing';
import { issueClientInvoice } from '#server/flows/billing/billing-run';
import { standInTestAccounts } from '#server/dev/payment-provider-stand-in/stand-in-bank';

export const billingApi = '/auth/employers/api/billing';

/**
 * A month of Acme's, from its four members' record (docs/product/demo-data.md): John Roe earns
 * $104,000 a year, the three others $52,000.
 * - Short-term disability: weekly benefits $1,200 + 3 x $600 = $3,000; 300 x $0.45 = $135.00.
 * - Long-term disability: covered monthly earnings $8,666.67 + 3 x $4,333.33 = $21,666.66;
 *   216.6666 x $0.38 = $82.33.
 * - Basic life and AD&D: 4 x $50,000 (the cap) = $200,000; 200 x $0.15 = $30.00.
 * - Supplemental life: John's $100,000; 100 x $0.20 = $20.00.
 */
export const acmeMonthLines = [
  ['short-term-disability', 4, 300_000, 450_000, 13_500],
  ['long-term-disability', 4, 2_166_666, 380_000, 8_233],
  ['basic-life', 4, 20_000_000, 150_000, 3_000],
  ['supplemental-life', 1, 10_000_000, 200_000, 2_000],
] as const;
/** $267.33. */
export const acmeMonthlyCents = acmeMonthLines.reduce((total, line) => total + line[4], 0);

/** 'Pay this bill' as Alex fills it in, with the account that succeeds. */
export function payForm(accountNumber: string = standInTestAccounts.succeeds) {
  return {
    idempotencyKey: randomUUID(),
    accountHolderName: 'Acme Manufacturing',
    routingNumber: standInTestAccounts.routingNumber,
    accountNumber,
    confirmAccountNumber: accountNumber,
  };
}

/** An open bill of Acme's for `month` (YYYY-MM) that only one test pays: its number. */
export async function issueAcmeBill(db: Database, month: string, at: Date): Promise<string> {
  const { invoice, issuedId } = await issueClientInvoice(db, demoBilledClients.acme, month, { at });
  if (!issuedId) throw new Error(`${invoice.invoiceNumber} was issued before`);
  return invoice.invoiceNumber;
}
