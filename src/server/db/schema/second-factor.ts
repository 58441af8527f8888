// The second factor (docs/product/second-factor.md): an account's passkeys and authenticator app,
// its recovery codes, the browsers it signed in from (and which of them skip the step), and the
// challenges a session's step or set-up waits on.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { factorKinds } from '#domain/second-factor/second-factor-rules';
import { accounts } from './accounts.ts';
import { sessions } from './sessions.ts';

export const accountFactors = pgTable(
  'account_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: factorKinds }).notNull(),
    /** As the person named it ('Work laptop'); an app is 'Authenticator app'. */
    name: text('name').notNull(),
    /** A passkey's credential id, base64url. */
    credentialId: text('credential_id'),
    /** A passkey's COSE public key, base64url. */
    publicKey: text('public_key'),
    /** A passkey's signature counter as last seen (0 for authenticators that keep none). */
    signCount: bigint('sign_count', { mode: 'number' }),
    /** A passkey's transports as the browser gave them, comma-separated. */
    transports: text('transports'),
    /** An app's TOTP secret, sealed with DATA_KEY (sealed-data.ts, purpose 'totp-secret'). */
    secretSealed: text('secret_sealed'),
    /** An app's last accepted time step: a code of that step or before is refused (replay). */
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    index('account_factors_account_idx').on(table.accountId),
    uniqueIndex('account_factors_credential_unique').on(table.credentialId),
    /** One authenticator app per account: setting one up again replaces it. */
    uniqueIndex('account_factors_one_app')
      .on(table.accountId)
      .where(sql`${table.kind} = 'app'`),
    check(
      'account_factors_kind_check',
      sql`(${table.kind} = 'passkey' and ${table.credentialId} is not null and ${table.publicKey} is not null and ${table.signCount} is not null)
       or (${table.kind} = 'app' and ${table.secretSealed} is not null)`,
    ),
  ],
);

/** Ten single-use codes per account, stored as keyed hashes (HASH_KEY); new ones end the old. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.codeHash] })],
);

/**
 * A browser an account completed a sign-in from, known by the random id of its signed device
 * cookie (only the id's hash is kept). A sign-in from a browser not in the list sends a notice;
 * one whose `remembered_until` is ahead skips the second step.
 */
export const accountDevices = pgTable(
  'account_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    /** The browser as the notice names it ('Chrome on Windows'), from its User-Agent. */
    browser: text('browser').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'Remember this device for 30 days': the step is skipped until then; null: asked. */
    rememberedUntil: timestamp('remembered_until', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('account_devices_account_device_unique').on(table.accountId, table.deviceHash),
  ],
);

/**
 * What a session's second step or a set-up waits on: the one-time code's hash, a WebAuthn
 * challenge, an app's secret before its first code (sealed). Gone with the session.
 */
export const sessionChallenges = pgTable(
  'session_challenges',
  {
    sessionIdHash: text('session_id_hash')
      .notNull()
      .references(() => sessions.idHash, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['code', 'passkey-sign-in', 'passkey-enrol', 'app-enrol'],
    }).notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** A one-time code's sends and when the last went (the resend rules of one-time-code.ts). */
    sends: integer('sends').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.sessionIdHash, table.purpose] })],
);
