// Starts the portal: config, database (migrated), demo data on an empty development
// database, then listen. Housekeeping every 10 minutes: expired sessions, counters and nonces,
// abandoned document writes. Closes cleanly on SIGINT and SIGTERM.

import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { systemClock } from '#domain/shared/clock';
import { createBotCheck } from './adapters/bot-check.ts';
import { createSmtpTransport } from './adapters/mail-transport.ts';
import { createClaimsSystemTransport } from './adapters/claims-system.ts';
import { createOutboxDispatcher } from './adapters/outbox-dispatcher.ts';
import { createPasswordHasher } from './adapters/password-hasher.ts';
import { createStripePaymentProvider } from './adapters/payment-provider.ts';
import { createTwilioSmsTransport } from './adapters/sms-transport.ts';
import { lowerThreadPoolPriority } from './adapters/pool-thread-priority.ts';
import { buildApp, loggerOptions } from './app.ts';
import { ConfigError } from './config/config.ts';
import { deleteStaleCounters } from './db/attempt-counters-repository.ts';
import { loggableError } from './db/client.ts';
import { deleteExpiredSessions } from './db/sessions-repository.ts';
import { deleteExpiredSsoNonces } from './db/sso-nonces-repository.ts';
import { loadDemoData } from './dev/demo/demo-data.ts';
import { vacuumEmbedded } from './db/maintenance.ts';
import { sweepAbandonedWrites } from './flows/documents/abandoned-writes.ts';
import { createRateLimitRedis } from './plugins/rate-limits.ts';
import {
  configFromEnvironment,
  configuredDocumentStore,
  openConfiguredDatabase,
} from './runtime.ts';

const housekeepingEveryMs = 10 * 60_000;
const dayMs = 24 * 60 * 60_000;
/**
 * Connections the kernel may hold before this process accepts them (capped by
 * net.core.somaxconn). Node's 511 overflowed in a bench run when a burst of new connections met
 * a busy loop: each dropped SYN cost its client a second (docs/benchmarks.md, "Three quiet runs
 * on a faster machine").
 */
const listenBacklog = 4096;

