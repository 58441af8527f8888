// Claims and family medical leave (docs/product/claims.md): the portal's copy of what the
// person filed and of what the claims system decided, paid and asked for. A claim belongs to
// a census member, not an account: a claim filed without registering (docs/product/public-claim.md)
// is the person's once they register. The client is kept on the claim for the employer's views.
// Codes are those of src/domain/shared/claim-terms.ts.
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { openClaimStatuses } from '#domain/shared/claim-terms';
import {
  boolean,
  char,
  date,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { members } from './census.ts';
import { flows } from './flows.ts';

/**
 * A claim not yet decided or approved and running (claim-status.ts), as SQL with the statuses
 * written out: a query that says it the same way can use the partial index below.
 */
export function openClaim(status: AnyColumn | SQL) {
  return sql`${status} in (${sql.raw(openClaimStatuses.map((code) => `'${code}'`).join(', '))})`;
}

/** Claim numbers, C1000001 onward; the demo data moves it past the numbers it writes. */
export const claimNumbers = pgSequence('claim_number_seq', { startWith: 1000001 });

export const claims = pgTable(
  'claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** C and seven digits, from claim_number_seq. */
    claimNumber: text('claim_number')
      .notNull()
      .unique()
      .default(sql`'C' || nextval('claim_number_seq')`),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    clientId: char('client_id', { length: 9 }).notNull(),
    /** ClaimKind: disability or leave. */
    kind: text('kind').notNull(),
    /** ClaimStatus. */
    status: text('status').notNull(),
    /**
     * AbsenceReason; null while not given (an absence the employer reported:
     * docs/product/employer-claims.md).
     */
    reason: text('reason'),
    lastDayWorked: date('last_day_worked', { mode: 'string' }).notNull(),
    firstDayOfAbsence: date('first_day_of_absence', { mode: 'string' }).notNull(),
    expectedReturn: date('expected_return', { mode: 'string' }).notNull(),
    /** LeaveSchedule, with what the schedule asks. */
    schedule: text('schedule').notNull(),
    howOften: text('how_often'),
    howLong: text('how_long'),
    hoursPerWeek: numeric('hours_per_week', { mode: 'number' }),
    familyMemberName: text('family_member_name'),
    relationship: text('relationship'),
    /** Bonding leave: the date of birth or placement, which its 12 months run from. */
    childArrivalDate: date('child_arrival_date', { mode: 'string' }),
    /**
     * Leave only: the employee's answer to 'Have you worked for this employer before?' and the
     * earlier stint's days (src/domain/claims/earlier-service.ts); null when not asked.
     */
    workedBefore: boolean('worked_before'),
    earlierServiceFrom: date('earlier_service_from', { mode: 'string' }),
    earlierServiceTo: date('earlier_service_to', { mode: 'string' }),
    /**
     * Health details: the employee's own views only, never an employer, e-mail or event. Null
     * while not given: an employer reporting an absence does not know them.
     */
    providerName: text('provider_name'),
    providerPhone: text('provider_phone'),
    workRelated: boolean('work_related'),
    conditionCategory: text('condition_category'),
    /** Disability claims: PaymentMethod; the account number sealed with DATA_KEY. */
    paymentMethod: text('payment_method'),
    routingNumber: char('routing_number', { length: 9 }),
    accountNumberSealed: text('account_number_sealed'),
    accountLast4: char('account_last4', { length: 4 }),
    /** The claim filed with this one in the same submission. */
    relatedClaimId: uuid('related_claim_id'),
    /** The address a claim filed without registering sends its receipt and notices to. */
    contactEmail: text('contact_email'),
    /** The browser's key for the submission: a retried Submit finds these claims. */
    idempotencyKey: uuid('idempotency_key').notNull(),
    /**
     * The employer's statement (docs/product/employer-claims.md#employer-statement): what completes
     * eligibility and the benefit.
     */
    hoursWorked12Months: integer('hours_worked_12_months'),
    weeklyEarningsCents: integer('weekly_earnings_cents'),
    scheduledHoursPerWeek: numeric('scheduled_hours_per_week', { mode: 'number' }),
    employerLastDayWorked: date('employer_last_day_worked', { mode: 'string' }),
    /** The statement's earlier service with the employer, which settles the employee's answer. */
    employerWorkedBefore: boolean('employer_worked_before'),
    employerEarlierServiceFrom: date('employer_earlier_service_from', { mode: 'string' }),
    employerEarlierServiceTo: date('employer_earlier_service_to', { mode: 'string' }),
    /** The employer's word that a break of 7 years or more still counts (825.110(b)(2)). */
    employerBreakExcused: boolean('employer_break_excused').notNull().default(false),
    /**
     * Intermittent or reduced-schedule leave to bond with a child: whether the employer agreed
     * (825.120(b), src/domain/claims/fmla.ts); null while not asked or not yet answered.
     */
    employerAgreesToSchedule: boolean('employer_agrees_to_schedule'),
    /** When the statement was given: it is given once, and until then it is a task. */
    employerStatementAt: timestamp('employer_statement_at', { withTimezone: true }),
    /** The employer account that reported this absence for the employee; null: they filed. */
    reportedByAccountId: uuid('reported_by_account_id').references(() => accounts.id),
    /**
     * How often the claims system extended the time to decide (src/domain/claims/decision-deadline.ts)
     * and why, the last time: the employee reads it on the claim's page, the employer never.
     */
    decisionExtensions: integer('decision_extensions').notNull().default(0),
    decisionExtensionReason: text('decision_extension_reason'),
    /**
     * The client's employees within 75 miles as counted when this claim was filed, the notice
     * FMLA eligibility is judged on (825.110(e); src/domain/claims/fmla-eligibility.ts). The
     * database copies it from the client as the row is inserted, by any path.
     */
    employeesWithin75Miles: integer('employees_within_75_miles'),
    /** When the employee appealed its denial (src/domain/claims/appeal.ts): once, or never. */
    appealReceivedAt: timestamp('appeal_received_at', { withTimezone: true }),
    /** The day the claim was received is this instant's day in PORTAL_TIME_ZONE. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('claims_member_idx').on(table.memberId, table.createdAt),
    index('claims_client_idx').on(table.clientId, table.createdAt),
    // The employer's 'Employee claims' (docs/product/employer-claims.md#the-claims-list): a
    // client's claims by first day of absence and claim number, the keyset of its pages, in either
    // order; with a status filter, the second one, whose last columns let the dashboard count open
    // claims by kind and statements due from the index alone.
    index('claims_client_absence_idx').on(
      table.clientId,
      table.firstDayOfAbsence,
      table.claimNumber,
    ),
    index('claims_client_status_absence_idx').on(
      table.clientId,
      table.status,
      table.firstDayOfAbsence,
      table.claimNumber,
      table.kind,
      table.employerStatementAt,
    ),
    // The employer's tasks: open claims whose statement is due, oldest absence first, however
    // many closed claims never had one.
    index('claims_statement_due_idx')
      .on(table.clientId, table.firstDayOfAbsence, table.claimNumber)
      .where(sql`${table.employerStatementAt} is null and ${openClaim(table.status)}`),
    unique('claims_submission_unique').on(table.memberId, table.idempotencyKey, table.kind),
  ],
);

/**
 * What the employer's dashboard counts, kept per client by triggers on `claims` (migration
 * 0010, decision 0028): its open claims (disability), open leave, and open claims of either
 * kind waiting for the statement. Counting 16,000 open claims of a grown client at every view
 * cost PostgreSQL 2 ms, most of the call; this is one row read. claim-counts.test.ts holds the
 * triggers' statuses to openClaimStatuses and the row to a count of `claims`.
 */
export const clientClaimCounts = pgTable('client_claim_counts', {
  clientId: char('client_id', { length: 9 }).primaryKey(),
  openClaims: integer('open_claims').notNull().default(0),
  openLeave: integer('open_leave').notNull().default(0),
  statementsDue: integer('statements_due').notNull().default(0),
});

/** The status timeline: each event with its time, in words without medical detail. */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** ClaimStatus after the event, when it changed it. */
    status: text('status'),
    text: text('text').notNull(),
  },
  (table) => [index('claim_events_claim_idx').on(table.claimId, table.at)],
);

