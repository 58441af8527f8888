// Browser sessions, server-side. The cookie holds a random id; only its hash is stored.
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { secondStepMethods } from '#domain/second-factor/second-factor-rules';
import { accounts } from './accounts.ts';

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the session id in the cookie (a stolen table gives no session). */
    idHash: text('id_hash').primaryKey(),
    /** The logged-in account; null for a visitor who has not logged in. */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Idle expiry: last activity plus the idle timeout (30 minutes by default). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the second step was done; null: the password alone so far. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** How: passkey, app, recovery-code, code (e-mail or SMS) or device (remembered). */
    confirmedWith: text('confirmed_with', { enum: secondStepMethods }),
    /** Confirmed by a code, but a factor must be enrolled before the benefits area opens. */
    mustEnrol: boolean('must_enrol').notNull().default(false),
  },
  (table) => [
    index('sessions_account_idx').on(table.accountId),
    index('sessions_expires_idx').on(table.expiresAt),
  ],
);
