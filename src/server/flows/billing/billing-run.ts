// The billing run (docs/product/billing.md): a client's invoice for a month, computed by the
// domain from its plans and the member record of every member (the figures 'Plans and rates'
// shows), with 'Adjustment' lines for what changed since in the two months before, and issued
// once: a month issued before is left as it is. `npm run portal -- billing issue` and the demo
// data both issue invoices here.

import type { StoredInvoiceStatus } from '#domain/billing/billing-terms';
import {
  adjustableMonths,
  type BilledMonth,
  type ComputedInvoice,
  computeInvoice,
  firstDayOf,
} from '#domain/billing/invoice';
import { planFigures } from '#domain/coverage/plan-figures';
import {
  billedLines,
  insertIssuedInvoice,
  listClientsWithPlans,
} from '#server/db/billing-run-repository';
import type { Database } from '#server/db/client';
import { clientMemberRecords, clientPlans } from '#server/db/coverage-repository';

export interface IssueOutcome {
  clientId: string;
  clientName: string;
  invoice: ComputedInvoice;
  /** The invoice's id when issued now; null when the month was issued before, or is empty. */
  issuedId: string | null;
  /** No one covered and nothing to adjust: nothing to bill, so no invoice. */
  empty: boolean;
}

/** Issues one client's invoice for `month` (in one transaction with its lines). */
export async function issueClientInvoice(
  db: Database,
  client: { clientId: string; name: string },
  month: string,
  issued: { at: Date; status?: StoredInvoiceStatus; paidAt?: Date | null; dueOn?: string },
): Promise<IssueOutcome> {
  return db.transaction(async (tx) => {
    // One read after the other: a transaction is one connection (coverage-repository.ts).
    const plans = await clientPlans(tx, client.clientId);
    const records = await clientMemberRecords(tx, client.clientId);
    const billed = await billedLines(tx, client.clientId, adjustableMonths(month));
    const figuresOf = (of: string) => planFigures(plans, records.values(), firstDayOf(of));
    const earlier: BilledMonth[] = [...billed].map(([billedMonth, lines]) => ({
      month: billedMonth,
      figures: figuresOf(billedMonth),
      billed: lines,
    }));
    const computed = computeInvoice({
      clientId: client.clientId,
      month,
      figures: figuresOf(month),
      earlier,
    });
    const invoice = issued.dueOn ? { ...computed, dueOn: issued.dueOn } : computed;
    const empty = invoice.lines.length === 0;
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
  for (const client of await listClientsWithPlans(db)) {
    outcomes.push(await issueClientInvoice(db, client, month, { at: now }));
  }
  return outcomes;
}
