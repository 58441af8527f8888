// Events to the claims system through the outbox and the real transport, against a local
// stand-in that checks every signature: sent once signed, retried after an outage however long
// it lasts, failed at once when refused, and never in clear at rest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '#domain/shared/clock';
import { enqueueMessage } from '#server/db/outbox-repository';
import { outbox } from '#server/db/schema/outbox';
import {
  startClaimsSystemStandIn,
  type ClaimsSystemStandIn,
} from '#tests/support/claims-system-stand-in';
import { TestClock } from '#tests/support/test-clock';
import { createTestDatabase } from '#tests/support/test-database';
import type { DatabaseHandle } from '#server/db/client';
import { eq } from 'drizzle-orm';
import { createClaimsSystemTransport, sealedEvent } from './claims-system.ts';
import { createOutboxDispatcher } from './outbox-dispatcher.ts';

const secret = 'claims-events-secret-of-the-tests-0123';
const dataKey = 'data-key-of-the-claims-system-tests-0123';

describe('the claims system transport', () => {
  let database: DatabaseHandle;
  let standIn: ClaimsSystemStandIn;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    standIn = await startClaimsSystemStandIn(secret);
  });
  afterAll(async () => {
    await standIn.close();
    await database.close();
  });

  const dispatcher = (clock = systemClock()) =>
    createOutboxDispatcher({
      db: database.db,
      clock,
      transports: {
        email: 'keep',
        claims: createClaimsSystemTransport({
          url: standIn.url,
          secret,
          dataKey,
          now: () => new Date(),
        }),
      },
      pollMs: 60_000,
      maxAttempts: 3,
      keepText: false,
    });

  const queue = async (id: string) => {
    const event = {
      id,
      type: 'claim.withdrawn' as const,
      at: '2026-11-24T12:00:00.000Z',
      claimNumber: 'C1000042',
    };
    return enqueueMessage(database.db, sealedEvent(dataKey, event), new Date());
  };

  const rowOf = async (id: string) =>
    (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0];

  it('sends a sealed event signed, and keeps nothing of it in clear', async () => {
    const id = await queue('evt-sent');
    expect((await rowOf(id))?.text).not.toContain('C1000042');
    expect(await dispatcher().drain()).toBe(1);
    expect(standIn.received.at(-1)).toEqual({
      id: 'evt-sent',
      type: 'claim.withdrawn',
      at: '2026-11-24T12:00:00.000Z',
      claimNumber: 'C1000042',
    });
    expect(standIn.badSignatures).toBe(0);
    expect(await rowOf(id)).toMatchObject({ state: 'sent', text: null });
  });

  it('retries after an outage and fails at once when refused', async () => {
    standIn.answer(503);
    const later = await queue('evt-later');
    await dispatcher().drain();
    expect(await rowOf(later)).toMatchObject({ state: 'pending', attempts: 1 });

    standIn.answer(400);
    const refused = await queue('evt-refused');
    await dispatcher().drain();
    expect(await rowOf(refused)).toMatchObject({ state: 'failed', attempts: 1 });
    standIn.answer(202);
  });

  it('keeps an event through an outage that outlasts maxAttempts, and sends it once after', async () => {
    standIn.answer(503);
    const waiting = await queue('evt-long-outage');
    // The dispatcher's clock runs ahead of the stand-in's: the signatures use the real time.
    const clock = new TestClock(new Date());
    const outage = dispatcher(clock);
    for (let attempt = 1; attempt <= 6; attempt++) {
      await outage.drain();
      expect(await rowOf(waiting)).toMatchObject({ state: 'pending', attempts: attempt });
      // Past the backoff of this attempt (2^attempt seconds, at most 15 minutes).
      clock.advanceMinutes(16);
    }
    standIn.answer(202);
    await outage.drain();
    expect(await rowOf(waiting)).toMatchObject({ state: 'sent', attempts: 6 });
    expect(standIn.received.filter((event) => event.id === 'evt-long-outage')).toHaveLength(1);
  });
});
