// What the billing tests share: a bill of their own for each test (issued by the billing run,
// so tests do not pay each other's), and the test bank accounts as 'Pay this bill' takes them.
// Logged-in employers and Globex's come from employer-kit.ts.

import { randomUUID } from 'node:crypto';
import type { Database } from '#server/db/client';
import { demoRates } from '#server/dev/demo/demo-billing';
import { issueClientInvoice } from '#server/flows/billing/billing-run';
import { standInTestAccounts } from '#server/dev/payment-provider-stand-in/stand-in-bank';

export const billingApi = '/auth/employers/api/billing';

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
  const { invoice, issuedId } = await issueClientInvoice(db, demoRates.acme, month, { at });
  if (!issuedId) throw new Error(`${invoice.invoiceNumber} was issued before`);
  return invoice.invoiceNumber;
}
