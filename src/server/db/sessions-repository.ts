import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { SecondStepMethod } from '#domain/second-factor/second-factor-rules';
import { type Database, preparedPer } from './client.ts';
import type { Language } from '#domain/language/language';
import { accounts } from './schema/accounts.ts';
import { sessions } from './schema/sessions.ts';

export interface SessionRow {
  idHash: string;
  accountId: string | null;
  lastSeenAt: Date;
  expiresAt: Date;
}

/** A live session as a request reads it: the row and where its second step stands. */
export interface LiveSessionRow extends SessionRow {
  confirmedAt: Date | null;
  confirmedWith: SecondStepMethod | null;
  mustEnrol: boolean;
  /** The language the session's account chose; null for a visitor or an account without one. */
  accountLanguage: Language | null;
}

export async function insertSession(db: Database, session: SessionRow): Promise<void> {
  await db.insert(sessions).values(session);
}

/** Login: the visitor session goes and the account's new one comes, in one statement. */
export async function replaceSession(
  db: Database,
  previousIdHash: string,
  session: SessionRow,
): Promise<void> {
  await db.execute(sql`
    with previous as (delete from sessions where id_hash = ${previousIdHash})
    insert into sessions (id_hash, account_id, created_at, last_seen_at, expires_at)
    values (${session.idHash}, ${session.accountId}, ${session.lastSeenAt}, ${session.lastSeenAt}, ${session.expiresAt})`);
}

const liveSession = preparedPer((db) =>
  db
    .select({
      idHash: sessions.idHash,
      accountId: sessions.accountId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      confirmedAt: sessions.confirmedAt,
      confirmedWith: sessions.confirmedWith,
      mustEnrol: sessions.mustEnrol,
      accountLanguage: accounts.language,
    })
    .from(sessions)
    .leftJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('find_live_session'),
);

export async function findLiveSession(
  db: Database,
  idHash: string,
  now: Date,
): Promise<LiveSessionRow | undefined> {
  const [row] = await liveSession(db).execute({ idHash, now });
  return row;
}

export async function touchSession(
  db: Database,
  idHash: string,
  lastSeenAt: Date,
  expiresAt: Date,
): Promise<void> {
  await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.idHash, idHash));
}

export async function deleteSession(db: Database, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function deleteSessionsOfAccount(db: Database, accountId: string): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(eq(sessions.accountId, accountId))
    .returning({ idHash: sessions.idHash });
  return deleted.length;
}

export async function deleteExpiredSessions(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(lte(sessions.expiresAt, now))
    .returning({ idHash: sessions.idHash });
  return deleted.length;
}

/** The session's second step is done, `mustEnrol` while a factor is owed first. */
export async function confirmSession(
  db: Database,
  idHash: string,
  confirmation: { at: Date; with: SecondStepMethod; mustEnrol: boolean },
): Promise<void> {
  await db
    .update(sessions)
    .set({
      confirmedAt: confirmation.at,
      confirmedWith: confirmation.with,
      mustEnrol: confirmation.mustEnrol,
    })
    .where(eq(sessions.idHash, idHash));
}

/** A factor was enrolled: the account's sessions that owed one owe it no more. */
export async function clearMustEnrol(db: Database, accountId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ mustEnrol: false })
    .where(and(eq(sessions.accountId, accountId), eq(sessions.mustEnrol, true)));
}
