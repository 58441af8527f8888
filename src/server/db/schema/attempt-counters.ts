// Failure counters that are not a column of their own row: login failures per browser
// session, per address and per user name that has no account (so it locks like one).
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const attemptCounters = pgTable('attempt_counters', {
  /** What is counted, e.g. `login-session:<hash>`; never a user name or address in clear. */
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** Rows untouched for a day are pruned. */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
