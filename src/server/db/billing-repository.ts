// The employer's bills and payments (docs/product/billing.md) as the billing flow and the
// provider's webhooks read and change them; the billing run writes invoices with
// billing-run-repository.ts. Every read an employer makes is scoped by the client of their
// login: another client's invoice or payment is not found, exactly like one that does not
// exist. A payment keeps the provider's id and the account's last four digits, never the
// account number.
import { and, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { monthOf } from '#domain/billing/invoice';
import { defaultLanguage, type Language } from '#domain/language/language';
import type { InvoiceLineAnswer } from '#domain/billing/billing-answers';
import type { StoredInvoiceStatus } from '#domain/billing/billing-terms';
import { type Database, isUniqueViolation } from './client.ts';
import { accounts } from './schema/accounts.ts';
import {
  invoiceLines,
  invoicePayments,
  invoices,
  paymentProviderEvents,
} from './schema/billing.ts';
import { clients } from './schema/census.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type PaymentRow = typeof invoicePayments.$inferSelect;
/** A payment with the number of the invoice it pays. */
export type NumberedPayment = PaymentRow & { invoiceNumber: string };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// What an employer reads ------------------------------------------------------------------

const numberedPayment = {
  ...getTableColumns(invoicePayments),
  invoiceNumber: invoices.invoiceNumber,
};

/** The client's invoices, newest first, each with its latest payment (two queries, not N+1). */
export async function listClientInvoices(
  db: Database,
  clientId: string,
): Promise<(InvoiceRow & { lastPayment: NumberedPayment | null })[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.clientId, clientId))
    .orderBy(desc(invoices.periodStart));
  if (rows.length === 0) return [];
  const payments = await db
    .select(numberedPayment)
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(
      inArray(
        invoicePayments.invoiceId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(desc(invoicePayments.createdAt));
  return rows.map((row) => ({
    ...row,
    lastPayment: payments.find((payment) => payment.invoiceId === row.id) ?? null,
  }));
}

/** The client's invoice of this number; undefined for another client's, as for none. */
export async function findClientInvoice(
  db: Database,
  clientId: string,
  invoiceNumber: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.clientId, clientId), eq(invoices.invoiceNumber, invoiceNumber)));
  return row;
}

/** A line as an employer reads it. */
function lineAnswer(row: typeof invoiceLines.$inferSelect): InvoiceLineAnswer {
  return {
    kind: row.kind,
    plan: row.coverage,
    month: monthOf(row.billedMonth),
    coveredEmployees: row.coveredEmployees,
    volumeCents: row.volumeCents,
    rateMicrodollars: row.rateMicrodollars,
    monthlyRateCents: row.monthlyRateCents,
    amountCents: row.amountCents,
  };
}

/** Its lines in their order, and its payments (newest first). */
export async function loadInvoiceParts(
  db: Database,
  invoice: Pick<InvoiceRow, 'id'>,
): Promise<{ lines: InvoiceLineAnswer[]; payments: NumberedPayment[] }> {
  const [lines, payments] = await Promise.all([
    db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice.id))
      .orderBy(invoiceLines.line),
    db
      .select(numberedPayment)
      .from(invoicePayments)
      .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
      .where(eq(invoicePayments.invoiceId, invoice.id))
      .orderBy(desc(invoicePayments.createdAt)),
  ]);
  return { lines: lines.map(lineAnswer), payments };
}

/** Every payment of the client's invoices, newest first ('Payment history'). */
export async function listClientPayments(
  db: Database,
  clientId: string,
): Promise<NumberedPayment[]> {
  return db
    .select(numberedPayment)
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(eq(invoices.clientId, clientId))
    .orderBy(desc(invoicePayments.createdAt));
}

/** A payment of the client's with its invoice, for its receipt; undefined for another's. */
export async function findClientPayment(
  db: Database,
  clientId: string,
  paymentId: string,
): Promise<{ payment: NumberedPayment; invoice: InvoiceRow } | undefined> {
  if (!uuidPattern.test(paymentId)) return undefined;
  const [row] = await db
    .select({ payment: numberedPayment, invoice: invoices })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(and(eq(invoicePayments.id, paymentId), eq(invoices.clientId, clientId)));
  return row;
}

// Paying ----------------------------------------------------------------------------------

/**
 * The client's invoice, locked for this transaction: Pay now and the provider's events on one
 * invoice take their turns (invoice first, then its payments, in that order everywhere).
 */
