import { eq, lt } from 'drizzle-orm';
import { type AttemptCounter, freshCounter } from '#domain/shared/attempt-counter';
import type { Database } from './client.ts';
import { attemptCounters } from './schema/attempt-counters.ts';

/**
 * The counter of proofing failures against one census person (docs/product/self-service.md#limits).
 */
export const proofingPersonKeyPrefix = 'proofing-person:';
export const proofingPersonKey = (personId: string) => `${proofingPersonKeyPrefix}${personId}`;

/** A counter's columns; a query that joins a person's counter selects them as one object. */
export const counterColumns = {
  failures: attemptCounters.failures,
  windowStartedAt: attemptCounters.windowStartedAt,
  lockedUntil: attemptCounters.lockedUntil,
};

/** The counter stored under `key`, or a fresh one. `forUpdate` locks the row in a transaction. */
export async function loadCounter(
  db: Database,
  key: string,
  { forUpdate = false } = {},
): Promise<AttemptCounter> {
  const query = db.select(counterColumns).from(attemptCounters).where(eq(attemptCounters.key, key));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? freshCounter;
}

export async function saveCounter(
  db: Database,
  key: string,
  counter: AttemptCounter,
  now: Date,
): Promise<void> {
  const values = { ...counter, updatedAt: now };
  await db
    .insert(attemptCounters)
    .values({ key, ...values })
    .onConflictDoUpdate({ target: attemptCounters.key, set: values });
}

/** Counters nobody touched since `before` and that lock nothing any more. */
export async function deleteStaleCounters(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(attemptCounters)
    .where(lt(attemptCounters.updatedAt, before))
    .returning({ key: attemptCounters.key });
  return deleted.length;
}
