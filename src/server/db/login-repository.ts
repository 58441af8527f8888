// What a login reads and writes (docs/product/login.md): the snapshot of the account and the
// failure counters in one prepared query, the counter locked when a login failed, and the
// hot path of a clear account's login in one prepared statement with its session.
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language } from '#domain/language/language';
import { type AttemptCounter, freshCounter } from '#domain/shared/attempt-counter';
import type { Role } from '#domain/shared/sides';
import type { AuditEvent } from './audit-repository.ts';
import { type Database, preparedPer, preparedSql } from './client.ts';
import type { SessionRow } from './sessions-repository.ts';
import { accounts } from './schema/accounts.ts';
import { attemptCounters } from './schema/attempt-counters.ts';

export interface LoginAccount {
  id: string;
  passwordHash: string;
  disabled: boolean;
  isTest: boolean;
  /** The language the account chose, if it did. */
  language: Language | null;
  counter: AttemptCounter;
}

const loginColumns = {
  id: accounts.id,
  passwordHash: accounts.passwordHash,
  disabled: accounts.disabled,
  isTest: accounts.isTest,
  language: accounts.language,
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
