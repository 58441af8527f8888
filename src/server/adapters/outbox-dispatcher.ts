// Sends what the outbox holds (docs/product/self-service.md#delivery-of-codes) and marks it sent or
// failed.
//
// Delivery guarantee: at least once, and exactly once while no process dies mid-send.
// A dispatcher first claims a batch in a transaction of its own (SELECT ... FOR UPDATE SKIP
// LOCKED, then next_attempt_at moved to the end of a lease) and commits; only then does it
// send, outside any transaction, and record the outcome. Any number of instances may drain
// one database: a claimed row is locked or no longer due, so no other instance takes it
// while the lease runs, and every send is abandoned (and counted as failed) well before
// its lease ends. A message goes out twice only when the outcome of a send is unknown: the
// process stopped after the server took the message and before the outcome was written
// (the claim expires and another dispatcher sends it), or the server took it just as the
// send was abandoned or its connection dropped (counted as failed and retried). We accept
// such a duplicate: a second copy of the same code harms no one, while a message lost on a
// crash would leave a person waiting for a code. Neither SMTP nor an SMS provider's API can
// promise better anyway.
//
// A failed send is retried with backoff until maxAttempts, unless the transport says the
// server refused the message for good (PermanentDeliveryFailure): then it fails at once.
// Events for the claims system are retried until it takes them, at most 15 minutes apart,
// whatever maxAttempts says: a message to a person is worth little once its code expired, but
// an event given up is a claim, a withdrawal or a document the claims system never hears of
// (decision 0020: it may be down for hours). Their age in the outbox is what to watch.

import type { Clock } from '#domain/shared/clock';
import { phoneNumberToE164 } from '#domain/shared/phone-number';
import { type Database, loggableError } from '#server/db/client';
import {
  type ClaimedMessage,
  claimDueMessages,
  markMessageAttemptFailed,
  markMessageSent,
} from '#server/db/outbox-repository';
import { PermanentDeliveryFailure } from './delivery-failure.ts';
import type { ClaimsSystemTransport } from './claims-system.ts';
import type { MailTransport } from './mail-transport.ts';
import type { SmsTransport } from './sms-transport.ts';

/** A transport, or 'keep': the development outbox, where a message is only kept to read. */
export type Delivery<Transport> = Transport | 'keep';

/** Pino and Fastify's logger fit; details never carry a recipient or a text. */
export interface DispatcherLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

export interface OutboxDispatcherOptions {
  db: Database;
  clock: Clock;
  /** A channel without a transport is not sent: its messages stay pending. */
  transports: {
    email: Delivery<MailTransport>;
    sms?: Delivery<SmsTransport>;
    claims?: Delivery<ClaimsSystemTransport>;
  };
  pollMs: number;
  /** Attempts before a message to a person is failed for good (claims events: never). */
  maxAttempts: number;
  logger?: DispatcherLogger;
  /** Keep texts after sending (the development outbox shows them); else they are erased. */
  keepText: boolean;
  /** A send taking longer is abandoned and counted as a failed attempt. */
  sendTimeoutMs?: number;
  /** Messages claimed, and sent concurrently, at a time. */
  batchSize?: number;
}

export interface OutboxDispatcher {
  /** Polls every pollMs (a timer that does not keep the process alive) and drains now. */
  start(): void;
  /** Drains soon; call it after the transaction that queued a message has committed. */
  wake(): void;
  /** Sends every message due now, once; resolves with how many were sent. */
  drain(): Promise<number>;
  /** Stops polling and waits for a drain in progress. */
  stop(): Promise<void>;
}

type Channel = ClaimedMessage['channel'];
/** Resolves with the provider's id of the message when the transport gives one. */
type Send = (message: ClaimedMessage, signal: AbortSignal) => Promise<string | undefined>;

const maxRetryDelayMs = 15 * 60_000;

/** Channels never given up for lack of attempts; only a refusal for good fails them. */
const retriedUntilTaken: ReadonlySet<Channel> = new Set(['claims']);

