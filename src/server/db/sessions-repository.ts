import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { type Database, preparedPer } from './client.ts';
import { sessions } from './schema/sessions.ts';

export interface SessionRow {
  idHash: string;
  accountId: string | null;
  lastSeenAt: Date;
  expiresAt: Date;
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
    })
    .from(sessions)
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
): Promise<SessionRow | undefined> {
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
