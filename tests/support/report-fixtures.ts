// Invoices as the billing run would write them, put straight into the database with the
// months, amounts and statuses a test of the employer's reports needs.

import { invoiceNumber } from '#domain/billing/billing-terms';
import type { Database } from '#server/db/client';
import { invoices } from '#server/db/schema/billing';

export interface InvoiceOfTest {
  clientId: string;
  /** YYYY-MM. */
  month: string;
  amountDueCents: number;
  dueOn: string;
  status: 'open' | 'processing' | 'paid' | 'payment-failed';
  paidAt?: Date;
}

export async function insertInvoices(db: Database, rows: InvoiceOfTest[]): Promise<void> {
  await db.insert(invoices).values(
    rows.map((row) => {
      const [year, month] = row.month.split('-').map(Number) as [number, number];
      const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
      return {
        invoiceNumber: invoiceNumber(row.clientId, row.month),
        clientId: row.clientId,
        periodStart: `${row.month}-01`,
        periodEnd: `${row.month}-${lastDay}`,
        amountDueCents: row.amountDueCents,
        dueOn: row.dueOn,
        status: row.status,
        issuedAt: new Date(`${row.month}-01T12:00:00Z`),
        paidAt: row.paidAt ?? null,
      };
    }),
  );
}
