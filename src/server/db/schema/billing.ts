// An employer's bills and payments (docs/product/billing.md): the invoices the billing run issues
// from the client's plans and member record, and the bank debits that pay them
// through the payment provider. No bank account number is kept: only the provider's ids and
// the last four digits. Codes are those of src/domain/billing/billing-terms.ts.
import { sql } from 'drizzle-orm';
import type { InvoiceLineKind } from '#domain/billing/billing-terms';
import type { PlanKind } from '#domain/coverage/plan-formulas';
import {
  bigint,
  char,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { clients } from './census.ts';

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'INV-<client>-<YYYYMM>': one invoice per client and month. */
    invoiceNumber: text('invoice_number').notNull().unique(),
    clientId: char('client_id', { length: 9 })
      .notNull()
      .references(() => clients.clientId),
    /** The month billed, first and last day. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    /** The sum of the lines. */
    amountDueCents: integer('amount_due_cents').notNull(),
    /** The 15th of the month after the period. */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    /** StoredInvoiceStatus; 'Past due' is read from dueOn. */
    status: text('status').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** When the provider said the debit that paid it succeeded. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [index('invoices_client_idx').on(table.clientId, table.periodStart)],
);

/**
 * A line per plan: covered employees, volume and rate as the member record had them on the
 * month's first day, and 'Adjustment' lines for changes of the months before
 * (src/domain/billing/invoice.ts). Lines of an invoice issued per head, before bills followed
 * coverage, keep their monthly rate per employee and have no volume.
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** The line's place on the invoice, from 1. */
    line: smallint('line').notNull(),
    /** InvoiceLineKind. */
    kind: text('kind').$type<InvoiceLineKind>().notNull().default('premium'),
    /** The plan's kind (PlanKind). */
    coverage: text('coverage').$type<PlanKind>().notNull(),
    /** The first day of the month the line bills: the invoice's own, or an earlier one. */
    billedMonth: date('billed_month', { mode: 'string' }).notNull(),
    coveredEmployees: integer('covered_employees').notNull(),
    volumeCents: bigint('volume_cents', { mode: 'number' }),
    rateMicrodollars: integer('rate_microdollars'),
    /** An invoice issued per head: what each covered employee cost a month. */
    monthlyRateCents: integer('monthly_rate_cents'),
    amountCents: integer('amount_cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.invoiceId, table.line] })],
);

/** A bank debit asked of the payment provider for an invoice ('Pay this bill'). */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    /** The employer account that paid. */
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The browser's key of the payment, sent to the provider as its idempotency key. */
    idempotencyKey: uuid('idempotency_key').notNull().unique(),
    /** The provider's PaymentIntent id, once it answered. */
    providerPaymentId: text('provider_payment_id').unique(),
    /** Taken from the invoice on the server, never from the browser. */
    amountCents: integer('amount_cents').notNull(),
    accountHolderName: text('account_holder_name').notNull(),
    accountLast4: char('account_last4', { length: 4 }).notNull(),
    /** InvoicePaymentStatus. */
    status: text('status').notNull(),
    /** The provider's reason of a failure, as a person reads it. */
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('invoice_payments_invoice_idx').on(table.invoiceId, table.createdAt),
    // One debit in flight or done per invoice: paying twice is refused by the database too.
    uniqueIndex('invoice_payments_live_unique')
      .on(table.invoiceId)
      .where(sql`${table.status} in ('processing', 'succeeded')`),
  ],
);

/** Ids of the provider's webhook events applied: each is applied once. */
export const paymentProviderEvents = pgTable('payment_provider_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});
