import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SmtpInbox, startSmtpInbox } from '#tests/support/smtp-inbox';
import {
  type SmsProviderStandIn,
  startSmsProviderStandIn,
} from '#tests/support/sms-provider-stand-in';
import { TestClock } from '#tests/support/test-clock';
import { createTestDatabase, testEngines } from '#tests/support/test-database';
import { type DatabaseHandle, openDatabase } from '#server/db/client';
import {
  claimDueMessages,
  enqueueMessage,
  markMessageSent,
  type OutgoingMessage,
} from '#server/db/outbox-repository';
import { outbox } from '#server/db/schema/outbox';
import { createSmtpTransport, type MailTransport, type SmtpTransport } from './mail-transport.ts';
import {
  createOutboxDispatcher,
  type DispatcherLogger,
  type OutboxDispatcher,
  type OutboxDispatcherOptions,
  retryDelayMs,
} from './outbox-dispatcher.ts';
import { createTwilioSmsTransport, type SmsTransport } from './sms-transport.ts';

const codeMail = (to: string): OutgoingMessage => ({
  channel: 'email',
  recipient: to,
  subject: 'Your verification code',
  text: `Your verification code is 482913.`,
});

const codeSms = (to: string): OutgoingMessage => ({
  channel: 'sms',
  recipient: to,
  subject: 'Verification code',
  text: '482913 is your verification code. It expires in 15 minutes.',
});

