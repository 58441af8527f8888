import { and, eq, sql } from 'drizzle-orm';
import type { AttemptCounter } from '../../domain/shared/attempt-counter.ts';
import type { AccountSummary } from '../../domain/login/login.ts';
import type { Role } from '../../domain/shared/sides.ts';
import type { AuditEvent } from './audit-repository.ts';
import { type Database, rowsOf } from './client.ts';
import { accounts } from './schema/accounts.ts';

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

export async function findLoginAccount(
  db: Database,
  userName: string,
  role: Role,
): Promise<LoginAccount | undefined> {
  const [row] = await db
    .select(loginColumns)
    .from(accounts)
    .where(and(byUserName(userName), eq(accounts.role, role)));
  return row && toLoginAccount(row);
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

export interface NewAccount {
  userName: string;
  passwordHash: string;
  role: Role;
  memberId?: string | null;
  contactId?: string | null;
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

/**
 * Records a login of an account whose failure counter is clear, with its audit event, in one
 * statement (the hot path of every login). Answers false when the counter is no longer clear
 * (a concurrent failure): the caller then takes the locking path.
 */
export async function recordLoginOfClearAccount(
  db: Database,
  accountId: string,
  event: Omit<AuditEvent, 'accountId'>,
): Promise<boolean> {
  const result = await db.execute(sql`
    with logged_in as (
      update accounts set last_login_at = ${event.at}, updated_at = ${event.at}
      where id = ${accountId} and failed_logins = 0
        and (locked_until is null or locked_until <= ${event.at})
      returning id
    )
    insert into audit_events (action, account_id, address, details, at)
    select ${event.action}, id, ${event.address ?? null}, ${JSON.stringify(event.details ?? {})}::jsonb, ${event.at}
    from logged_in
    returning id`);
  return rowsOf(result).length > 0;
}
