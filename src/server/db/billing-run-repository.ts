// The billing run's reads and writes (docs/product/billing.md): the clients with plans, what
// earlier invoices billed for the months it may adjust, and an invoice issued once with its lines.

import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { StoredInvoiceStatus } from '#domain/billing/billing-terms';
import {
  type ComputedInvoice,
  firstDayOf,
  type InvoiceLine,
  monthOf,
} from '#domain/billing/invoice';
import type { Database } from './client.ts';
import { invoiceLines, invoices } from './schema/billing.ts';
import { clients } from './schema/census.ts';
import { plans } from './schema/coverage.ts';

/** Every client that buys a plan, in client id order. */
export async function listClientsWithPlans(
  db: Database,
): Promise<{ clientId: string; name: string }[]> {
  return db
    .selectDistinct({ clientId: clients.clientId, name: clients.name })
    .from(plans)
    .innerJoin(clients, eq(clients.clientId, plans.clientId))
    .orderBy(clients.clientId);
}

/**
 * The lines that billed the client's months `months` (YYYY-MM), on whichever invoice, by month:
 * a month is there when its invoice was issued from coverage (an invoice issued per head has no
 * volume to adjust).
 */
export async function billedLines(
  db: Database,
  clientId: string,
  months: readonly string[],
): Promise<Map<string, InvoiceLine[]>> {
  const billed = new Map<string, InvoiceLine[]>();
  if (months.length === 0) return billed;
  const rows = await db
    .select({ line: invoiceLines, periodStart: invoices.periodStart })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(
        eq(invoices.clientId, clientId),
        inArray(invoiceLines.billedMonth, months.map(firstDayOf)),
        isNotNull(invoiceLines.rateMicrodollars),
      ),
    );
  for (const { line } of rows) {
    const month = monthOf(line.billedMonth);
    const lines = billed.get(month) ?? [];
    lines.push({
      kind: line.kind,
      plan: line.coverage,
      month,
      coveredEmployees: line.coveredEmployees,
      volumeCents: line.volumeCents ?? 0,
      rateMicrodollars: line.rateMicrodollars ?? 0,
      amountCents: line.amountCents,
    });
    billed.set(month, lines);
  }
  return billed;
}

/**
 * Issues an invoice with its lines; answers its id, or null when the client's invoice of that
 * month was issued before (its number is unique), which is left as it is.
 */
export async function insertIssuedInvoice(
  db: Database,
  invoice: ComputedInvoice,
  issued: { at: Date; status?: StoredInvoiceStatus; paidAt?: Date | null },
): Promise<string | null> {
  const [row] = await db
    .insert(invoices)
    .values({
      invoiceNumber: invoice.invoiceNumber,
      clientId: invoice.clientId,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      amountDueCents: invoice.amountDueCents,
      dueOn: invoice.dueOn,
      status: issued.status ?? 'open',
      issuedAt: issued.at,
      paidAt: issued.paidAt ?? null,
    })
    .onConflictDoNothing({ target: invoices.invoiceNumber })
    .returning({ id: invoices.id });
  if (!row) return null;
  if (invoice.lines.length > 0) {
    await db.insert(invoiceLines).values(
      invoice.lines.map((line, index) => ({
        invoiceId: row.id,
        line: index + 1,
        kind: line.kind,
        coverage: line.plan,
        billedMonth: firstDayOf(line.month),
        coveredEmployees: line.coveredEmployees,
        volumeCents: line.volumeCents,
        rateMicrodollars: line.rateMicrodollars,
        amountCents: line.amountCents,
      })),
    );
  }
  return row.id;
}
