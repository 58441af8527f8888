// A Fastify app with only the rate limits in front of one call, one signed event and one page: the unit tests
// of the limits (src/server/plugins/rate-limits.test.ts) and the system tests of the Redis
// store (tests/system/redis-rate-limits.test.ts) drive it.

import { randomInt } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import pino from 'pino';
import { answers } from '#server/plugins/route-answers';
import { registerRateLimits } from '#server/plugins/rate-limits';
import { testSecrets } from './test-secrets.ts';

export const quiet = pino({ level: 'silent' });

/** Only the rate limits, in front of one call and one page. */
export async function limitedApp(options: { address: number; session: number; redis?: Redis }) {
  const app = Fastify({ logger: false });
  const limits = await registerRateLimits(app, { ...options, dataKey: testSecrets.DATA_KEY });
  app.addHook('onRequest', limits.byAddress);
  app.addHook('onRequest', limits.bySession);
  app.post('/call', async () => ({ done: true }));
  const event = { access: 'none', answers: answers.proofOnly, csrfExempt: 'signed-event' } as const;
  app.post('/event', { config: event }, async () => ({ applied: true }));
  app.get('/page', async () => ({ page: true }));
  return app;
}

/** An address no other run of these tests uses within the minute of a window. */
export const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export async function statuses(
  apps: FastifyInstance[],
  address: string,
  calls: number,
  url = '/call',
) {
  const seen: number[] = [];
  for (let call = 0; call < calls; call++) {
    const app = apps[call % apps.length];
    if (!app) throw new Error('no app');
    const response = await app.inject({ method: 'POST', url, remoteAddress: address });
    seen.push(response.statusCode);
  }
  return seen;
}

export const until = async (condition: () => Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
