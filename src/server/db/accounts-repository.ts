import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type AttemptCounter, freshCounter } from '#domain/shared/attempt-counter';
import type { AccountSummary } from '#domain/login/login-answers';
import type { Role } from '#domain/shared/sides';
import type { AuditEvent } from './audit-repository.ts';
import { type Database, preparedPer, preparedSql, rowsOf } from './client.ts';
import type { SessionRow } from './sessions-repository.ts';
import { accounts } from './schema/accounts.ts';
import { attemptCounters } from './schema/attempt-counters.ts';

export interface LoginAccount {
  id: string;
  passwordHash: string;
  disabled: boolean;
  isTest: boolean;
  counter: AttemptCounter;
}

const byUserName = (userName: string) => sql`lower(${accounts.userName}) = lower(${userName})`;

const loginColumns = {
  id: accounts.id,
  passwordHash: accounts.passwordHash,
  disabled: accounts.disabled,
  isTest: accounts.isTest,
  failures: accounts.failedLogins,
  windowStartedAt: accounts.failedLoginsSince,
  lockedUntil: accounts.lockedUntil,
};

interface LoginRow extends Omit<LoginAccount, 'counter'>, AttemptCounter {}

function toLoginAccount(row: LoginRow): LoginAccount {
  const { failures, windowStartedAt, lockedUntil, ...account } = row;
  return { ...account, counter: { failures, windowStartedAt, lockedUntil } };
}

const sessionCounter = alias(attemptCounters, 'session_counter');
const addressCounter = alias(attemptCounters, 'address_counter');
const userNameCounter = alias(attemptCounters, 'user_name_counter');
const counterOf = (
  table: typeof sessionCounter | typeof addressCounter | typeof userNameCounter,
) => ({
  failures: table.failures,
  windowStartedAt: table.windowStartedAt,
  lockedUntil: table.lockedUntil,
});

/** A counter that was never stored comes back as nulls from its left join. */
function storedCounter(
  stored: ({ failures: number | null } & Omit<AttemptCounter, 'failures'>) | null | undefined,
): AttemptCounter {
  return stored && stored.failures !== null
    ? { ...stored, failures: stored.failures }
    : freshCounter;
}

/** Everything a login reads, in one prepared query that answers exactly one row. */
const loginSnapshot = preparedPer((db) =>
  db
    .select({
      sessionCounter: counterOf(sessionCounter),
      addressCounter: counterOf(addressCounter),
      userNameCounter: counterOf(userNameCounter),
      account: loginColumns,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(sessionCounter, eq(sessionCounter.key, sql.placeholder('sessionKey')))
    .leftJoin(addressCounter, eq(addressCounter.key, sql.placeholder('addressKey')))
    .leftJoin(userNameCounter, eq(userNameCounter.key, sql.placeholder('userNameKey')))
    .leftJoin(
      accounts,
      and(
        sql`lower(${accounts.userName}) = lower(${sql.placeholder('userName')})`,
        eq(accounts.role, sql.placeholder('role')),
      ),
    )
    .prepare('login_snapshot'),
);

export interface LoginSnapshot {
  sessionCounter: AttemptCounter;
  addressCounter: AttemptCounter;
  /** The counter of a user name without an account on this side (so it locks like one). */
  userNameCounter: AttemptCounter;
  account: LoginAccount | undefined;
}

/**
 * The failure counters of the browser session, the address and the typed user name, and the
 * account of that user name on this side, if any. The same single query whether or not the
 * account exists, so an unknown user name costs what a known one does.
 */
export async function findLoginSnapshot(
  db: Database,
  keys: { sessionKey: string; addressKey: string; userNameKey: string },
  userName: string,
  role: Role,
): Promise<LoginSnapshot> {
  const [row] = await loginSnapshot(db).execute({ ...keys, userName, role });
  return {
    sessionCounter: storedCounter(row?.sessionCounter),
    addressCounter: storedCounter(row?.addressCounter),
    userNameCounter: storedCounter(row?.userNameCounter),
    account: row?.account ? toLoginAccount(row.account) : undefined,
  };
}

/** The login counter of one account, locked for the rest of the transaction. */
export async function lockLoginCounter(db: Database, accountId: string): Promise<AttemptCounter> {
  const [row] = await db
    .select(loginColumns)
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  if (!row) throw new Error('The account disappeared during login');
  return toLoginAccount(row).counter;
}

export async function saveLoginCounter(
  db: Database,
  accountId: string,
  counter: AttemptCounter,
  now: Date,
  loggedIn: boolean,
): Promise<void> {
  await db
    .update(accounts)
    .set({
      failedLogins: counter.failures,
      failedLoginsSince: counter.windowStartedAt,
      lockedUntil: counter.lockedUntil,
      updatedAt: now,
      ...(loggedIn ? { lastLoginAt: now } : {}),
    })
    .where(eq(accounts.id, accountId));
}

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

/** Who an account is and where it is reached: what the second step and its notices need. */
export interface AccountContact {
  role: Role;
  userName: string;
  firstName: string;
  email: string | null;
  phone: string | null;
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

const loginOfClearAccount = preparedSql(
  'login_of_clear_account',
  `with logged_in as (
     update accounts set last_login_at = $2, updated_at = $2
     where id = $1 and failed_logins = 0 and (locked_until is null or locked_until <= $2)
     returning id
   ), audited as (
     insert into audit_events (action, account_id, address, details, at)
     select $3, id, $4, $5::jsonb, $2 from logged_in
   ), replaced as (
     delete from sessions where id_hash = $6 and exists (select from logged_in)
   )
   insert into sessions (id_hash, account_id, created_at, last_seen_at, expires_at)
   select $7, id, $8, $8, $9 from logged_in
   returning account_id`,
);

/**
 * Records a login of an account whose failure counter is clear, with its audit event and the
 * account's new session in place of the visitor's, in one prepared statement and so one
 * commit (the hot path of every login). Answers false, and writes nothing, when the counter
 * is no longer clear (a concurrent failure): the caller then takes the locking path.
 */
export async function recordLoginOfClearAccount(
  db: Database,
  accountId: string,
  event: Omit<AuditEvent, 'accountId'>,
  session: { replacing: string; next: Omit<SessionRow, 'accountId'> },
): Promise<boolean> {
  const { next } = session;
  const rows = await loginOfClearAccount(db, [
    accountId,
    event.at,
    event.action,
    event.address ?? null,
    JSON.stringify(event.details ?? {}),
    session.replacing,
    next.idHash,
    next.lastSeenAt,
    next.expiresAt,
  ]);
  return rows.length > 0;
}

/** The account of a census person, if they registered. */
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
  passwordHash: string;
  disabled: boolean;
}

const recoverableColumns = {
  id: accounts.id,
  userName: accounts.userName,
  role: accounts.role,
  firstName: accounts.firstName,
  email: accounts.email,
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