/**
 * 2^attempts seconds, at most 15 minutes, less up to a fifth at random so that messages
 * failed together (a mail server outage) do not all come back in the same second.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(2 ** attempts * 1000, maxRetryDelayMs);
  return Math.round(base * (1 - 0.2 * random()));
}

export function createOutboxDispatcher({
  db,
  clock,
  transports,
  pollMs,
  maxAttempts,
  logger,
  keepText,
  sendTimeoutMs = 30_000,
  batchSize = 10,
}: OutboxDispatcherOptions): OutboxDispatcher {
  const senders = sendersOf(transports);
  const channels = [...senders.keys()];
  // Far beyond the longest send, so a claim only expires when its process is gone.
  const leaseMs = 4 * sendTimeoutMs;

  /** Records an outcome; a lost claim means another instance may send it too. */
  async function recorded(message: ClaimedMessage, outcome: Promise<boolean>) {
    if (!(await outcome)) {
      logger?.warn(
        { messageId: message.id, channel: message.channel },
        'outbox claim expired before the outcome was recorded; the message may go out twice',
      );
    }
  }

  async function deliver(message: ClaimedMessage): Promise<boolean> {
    const sender = senders.get(message.channel);
    if (!sender) throw new Error(`Claimed a message of channel ${message.channel}`);
    if (sender === 'keep') {
      await recorded(message, markMessageSent(db, message, { now: clock.now(), keepText: true }));
      return true;
    }
    let providerId: string | undefined;
    try {
      providerId = await sendWithin(sendTimeoutMs, (signal) => sender(message, signal));
    } catch (error) {
      const attempts = message.attempts + 1;
      const permanent = error instanceof PermanentDeliveryFailure;
      const final =
        permanent || (!retriedUntilTaken.has(message.channel) && attempts >= maxAttempts);
      const description = describeFailure(error, message);
      logger?.warn(
        {
          messageId: message.id,
          channel: message.channel,
          attempts,
          final,
          permanent,
          error: description,
        },
        final ? 'outbox message failed for good' : 'outbox message not sent, will retry',
      );
      const retryAt = final ? null : new Date(clock.now().getTime() + retryDelayMs(attempts));
      await recorded(
        message,
        markMessageAttemptFailed(db, message, { error: description, retryAt, keepText }),
      );
      return false;
    }
    await recorded(message, markMessageSent(db, message, { now: clock.now(), keepText }));
    // The outbox has no column for it: the log is where a provider's id meets ours.
    logger?.info(
      { messageId: message.id, channel: message.channel, providerId },
      'outbox message sent',
    );
    return true;
  }

  async function drainDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const now = clock.now();
      const batch = await claimDueMessages(db, {
        now,
        claimedUntil: new Date(now.getTime() + leaseMs),
        channels,
        limit: batchSize,
      });
      // Settle every send of the batch before reporting a failure: none keeps running.
      const outcomes = await Promise.allSettled(batch.map(deliver));
      sent += outcomes.filter((outcome) => outcome.status === 'fulfilled' && outcome.value).length;
      const broken = outcomes.find((outcome) => outcome.status === 'rejected');
      if (broken) throw broken.reason;
      // A short batch took all that was due; anything left is another instance's claim.
      if (batch.length < batchSize) return sent;
    }
  }

  // Drains run one after another. Calls while one waits to start share it; a call while one
  // runs queues the next, so a message queued before any call is always looked at.
  let tail: Promise<unknown> = Promise.resolve();
  let waiting: Promise<number> | undefined;
  function drain(): Promise<number> {
    if (waiting) return waiting;
    const run = tail.then(() => {
      waiting = undefined;
      return drainDue();
    });
    waiting = run;
    tail = run.catch(() => undefined);
    return run;
  }

  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  function wake() {
    if (stopped) return;
    drain().catch((error: unknown) =>
      logger?.warn({ err: loggableError(error) }, 'outbox dispatch failed'),
    );
  }

  return {
    start() {
      if (timer) return;
      stopped = false;
      timer = setInterval(wake, pollMs);
      timer.unref();
      wake();
    },
    wake,
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await tail;
    },
  };
}

function sendersOf(transports: OutboxDispatcherOptions['transports']): Map<Channel, Send | 'keep'> {
  const { email, sms, claims } = transports;
  const senders = new Map<Channel, Send | 'keep'>();
  senders.set(
    'email',
    email === 'keep'
      ? 'keep'
      : async (message, signal) => {
          await email.send(
            { to: message.recipient, subject: message.subject, text: message.text },
            { signal },
          );
          return undefined;
        },
  );
  if (sms) {
    senders.set(
      'sms',
      sms === 'keep'
        ? 'keep'
        : async (message, signal) => {
            const sent = await sms.send({ to: message.recipient, text: message.text }, { signal });
            return sent.sid;
          },
    );
  }
  if (claims) {
    senders.set(
      'claims',
      claims === 'keep'
        ? 'keep'
        : async (message, signal) => {
            await claims.send(message.text, { signal });
            return undefined;
          },
    );
  }
  return senders;
}

/** Runs a send, aborting it and failing after `timeoutMs` even if it ignores the signal. */
async function sendWithin<Result>(
  timeoutMs: number,
  send: (signal: AbortSignal) => Promise<Result>,
): Promise<Result> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`no answer within ${timeoutMs} ms`);
      // Rejected before the abort, so the race reports the timeout, not the transport's echo.
      reject(error);
      controller.abort(error);
    }, timeoutMs);
  });
  const sending = send(controller.signal);
  // A send that fails after the timeout has nobody left to tell.
  sending.catch(() => undefined);
  try {
    return await Promise.race([sending, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The error as stored and logged: servers quote addresses back ("550 <jane@...> unknown")
 * and URLs may carry credentials, so those are masked, as is the text in case it is echoed.
 * A phone number is masked as stored and in the E.164 form an SMS provider quotes.
 */
export function describeFailure(
  error: unknown,
  message: Pick<ClaimedMessage, 'recipient' | 'text'>,
): string {
  let description = error instanceof Error ? error.message : String(error);
  const secrets = [message.recipient, phoneNumberToE164(message.recipient), message.text];
  for (const secret of secrets) {
    if (secret) description = description.replaceAll(secret, '[redacted]');
  }
  return description
    .replace(/\/\/[^\s/@]+@/g, '//[credentials]@')
    .replace(/[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g, '[address]')
    .slice(0, 500);
}
