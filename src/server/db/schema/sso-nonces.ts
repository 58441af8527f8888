// The nonces (`jti`) of the single-sign-on assertions already used, per issuer: an assertion
// opens a registration once. A row is kept until its assertion could no longer be accepted.
import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const ssoNonces = pgTable(
  'sso_nonces',
  {
    /** The `iss` of the assertion: nonces are unique per issuer only. */
    issuer: text('issuer').notNull(),
    /** Its `jti`, as the partner sent it (a random value, not personal). */
    nonce: text('nonce').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
    /** After this the assertion is refused as expired anyway: the row may go. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.issuer, table.nonce] }),
    index('sso_nonces_expires_idx').on(table.expiresAt),
  ],
);
