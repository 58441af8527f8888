// The bills of docs/product/demo-data.md#claims-and-bills, a contract: Acme Manufacturing's
// invoices for the two months before the current one 'Paid', each with
// the payment that paid it, and the current month's 'Open', due on the 15th of next month; Globex's
// last month 'Past due'. Issued by the billing run (the same computation as `npm run portal --
// billing issue`); dates count from the day the demo data loads, so the bills look the same
// whenever a database is made.

import { randomUUID } from 'node:crypto';
import { addMonthsTo, monthOf } from '#domain/billing/invoice';
import { insertInvoicePayment } from '#server/db/billing-repository';
import type { Database } from '#server/db/client';
import { issueClientInvoice } from '#server/flows/billing/billing-run';
import { addDays } from '#domain/shared/calendar-date';

/** The demo clients billed; their plans and rates are the member record's (demo-plans.ts). */
export const demoBilledClients = {
  acme: { clientId: '100000001', name: 'Acme Manufacturing' },
  globex: { clientId: '100000002', name: 'Globex Logistics' },
} as const;

const at = (day: string, hour = 15) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
const dayOfMonth = (month: string, day: number) => `${month}-${String(day).padStart(2, '0')}`;

/** Loads the bills into a database whose census is loaded; Alex Admin paid Acme's. */
export async function loadDemoBilling(
  db: Database,
  { today, acmePayerAccountId }: { today: string; acmePayerAccountId: string },
): Promise<void> {
  const current = monthOf(today);
  // Each month is issued on its first day; the two before this one were paid by ACH debit
  // on the 21st of their month, which the bank confirmed three days later.
  for (const month of [addMonthsTo(current, -2), addMonthsTo(current, -1)]) {
    const paidAt = at(dayOfMonth(month, 24));
    const { issuedId, invoice } = await issueClientInvoice(db, demoBilledClients.acme, month, {
      at: at(dayOfMonth(month, 1), 9),
      status: 'paid',
      paidAt,
    });
    if (!issuedId) continue;
    await insertInvoicePayment(db, {
      invoiceId: issuedId,
      accountId: acmePayerAccountId,
      idempotencyKey: randomUUID(),
      providerPaymentId: `pi_demo_${invoice.invoiceNumber.replace(/-/g, '_').toLowerCase()}`,
      amountCents: invoice.amountDueCents,
      accountHolderName: demoBilledClients.acme.name,
      accountLast4: '6789',
      status: 'succeeded',
      createdAt: at(dayOfMonth(month, 21)),
      settledAt: paidAt,
    });
  }
  await issueClientInvoice(db, demoBilledClients.acme, current, {
    at: at(dayOfMonth(current, 1), 9),
  });

  // Globex's last month is due on the 15th of this one. Before that day has passed it is not
  // yet past due, and the contract wants it so on any day: then its due date is yesterday.
  const lastMonth = addMonthsTo(current, -1);
  const dueOn = dayOfMonth(current, 15) < today ? undefined : addDays(today, -1);
  await issueClientInvoice(db, demoBilledClients.globex, lastMonth, {
    at: at(dayOfMonth(lastMonth, 1), 9),
    ...(dueOn ? { dueOn } : {}),
  });
}
