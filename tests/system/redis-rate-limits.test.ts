// The rate limits on the Redis store every instance shares (REDIS_URL): two instances count
// together, no address is kept in clear, and a Redis that stops answering fails closed.

import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimitRedis } from '#server/plugins/rate-limits';
import { limitedApp, quiet, someAddress, statuses, until } from '#tests/support/rate-limited-app';
import { startTcpProxy, type TcpProxy } from '#tests/support/tcp-proxy';

describe('rate limits shared through Redis', () => {
  const target = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  let proxy: TcpProxy;
  const clients: Redis[] = [];
  const client = async (url: string) => {
    const redis = createRateLimitRedis(url, quiet);
    clients.push(redis);
    await until(async () => redis.status === 'ready', 5000);
    return redis;
  };

  beforeAll(async () => {
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
  });
  afterAll(async () => {
    for (const redis of clients) redis.disconnect();
    await proxy.stop();
  });

  it('count the calls of two instances together: the limit is the same as on one', async () => {
    const one = await limitedApp({ address: 5, session: 100, redis: await client(target.href) });
    const two = await limitedApp({ address: 5, session: 100, redis: await client(target.href) });
    const alone = await statuses([one], someAddress(), 7);
    const spread = await statuses([one, two], someAddress(), 7);
    await one.close();
    await two.close();
    expect(alone).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(spread).toEqual(alone);
  });

  it('keep no address in clear in Redis', async () => {
    const redis = await client(target.href);
    const app = await limitedApp({ address: 5, session: 100, redis });
    const address = someAddress();
    await statuses([app], address, 1);
    await app.close();
    expect(await redis.keys(`*${address}*`)).toEqual([]);
    expect((await redis.keys('portal:rate-limit:*address:*')).length).toBeGreaterThan(0);
  });

  it('answer 503 within the command timeout when Redis stops answering', async () => {
    const redis = await client(`redis://127.0.0.1:${proxy.port}`);
    const app = await limitedApp({ address: 3, session: 100, redis });
    const address = someAddress();
    expect(await statuses([app], address, 1)).toEqual([200]);
    proxy.hang();
    const started = Date.now();
    expect(await statuses([app], address, 1)).toEqual([503]);
    expect(Date.now() - started).toBeLessThan(1500);
    await app.close();
    await proxy.stop();
    await proxy.start();
  });

  it('fail closed while Redis is away and recover by themselves when it is back', async () => {
    const redis = await client(`redis://127.0.0.1:${proxy.port}`);
    const app = await limitedApp({ address: 3, session: 100, redis });
    const address = someAddress();
    expect(await statuses([app], address, 2)).toEqual([200, 200]);

    await proxy.stop();
    expect(await statuses([app], address, 5)).toEqual([503, 503, 503, 503, 503]);

    await proxy.start();
    await until(async () => redis.status === 'ready', 5000);
    // The two calls before the outage still count; the refused ones did not.
    expect(await statuses([app], address, 2)).toEqual([200, 429]);
    await app.close();
  });
});
