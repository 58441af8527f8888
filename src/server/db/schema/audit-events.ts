// Who did what, when, from where. Never a secret or a personal identifier in `details`.
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Account concerned, when there is one. */
    accountId: uuid('account_id'),
    /** What happened, e.g. `login.success`, `login.locked`, `account.unlocked`. */
    action: text('action').notNull(),
    /** Client address as the server saw it. */
    address: text('address'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [index('audit_events_account_idx').on(table.accountId, table.at)],
);
