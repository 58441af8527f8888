// The outbox dispatcher sending e-mail: once through SMTP, the text erased once sent, and a
// failed send retried later or failed for good, with neither address nor text in the error.

import { describe, expect, it } from 'vitest';
import { testEngines } from '#tests/support/test-database';
import type { MailTransport } from './mail-transport.ts';
import {
  capturingLogger,
  codeMail,
  failingFirst,
  outboxDispatcherKit,
} from '#tests/support/outbox-dispatcher-kit';
import { retryDelayMs } from './outbox-dispatcher.ts';

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
  const kit = outboxDispatcherKit(engine);
  const { dispatcher, queue, stored } = kit;

  it('sends a due message once through SMTP, marks it sent and erases its text', async () => {
    const id = await queue(codeMail('ann@example.com'));
    const sender = dispatcher();

    expect(await sender.drain()).toBe(1);
    const mail = await kit.inbox.waitFor((received) => received.to.includes('ann@example.com'));
    expect(mail).toMatchObject({
      subject: 'Your verification code',
      text: 'Your verification code is 482913.',
    });
    expect(await stored(id)).toMatchObject({
      state: 'sent',
      sentAt: kit.clock.now(),
      text: null,
      attempts: 0,
      lastError: null,
    });

    expect(await sender.drain()).toBe(0);
    expect(
      kit.inbox.messages.filter((received) => received.to.includes('ann@example.com')),
    ).toHaveLength(1);
  });

  it('keeps the text of a sent message when told to', async () => {
    const id = await queue(codeMail('bea@example.com'));
    expect(await dispatcher({ keepText: true }).drain()).toBe(1);
    await kit.inbox.waitFor((received) => received.to.includes('bea@example.com'));
    expect(await stored(id)).toMatchObject({
      state: 'sent',
      text: 'Your verification code is 482913.',
    });
  });

  it('waits for a message that is not due yet', async () => {
    kit.clock.advanceMinutes(5);
    const later = kit.clock.now();
    kit.clock.advanceMinutes(-5);
    const id = await queue(codeMail('cid@example.com'), later);
    const sender = dispatcher();
    expect(await sender.drain()).toBe(0);
    kit.clock.advanceMinutes(5);
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
    expect(kit.inbox.messages.some((received) => received.to.includes('dev@example.com'))).toBe(
      false,
    );
  });

  it('retries a failed send later and without secrets in the error', async () => {
    const id = await queue(codeMail('dee@example.com'));
    const flaky = failingFirst(
      1,
      'Connection to smtp://portal:hunter2@mail.example refused for dee@example.com',
      kit.smtp,
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
    const wait = (failed?.nextAttemptAt.getTime() ?? 0) - kit.clock.now().getTime();
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(2000);

    expect(await sender.drain()).toBe(0);
    expect(flaky.calls).toBe(1);

    kit.clock.advanceMinutes(1);
    expect(await sender.drain()).toBe(1);
    await kit.inbox.waitFor((received) => received.to.includes('dee@example.com'));
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

    kit.clock.advanceMinutes(60);
    expect(await sender.drain()).toBe(0);
    expect(await stored(id)).toMatchObject({ state: 'failed', attempts: 1 });
  });

  it('fails a message for good after maxAttempts and erases its text', async () => {
    const id = await queue(codeMail('eve@example.com'));
    const broken = failingFirst(Infinity, 'Mail server down');
    const sender = dispatcher({ transports: { email: broken }, maxAttempts: 3 });

    for (let round = 0; round < 5; round++) {
      expect(await sender.drain()).toBe(0);
      kit.clock.advanceMinutes(60);
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
});
