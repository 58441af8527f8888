import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '#domain/language/language';
import type { AccountSummary } from '#domain/login/login-answers';
import type { Role } from '#domain/shared/sides';
import { type Database, rowsOf } from './client.ts';
import type { Employer } from './employers-repository.ts';
import { accounts } from './schema/accounts.ts';
import { clients, employerContacts, members } from './schema/census.ts';

/** An account by user name, without regard to case (the unique index is on lower()). */
export const byUserName = (userName: string) =>
  sql`lower(${accounts.userName}) = lower(${userName})`;

export async function findAccountSummary(
  db: Database,
  accountId: string,
): Promise<AccountSummary | undefined> {
  const [row] = await db
    .select({
      userName: accounts.userName,
      role: accounts.role,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row;
}

/** An employee login the census lists: the member and the client their claims belong to. */
export interface EmployeeLogin {
  kind: 'employee';
  accountId: string;
  memberId: string;
  clientId: string;
  firstName: string;
  email: string | null;
}

/** An employer login with the HR contact, and so the client, it reads for. */
export interface EmployerLogin extends Employer {
  kind: 'employer';
}

/**
 * A login neither the census nor an HR contact stands behind (none registers that way, but an
 * operator may create one): it reads nothing of the benefits area.
 */
export interface UnlinkedLogin {
  kind: 'unlinked';
  role: Role;
  accountId: string;
  firstName: string;
}

export type Login = EmployeeLogin | EmployerLogin | UnlinkedLogin;

export const roleOfLogin = (login: Login): Role =>
  login.kind === 'unlinked' ? login.role : login.kind;

/**
 * Who is logged in to an account, with what the benefits area reads by: the census member and
 * client of an employee, the HR contact and client of an employer. One query, joined on primary
 * keys, so that the access check of every benefits call costs one round trip.
 */
export async function findLogin(db: Database, accountId: string): Promise<Login | undefined> {
  const [row] = await db
    .select({
      accountId: accounts.id,
      role: accounts.role,
      firstName: accounts.firstName,
      email: accounts.email,
      memberId: members.id,
      memberClientId: members.clientId,
      contactId: employerContacts.id,
      contactClientId: clients.clientId,
      clientName: clients.name,
    })
    .from(accounts)
    .leftJoin(members, eq(members.id, accounts.memberId))
    .leftJoin(employerContacts, eq(employerContacts.id, accounts.contactId))
    .leftJoin(clients, eq(clients.clientId, employerContacts.clientId))
    .where(eq(accounts.id, accountId));
  if (!row) return undefined;
  const { role, firstName, email } = row;
  if (role === 'employee' && row.memberId && row.memberClientId) {
    const { memberId, memberClientId: clientId } = row;
    return { kind: 'employee', accountId, memberId, clientId, firstName, email };
  }
  if (role === 'employer' && row.contactId && row.contactClientId && row.clientName) {
    const { contactId, contactClientId: clientId, clientName } = row;
    return { kind: 'employer', accountId, contactId, clientId, clientName, firstName, email };
  }
  return { kind: 'unlinked', role, accountId, firstName };
}

/** Who an account is and where it is reached: what the second step and its notices need. */
export interface AccountContact {
  role: Role;
  userName: string;
  firstName: string;
  email: string | null;
  phone: string | null;
  /** The language of its e-mails and texts, once it chose one. */
  language: Language | null;
}

export async function findAccountContact(
  db: Database,
  accountId: string,
): Promise<AccountContact | undefined> {
  const [row] = await db
    .select({
      role: accounts.role,
      userName: accounts.userName,
      firstName: accounts.firstName,
      email: accounts.email,
      phone: accounts.phone,
      language: accounts.language,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row;
}

export interface NewAccount {
  userName: string;
  passwordHash: string;
  role: Role;
  memberId?: string | null;
  contactId?: string | null;
  /** The partner and subject of an employee who registered by single sign-on. */
  ssoPartnerId?: string | null;
  ssoSubject?: string | null;
  firstName: string;
  lastName: string;
  email?: string | null;
  phone?: string | null;
  termsVersion?: string | null;
  /** The language the person registered in: of their e-mails and texts from then on. */
  language?: Language | null;
  disabled?: boolean;
  isTest?: boolean;
  lockedUntil?: Date | null;
}

export async function insertAccount(db: Database, account: NewAccount): Promise<string> {
  const [row] = await db.insert(accounts).values(account).returning({ id: accounts.id });
  if (!row) throw new Error('The account was not created');
  return row.id;
}

/** Operator unlock: clears the login lockout (an operator's disable flag stays). */
export async function unlockAccount(
  db: Database,
  userName: string,
  now: Date,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .update(accounts)
    .set({
      failedLogins: 0,
      failedLoginsSince: null,
      lockedUntil: null,
      updatedAt: now,
    })
    .where(byUserName(userName))
    .returning({ id: accounts.id });
  return row;
}

export async function findAccountOfMember(
  db: Database,
  memberId: string,
): Promise<{ id: string; userName: string; disabled: boolean } | undefined> {
  const [row] = await db
    .select({ id: accounts.id, userName: accounts.userName, disabled: accounts.disabled })
    .from(accounts)
    .where(eq(accounts.memberId, memberId));
  return row;
}

/** The account of an invited employer contact, if they registered. */
export async function findAccountOfContact(
  db: Database,
  contactId: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.contactId, contactId));
  return row;
}

/** The account a partner's subject is linked to, if they registered by single sign-on. */
export async function findAccountOfSsoSubject(
  db: Database,
  partnerId: string,
  subject: string,
): Promise<{ id: string; disabled: boolean } | undefined> {
  const [row] = await db
    .select({ id: accounts.id, disabled: accounts.disabled })
    .from(accounts)
    .where(and(eq(accounts.ssoPartnerId, partnerId), eq(accounts.ssoSubject, subject)));
  return row;
}

/**
 * Whether a user name is taken: by an account (whatever its case), or kept for another
 * census person from an earlier system.
 */
export async function isUserNameTaken(
  db: Database,
  userName: string,
  forMemberId: string | null,
): Promise<boolean> {
  const [row] = await db
    .execute(
      sql`
    select exists (select 1 from accounts where lower(user_name) = lower(${userName}))
      or exists (
        select 1 from members
        where lower(reserved_user_name) = lower(${userName})
          and id is distinct from ${forMemberId}
      ) as taken`,
    )
    .then(rowsOf);
  return row?.taken === true;
}

/** What username recovery and password reset need of an account. */
export interface RecoverableAccount {
  id: string;
  userName: string;
  role: Role;
  firstName: string;
  email: string | null;
  /** The language of its e-mails, once it chose one. */
  language: Language | null;
  passwordHash: string;
  disabled: boolean;
}

const recoverableColumns = {
  id: accounts.id,
  userName: accounts.userName,
  role: accounts.role,
  firstName: accounts.firstName,
  email: accounts.email,
  language: accounts.language,
  passwordHash: accounts.passwordHash,
  disabled: accounts.disabled,
};

export async function findRecoverableAccount(
  db: Database,
  accountId: string,
): Promise<RecoverableAccount | undefined> {
  const [row] = await db
    .select(recoverableColumns)
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row;
}

/** The account of a user name (whatever its case) on one side. */
export async function findRecoverableAccountByUserName(
  db: Database,
  userName: string,
  role: Role,
): Promise<RecoverableAccount | undefined> {
  const [row] = await db
    .select(recoverableColumns)
    .from(accounts)
    .where(and(byUserName(userName), eq(accounts.role, role)));
  return row;
}

/**
 * Password reset: the new hash, and the login lockout cleared (the reset is its way out;
 * an operator's disable flag stays).
 */
export async function setNewPassword(
  db: Database,
  accountId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(accounts)
    .set({
      passwordHash,
      passwordChangedAt: now,
      failedLogins: 0,
      failedLoginsSince: null,
      lockedUntil: null,
      updatedAt: now,
    })
    .where(eq(accounts.id, accountId));
}

/** The unique indexes of accounts (schema/accounts.ts), by what another account took first. */
const takenByIndex = new Map<unknown, 'person' | 'userName'>([
  ['accounts_member_unique', 'person'],
  ['accounts_contact_unique', 'person'],
  ['accounts_sso_subject_unique', 'person'],
  ['accounts_user_name_lower_unique', 'userName'],
]);

/**
 * What an account insert that failed ran into: another account of the same person (census
 * member, employer contact or single-sign-on subject) or with the same user name, committed
 * first. Undefined for any other failure.
 */
export function accountTakenBy(error: unknown): 'person' | 'userName' | undefined {
  const cause = (error as { cause?: { code?: unknown; constraint?: unknown } } | undefined)?.cause;
  // 23505: unique_violation.
  return cause?.code === '23505' ? takenByIndex.get(cause.constraint) : undefined;
}

/** The account's language from now on: of its pages where no browser chose, its e-mails, texts. */
export async function setAccountLanguage(
  db: Database,
  accountId: string,
  language: Language,
): Promise<void> {
  await db.update(accounts).set({ language }).where(eq(accounts.id, accountId));
}

/** The census member of an employee's account, by its user name; undefined for none. */
export async function findMemberOfUserName(
  db: Database,
  userName: string,
): Promise<{ accountId: string; memberId: string } | undefined> {
  const [row] = await db
    .select({ accountId: accounts.id, memberId: accounts.memberId })
    .from(accounts)
    .where(byUserName(userName));
  return row?.memberId ? { accountId: row.accountId, memberId: row.memberId } : undefined;
}
