import { desc, eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { outbox } from './schema/outbox.ts';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
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

export interface StoredMessage extends OutgoingMessage {
  id: string;
  createdAt: Date;
}

/** Newest first, optionally only those to one recipient. */
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
    .where(to ? eq(outbox.recipient, to) : undefined)
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, text: row.text ?? '' }));
}
