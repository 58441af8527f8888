// The outbox dispatcher running: two instances draining one outbox send each message once, a
// claim outlives its instance only until its lease ends, one drain runs at a time, and the
// dispatcher sends when woken, when its poll comes round, and stops after the drain under way.

import { describe, expect, it } from 'vitest';
import { testEngines } from '#tests/support/test-database';
import { claimDueMessages, markMessageSent } from '#server/db/outbox-repository';
import { outbox } from '#server/db/schema/outbox';
import {
  codeMail,
  codeSms,
  gatedTransport,
  openSecondInstance,
  outboxDispatcherKit,
  recordingTransport,
} from '#tests/support/outbox-dispatcher-kit';

describe.each(testEngines)('outbox dispatcher on %s', (engine) => {
  const kit = outboxDispatcherKit(engine);
  const { dispatcher, queue, stored } = kit;

  it('sends each message exactly once when two instances drain together', async () => {
    const recipients = Array.from({ length: 40 }, (_, index) => `pair${index}@example.com`);
    for (const to of recipients) await queue(codeMail(to));
    const secondInstance = await openSecondInstance(kit.database);
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
      const states = await kit.database.db.select({ state: outbox.state }).from(outbox);
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
    const secondInstance = await openSecondInstance(kit.database);
    try {
      const first = dispatcher({ transports: { email: kit.smtp, sms: kit.sms }, batchSize: 3 });
      const second = dispatcher({
        db: secondInstance.db,
        transports: { email: kit.smtp, sms: kit.sms },
        batchSize: 3,
      });

      const counts = await Promise.all([first.drain(), second.drain()]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(20);
      expect(kit.provider.requests).toHaveLength(20);
      expect(kit.provider.messages.map((message) => message.to).toSorted()).toEqual(
        numbers.map((number) => `+1${number.replace(/\D/g, '')}`).toSorted(),
      );
      const states = await kit.database.db.select({ state: outbox.state }).from(outbox);
      expect(states.every((row) => row.state === 'sent')).toBe(true);
    } finally {
      await secondInstance.close();
    }
  });

  it('leaves a message claimed by a stopped instance until its lease ends, then sends it', async () => {
    const id = await queue(codeMail('gil@example.com'));
    const now = kit.clock.now();
    // An instance claimed it and stopped before recording anything.
    const [claim] = await claimDueMessages(kit.database.db, {
      now,
      claimedUntil: new Date(now.getTime() + 120_000),
      channels: ['email'],
      limit: 10,
    });
    const sender = dispatcher({ sendTimeoutMs: 30_000 });
    expect(await sender.drain()).toBe(0);

    kit.clock.advanceMinutes(2);
    expect(await sender.drain()).toBe(1);
    await kit.inbox.waitFor((received) => received.to.includes('gil@example.com'));
    // A late outcome of the expired claim changes nothing.
    expect(claim && (await markMessageSent(kit.database.db, claim, { now, keepText: true }))).toBe(
      false,
    );
    expect(await stored(id)).toMatchObject({ state: 'sent', sentAt: kit.clock.now(), text: null });
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
    await kit.inbox.waitFor((received) => received.to.includes('kim@example.com'), 2000);
  });

  it('polls for due messages every pollMs', async () => {
    const sender = dispatcher({ pollMs: 50 });
    sender.start();
    await sender.drain();
    await queue(codeMail('lou@example.com'));
    await kit.inbox.waitFor((received) => received.to.includes('lou@example.com'), 2000);
  });
});