export async function lockClientInvoice(
  tx: Database,
  clientId: string,
  invoiceNumber: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.clientId, clientId), eq(invoices.invoiceNumber, invoiceNumber)))
    .for('update');
  return row;
}

export async function lockInvoice(
  tx: Database,
  invoiceId: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  return row;
}

export async function findPaymentByKey(
  tx: Database,
  idempotencyKey: string,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.idempotencyKey, idempotencyKey));
  return row;
}

/** The invoice's payment in flight or done (the unique index allows one), if any. */
export async function findLivePayment(
  tx: Database,
  invoiceId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(invoicePayments)
    .where(
      and(
        eq(invoicePayments.invoiceId, invoiceId),
        inArray(invoicePayments.status, ['processing', 'succeeded']),
      ),
    );
  return row;
}

export async function insertInvoicePayment(
  tx: Database,
  payment: typeof invoicePayments.$inferInsert,
): Promise<PaymentRow> {
  const [row] = await tx.insert(invoicePayments).values(payment).returning();
  if (!row) throw new Error('The payment was not inserted');
  return row;
}

export async function lockPayment(
  tx: Database,
  paymentId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.id, paymentId))
    .for('update');
  return row;
}

/**
 * The payment a provider's event is about: by the provider's id, or by the portal's own id
 * sent as metadata (an event may come before Pay now has stored the provider's id).
 */
export async function findPaymentForEvent(
  db: Database,
  { providerPaymentId, paymentId }: { providerPaymentId: string | null; paymentId: string | null },
): Promise<Pick<PaymentRow, 'id' | 'invoiceId'> | undefined> {
  const columns = { id: invoicePayments.id, invoiceId: invoicePayments.invoiceId };
  if (providerPaymentId) {
    const [row] = await db
      .select(columns)
      .from(invoicePayments)
      .where(eq(invoicePayments.providerPaymentId, providerPaymentId));
    if (row) return row;
  }
  if (!paymentId || !uuidPattern.test(paymentId)) return undefined;
  const [row] = await db
    .select(columns)
    .from(invoicePayments)
    .where(eq(invoicePayments.id, paymentId));
  return row;
}

export async function updatePayment(
  tx: Database,
  paymentId: string,
  changes: Partial<
    Pick<
      PaymentRow,
      | 'providerPaymentId'
      | 'status'
      | 'failureMessage'
      | 'settledAt'
      | 'accountHolderName'
      | 'accountLast4'
    >
  >,
): Promise<void> {
  await tx.update(invoicePayments).set(changes).where(eq(invoicePayments.id, paymentId));
}

export async function setInvoiceStatus(
  tx: Database,
  invoiceId: string,
  status: StoredInvoiceStatus,
  paidAt: Date | null,
): Promise<void> {
  await tx.update(invoices).set({ status, paidAt }).where(eq(invoices.id, invoiceId));
}

/** Records a provider event's id; false when it was recorded before (a replay). */
export async function recordProviderEvent(
  tx: Database,
  event: { eventId: string; type: string; receivedAt: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(paymentProviderEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: paymentProviderEvents.eventId });
  return inserted.length > 0;
}

/**
 * Who is told of a payment's outcome: the employer account that paid, if it has an e-mail, in its
 * language.
 */
export async function findPayer(
  db: Database,
  accountId: string,
): Promise<{ firstName: string; email: string; language: Language } | undefined> {
  const [row] = await db
    .select({ firstName: accounts.firstName, email: accounts.email, language: accounts.language })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!row?.email) return undefined;
  return { firstName: row.firstName, email: row.email, language: row.language ?? defaultLanguage };
}

/** A client's name, for its PDFs. */
export async function clientNameOf(db: Database, clientId: string): Promise<string> {
  const [row] = await db
    .select({ name: clients.name })
    .from(clients)
    .where(eq(clients.clientId, clientId));
  return row?.name ?? clientId;
}

/**
 * An insert of a payment that the database refused as a second one: another live payment of
 * the invoice (invoice_payments_live_unique) or the same key again, inserted meanwhile.
 */
export function isPaymentTaken(error: unknown): boolean {
  return (
    isUniqueViolation(error, 'invoice_payments_live_unique') ||
    isUniqueViolation(error, 'invoice_payments_idempotency_key_unique')
  );
}
