// Figures the metrics read from the database at each scrape (plugins/benefits-metrics.ts),
// beside the outbox's backlog (outbox-repository.ts): cheap aggregates, one query each.

import { count, eq, min } from 'drizzle-orm';
import type { Database } from './client.ts';
import { invoicePayments } from './schema/billing.ts';

/**
 * The bank debits still waiting for the provider's final word, and when the oldest was asked:
 * an ACH debit settles in a few business days, so one that waits much longer lost its webhook.
 */
export async function paymentsInFlight(
  db: Database,
): Promise<{ payments: number; oldest: Date | null }> {
  const [row] = await db
    .select({ payments: count(), oldest: min(invoicePayments.createdAt) })
    .from(invoicePayments)
    .where(eq(invoicePayments.status, 'processing'));
  return { payments: row?.payments ?? 0, oldest: row?.oldest ?? null };
}
