// Metrics in Prometheus text format at /metrics (docs/operations.md says what each means and
// when to alert). Every app has a registry of its own, so tests may build many apps in one
// process. The endpoint exists only for a scraper holding METRICS_TOKEN: anyone else, and
// everyone when no token is configured, gets the 404 of an unknown address.

import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import * as z from 'zod/mini';
import type { LoginStatusCode } from '#domain/login/login-answers';
import type { ValidationOption } from '#domain/self-service/self-service-answers';
import type { Clock } from '#domain/shared/clock';
import type { Side } from '#domain/shared/sides';
import type { Database } from '#server/db/client';
import { outboxBacklog } from '#server/db/outbox-repository';
import { constantTimeEqual, tokenHash } from '#server/keyed-hash';
import { apiErrorSchema, sendNotFound } from './errors.ts';
import { withTimeout } from './health.ts';
import { answers } from './route-answers.ts';

const metricsPath = '/metrics';

/** What got locked: an account or user name by logins, or identity proofing (DESIGN.md 6). */
export type LockoutKind = 'login' | 'proofing-session' | 'proofing-person';

/** What the flows report. */
export interface FlowMetrics {
  /** A login on `side` was answered with the status code `outcome`. */
  loginAnswered(side: Side, outcome: LoginStatusCode): void;
  /** A failure just locked something (not: a try while it was locked). */
  lockedOut(kind: LockoutKind): void;
  /** A one-time code was queued in the outbox. */
  codeSent(channel: ValidationOption): void;
}

export interface PortalMetrics extends FlowMetrics {
  registry: Registry;
  /** An onResponse hook: counts and times the request under its route pattern. */
  observeRequest(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export interface PortalMetricsOptions {
  db: Database;
  clock: Clock;
  /** Process figures (memory, CPU, event loop): they start observers, so only when scraped. */
  processMetrics: boolean;
}

const codeChannels: Record<ValidationOption, 'email' | 'sms'> = { EMAIL: 'email', PHONE: 'sms' };

export function createPortalMetrics({
  db,
  clock,
  processMetrics,
}: PortalMetricsOptions): PortalMetrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requestDuration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code; _count counts requests.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  const logins = new Counter({
    name: 'portal_logins_total',
    help: 'Login answers, by side and status code (AUTHENTICATION_SUCCESS, INVALIDCREDENTIALS, ...).',
    labelNames: ['side', 'outcome'] as const,
    registers,
  });
  const lockouts = new Counter({
    name: 'portal_lockouts_total',
    help: 'Failures that locked: a login (account or user name), the identity checks of a browser session, a census person.',
    labelNames: ['kind'] as const,
    registers,
  });
  const codes = new Counter({
    name: 'portal_one_time_codes_sent_total',
    help: 'One-time codes queued for sending, by channel.',
    labelNames: ['channel'] as const,
    registers,
  });
  const pending = new Gauge({
    name: 'portal_outbox_pending_messages',
    help: 'Messages in the outbox not sent yet (waiting or between retries), by channel, read at scrape.',
    labelNames: ['channel'] as const,
    registers,
    collect: () => readOutboxOnce(),
  });
  const oldestPending = new Gauge({
    name: 'portal_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest message not sent yet; 0 when none waits. Read at scrape.',
    registers,
    collect: () => readOutboxOnce(),
  });

  /** Reads the outbox at scrape; a database that does not answer leaves the series out. */
  async function readOutbox() {
    pending.reset();
    oldestPending.reset();
    try {
      const rows = await withTimeout(outboxBacklog(db), 2000);
      const now = clock.now().getTime();
      let oldest = now;
      for (const channel of ['email', 'sms'] as const) {
        const row = rows.find((candidate) => candidate.channel === channel);
        pending.set({ channel }, row?.messages ?? 0);
        if (row?.oldest) oldest = Math.min(oldest, row.oldest.getTime());
      }
      oldestPending.set(Math.max(0, (now - oldest) / 1000));
    } catch {
      // The scrape still brings every other figure; readiness reports the database.
    }
  }

  // One query per scrape feeds both outbox gauges, whose collect() run side by side.
  let reading: Promise<void> | undefined;
  function readOutboxOnce(): Promise<void> {
    reading ??= readOutbox().finally(() => {
      reading = undefined;
    });
    return reading;
  }

  return {
    registry,
    loginAnswered: (side, outcome) => logins.inc({ side, outcome }),
    lockedOut: (kind) => lockouts.inc({ kind }),
    codeSent: (channel) => codes.inc({ channel: codeChannels[channel] }),
    async observeRequest(request, reply) {
      requestDuration.observe(
        {
          method: request.method,
          // The pattern, never the address as sent: bounded labels, and no personal data.
          // Without one, the not-found handler answered: a page of the app, or an unknown call.
          route: request.routeOptions.url ?? (reply.statusCode < 400 ? 'app-page' : 'unmatched'),
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    },
  };
}

export interface MetricsRoutesOptions {
  metrics: PortalMetrics;
  /** METRICS_TOKEN; absent, the endpoint answers 404 to everyone. */
  token?: string;
}

export const metricsRoutes: FastifyPluginAsync<MetricsRoutesOptions> = async (app, options) => {
  const { metrics, token } = options;
  // Hashes have one length, so the comparison takes the same time whatever was sent.
  const expected = token ? tokenHash(token) : undefined;
  const bearer = /^Bearer +(\S+)$/i;
  app.get(
    metricsPath,
    {
      logLevel: 'silent',
      // Prometheus text to a scraper with the token; the 404 of an unknown address to others.
      schema: { response: { 200: z.string(), 404: apiErrorSchema } },
      config: { access: 'none', answers: answers.proofOnly },
    },
    async (request, reply) => {
      const given = bearer.exec(request.headers.authorization ?? '')?.[1];
      if (!expected || !given || !constantTimeEqual(tokenHash(given), expected)) {
        return sendNotFound(reply);
      }
      const text = await metrics.registry.metrics();
      return reply.type(metrics.registry.contentType).send(text);
    },
  );
};
