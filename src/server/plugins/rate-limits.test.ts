import { describe, expect, it } from 'vitest';
import { freePort } from '#tests/support/portal-process';
import { limitedApp, quiet, someAddress, statuses } from '#tests/support/rate-limited-app';
import { messages } from '#domain/shared/messages';
import { createRateLimitRedis } from './rate-limits.ts';

describe('rate limits in memory', () => {
  it('limit the calls of an address, never its page views', async () => {
    const app = await limitedApp({ address: 3, session: 100 });
    const address = someAddress();
    expect(await statuses([app], address, 4)).toEqual([200, 200, 200, 429]);
    const page = await app.inject({ url: '/page', remoteAddress: address });
    await app.close();
    expect(page.statusCode).toBe(200);
  });

  it("count a server's signed events per address only: they have no browser session", async () => {
    const app = await limitedApp({ address: 5, session: 2 });
    const address = someAddress();
    const events = await statuses([app], address, 6, '/event');
    const calls = await statuses([app], someAddress(), 3);
    await app.close();
    expect(events).toEqual([200, 200, 200, 200, 200, 429]);
    expect(calls).toEqual([200, 200, 429]);
  });
});

describe('rate limits when Redis does not answer', () => {
  it('refuse the limited calls at once with 503 and the generic message', async () => {
    const port = await freePort();
    const redis = createRateLimitRedis(`redis://127.0.0.1:${port}`, quiet);
    const app = await limitedApp({ address: 1000, session: 1000, redis });
    const started = Date.now();
    const response = await app.inject({
      method: 'POST',
      url: '/call',
      remoteAddress: someAddress(),
    });
    const tookMs = Date.now() - started;
    const page = await app.inject({ url: '/page' });
    await app.close();
    redis.disconnect();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'SERVICE_UNAVAILABLE',
      message: messages.genericError,
    });
    expect(response.headers['retry-after']).toBe('5');
    expect(tookMs).toBeLessThan(1000);
    expect(page.statusCode).toBe(200);
  });
});
