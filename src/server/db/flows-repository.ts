// The flows of self-service (src/domain/self-service/flow-record.ts): one row per browser
// session and module, found, opened, changed by a FlowChange, and its one-time code counted and
// used with guarded updates.

import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FlowModule, FlowStep } from '#domain/self-service/flow';
import type { FlowChange, FlowRecord } from '#domain/self-service/flow-record';
import type { CodeState } from '#domain/shared/one-time-code';
import type { Database } from './client.ts';
import { flows } from './schema/flows.ts';

type FlowRow = typeof flows.$inferSelect;

/**
 * A flow as the services see it: the row with its enumerations typed. It is the domain's
 * FlowRecord (the compiler holds the two together), with the session it belongs to.
 */
export interface Flow
  extends Omit<FlowRow, 'module' | 'step' | 'ssnLength' | 'codeChannel'>, FlowRecord {}

const toFlow = (row: FlowRow): Flow => row as Flow;

const bySessionAndModule = (sessionIdHash: string, module: FlowModule) =>
  and(eq(flows.sessionIdHash, sessionIdHash), eq(flows.module, module));

/** The flow of this browser session and module; `forUpdate` locks it in a transaction. */
export async function findFlow(
  db: Database,
  sessionIdHash: string,
  module: FlowModule,
  { forUpdate = false } = {},
): Promise<Flow | undefined> {
  const query = db.select().from(flows).where(bySessionAndModule(sessionIdHash, module));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row && toFlow(row);
}

/** The flow this browser session used last, whatever its module (GET /reload). */
export async function findLatestFlowOfSession(
  db: Database,
  sessionIdHash: string,
): Promise<Flow | undefined> {
  const [row] = await db
    .select()
    .from(flows)
    .where(eq(flows.sessionIdHash, sessionIdHash))
    .orderBy(desc(flows.updatedAt))
    .limit(1);
  return row && toFlow(row);
}

/** The flow of this session and module, created at its first step when there is none. */
export async function openFlow(
  db: Database,
  sessionIdHash: string,
  module: FlowModule,
  now: Date,
): Promise<Flow> {
  // One statement: the new flow, or the one there is (a no-op update returns it).
  const [row] = await db
    .insert(flows)
    .values({ sessionIdHash, module, step: 'personalInfo', createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [flows.sessionIdHash, flows.module],
      set: { updatedAt: sql`${flows.updatedAt}` },
    })
    .returning();
  if (!row) throw new Error('The flow was not opened');
  return toFlow(row);
}

/** Saves what a step changed (a FlowChange of the domain), and when. */
export async function updateFlow(
  db: Database,
  transactionId: string,
  changes: FlowChange,
  now: Date,
): Promise<void> {
  await db
    .update(flows)
    .set({ ...changes, updatedAt: now })
    .where(eq(flows.transactionId, transactionId));
}

/**
 * Counts an entry of the flow's code before it is checked, so that concurrent entries all
 * count; answers the code as it is after the count, or undefined when the flow has left
 * `step`, the step that awaits the code.
 */
export async function countCodeEntry(
  db: Database,
  transactionId: string,
  step: FlowStep,
  now: Date,
): Promise<CodeState | undefined> {
  const [row] = await db
    .update(flows)
    .set({ codeAttempts: sql`${flows.codeAttempts} + 1`, updatedAt: now })
    .where(and(eq(flows.transactionId, transactionId), eq(flows.step, step)))
    .returning({
      codeHash: flows.codeHash,
      attempts: flows.codeAttempts,
      expiresAt: flows.codeExpiresAt,
    });
  return row;
}

/**
 * Uses the live code once: moves the flow from the step that waited for it to `to`. Answers
 * false when another call used or replaced it first.
 */
export async function consumeCode(
  db: Database,
  transactionId: string,
  codeHash: string,
  step: { from: FlowStep; to: FlowStep; now: Date },
): Promise<boolean> {
  const used = await db
    .update(flows)
    .set({ step: step.to, codeHash: null, codeVerifiedAt: step.now, updatedAt: step.now })
    .where(
      and(
        eq(flows.transactionId, transactionId),
        eq(flows.step, step.from),
        eq(flows.codeHash, codeHash),
        isNotNull(flows.codeHash),
      ),
    )
    .returning({ transactionId: flows.transactionId });
  return used.length === 1;
}

export async function deleteFlow(db: Database, transactionId: string): Promise<void> {
  await db.delete(flows).where(eq(flows.transactionId, transactionId));
}

/** Ends every flow of the session; answers the modules they were in. */
export async function deleteFlowsOfSession(
  db: Database,
  sessionIdHash: string,
): Promise<FlowModule[]> {
  const deleted = await db
    .delete(flows)
    .where(eq(flows.sessionIdHash, sessionIdHash))
    .returning({ module: flows.module });
  return deleted.map((row) => row.module as FlowModule);
}