/** Fails the first `failures` sends with `message`, then hands over to `next`. */
function failingFirst(failures: number, message: string, next?: MailTransport) {
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
function recordingTransport() {
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
function gatedTransport() {
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
function capturingLogger() {
  const lines: { details: Record<string, unknown>; message: string }[] = [];
  const sentLines: typeof lines = [];
  const logger: DispatcherLogger = {
    info: (details, message) => sentLines.push({ details, message }),
    warn: (details, message) => lines.push({ details, message }),
  };
  return { lines, sentLines, logger };
}

/** A second server instance: its own connection pool to the same PostgreSQL database. */
async function openSecondInstance(database: DatabaseHandle): Promise<DatabaseHandle> {
  if (database.engine === 'pglite') {
    // One embedded database lives in one process; the instances share it.
    return { ...database, close: async () => undefined };
  }
  const { url } = database as DatabaseHandle & { url: string };
  return openDatabase({ engine: 'postgres', url, poolSize: 5 });
}

describe('retryDelayMs', () => {
  it('doubles from 2 seconds, at most 15 minutes, less up to a fifth as jitter', () => {
    expect(retryDelayMs(1, () => 0)).toBe(2000);
    expect(retryDelayMs(1, () => 1)).toBe(1600);
    expect(retryDelayMs(3, () => 0)).toBe(8000);
    expect(retryDelayMs(20, () => 0)).toBe(15 * 60_000);
    expect(retryDelayMs(20, () => 0.5)).toBe(13.5 * 60_000);
  });
});

describe.each(testEngines)('outbox dispatcher on %s', (engine) => {
  let database: DatabaseHandle;
  let inbox: SmtpInbox;
  let smtp: SmtpTransport;
  let provider: SmsProviderStandIn;
  let sms: SmsTransport;
  let clock: TestClock;
  let dispatchers: OutboxDispatcher[];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    inbox = await startSmtpInbox({
      refuseRecipient: (address) => address.startsWith('gone@'),
      deferRecipient: (address) => address.startsWith('busy@'),
    });
    smtp = createSmtpTransport({ smtpUrl: inbox.url, from: 'Portal <no-reply@portal.example>' });
    provider = await startSmsProviderStandIn();
    // Generous, so a loaded machine never turns a slow answer into a retry; the test of the
    // timeout itself uses its own transport.
    sms = smsTransport(5000);
  });
  afterAll(async () => {
    smtp.close();
    await inbox.close();
    await provider.close();
    await database.close();
  });
  beforeEach(async () => {
    clock = new TestClock();
    dispatchers = [];
    provider.reset();
    await database.db.delete(outbox);
  });
  afterEach(() => Promise.all(dispatchers.map((dispatcher) => dispatcher.stop())));

  const dispatcher = (options: Partial<OutboxDispatcherOptions> = {}) => {
    const created = createOutboxDispatcher({
      db: database.db,
      clock,
      transports: { email: smtp },
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
      apiUrl: provider.url,
      accountSid: provider.accountSid,
      authToken: provider.authToken,
      from: '+13125550199',
      timeoutMs,
    });

  const queue = (message: OutgoingMessage, at = clock.now()) =>
    enqueueMessage(database.db, message, at);

  const stored = async (id: string) => {
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    return row;
  };

  it('sends a due message once through SMTP, marks it sent and erases its text', async () => {
    const id = await queue(codeMail('ann@example.com'));
    const sender = dispatcher();

    expect(await sender.drain()).toBe(1);
    const mail = await inbox.waitFor((received) => received.to.includes('ann@example.com'));
    expect(mail).toMatchObject({
      subject: 'Your verification code',
      text: 'Your verification code is 482913.',
    });
    expect(await stored(id)).toMatchObject({
      state: 'sent',
      sentAt: clock.now(),
      text: null,
      attempts: 0,
      lastError: null,
    });

    expect(await sender.drain()).toBe(0);
    expect(
      inbox.messages.filter((received) => received.to.includes('ann@example.com')),
    ).toHaveLength(1);
  });

  it('keeps the text of a sent message when told to', async () => {
    const id = await queue(codeMail('bea@example.com'));
    expect(await dispatcher({ keepText: true }).drain()).toBe(1);
    await inbox.waitFor((received) => received.to.includes('bea@example.com'));
    expect(await stored(id)).toMatchObject({
      state: 'sent',
      text: 'Your verification code is 482913.',
    });
  });

  it('waits for a message that is not due yet', async () => {
    clock.advanceMinutes(5);
    const later = clock.now();
    clock.advanceMinutes(-5);
    const id = await queue(codeMail('cid@example.com'), later);
    const sender = dispatcher();
    expect(await sender.drain()).toBe(0);
    clock.advanceMinutes(5);
    expect(await sender.drain()).toBe(1);
    expect((await stored(id))?.state).toBe('sent');
  });

  it('only keeps messages in the development outbox, texts included', async () => {
    const mailId = await queue(codeMail('dev@example.com'));
    const smsId = await queue({
      channel: 'sms',
      recipient: '+15555550100',
      subject: 'Code',
      text: 'Your code is 482913.',
    });
    const keeper = dispatcher({ transports: { email: 'keep', sms: 'keep' } });
    expect(await keeper.drain()).toBe(2);
    expect(await stored(mailId)).toMatchObject({
      state: 'sent',
      text: 'Your verification code is 482913.',
    });
    expect(await stored(smsId)).toMatchObject({ state: 'sent', text: 'Your code is 482913.' });
    expect(inbox.messages.some((received) => received.to.includes('dev@example.com'))).toBe(false);
  });

  it('leaves SMS pending while there is no SMS transport, and sends it through one', async () => {
    const id = await queue({
      channel: 'sms',
      recipient: '+15555550101',
      subject: 'Code',
      text: 'Your code is 482913.',
    });
    expect(await dispatcher().drain()).toBe(0);
    expect(await stored(id)).toMatchObject({ state: 'pending', attempts: 0 });

    const texts: { to: string; text: string }[] = [];
    const recording: SmsTransport = {
      send: async (message) => {
        texts.push(message);
        return { sid: 'SM1' };
      },
    };
    expect(await dispatcher({ transports: { email: smtp, sms: recording } }).drain()).toBe(1);
    expect(texts).toEqual([{ to: '+15555550101', text: 'Your code is 482913.' }]);
    expect(await stored(id)).toMatchObject({ state: 'sent', text: null });
  });

  it('retries a failed send later and without secrets in the error', async () => {
    const id = await queue(codeMail('dee@example.com'));
    const flaky = failingFirst(
      1,
      'Connection to smtp://portal:hunter2@mail.example refused for dee@example.com',
      smtp,
    );
    const sender = dispatcher({ transports: { email: flaky } });

    expect(await sender.drain()).toBe(0);
    const failed = await stored(id);
    expect(failed).toMatchObject({
      state: 'pending',
      attempts: 1,
      text: 'Your verification code is 482913.',
      lastError: 'Connection to smtp://[credentials]@mail.example refused for [redacted]',
    });
    const wait = (failed?.nextAttemptAt.getTime() ?? 0) - clock.now().getTime();
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(2000);

    expect(await sender.drain()).toBe(0);
    expect(flaky.calls).toBe(1);

    clock.advanceMinutes(1);
    expect(await sender.drain()).toBe(1);
    await inbox.waitFor((received) => received.to.includes('dee@example.com'));
    expect(await stored(id)).toMatchObject({ state: 'sent', attempts: 1, text: null });
  });

  it('logs a deferred recipient with the message id, never the address or the text', async () => {
    const id = await queue(codeMail('busy@example.com'));
    const { lines, logger } = capturingLogger();
    expect(await dispatcher({ logger }).drain()).toBe(0);

    const row = await stored(id);
    expect(row).toMatchObject({ state: 'pending', attempts: 1 });
    expect(row?.lastError).toMatch(/450/);
    expect(row?.lastError).not.toContain('busy@example.com');
    expect(lines).toEqual([
      {
        details: expect.objectContaining({
          messageId: id,
          channel: 'email',
          attempts: 1,
          final: false,
          permanent: false,
        }),
        message: 'outbox message not sent, will retry',
      },
    ]);
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain('busy@example.com');
    expect(logged).not.toContain('482913');
  });

  it('fails an e-mail the server refuses for good at once, and never tries it again', async () => {
    const id = await queue(codeMail('gone@example.com'));
    const { lines, logger } = capturingLogger();
    const sender = dispatcher({ logger });
    expect(await sender.drain()).toBe(0);

    const row = await stored(id);
    expect(row).toMatchObject({ state: 'failed', attempts: 1, text: null });
    expect(row?.lastError).toMatch(/550/);
    expect(row?.lastError).not.toContain('gone@example.com');
    expect(lines).toEqual([
      {
        details: expect.objectContaining({ messageId: id, final: true, permanent: true }),
        message: 'outbox message failed for good',
      },
    ]);

    clock.advanceMinutes(60);
    expect(await sender.drain()).toBe(0);
    expect(await stored(id)).toMatchObject({ state: 'failed', attempts: 1 });
  });

  it('sends an SMS through the provider and an e-mail through SMTP, each once', async () => {
    const smsId = await queue(codeSms('(312) 555-0100'));
    const mailId = await queue(codeMail('amy@example.com'));
    const { sentLines, logger } = capturingLogger();
    const sender = dispatcher({ transports: { email: smtp, sms }, logger });

    expect(await sender.drain()).toBe(2);
    expect(provider.messages).toEqual([
      {
        sid: expect.any(String),
        to: '+13125550100',
        from: '+13125550199',
        body: '482913 is your verification code. It expires in 15 minutes.',
      },
    ]);
    await inbox.waitFor((received) => received.to.includes('amy@example.com'));
    expect(await stored(smsId)).toMatchObject({ state: 'sent', attempts: 0, text: null });
    expect(await stored(mailId)).toMatchObject({ state: 'sent', attempts: 0, text: null });
    // The provider's sid is kept where an operator finds it, beside the message id.
    expect(sentLines).toContainEqual({
      details: { messageId: smsId, channel: 'sms', providerId: provider.messages[0]?.sid },
      message: 'outbox message sent',
    });

    clock.advanceMinutes(60);
    expect(await sender.drain()).toBe(0);
    expect(provider.messages).toHaveLength(1);
    expect(
      inbox.messages.filter((received) => received.to.includes('amy@example.com')),
    ).toHaveLength(1);
  });

  it('retries an SMS with backoff after transient failures, then sends it exactly once', async () => {
    const id = await queue(codeSms('(312) 555-0101'));
    provider.failNext(1, { status: 500 });
    provider.failNext(1, { status: 429 });
    // Beyond the transport's 200 ms: abandoned, so the provider never takes it.
    provider.delayNext(1, 2000);
    const sender = dispatcher({ transports: { email: smtp, sms: smsTransport(200) } });

    const failures = [
      'SMS provider answered HTTP 500',
      'SMS provider answered HTTP 429 (too many requests)',
      'SMS provider did not answer within 200 ms',
    ];
    for (const [index, lastError] of failures.entries()) {
      const attempts = index + 1;
      expect(await sender.drain()).toBe(0);
      const row = await stored(id);
      expect(row).toMatchObject({ state: 'pending', attempts, lastError });
      const wait = (row?.nextAttemptAt.getTime() ?? 0) - clock.now().getTime();
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(retryDelayMs(attempts, () => 0));
      // Not due again before its backoff ends.
      expect(await sender.drain()).toBe(0);
      expect(provider.requests).toHaveLength(attempts);
      clock.advanceMinutes(1);
    }

    expect(await sender.drain()).toBe(1);
    expect(provider.requests).toHaveLength(4);
    expect(provider.messages.map((message) => message.to)).toEqual(['+13125550101']);
    expect(await stored(id)).toMatchObject({ state: 'sent', attempts: 3, text: null });
    clock.advanceMinutes(60);
    expect(await sender.drain()).toBe(0);
    expect(provider.messages).toHaveLength(1);
  });

  it('fails an SMS the provider refuses at once, without its text or number in the error', async () => {
    const message = codeSms('(312) 555-0102');
    const id = await queue(message);
    provider.failNext(1, {
      status: 400,
      error: { code: 21211, message: `Body "${message.text}" to +13125550102 is not deliverable` },
    });
    const { lines, logger } = capturingLogger();
    const sender = dispatcher({ transports: { email: smtp, sms }, logger });

    expect(await sender.drain()).toBe(0);
    const row = await stored(id);
    expect(row).toMatchObject({
      state: 'failed',
      attempts: 1,
      text: null,
      lastError:
        'SMS provider refused the message with HTTP 400, error 21211: Body "[redacted]" to [redacted] is not deliverable',
    });
    expect(lines).toEqual([
      {
        details: expect.objectContaining({
          messageId: id,
          channel: 'sms',
          final: true,
          permanent: true,
        }),
        message: 'outbox message failed for good',
      },
    ]);
    for (const secret of ['482913', '3125550102', '555-0102']) {
      expect(row?.lastError).not.toContain(secret);
      expect(JSON.stringify(lines)).not.toContain(secret);
    }

    clock.advanceMinutes(60);
    expect(await sender.drain()).toBe(0);
    expect(provider.requests).toHaveLength(1);
    expect(provider.messages).toEqual([]);
  });

  it('keeps the text of an SMS out of the error of every failed attempt', async () => {
    const id = await queue(codeSms('(312) 555-0103'));
    const { lines, logger } = capturingLogger();
    // A provider that quotes the whole request back in its error.
    const echoing: SmsTransport = {
      send: async ({ to, text }) => {
        throw new Error(`Provider down while sending "${text}" to ${to} (+13125550103)`);
      },
    };
    expect(await dispatcher({ transports: { email: smtp, sms: echoing }, logger }).drain()).toBe(0);
    expect(await stored(id)).toMatchObject({
      state: 'pending',
      lastError: 'Provider down while sending "[redacted]" to [redacted] ([redacted])',
    });
    expect(JSON.stringify(lines)).not.toContain('482913');
  });

  it('fails a message for good after maxAttempts and erases its text', async () => {
    const id = await queue(codeMail('eve@example.com'));
    const broken = failingFirst(Infinity, 'Mail server down');
    const sender = dispatcher({ transports: { email: broken }, maxAttempts: 3 });

    for (let round = 0; round < 5; round++) {
      expect(await sender.drain()).toBe(0);
      clock.advanceMinutes(60);
    }
    expect(broken.calls).toBe(3);
    expect(await stored(id)).toMatchObject({
      state: 'failed',
      attempts: 3,
      text: null,
      lastError: 'Mail server down',
    });
  });

  it('abandons a send that hangs and counts it as a failed attempt', async () => {
    const id = await queue(codeMail('fay@example.com'));
    let signal: AbortSignal | undefined;
    const hanging: MailTransport = {
      send: (_message, options) => {
        signal = options?.signal;
        return new Promise(() => undefined);
      },
    };
    const sender = dispatcher({ transports: { email: hanging }, sendTimeoutMs: 50 });
    expect(await sender.drain()).toBe(0);
    expect(signal?.aborted).toBe(true);
    expect(await stored(id)).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: 'no answer within 50 ms',
    });
  });

  it('sends each message exactly once when two instances drain together', async () => {
    const recipients = Array.from({ length: 40 }, (_, index) => `pair${index}@example.com`);
    for (const to of recipients) await queue(codeMail(to));
    const secondInstance = await openSecondInstance(database);
    try {
      const transport = recordingTransport();
      const first = dispatcher({ transports: { email: transport }, batchSize: 4 });
      const second = dispatcher({
        db: secondInstance.db,
        transports: { email: transport },
        batchSize: 4,
      });

      const counts = await Promise.all([first.drain(), second.drain()]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(40);
      expect(transport.sentTo.toSorted()).toEqual(recipients.toSorted());
      const states = await database.db.select({ state: outbox.state }).from(outbox);
      expect(states.every((row) => row.state === 'sent')).toBe(true);
    } finally {
      await secondInstance.close();
    }
  });

  it('sends each SMS exactly once when two instances drain together', async () => {
    const numbers = Array.from(
      { length: 20 },
      (_, index) => `(312) 555-${String(index).padStart(4, '0')}`,
    );
    for (const to of numbers) await queue(codeSms(to));
    const secondInstance = await openSecondInstance(database);
    try {
      const first = dispatcher({ transports: { email: smtp, sms }, batchSize: 3 });
      const second = dispatcher({
        db: secondInstance.db,
        transports: { email: smtp, sms },
        batchSize: 3,
      });

      const counts = await Promise.all([first.drain(), second.drain()]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(20);
      expect(provider.requests).toHaveLength(20);
      expect(provider.messages.map((message) => message.to).toSorted()).toEqual(
        numbers.map((number) => `+1${number.replace(/\D/g, '')}`).toSorted(),
      );
      const states = await database.db.select({ state: outbox.state }).from(outbox);
      expect(states.every((row) => row.state === 'sent')).toBe(true);
    } finally {
      await secondInstance.close();
    }
  });

  it('leaves a message claimed by a stopped instance until its lease ends, then sends it', async () => {
    const id = await queue(codeMail('gil@example.com'));
    const now = clock.now();
    // An instance claimed it and stopped before recording anything.
    const [claim] = await claimDueMessages(database.db, {
      now,
      claimedUntil: new Date(now.getTime() + 120_000),
      channels: ['email'],
      limit: 10,
    });
    const sender = dispatcher({ sendTimeoutMs: 30_000 });
    expect(await sender.drain()).toBe(0);

    clock.advanceMinutes(2);
    expect(await sender.drain()).toBe(1);
    await inbox.waitFor((received) => received.to.includes('gil@example.com'));
    // A late outcome of the expired claim changes nothing.
    expect(claim && (await markMessageSent(database.db, claim, { now, keepText: true }))).toBe(
      false,
    );
    expect(await stored(id)).toMatchObject({ state: 'sent', sentAt: clock.now(), text: null });
  });

  it('runs one drain at a time', async () => {
    await queue(codeMail('hal@example.com'));
    const gated = gatedTransport();
    const sender = dispatcher({ transports: { email: gated } });

    const firstDrain = sender.drain();
    await expect.poll(() => gated.sentTo).toEqual(['hal@example.com']);
    await queue(codeMail('ida@example.com'));
    const secondDrain = sender.drain();
    // Joins the drain that waits to start rather than queueing a third.
    expect(sender.drain()).toBe(secondDrain);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gated.sentTo).toEqual(['hal@example.com']);

    gated.open();
    expect(await firstDrain).toBe(1);
    expect(await secondDrain).toBe(1);
    expect(gated.sentTo).toEqual(['hal@example.com', 'ida@example.com']);
  });

  it('stops only after the drain in progress has finished', async () => {
    const id = await queue(codeMail('jo@example.com'));
    const gated = gatedTransport();
    const sender = dispatcher({ transports: { email: gated } });
    sender.start();
    await expect.poll(() => gated.sentTo).toEqual(['jo@example.com']);

    let stopped = false;
    const stopping = sender.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    gated.open();
    await stopping;
    expect((await stored(id))?.state).toBe('sent');
  });

  it('sends at once when woken, without waiting for the next poll', async () => {
    const sender = dispatcher({ pollMs: 60_000 });
    sender.start();
    await sender.drain();
    await queue(codeMail('kim@example.com'));
    sender.wake();
    await inbox.waitFor((received) => received.to.includes('kim@example.com'), 2000);
  });

  it('polls for due messages every pollMs', async () => {
    const sender = dispatcher({ pollMs: 50 });
    sender.start();
    await sender.drain();
    await queue(codeMail('lou@example.com'));
    await inbox.waitFor((received) => received.to.includes('lou@example.com'), 2000);
  });
});
