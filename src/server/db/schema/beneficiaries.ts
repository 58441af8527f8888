// Who receives a member's life insurance (docs/product/coverage.md#beneficiaries): each saved
// designation of a life plan is a new version, never updated in place nor deleted (a trigger of
// migration 0013 refuses it, but for sealing the same rows again under a new key). The names and
// dates of birth are personal data: sealed with DATA_KEY, like account numbers.
import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { members } from './census.ts';
import { plans } from './coverage.ts';

export const beneficiaryDesignations = pgTable(
  'beneficiary_designations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    /** 1 for a plan's first designation, then one more each save: two saves of one version clash. */
    version: integer('version').notNull(),
    /** The rows (src/domain/beneficiaries/beneficiary-rules.ts Beneficiary[]) as sealed JSON. */
    rowsSealed: text('rows_sealed').notNull(),
    /** How many rows, for an operator's list without opening them. */
    rowCount: integer('row_count').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
    /** The account that saved it; null for the demo data. */
    savedBy: uuid('saved_by').references(() => accounts.id),
    /** 'portal' or 'demo data'. */
    source: text('source').notNull(),
    /** The same save for every life plan ('Use these beneficiaries for all my life coverage'). */
    saveId: uuid('save_id').notNull(),
  },
  (table) => [
    unique('beneficiary_designations_version_unique').on(
      table.memberId,
      table.planId,
      table.version,
    ),
    index('beneficiary_designations_member_idx').on(table.memberId),
  ],
);
