// The insurer's census: employer clients, their employees (members) and HR contacts.
// Identity proofing reads these rows; they are loaded by the census import, never typed in.
import {
  boolean,
  char,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const clients = pgTable('clients', {
  /** The 9-digit client id the insurer gives each employer. */
  clientId: char('client_id', { length: 9 }).primaryKey(),
  /** Employer name as shown to operators. */
  name: text('name').notNull(),
  /** FMLA: employees within 75 miles of the worksite, when the insurer knows it. */
  employeesWithin75Miles: integer('employees_within_75_miles'),
});

/** What a census row and an HR contact share: names, their folded keys, date of birth. */
const personColumns = () => ({
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** Names folded for comparison (trimmed, lower case, accents removed). */
  firstNameKey: text('first_name_key').notNull(),
  lastNameKey: text('last_name_key').notNull(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
});

export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The employer whose census lists this person. */
    clientId: char('client_id', { length: 9 })
      .notNull()
      .references(() => clients.clientId),
    ...personColumns(),
    /** HMAC-SHA256 of the full 9-digit SSN with DATA_KEY; the SSN itself is never stored. */
    ssnFullHash: text('ssn_full_hash').notNull(),
    /** HMAC-SHA256 of the last 4 SSN digits with DATA_KEY. */
    ssnLast4Hash: text('ssn_last4_hash').notNull(),
    zipCode: char('zip_code', { length: 5 }).notNull(),
    /** E-mail on file from the employer, if any. */
    email: text('email'),
    /** A user name kept for this person from an earlier system, offered at registration. */
    reservedUserName: text('reserved_user_name'),
    /** Date of hire, for FMLA's 12 months of employment; null when the census lacks it. */
    hireDate: date('hire_date', { mode: 'string' }),
    /**
     * Whether the member record has ever said 'terminated', from any day: a trigger of the
     * database sets it as such an employment row is added (migration 0016), and rows are never
     * taken back, so it never turns false. 'Terminated' on 'Employees' reads only these members.
     */
    everTerminated: boolean('ever_terminated').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('members_client_ssn_unique').on(table.clientId, table.ssnFullHash),
    index('members_ssn_last4_idx').on(table.ssnLast4Hash),
    // An employer's search of its employees by name (docs/product/employer-claims.md): a prefix of
    // either folded name, within the client. text_pattern_ops serves LIKE 'prefix%' in any
    // collation.
    index('members_client_last_name_idx').on(
      table.clientId,
      table.lastNameKey.op('text_pattern_ops'),
    ),
    index('members_client_first_name_idx').on(
      table.clientId,
      table.firstNameKey.op('text_pattern_ops'),
    ),
    // The employer's 'Employees' in name order, page by page (employees-repository.ts).
    index('members_client_name_order_idx').on(
      table.clientId,
      table.lastNameKey,
      table.firstNameKey,
      table.id,
    ),
    // 'Terminated' in name order: the members ever terminated, a page read as the other (a
    // rehired member is passed over by the status in force).
    index('members_client_terminated_name_order_idx')
      .on(table.clientId, table.lastNameKey, table.firstNameKey, table.id)
      .where(sql`${table.everTerminated}`),
  ],
);

export const employerContacts = pgTable(
  'employer_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: char('client_id', { length: 9 })
      .notNull()
      .references(() => clients.clientId),
    ...personColumns(),
    email: text('email').notNull(),
    /** Mobile phone as (###) ###-####. */
    mobilePhone: text('mobile_phone'),
    /** Invitation id sent in the registration link; null once no invitation is open. */
    regid: uuid('regid').unique(),
    invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true }),
    /** Set when the invitation was used to register: an invitation works once. */
    invitationUsedAt: timestamp('invitation_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('employer_contacts_client_idx').on(table.clientId)],
);
