// Metrics in Prometheus text format at /metrics (docs/operations.md says what each means and
// when to alert). Every app has a registry of its own, so tests may build many apps in one
// process. The endpoint exists only for a scraper holding METRICS_TOKEN: anyone else, and
// everyone when no token is configured, gets the 404 of an unknown address. The benefits
// area's own figures are in benefits-metrics.ts, on the same registry.

import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import * as z from 'zod/mini';
import type { LoginStatusCode } from '#domain/login/login-answers';
import type { ValidationOption } from '#domain/self-service/self-service-answers';
import type { Clock } from '#domain/shared/clock';
import type { Side } from '#domain/shared/sides';
import type { DocumentInventory, DocumentStore } from '#server/adapters/document-store';
import type { PasswordHasher } from '#server/adapters/password-hasher';
import type { Database } from '#server/db/client';
import { type OutgoingMessage, outboxBacklog } from '#server/db/outbox-repository';
import { constantTimeEqual, tokenHash } from '#server/crypto/keyed-hash';
import { type BenefitsMetrics, createBenefitsMetrics } from './benefits-metrics.ts';
import { apiErrorSchema, sendNotFound } from './errors.ts';
import { answers } from './route-answers.ts';
import { readOncePerScrape } from './scrape-reads.ts';

const metricsPath = '/metrics';

/**
 * What got locked: an account or user name by logins, or identity proofing
 * (docs/product/self-service.md#limits).
 */
export type LockoutKind = 'login' | 'proofing-session' | 'proofing-person' | 'second-step';

/** What the flows report. */
export interface FlowMetrics {
  /** A login on `side` was answered with the status code `outcome`. */
  loginAnswered(side: Side, outcome: LoginStatusCode): void;
  /** A failure just locked something (not: a try while it was locked). */
  lockedOut(kind: LockoutKind): void;
  /** A one-time code was queued in the outbox. */
  codeSent(channel: ValidationOption): void;
}

export interface PortalMetrics extends FlowMetrics, BenefitsMetrics {
  registry: Registry;
  /** An onResponse hook: counts and times the request under its route pattern. */
  observeRequest(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export interface PortalMetricsOptions {
  db: Database;
  clock: Clock;
  /** Process figures (memory, CPU, event loop): they start observers, so only when scraped. */
  processMetrics: boolean;
  /** The documents' store, probed at scrape when it can be. */
  documentStore?: DocumentStore & Partial<Pick<DocumentInventory, 'probe'>>;
  /** Its checks are read at scrape. */
  hasher: Pick<PasswordHasher, 'checksRun'>;
}

const codeChannels: Record<ValidationOption, 'email' | 'sms'> = { EMAIL: 'email', PHONE: 'sms' };
/** Where the outbox sends: mail, SMS, and the claims system's events. */
const outboxChannels = ['email', 'sms', 'claims'] as const satisfies OutgoingMessage['channel'][];

export function createPortalMetrics({
  db,
  clock,
  processMetrics,
  documentStore,
  hasher,
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
  new Counter({
    name: 'portal_password_checks_total',
    help: "argon2id password checks run, by what they ran against: an account's hash, or the dummy hash of a user name without an account.",
    labelNames: ['against'] as const,
    registers,
    collect() {
      const checks = hasher.checksRun();
      this.reset();
      this.inc({ against: 'account' }, checks.account);
      this.inc({ against: 'dummy' }, checks.dummy);
    },
  });
  const readOutbox = readOncePerScrape(async () => {
    for (const gauge of [pending, oldestPending, failed]) gauge.reset();
    const rows = await outboxBacklog(db);
    const now = clock.now().getTime();
    for (const channel of outboxChannels) {
      const row = rows.find((candidate) => candidate.channel === channel);
      pending.set({ channel }, row?.messages ?? 0);
      const oldest = row?.oldest?.getTime() ?? now;
      oldestPending.set({ channel }, Math.max(0, (now - oldest) / 1000));
      failed.set({ channel }, row?.failed ?? 0);
    }
  }, 2000);
  /** A gauge by channel, fed by the outbox's read at scrape. */
  const outboxGauge = (name: string, help: string) =>
    new Gauge({ name, help, labelNames: ['channel'] as const, registers, collect: readOutbox });
  const pending = outboxGauge(
    'portal_outbox_pending_messages',
    'Messages in the outbox not sent yet (waiting or between retries), by channel (email, sms, claims), read at scrape.',
  );
  const oldestPending = outboxGauge(
    'portal_outbox_oldest_pending_age_seconds',
    'Age of the oldest message not sent yet, by channel; 0 when none waits. Read at scrape.',
  );
  const failed = outboxGauge(
    'portal_outbox_failed_messages',
    'Messages failed for good (no retry left, or refused for good), by channel. Read at scrape.',
  );
  const benefits = createBenefitsMetrics({ registry, db, clock, documentStore });

  return {
    registry,
    ...benefits,
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
