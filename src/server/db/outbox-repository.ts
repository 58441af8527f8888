import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { outbox } from './schema/outbox.ts';

export interface OutgoingMessage {
  channel: 'email' | 'sms' | 'claims';
  recipient: string;
  subject: string;
  text: string;
}

/** Queues a message; call it inside the transaction of the change that causes it. */
export async function enqueueMessage(
  db: Database,
  message: OutgoingMessage,
  now: Date,
): Promise<string> {
  const [row] = await db
    .insert(outbox)
    .values({ ...message, createdAt: now, nextAttemptAt: now })
    .returning({ id: outbox.id });
  if (!row) throw new Error('The message was not queued');
  return row.id;
}

/** A message to a person, as the development outbox shows it. */
export interface StoredMessage extends Omit<OutgoingMessage, 'channel'> {
  channel: 'email' | 'sms';
  id: string;
  createdAt: Date;
}

/** Messages to people, newest first, optionally only those to one recipient. */
export async function listMessages(
  db: Database,
  { to, limit }: { to?: string; limit: number },
): Promise<StoredMessage[]> {
  const rows = await db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      recipient: outbox.recipient,
      subject: outbox.subject,
      text: outbox.text,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(
      and(inArray(outbox.channel, ['email', 'sms']), to ? eq(outbox.recipient, to) : undefined),
    )
    .orderBy(desc(outbox.createdAt), desc(outbox.sequence))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    channel: row.channel === 'sms' ? ('sms' as const) : ('email' as const),
    text: row.text ?? '',
  }));
}

/** A message a dispatcher holds until `claimedUntil`; no other dispatcher takes it before. */
export interface ClaimedMessage extends OutgoingMessage {
  id: string;
  attempts: number;
  /** The lease, and the token that lets only this claim record the outcome. */
  claimedUntil: Date;
}

/**
 * Claims up to `limit` due messages of the given channels: locks them with SKIP LOCKED,
 * so a concurrent dispatcher takes other rows instead of waiting, and moves their next
 * attempt to the end of the lease before the transaction commits, so once it has
 * committed they are no longer due for anyone else.
 */
export async function claimDueMessages(
  db: Database,
  {
    now,
    claimedUntil,
    channels,
    limit,
  }: { now: Date; claimedUntil: Date; channels: OutgoingMessage['channel'][]; limit: number },
): Promise<ClaimedMessage[]> {
  if (channels.length === 0) return [];
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.state, 'pending'),
          lte(outbox.nextAttemptAt, now),
          inArray(outbox.channel, channels),
        ),
      )
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((row) => row.id);
    const rows = await tx
      .update(outbox)
      .set({ nextAttemptAt: claimedUntil })
      .where(inArray(outbox.id, ids))
      .returning({
        id: outbox.id,
        channel: outbox.channel,
        recipient: outbox.recipient,
        subject: outbox.subject,
        text: outbox.text,
        attempts: outbox.attempts,
      });
    return rows.map((row) => ({ ...row, text: row.text ?? '', claimedUntil }));
  });
}

/** Only the claim still holding the message may record how it went. */
const heldBy = (claim: Pick<ClaimedMessage, 'id' | 'claimedUntil'>) =>
  and(
    eq(outbox.id, claim.id),
    eq(outbox.state, 'pending'),
    eq(outbox.nextAttemptAt, claim.claimedUntil),
  );

/** False when the claim had expired and another dispatcher holds the message. */
export async function markMessageSent(
  db: Database,
  claim: Pick<ClaimedMessage, 'id' | 'claimedUntil'>,
  { now, keepText }: { now: Date; keepText: boolean },
): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ state: 'sent', sentAt: now, ...(keepText ? {} : { text: null }) })
    .where(heldBy(claim))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

/**
 * Counts a failed attempt: the message waits until `retryAt`, or, with no retry left,
 * is failed for good. False when the claim had expired.
 */
export async function markMessageAttemptFailed(
  db: Database,
  claim: Pick<ClaimedMessage, 'id' | 'claimedUntil'>,
  { error, retryAt, keepText }: { error: string; retryAt: Date | null; keepText: boolean },
): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      lastError: error,
      ...(retryAt
        ? { nextAttemptAt: retryAt }
        : { state: 'failed' as const, ...(keepText ? {} : { text: null }) }),
    })
    .where(heldBy(claim))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

/**
 * Per channel: the messages not sent yet (waiting or between retries) and the oldest one's
 * time, and the messages failed for good, which no dispatcher will try again.
 */
export function outboxBacklog(db: Database): Promise<
  {
    channel: OutgoingMessage['channel'];
    messages: number;
    oldest: Date | null;
    failed: number;
  }[]
> {
  const pending = sql`${outbox.state} = 'pending'`;
  return db
    .select({
      channel: outbox.channel,
      messages: sql<number>`count(*) filter (where ${pending})`.mapWith(Number),
      oldest: sql<Date | null>`min(${outbox.createdAt}) filter (where ${pending})`.mapWith(
        outbox.createdAt,
      ),
      failed: sql<number>`count(*) filter (where ${outbox.state} = 'failed')`.mapWith(Number),
    })
    .from(outbox)
    .where(inArray(outbox.state, ['pending', 'failed']))
    .groupBy(outbox.channel);
}
