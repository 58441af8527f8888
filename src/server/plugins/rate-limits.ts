// Request rate limits on every state-changing call, per client address and per browser
// session (DESIGN.md section 6). Business lockouts (failed logins, identity checks) are
// separate and live in the database; these only cap the request rate.

import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors.ts';

/** Requests per minute. */
export interface RateLimitOptions {
  address: number;
  session: number;
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function registerRateLimits(
  app: FastifyInstance,
  options: RateLimitOptions,
): Promise<{ byAddress: Hook; bySession: Hook }> {
  await app.register(rateLimit, { global: false, timeWindow: 60_000 });
  const limiter = (max: number, keyGenerator: (request: FastifyRequest) => string): Hook => {
    const check = app.createRateLimit({ max, timeWindow: 60_000, keyGenerator });
    return async (request, reply) => {
      if (safeMethods.has(request.method)) return undefined;
      const limit = await check(request);
      if (limit.isAllowed || !limit.isExceeded) return undefined;
      reply.header('retry-after', String(limit.ttlInSeconds));
      return sendError(reply, 429, 'TOO_MANY_REQUESTS', 'Too many requests. Please wait a moment.');
    };
  };
  return {
    byAddress: limiter(options.address, (request) => `address:${request.ip}`),
    bySession: limiter(
      options.session,
      (request) => `session:${request.session?.idHash ?? request.ip}`,
    ),
  };
}