async function main() {
  const config = configFromEnvironment();
  const clock = systemClock(config.timeZone);
  const logger = pino(loggerOptions(config) as pino.LoggerOptions);
  const database = await openConfiguredDatabase(config, {
    onIdleConnectionError: (error) =>
      logger.warn({ err: loggableError(error) }, 'database connection dropped'),
  });
  const hasher = await createPasswordHasher(config.hashing);
  // The hasher's first hash made the thread pool: from now on the main thread goes first.
  if (config.hashing.threadNice > 0) {
    lowerThreadPoolPriority(config.hashing.threadNice);
  }
  if (
    config.demoData &&
    (await loadDemoData(database.db, {
      dataKey: config.hashKey,
      sealKeys: config.dataKeys,
      clock,
      hasher,
    }))
  ) {
    logger.info('loaded the demo data into the empty database');
  }
  const maintenanceStarted = performance.now();
  if (await vacuumEmbedded(database)) {
    const ms = Math.round(performance.now() - maintenanceStarted);
    logger.info({ ms }, 'vacuumed and analyzed the embedded database');
  }
  const smtp = config.smtpUrl
    ? createSmtpTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom })
    : undefined;
  const sms = config.sms ? createTwilioSmsTransport(config.sms) : undefined;
  const dispatcher = createOutboxDispatcher({
    db: database.db,
    clock,
    // Without a mail server or SMS provider the development outbox keeps that channel's
    // messages for the mailbox page.
    transports: {
      email: smtp ?? 'keep',
      sms: sms ?? 'keep',
      claims: config.claimsSystem.url
        ? createClaimsSystemTransport({
            url: config.claimsSystem.url,
            secret: config.claimsSystem.eventsSecret,
            dataKey: config.dataKeys,
            now: () => clock.now(),
          })
        : 'keep',
    },
    pollMs: config.outbox.pollMs,
    maxAttempts: config.outbox.maxAttempts,
    logger,
    keepText: config.devOutbox,
  });
  dispatcher.start();
  // The employer's bank payments: Stripe with a key; in development without one, the local
  // stand-in in this process, imported only then, so production never loads it.
  const standIn =
    !config.payments.secretKey && config.devOutbox
      ? await (
          await import('./dev/payment-provider-stand-in/payment-provider-stand-in.ts')
        ).startPaymentProviderStandIn({ webhookSecret: config.payments.webhookSecret })
      : undefined;
  const stripeKey = config.payments.secretKey ?? standIn?.secretKey;
  const paymentProvider = stripeKey
    ? createStripePaymentProvider({
        secretKey: stripeKey,
        webhookSecret: config.payments.webhookSecret,
        apiUrl: standIn?.url ?? config.payments.apiUrl,
        timeoutMs: config.payments.timeoutMs,
      })
    : undefined;
  // The development pages, imported only with DEV_OUTBOX, like the stand-in.
  const devRoutes = config.devOutbox ? (await import('./dev/dev-routes.ts')).devRoutes : undefined;
  const webRoot = process.env.WEB_ROOT ?? fileURLToPath(new URL('../web', import.meta.url));
  // Connects in the background: an instance starts while Redis is down, refuses the
  // rate-limited calls and reports not ready until it is back.
  const redis = config.redisUrl ? createRateLimitRedis(config.redisUrl, logger) : undefined;
  const documentStore = configuredDocumentStore(config);
  const app = await buildApp({
    config,
    db: database.db,
    clock,
    hasher,
    botCheck: createBotCheck(config),
    documentStore,
    messageQueued: () => dispatcher.wake(),
    paymentProvider,
    redis,
    webRoot,
    devRoutes,
    logger,
  });

  const housekeeping = setInterval(() => {
    const now = clock.now();
    Promise.all([
      deleteExpiredSessions(database.db, now),
      deleteStaleCounters(database.db, new Date(now.getTime() - dayMs)),
      deleteExpiredSsoNonces(database.db, now),
      sweepAbandonedWrites({ db: database.db, store: documentStore }, now),
    ]).catch((error: unknown) => logger.warn({ err: loggableError(error) }, 'housekeeping failed'));
  }, housekeepingEveryMs);
  housekeeping.unref();

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'closing');
    clearInterval(housekeeping);
    await app.close();
    await standIn?.close();
    await dispatcher.stop();
    smtp?.close();
    redis?.disconnect();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host, backlog: listenBacklog });
  const base = `${config.publicUrl}${config.basePath}`;
  // The stand-in posts its webhooks to this process, where it listens (any interface: loopback).
  const listening = app.server.address();
  if (standIn && listening && typeof listening === 'object') {
    const host = ['0.0.0.0', '::'].includes(listening.address) ? '127.0.0.1' : listening.address;
    const origin = `http://${host.includes(':') ? `[${host}]` : host}:${listening.port}`;
    standIn.setWebhookUrl(`${origin}${config.basePath}/integrations/payments/webhook`);
  }
  const lines = [
    `Benefits portal: ${base}/`,
    ...(config.devOutbox
      ? [`Dev mailbox:     ${base}/dev/mailbox`, `Claims desk:     ${base}/dev/claims-desk`]
      : []),
    ...(config.devOutbox && config.sso.demoPartner ? [`Dev SSO:         ${base}/dev/sso`] : []),
    `Database:        ${database.engine === 'pglite' ? `embedded (${config.dataDir})` : 'PostgreSQL (DATABASE_URL)'}`,
    `Rate limits:     ${redis ? 'shared in Redis (REDIS_URL)' : 'in this process'}`,
    `Payments:        ${standIn ? `local stand-in provider at ${standIn.url} (STRIPE_SECRET_KEY unset)` : paymentProvider ? `Stripe at ${config.payments.apiUrl}` : 'none (STRIPE_SECRET_KEY unset)'}`,
    `Documents:       ${config.documents.s3 ? `bucket ${config.documents.s3.bucket} (DOCUMENTS_S3_URL)` : config.documents.folder}`,
  ];
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `The portal could not start: ${(error as Error).stack ?? String(error)}\n`,
    );
  }
  process.exit(1);
});
