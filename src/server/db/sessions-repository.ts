import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from './client.ts';
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

export async function findLiveSession(
  db: Database,
  idHash: string,
  now: Date,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .select({
      idHash: sessions.idHash,
      accountId: sessions.accountId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now)));
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
