// Health and readiness for load balancers and orchestrators (docs/operations.md). Health
// says the process answers; readiness says it can serve: the database, and Redis when the
// rate limits use it. Neither opens a session, is rate-limited or writes an access log line
// (probes come every few seconds), and neither tells the caller why a dependency failed.

import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import * as z from 'zod/mini';
import type { Database } from '#server/db/client';
import { answers } from './route-answers.ts';

const healthPaths = { health: '/health', ready: '/ready' } as const;

export interface HealthOptions {
  db: Database;
  /** The rate limits' Redis, when configured. */
  redis?: Redis;
  /** A dependency slower than this counts as down. */
  timeoutMs?: number;
}

const dependencyState = z.enum(['up', 'down']);

const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  dependencies: z.object({ database: dependencyState, redis: z.optional(dependencyState) }),
});

/** Rejects when `promise` takes longer than `ms`: a hung pool must not hang the caller. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, options) => {
  const { db, redis, timeoutMs = 2000 } = options;
  const checks: Record<string, () => Promise<unknown>> = {
    database: () => db.execute(sql`select 1`),
    ...(redis ? { redis: () => redis.ping() } : {}),
  };
  // The log tells when readiness changes, not at every probe.
  let lastDown = '';

  app.get(
    healthPaths.health,
    {
      logLevel: 'silent',
      schema: { response: { 200: z.object({ status: z.literal('ok') }) } },
      config: { access: 'none', answers: answers.public },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    healthPaths.ready,
    {
      logLevel: 'silent',
      schema: { response: { 200: readinessSchema, 503: readinessSchema } },
      config: { access: 'none', answers: answers.public },
    },
    async (_request, reply) => {
      const states = await Promise.all(
        Object.entries(checks).map(async ([name, check]) => {
          const state = await withTimeout(check(), timeoutMs).then(
            () => 'up' as const,
            () => 'down' as const,
          );
          return [name, state] as const;
        }),
      );
      const down = states.filter(([, state]) => state === 'down').map(([name]) => name);
      if (down.join() !== lastDown) {
        if (down.length > 0) app.log.warn({ down }, 'not ready: a dependency does not answer');
        else app.log.info('ready again');
        lastDown = down.join();
      }
      const dependencies = Object.fromEntries(states) as { database: 'up' | 'down' };
      return reply
        .code(down.length > 0 ? 503 : 200)
        .send({ status: down.length > 0 ? 'unavailable' : 'ready', dependencies });
    },
  );
};
