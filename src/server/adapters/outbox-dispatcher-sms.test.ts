// The outbox dispatcher sending SMS through the provider: once, retried with backoff after a
// transient failure, failed at once when refused, and never with its text or number in an error.

import { describe, expect, it } from 'vitest';
import { testEngines } from '#tests/support/test-database';
import {
  capturingLogger,
  codeMail,
  codeSms,
  outboxDispatcherKit,
} from '#tests/support/outbox-dispatcher-kit';
import { retryDelayMs } from './outbox-dispatcher.ts';
import type { SmsTransport } from './sms-transport.ts';

describe.each(testEngines)('outbox dispatcher on %s', (engine) => {
  const kit = outboxDispatcherKit(engine);
  const { dispatcher, queue, smsTransport, stored } = kit;

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
    expect(await dispatcher({ transports: { email: kit.smtp, sms: recording } }).drain()).toBe(1);
    expect(texts).toEqual([{ to: '+15555550101', text: 'Your code is 482913.' }]);
    expect(await stored(id)).toMatchObject({ state: 'sent', text: null });
  });

  it('sends an SMS through the provider and an e-mail through SMTP, each once', async () => {
    const smsId = await queue(codeSms('(312) 555-0100'));
    const mailId = await queue(codeMail('amy@example.com'));
    const { sentLines, logger } = capturingLogger();
    const sender = dispatcher({ transports: { email: kit.smtp, sms: kit.sms }, logger });

    expect(await sender.drain()).toBe(2);
    expect(kit.provider.messages).toEqual([
      {
        sid: expect.any(String),
        to: '+13125550100',
        from: '+13125550199',
        body: '482913 is your verification code. It expires in 15 minutes.',
      },
    ]);
    await kit.inbox.waitFor((received) => received.to.includes('amy@example.com'));
    expect(await stored(smsId)).toMatchObject({ state: 'sent', attempts: 0, text: null });
    expect(await stored(mailId)).toMatchObject({ state: 'sent', attempts: 0, text: null });
    // The provider's sid is kept where an operator finds it, beside the message id.
    expect(sentLines).toContainEqual({
      details: { messageId: smsId, channel: 'sms', providerId: kit.provider.messages[0]?.sid },
      message: 'outbox message sent',
    });

    kit.clock.advanceMinutes(60);
    expect(await sender.drain()).toBe(0);
    expect(kit.provider.messages).toHaveLength(1);
    expect(
      kit.inbox.messages.filter((received) => received.to.includes('amy@example.com')),
    ).toHaveLength(1);
  });

  it('retries an SMS with backoff after transient failures, then sends it exactly once', async () => {
    const id = await queue(codeSms('(312) 555-0101'));
    kit.provider.failNext(1, { status: 500 });
    kit.provider.failNext(1, { status: 429 });
    // Beyond the transport's 200 ms: abandoned, so the provider never takes it.
    kit.provider.delayNext(1, 2000);
    const sender = dispatcher({ transports: { email: kit.smtp, sms: smsTransport(200) } });

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
      const wait = (row?.nextAttemptAt.getTime() ?? 0) - kit.clock.now().getTime();
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(retryDelayMs(attempts, () => 0));
      // Not due again before its backoff ends.
      expect(await sender.drain()).toBe(0);
      expect(kit.provider.requests).toHaveLength(attempts);
      kit.clock.advanceMinutes(1);
    }

    expect(await sender.drain()).toBe(1);
    expect(kit.provider.requests).toHaveLength(4);
    expect(kit.provider.messages.map((message) => message.to)).toEqual(['+13125550101']);
    expect(await stored(id)).toMatchObject({ state: 'sent', attempts: 3, text: null });
    kit.clock.advanceMinutes(60);
    expect(await sender.drain()).toBe(0);
    expect(kit.provider.messages).toHaveLength(1);
  });

  it('fails an SMS the provider refuses at once, without its text or number in the error', async () => {
    const message = codeSms('(312) 555-0102');
    const id = await queue(message);
    kit.provider.failNext(1, {
      status: 400,
      error: { code: 21211, message: `Body "${message.text}" to +13125550102 is not deliverable` },
    });
    const { lines, logger } = capturingLogger();
    const sender = dispatcher({ transports: { email: kit.smtp, sms: kit.sms }, logger });

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

    kit.clock.advanceMinutes(60);
    expect(await sender.drain()).toBe(0);
    expect(kit.provider.requests).toHaveLength(1);
    expect(kit.provider.messages).toEqual([]);
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
    expect(
      await dispatcher({ transports: { email: kit.smtp, sms: echoing }, logger }).drain(),
    ).toBe(0);
    expect(await stored(id)).toMatchObject({
      state: 'pending',
      lastError: 'Provider down while sending "[redacted]" to [redacted] ([redacted])',
    });
    expect(JSON.stringify(lines)).not.toContain('482913');
  });
});
