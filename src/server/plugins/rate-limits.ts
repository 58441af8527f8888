// Request rate limits on every state-changing call, per client address and per browser
// session (docs/product/self-service.md#limits). Business lockouts (failed logins, identity checks)
// are separate and live in the database; these only cap the request rate.
//
// A server's signed events (the claims system's, the payment provider's webhooks) come with no
// browser session: counted per session, every event of a provider would share one counter
// keyed by its address, and a busy hour of payments would meet a limit made for one person's
// clicks. They meet the per-address limit only; their signature is checked before anything
// else is read (route-config.ts, csrfExempt 'signed-event').
//
// One instance counts in memory. Several share their counters through Redis (REDIS_URL), so
// a client spreading its calls over the instances meets the same limit as on one. When Redis
// does not answer, the limited calls are refused with 503: a limit that cannot be counted is
// not waived, and nothing in the database (lockouts, code attempts) is touched by it.

import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { keyedHash } from '#server/crypto/keyed-hash';
import { genericError, sendError, sendTooManyRequests } from './errors.ts';

/** Requests per minute, and where the counts are kept. */
export interface RateLimitOptions {
  address: number;
  session: number;
  /** Keys the address in a counter's name: like the database, Redis never holds one in clear. */
  dataKey: string;
  /** Counters shared by every instance; absent, this instance counts alone in memory. */
  redis?: Redis;
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A Redis client for the rate-limit counters that fails fast instead of waiting: no queue
 * while disconnected, short connect and command timeouts, and reconnection in the background
 * every two seconds at most, so an instance recovers by itself when Redis is back.
 */
export function createRateLimitRedis(url: string, logger: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    connectTimeout: 1000,
    commandTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
  });
  // One line when the connection is lost and one when it is back, not one per retry. A lost
  // connection may come back before any reconnection fails: 'reconnecting' tells of it too.
  let connected = true;
  const lost = (details: Record<string, unknown>) => {
    if (!connected) return;
    connected = false;
    logger.warn(details, 'Redis is unavailable: rate-limited calls answer 503');
  };
  redis.on('error', (error: Error) => lost({ err: error }));
  redis.on('reconnecting', () => lost({}));
  redis.on('ready', () => {
    if (connected) return;
    connected = true;
    logger.info('Redis is available again');
  });
  return redis;
}

export async function registerRateLimits(
  app: FastifyInstance,
  options: RateLimitOptions,
): Promise<{ byAddress: Hook; bySession: Hook }> {
  await app.register(rateLimit, {
    global: false,
    timeWindow: 60_000,
    ...(options.redis ? { redis: options.redis, nameSpace: 'portal:rate-limit:' } : {}),
  });
  const limiter = (
    max: number,
    keyGenerator: (request: FastifyRequest) => string,
    applies: (request: FastifyRequest) => boolean = () => true,
  ): Hook => {
    const check = app.createRateLimit({ max, timeWindow: 60_000, keyGenerator });
    return async (request, reply) => {
      if (safeMethods.has(request.method) || !applies(request)) return undefined;
      let limit: Awaited<ReturnType<typeof check>>;
      try {
        limit = await check(request);
      } catch {
        // The store's client logs the outage once; a line per refused call would flood.
        reply.header('retry-after', '5');
        return sendError(reply, 503, 'SERVICE_UNAVAILABLE', genericError(request));
      }
      if (limit.isAllowed || !limit.isExceeded) return undefined;
      reply.header('retry-after', String(limit.ttlInSeconds));
      return sendTooManyRequests(reply);
    };
  };
  const address = (request: FastifyRequest) => keyedHash(options.dataKey, 'address', request.ip);
  return {
    byAddress: limiter(options.address, (request) => `address:${address(request)}`),
    bySession: limiter(
      options.session,
      (request) => `session:${request.session?.idHash ?? address(request)}`,
      (request) => request.routeOptions.config.csrfExempt !== 'signed-event',
    ),
  };
}
