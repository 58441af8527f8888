// The billing run (docs/product/billing.md): a client's invoice for a month, computed by the
// domain from its census count and its rates, and issued once: a month issued before is left
// as it is. `npm run portal -- billing issue` and the demo data both issue invoices here.

import type { StoredInvoiceStatus } from '#domain/billing/billing-terms';
import { type ClientRate, type ComputedInvoice, computeInvoice } from '#domain/billing/invoice';
import {
  countCensusMembers,
  insertIssuedInvoice,
  listClientsWithRates,
} from '#server/db/billing-repository';
import type { Database } from '#server/db/client';

export interface IssueOutcome {
  clientId: string;
  clientName: string;
  invoice: ComputedInvoice;
  /** The invoice's id when issued now; null when the month was issued before, or is empty. */
  issuedId: string | null;
  /** No employee in the census: nothing to bill, so no invoice. */
  empty: boolean;
}

/** Issues one client's invoice for `month` (in one transaction with its lines). */
export async function issueClientInvoice(
  db: Database,
  client: { clientId: string; name: string; rates: readonly ClientRate[] },
  month: string,
  issued: { at: Date; status?: StoredInvoiceStatus; paidAt?: Date | null; dueOn?: string },
): Promise<IssueOutcome> {
  return db.transaction(async (tx) => {
    const computed = computeInvoice({
      clientId: client.clientId,
      month,
      coveredEmployees: await countCensusMembers(tx, client.clientId),
      rates: client.rates,
    });
    const invoice = issued.dueOn ? { ...computed, dueOn: issued.dueOn } : computed;
    const empty = invoice.amountDueCents === 0;
    return {
      clientId: client.clientId,
      clientName: client.name,
      invoice,
      issuedId: empty ? null : await insertIssuedInvoice(tx, invoice, issued),
      empty,
    };
  });
}

/** Issues the invoice of `month` of every client that has rates, in client id order. */
export async function issueInvoices(
  db: Database,
  month: string,
  now: Date,
): Promise<IssueOutcome[]> {
  const outcomes: IssueOutcome[] = [];
  for (const client of await listClientsWithRates(db)) {
    outcomes.push(await issueClientInvoice(db, client, month, { at: now }));
  }
  return outcomes;
}
