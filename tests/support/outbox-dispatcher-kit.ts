// What the outbox dispatcher's tests share: an SMTP inbox that refuses `gone@` and defers
// `busy@`, the SMS provider's stand-in, a database per engine emptied of messages before each
// test, a clock the test moves, and transports that fail, record or wait as a test needs.

import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type SmtpInbox, startSmtpInbox } from './smtp-inbox.ts';
import { type SmsProviderStandIn, startSmsProviderStandIn } from './sms-provider-stand-in.ts';
import { TestClock } from './test-clock.ts';
import { createTestDatabase, type Engine } from './test-database.ts';
import { type DatabaseHandle, openDatabase } from '#server/db/client';
import { enqueueMessage, type OutgoingMessage } from '#server/db/outbox-repository';
import { outbox } from '#server/db/schema/outbox';
import {
  createSmtpTransport,
  type MailTransport,
  type SmtpTransport,
} from '#server/adapters/mail-transport';
import {
  createOutboxDispatcher,
  type DispatcherLogger,
  type OutboxDispatcher,
  type OutboxDispatcherOptions,
} from '#server/adapters/outbox-dispatcher';
import { createTwilioSmsTransport, type SmsTransport } from '#server/adapters/sms-transport';

export const codeMail = (to: string): OutgoingMessage => ({
  channel: 'email',
  recipient: to,
  subject: 'Your verification code',
  text: `Your verification code is 482913.`,
});

export const codeSms = (to: string): OutgoingMessage => ({
  channel: 'sms',
  recipient: to,
  subject: 'Verification code',
  text: '482913 is your verification code. It expires in 15 minutes.',
});

/** Fails the first `failures` sends with `message`, then hands over to `next`. */
export function failingFirst(failures: number, message: string, next?: MailTransport) {
  const transport = {
    calls: 0,
    async send(mail: Parameters<MailTransport['send']>[0]) {
      transport.calls++;
      if (transport.calls <= failures || !next) throw new Error(message);
      await next.send(mail);
    },
  };
  return transport;
}

/** Records the recipients it was given, taking a few milliseconds for each like a server. */
export function recordingTransport() {
  const sentTo: string[] = [];
  return {
    sentTo,
    async send({ to }: { to: string }) {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
      sentTo.push(to);
    },
  };
}

/** A send that waits until the test opens the gate. */
export function gatedTransport() {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const sentTo: string[] = [];
  return {
    sentTo,
    open,
    async send({ to }: { to: string }) {
      sentTo.push(to);
      await gate;
    },
  };
}

/** Warnings in `lines`, the sent messages' lines in `sentLines`. */
export function capturingLogger() {
  const lines: { details: Record<string, unknown>; message: string }[] = [];
  const sentLines: typeof lines = [];
  const logger: DispatcherLogger = {
    info: (details, message) => sentLines.push({ details, message }),
    warn: (details, message) => lines.push({ details, message }),
  };
  return { lines, sentLines, logger };
}

/** A second server instance: its own connection pool to the same PostgreSQL database. */
export async function openSecondInstance(database: DatabaseHandle): Promise<DatabaseHandle> {
  if (database.engine === 'pglite') {
    // One embedded database lives in one process; the instances share it.
    return { ...database, close: async () => undefined };
  }
  const { url } = database as DatabaseHandle & { url: string };
  return openDatabase({ engine: 'postgres', url, poolSize: 5 });
}

/**
 * The services and database of a `describe` of dispatcher tests on `engine`, started before its
 * tests and stopped after them; every dispatcher it made is stopped after each test. Its fields
 * are set once the tests run.
 */
export function outboxDispatcherKit(engine: Engine) {
  const dispatchers: OutboxDispatcher[] = [];
  const kit = {
    database: undefined as unknown as DatabaseHandle,
    inbox: undefined as unknown as SmtpInbox,
    smtp: undefined as unknown as SmtpTransport,
    provider: undefined as unknown as SmsProviderStandIn,
    sms: undefined as unknown as SmsTransport,
    clock: new TestClock(),
  };

  /** A dispatcher on the kit's database and clock, e-mail through SMTP, no SMS transport. */
  const dispatcher = (options: Partial<OutboxDispatcherOptions> = {}) => {
    const created = createOutboxDispatcher({
      db: kit.database.db,
      clock: kit.clock,
      transports: { email: kit.smtp },
      pollMs: 60_000,
      maxAttempts: 5,
      keepText: false,
      ...options,
    });
    dispatchers.push(created);
    return created;
  };

  const smsTransport = (timeoutMs: number) =>
    createTwilioSmsTransport({
      apiUrl: kit.provider.url,
      accountSid: kit.provider.accountSid,
      authToken: kit.provider.authToken,
      from: '+13125550199',
      timeoutMs,
    });

  const queue = (message: OutgoingMessage, at = kit.clock.now()) =>
    enqueueMessage(kit.database.db, message, at);

  const stored = async (id: string) => {
    const [row] = await kit.database.db.select().from(outbox).where(eq(outbox.id, id));
    return row;
  };

  beforeAll(async () => {
    kit.database = await createTestDatabase(engine);
    kit.inbox = await startSmtpInbox({
      refuseRecipient: (address) => address.startsWith('gone@'),
      deferRecipient: (address) => address.startsWith('busy@'),
    });
    kit.smtp = createSmtpTransport({
      smtpUrl: kit.inbox.url,
      from: 'Portal <no-reply@portal.example>',
    });
    kit.provider = await startSmsProviderStandIn();
    // Generous, so a loaded machine never turns a slow answer into a retry; the test of the
    // timeout itself uses its own transport.
    kit.sms = smsTransport(5000);
  });
  afterAll(async () => {
    kit.smtp.close();
    await kit.inbox.close();
    await kit.provider.close();
    await kit.database.close();
  });
  beforeEach(async () => {
    kit.clock = new TestClock();
    dispatchers.length = 0;
    kit.provider.reset();
    await kit.database.db.delete(outbox);
  });
  afterEach(() => Promise.all(dispatchers.map((dispatcher) => dispatcher.stop())));

  return Object.assign(kit, { dispatcher, smsTransport, queue, stored });
}
