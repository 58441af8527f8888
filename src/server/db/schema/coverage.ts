// The member record (docs/product/coverage.md#the-member-record): the plans each client buys, and
// each member's employment and coverage as rows valid from a day, never updated or deleted (a
// trigger of migration 0012 refuses it; docs/decisions/0036-effective-dated-member-record.md).
// A change is a new row; `sequence` orders rows as they were recorded, so a later row from the
// same day corrects an earlier one (src/domain/shared/effective-dated.ts).
import {
  bigint,
  boolean,
  char,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Payer, PlanFormula, PlanKind } from '#domain/coverage/plan-formulas';
import type { EmploymentStatus } from '#domain/coverage/member-coverage';
import { clients, members } from './census.ts';

/** A client's plan: one of each kind at most. */
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: char('client_id', { length: 9 })
      .notNull()
      .references(() => clients.clientId),
    /** One of planKinds (src/domain/coverage/plan-formulas.ts). */
    kind: text('kind').$type<PlanKind>().notNull(),
    /** The policy's number, e.g. 'STD-100000001'. */
    policyNumber: text('policy_number').notNull().unique(),
    /** 'employer' or 'employee'. */
    paidBy: text('paid_by').$type<Payer>().notNull(),
    /** What the plan pays, by its kind: planFormulaSchema. */
    formula: jsonb('formula').$type<PlanFormula>().notNull(),
    /** Dollars a month per unit of the kind's basis, in millionths ($0.45 is 450,000). */
    rateMicrodollars: integer('rate_microdollars').notNull(),
  },
  (table) => [unique('plans_client_kind_unique').on(table.clientId, table.kind)],
);

/** Who recorded a row and when: the census import, the demo, or a person's account. */
const recordedColumns = () => ({
  /** The order rows were recorded in: a later row from the same day holds. */
  sequence: bigint('sequence', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  memberId: uuid('member_id')
    .notNull()
    .references(() => members.id),
  /** The first day the row holds. */
  validFrom: date('valid_from', { mode: 'string' }).notNull(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  /** 'census import', 'demo data', or an account id. */
  recordedBy: text('recorded_by').notNull(),
});

/** A member's employment from a day on. */
export const employment = pgTable(
  'employment',
  {
    ...recordedColumns(),
    /** 'active' or 'terminated'. */
    status: text('status').$type<EmploymentStatus>().notNull(),
    /** The last day worked, when terminated. */
    lastDayWorked: date('last_day_worked', { mode: 'string' }),
    annualEarningsCents: integer('annual_earnings_cents').notNull(),
    hoursPerWeek: integer('hours_per_week').notNull(),
  },
  (table) => [index('employment_member_idx').on(table.memberId, table.validFrom)],
);

/** A member's coverage under one plan from a day on. */
export const coverages = pgTable(
  'coverages',
  {
    ...recordedColumns(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    /** False: the member has declined or left the plan ('Not enrolled'). */
    enrolled: boolean('enrolled').notNull(),
    /** The first day of coverage. */
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    /** The last day of coverage, once it ends. */
    endDate: date('end_date', { mode: 'string' }),
    /** Supplemental life: the amount elected, whole units. */
    electedCents: integer('elected_cents'),
    /** Supplemental life: whether the insurer approved evidence of insurability. */
    evidenceApproved: boolean('evidence_approved').notNull().default(false),
  },
  (table) => [index('coverages_member_idx').on(table.memberId, table.validFrom)],
);