/** Disability benefit payments, as the claims system issues them. */
export const claimPayments = pgTable(
  'claim_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    grossCents: integer('gross_cents').notNull(),
    deductionsCents: integer('deductions_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    /** Sent on, or scheduled for. */
    payDate: date('pay_date', { mode: 'string' }).notNull(),
    /** PaymentStatus. */
    status: text('status').notNull(),
    /** The claims system's id of the payment: a later event about it updates this row. */
    externalId: text('external_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('claim_payments_claim_idx').on(table.claimId, table.payDate)],
);

/**
 * Ids of the claims system's events applied: each is applied once
 * (docs/product/claims.md#the-claims-system).
 */
export const claimsSystemEvents = pgTable('claims_system_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  claimId: uuid('claim_id')
    .notNull()
    .references(() => claims.id, { onDelete: 'cascade' }),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/** Documents the claims system asked for ('Documents we need'). */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    /** DocumentType. */
    documentType: text('document_type').notNull(),
    requestedOn: date('requested_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    /** Set when a document of this type was received for the claim. */
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
  },
  (table) => [index('document_requests_claim_idx').on(table.claimId)],
);

/** Intermittent leave taken, as the employee reports it ('Report time taken'). */
export const leaveTime = pgTable(
  'leave_time',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    hours: numeric('hours', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('leave_time_claim_day_unique').on(table.claimId, table.day)],
);

/**
 * The wizard's answers between steps, so a reload or another device loses nothing. Sealed
 * with DATA_KEY as a whole: they hold health details and may hold an account number.
 */
export const claimDrafts = pgTable('claim_drafts', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  step: text('step').notNull(),
  answersSealed: text('answers_sealed').notNull(),
  idempotencyKey: uuid('idempotency_key').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The draft of a claim filed without registering (docs/product/public-claim.md): the same as an
 * account's, kept with the flow of the browser session, and gone with it.
 */
export const flowClaimDrafts = pgTable('flow_claim_drafts', {
  transactionId: uuid('transaction_id')
    .primaryKey()
    .references(() => flows.transactionId, { onDelete: 'cascade' }),
  step: text('step').notNull(),
  answersSealed: text('answers_sealed').notNull(),
  idempotencyKey: uuid('idempotency_key').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
