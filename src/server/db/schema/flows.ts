// Self-service flows (registration of each side, username recovery, password reset): one row
// per browser session and module. A row is the domain's FlowRecord (flow-record.ts in
// src/domain/self-service), moved through the steps of its flow's transitions (flow.ts there,
// and the flow's own folder); what each step changes is a pure function of the domain.
import {
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { employerContacts, members } from './census.ts';
import { sessions } from './sessions.ts';

export const flows = pgTable(
  'flows',
  {
    /** The transactionId of docs/product/calls.md: names the flow to the browser. */
    transactionId: uuid('transaction_id').primaryKey().defaultRandom(),
    /** A FlowModule: employee-benefits, employers, userNameRecovery or <side>/password-reset. */
    module: text('module').notNull(),
    /** The browser session it belongs to; the flow ends with the session. */
    sessionIdHash: text('session_id_hash')
      .notNull()
      .references(() => sessions.idHash, { onDelete: 'cascade' }),
    /** A FlowStep of src/domain/self-service/flow.ts. */
    step: text('step').notNull(),
    /** SSN digits the form asks for: 4, or 9 after MULTIPLECLIENTS. */
    ssnLength: integer('ssn_length').notNull().default(4),
    /** The census person whose identity was proven. */
    memberId: uuid('member_id').references(() => members.id),
    /** The invited HR contact (employer flows). */
    contactId: uuid('contact_id').references(() => employerContacts.id),
    /** SSO registration: the partner whose signed assertion opened the flow (its config id). */
    ssoPartnerId: text('sso_partner_id'),
    /** SSO registration: the asserted subject, the partner's name for this employee. */
    ssoSubject: text('sso_subject'),
    /** The account created (registration, once submitted), or found (recovery, reset). */
    accountId: uuid('account_id').references(() => accounts.id),
    /** The names for the screens: the proven person's, or the invitation's before that. */
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** A user name kept for this person from an earlier system (VALID_USERNAME_EXIST). */
    reservedUserName: text('reserved_user_name'),
    /** Bot-protection score of the ZIP step, kept as proofing evidence. */
    botScore: real('bot_score'),
    /** The chosen user name, until the account is created; recovery and reset: the account's. */
    userName: text('user_name'),
    /** argon2id of the chosen password; cleared once the account exists. */
    passwordHash: text('password_hash'),
    /** Where codes go: the e-mail typed, a contact's on file, or a reset account's on file. */
    email: text('email'),
    /** An employer contact's mobile phone on file, then the one given with the credentials. */
    phone: text('phone'),
    /** HMAC of the one-time code with DATA_KEY, bound to this flow; null when none is live. */
    codeHash: text('code_hash'),
    /** EMAIL or PHONE. */
    codeChannel: text('code_channel'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    /** Entries of the live code, counted before each check. */
    codeAttempts: integer('code_attempts').notNull().default(0),
    /** Codes sent in this flow. */
    codeSends: integer('code_sends').notNull().default(0),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }),
    codeVerifiedAt: timestamp('code_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('flows_session_module_unique').on(table.sessionIdHash, table.module),
    index('flows_member_idx').on(table.memberId),
  ],
);
