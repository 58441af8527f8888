// Messages to send (e-mail, SMS, and events to the claims system), written in the same
// transaction as the change that caused them; a dispatcher sends them and marks them sent.
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'sms', 'claims'] }).notNull(),
    /** E-mail address or phone number; for the claims system, the event's id. */
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /**
     * Message text; cleared after delivery unless the development outbox keeps it. A claims
     * event is its JSON sealed with DATA_KEY: it carries health details and bank accounts.
     */
    text: text('text'),
    state: text('state', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The order messages were queued in: two queued in the same instant still list in order. */
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (table) => [
    index('outbox_pending_idx').on(table.state, table.nextAttemptAt),
    index('outbox_recipient_idx').on(table.recipient),
  ],
);
