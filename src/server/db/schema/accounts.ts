// Online accounts: one per registered person, employee or employer side.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { employerContacts, members } from './census.ts';

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As the person chose it; unique without regard to case. */
    userName: text('user_name').notNull(),
    /** argon2id PHC string (m=19 MiB, t=2, p=1). */
    passwordHash: text('password_hash').notNull(),
    /** employee or employer: the side this account logs in on. */
    role: text('role', { enum: ['employee', 'employer'] }).notNull(),
    /** The census person of an employee account. */
    memberId: uuid('member_id').references(() => members.id),
    /** The HR contact of an employer account. */
    contactId: uuid('contact_id').references(() => employerContacts.id),
    /** The partner an employee registered through by single sign-on (its config id). */
    ssoPartnerId: text('sso_partner_id'),
    /** The partner's subject for this employee; one account per partner and subject. */
    ssoSubject: text('sso_subject'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    /** Mobile phone as (###) ###-####. */
    phone: text('phone'),
    /** Consecutive failed logins since the last success or lock. */
    failedLogins: integer('failed_logins').notNull().default(0),
    /** When the current failure run started. */
    failedLoginsSince: timestamp('failed_logins_since', { withTimezone: true }),
    /** Login refused until then (five failures lock it for 30 minutes). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Set by an operator: login and recovery refused until cleared. */
    disabled: boolean('disabled').notNull().default(false),
    /** Synthetic-monitoring account: login answers TEST. */
    isTest: boolean('is_test').notNull().default(false),
    /**
     * The language the person chose (en or es), once logged in: of the portal in any browser
     * that has not chosen, and of every e-mail and text sent to him. Null until he chooses.
     */
    language: text('language', { enum: ['en', 'es'] }),
    /** Version of the terms and conditions accepted at registration. */
    termsVersion: text('terms_version'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('accounts_user_name_lower_unique').on(sql`lower(${table.userName})`),
    uniqueIndex('accounts_member_unique').on(table.memberId),
    uniqueIndex('accounts_contact_unique').on(table.contactId),
    uniqueIndex('accounts_sso_subject_unique').on(table.ssoPartnerId, table.ssoSubject),
    index('accounts_role_idx').on(table.role),
    check(
      'accounts_person_check',
      sql`(${table.role} = 'employee' and ${table.contactId} is null) or (${table.role} = 'employer' and ${table.memberId} is null)`,
    ),
    check('accounts_language_check', sql`${table.language} in ('en', 'es')`),
    check(
      'accounts_sso_link_check',
      sql`(${table.ssoPartnerId} is null) = (${table.ssoSubject} is null)`,
    ),
  ],
);
