// One schema for every environment variable (docs/decisions/0030-server-conventions.md) and the
// typed config it yields. A bad variable stops the start with a message naming it; production
// refuses the development defaults.

import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { AttemptPolicy } from '#domain/shared/attempt-counter';
import { defaultPortalTimeZone, isTimeZone } from '#domain/shared/clock';
import { e164Pattern } from '#domain/shared/phone-number';
import { defaultPortalConfig } from '#domain/shared/portal-config';
import type { Side } from '#domain/shared/sides';
import { dataKeysConfig } from './data-keys-config.ts';
import type { S3DocumentSettings } from './documents-config.ts';
import type { DevelopmentSecrets } from './development-secrets.ts';
import { keyedHash } from '#server/crypto/keyed-hash';
import type { KeyRing } from '#server/crypto/sealed-data';
import { type SsoConfig, ssoConfig } from './sso-config.ts';

export type { SsoConfig } from './sso-config.ts';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');
const count = z.coerce.number().int().positive();
const secret = z.string().min(32, 'must be at least 32 characters');

/** Host names a browser on this machine reaches the portal by when it listens on them. */
const reachedAsLocalhost = new Set(['127.0.0.1', '::1', '0.0.0.0', '::', 'localhost']);

/**
 * The address the portal prints and binds passkeys to when PUBLIC_URL is unset. A passkey's
 * relying-party id must be a host name (WebAuthn refuses an IP address), so a portal on the
 * loopback or on every interface is addressed as localhost; any other host is taken as named.
 */
export function defaultPublicUrl(host: string, port: number): string {
  if (reachedAsLocalhost.has(host)) return `http://localhost:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_POOL_SIZE: count.default(10),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SESSION_SECRET: secret.optional(),
  DATA_KEY: secret.optional(),
  /** Earlier DATA_KEYs, comma-separated, during a rotation: they open, never seal (0025). */
  PREVIOUS_DATA_KEYS: z.string().optional(),
  /** Keys the keyed hashes; DATA_KEY when unset, pinned to it by a rotation (decision 0025). */
  HASH_KEY: secret.optional(),
  SESSION_IDLE_MINUTES: count.default(30),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  SMS_PROVIDER_URL: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com'),
  SMS_ACCOUNT_SID: z.string().min(1).optional(),
  SMS_AUTH_TOKEN: z.string().min(1).optional(),
  SMS_FROM: z
    .string()
    .regex(e164Pattern, 'must be a number in E.164, e.g. +13125550100')
    .optional(),
  SMS_TIMEOUT_MS: count.default(10_000),
  /** The insurer's claims system: where new claims, documents and withdrawals are posted. */
  CLAIMS_SYSTEM_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Signs the events both ways (HMAC-SHA256); shared with the claims system. */
  CLAIMS_EVENTS_SECRET: secret.optional(),
  /** Stripe's secret key for the employer's bank payments; absent, the local stand-in. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** The signing secret of the portal's webhook endpoint at Stripe (whsec_...). */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Where the stripe package sends its calls (its host, port and protocol options). */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.stripe.com'),
  STRIPE_TIMEOUT_MS: count.default(10_000),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  MAIL_FROM: z.string().min(3).optional(),
  OUTBOX_POLL_MS: count.default(2000),
  OUTBOX_MAX_ATTEMPTS: count.default(8),
  EMPLOYEE_HOME_URL: z.string().startsWith('/').default('/auth/employee-benefits/account'),
  EMPLOYER_HOME_URL: z.string().startsWith('/').default('/auth/employers/account'),
  SUPPORT_PHONE: z.string().min(1).default(defaultPortalConfig.supportPhone),
  SUPPORT_PHONE_LABEL: z.string().min(1).default(defaultPortalConfig.supportPhoneLabel),
  BRAND_NAME: z.string().min(1).default(defaultPortalConfig.brandName),
  BRAND_SITE_URL: z.url({ protocol: /^https?$/ }).default(defaultPortalConfig.siteUrl),
  PORTAL_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'must be a time zone name such as America/Chicago')
    .default(defaultPortalTimeZone),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_DATA: flag.optional(),
  DEV_OUTBOX: flag.optional(),
  REQUIRE_SECOND_FACTOR_EMPLOYERS: flag.optional(),
  TRUST_PROXY: flag.default(false),
  HASH_CONCURRENCY: count.default(availableParallelism()),
  HASH_QUEUE: z.coerce.number().int().min(0).optional(),
  HASH_THREAD_NICE: z.coerce.number().int().min(0).max(19).default(10),
  LOGIN_MAX_FAILURES: count.default(5),
  LOGIN_LOCK_MINUTES: count.default(30),
  SESSION_LOGIN_MAX_FAILURES: count.default(10),
  ADDRESS_LOGIN_MAX_FAILURES: count.default(100),
  ADDRESS_LOGIN_WINDOW_MINUTES: count.default(15),
  PROOFING_MAX_FAILURES: count.default(5),
  PROOFING_LOCK_MINUTES: count.default(30),
  PROOFING_PERSON_MAX_FAILURES: count.default(10),
  PROOFING_PERSON_WINDOW_MINUTES: count.default(24 * 60),
  RATE_LIMIT_ADDRESS_PER_MINUTE: count.default(300),
  RATE_LIMIT_SESSION_PER_MINUTE: count.default(60),
  METRICS_TOKEN: secret.optional(),
  SSO_AUDIENCE: z.string().min(1).optional(),
  /** JSON, parsed and checked by parseSsoPartners (sso-config.ts). */
  SSO_PARTNERS: z.string().optional(),
  /** `http(s)://host:port/bucket`: documents go to that bucket instead of DATA_DIR. */
  DOCUMENTS_S3_URL: z.url({ protocol: /^https?$/ }).optional(),
  DOCUMENTS_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  DOCUMENTS_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  DOCUMENTS_S3_REGION: z.string().min(1).default('us-east-1'),
  /** How long connecting to the bucket, or a request without a byte moving, may take. */
  DOCUMENTS_S3_TIMEOUT_MS: count.default(10_000),
});

export type Environment = Partial<Record<keyof z.input<typeof envSchema>, string>>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: { url?: string; poolSize: number };
  /** Redis for the rate-limit counters that instances share; absent, each counts in memory. */
  redisUrl?: string;
  /** Origin the browser uses, for absolute links in e-mails and the Secure cookie flag. */
  publicUrl: string;
  /** Everything, app and API, lives under this path (docs/product/calls.md). */
  basePath: '/auth';
  sessionSecret: string;
  /** Seal data at rest (sealed-data.ts): DATA_KEY seals, PREVIOUS_DATA_KEYS only open. */
  dataKeys: KeyRing;
  /**
   * Keys the keyed hashes (keyed-hash.ts: census SSNs, one-time codes, the names of failure
   * counters, addresses in Redis): HASH_KEY, else DATA_KEY. A hash cannot be made again
   * without what it hashes, so this key outlives a rotation of DATA_KEY.
   */
  hashKey: string;
  sessionIdleMinutes: number;
  smtpUrl?: string;
  /**
   * The claims system (docs/product/claims.md#the-claims-system): without a url (development) its
   * events stay in the outbox, where the claims desk shows them.
   */
  claimsSystem: { url: string | undefined; eventsSecret: string };
  /**
   * The payment provider of the employer's bills (docs/product/billing.md): Stripe with a
   * secret key; without one (development) the local stand-in, which signs its webhooks with
   * the same webhook secret.
   */
  payments: { secretKey?: string; webhookSecret: string; apiUrl: string; timeoutMs: number };
  /** The SMS provider (a Twilio-style API); absent, SMS stays in the development outbox. */
  sms?: { apiUrl: string; accountSid: string; authToken: string; from: string; timeoutMs: number };
  recaptcha: { secret?: string; siteKey?: string; verifyUrl: string; minScore: number };
  /** Sender of every e-mail. */
  mailFrom: string;
  outbox: { pollMs: number; maxAttempts: number };
  homeUrls: Record<Side, string>;
  brand: { name: string; siteUrl: string; supportPhone: string; supportPhoneLabel: string };
  /** The IANA zone whose calendar day is 'today' in every date rule (src/domain/shared/clock.ts). */
  timeZone: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  demoData: boolean;
  devOutbox: boolean;
  /** An employer must enrol a passkey or an app (decision 0027); on by default in production. */
  requireSecondFactorEmployers: boolean;
  trustProxy: boolean;
  /** `threadNice`: the nice value of the hashing threads (libuv's pool), 0 to leave them be. */
  hashing: { concurrency: number; queue: number; threadNice: number };
  login: { account: AttemptPolicy; session: AttemptPolicy; address: AttemptPolicy };
  /** Identity-check failures: per browser session (SESSIONLOCKED), per census person (USERLOCKED). */
  proofing: { session: AttemptPolicy; person: AttemptPolicy };
  rateLimitPerMinute: { address: number; session: number };
  /** The bearer token a scraper sends for /metrics; absent, /metrics answers 404. */
  metricsToken?: string;
  /** Single-sign-on registration: whose assertions open it, for which audience (decision 0013). */
  sso: SsoConfig;
  /** Where documents are kept: the bucket when there is one, else the folder. */
  documents: { folder: string; s3?: S3DocumentSettings };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Turns the environment into a config. Secrets missing outside production come from
 * `developmentSecrets` (read from or written to DATA_DIR by `loadDevelopmentSecrets`).
 */
export function parseConfig(
  environment: Environment,
  developmentSecrets?: (dataDir: string) => DevelopmentSecrets,
): Config {
  const parsed = envSchema.safeParse(environment);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const devOutbox = env.DEV_OUTBOX ?? !production;
  const demoData = env.DEMO_DATA ?? !production;
  const smsSettings = ['SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_FROM'] as const;
  if (production) {
    const problems = [
      ...(
        [
          'SESSION_SECRET',
          'DATA_KEY',
          'DATABASE_URL',
          'PUBLIC_URL',
          'SMTP_URL',
          'CLAIMS_SYSTEM_URL',
          'CLAIMS_EVENTS_SECRET',
          'STRIPE_SECRET_KEY',
          'STRIPE_WEBHOOK_SECRET',
        ] as const
      )
        .filter((name) => !env[name])
        .map((name) => `${name}: required in production`),
      ...smsSettings.filter((name) => !env[name]).map((name) => `${name}: required in production`),
      ...(['RECAPTCHA_SECRET', 'RECAPTCHA_SITE_KEY'] as const)
        .filter((name) => !env[name])
        .map(
          (name) => `${name}: required in production (the local bot verifier is for development)`,
        ),
      ...(devOutbox ? ['DEV_OUTBOX: the development outbox is not allowed in production'] : []),
      ...(demoData ? ['DEMO_DATA: demo data is not allowed in production'] : []),
    ];
    if (problems.length > 0) throw new ConfigError(problems);
  }
  // Half a provider is a typo, not a choice for the development outbox.
  if (smsSettings.some((name) => env[name])) {
    const missing = smsSettings.filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new ConfigError(
        missing.map((name) => `${name}: required when any of ${smsSettings.join(', ')} is set`),
      );
    }
  }
  // A real key with a made-up signing secret would refuse every webhook of the provider.
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(['STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set']);
  }
  const sms =
    env.SMS_ACCOUNT_SID && env.SMS_AUTH_TOKEN && env.SMS_FROM
      ? {
          apiUrl: env.SMS_PROVIDER_URL,
          accountSid: env.SMS_ACCOUNT_SID,
          authToken: env.SMS_AUTH_TOKEN,
          from: env.SMS_FROM,
          timeoutMs: env.SMS_TIMEOUT_MS,
        }
      : undefined;
  const dataDir = resolve(env.DATA_DIR);
  const generated = env.SESSION_SECRET && env.DATA_KEY ? undefined : developmentSecrets?.(dataDir);
  const sessionSecret = env.SESSION_SECRET ?? generated?.sessionSecret;
  const dataKey = env.DATA_KEY ?? generated?.dataKey;
  if (!sessionSecret || !dataKey) {
    throw new ConfigError(['SESSION_SECRET and DATA_KEY: required when none are kept in DATA_DIR']);
  }
  const keys = dataKeysConfig({
    dataKey,
    previousList: env.PREVIOUS_DATA_KEYS,
    hashKey: env.HASH_KEY,
  });
  if ('problems' in keys) throw new ConfigError(keys.problems);
  const { dataKeys, hashKey } = keys;
  const publicUrl = (env.PUBLIC_URL ?? defaultPublicUrl(env.HOST, env.PORT)).replace(/\/$/, '');
  const sso = ssoConfig({
    audience: env.SSO_AUDIENCE ?? `${new URL(publicUrl).origin}/auth`,
    partners: env.SSO_PARTNERS,
    production,
  });
  if ('problems' in sso) throw new ConfigError(sso.problems);
  const documentsS3 = documentsS3Settings(env);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database: { url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE },
    redisUrl: env.REDIS_URL,
    publicUrl,
    basePath: '/auth',
    sessionSecret,
    dataKeys,
    hashKey,
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
    smtpUrl: env.SMTP_URL,
    sms,
    claimsSystem: {
      url: env.CLAIMS_SYSTEM_URL,
      // Outside production the claims desk signs with a secret of this machine's own.
      eventsSecret:
        env.CLAIMS_EVENTS_SECRET ?? keyedHash(hashKey, 'claims-events-secret', 'development'),
    },
    payments: {
      secretKey: env.STRIPE_SECRET_KEY,
      // Outside production the stand-in signs with a secret of this machine's own.
      webhookSecret:
        env.STRIPE_WEBHOOK_SECRET ??
        `whsec_${keyedHash(hashKey, 'stripe-webhook-secret', 'development')}`,
      apiUrl: env.STRIPE_API_URL,
      timeoutMs: env.STRIPE_TIMEOUT_MS,
    },
    recaptcha: {
      secret: env.RECAPTCHA_SECRET,
      siteKey: env.RECAPTCHA_SITE_KEY,
      verifyUrl: env.RECAPTCHA_VERIFY_URL,
      minScore: env.RECAPTCHA_MIN_SCORE,
    },
    mailFrom:
      env.MAIL_FROM ??
      `${env.BRAND_NAME} <no-reply@${new URL(env.BRAND_SITE_URL).hostname.replace(/^www\./, '')}>`,
    outbox: { pollMs: env.OUTBOX_POLL_MS, maxAttempts: env.OUTBOX_MAX_ATTEMPTS },
    homeUrls: { 'employee-benefits': env.EMPLOYEE_HOME_URL, employers: env.EMPLOYER_HOME_URL },
    brand: {
      name: env.BRAND_NAME,
      siteUrl: env.BRAND_SITE_URL,
      supportPhone: env.SUPPORT_PHONE,
      supportPhoneLabel: env.SUPPORT_PHONE_LABEL,
    },
    timeZone: env.PORTAL_TIME_ZONE,
    logLevel: env.LOG_LEVEL,
    demoData,
    devOutbox,
    requireSecondFactorEmployers: env.REQUIRE_SECOND_FACTOR_EMPLOYERS ?? production,
    trustProxy: env.TRUST_PROXY,
    hashing: {
      concurrency: env.HASH_CONCURRENCY,
      queue: env.HASH_QUEUE ?? Math.ceil(env.HASH_CONCURRENCY / 2),
      threadNice: env.HASH_THREAD_NICE,
    },
    login: {
      account: { maxFailures: env.LOGIN_MAX_FAILURES, lockMinutes: env.LOGIN_LOCK_MINUTES },
      session: { maxFailures: env.SESSION_LOGIN_MAX_FAILURES, lockMinutes: env.LOGIN_LOCK_MINUTES },
      address: {
        maxFailures: env.ADDRESS_LOGIN_MAX_FAILURES,
        lockMinutes: env.ADDRESS_LOGIN_WINDOW_MINUTES,
        windowMinutes: env.ADDRESS_LOGIN_WINDOW_MINUTES,
      },
    },
    proofing: {
      session: { maxFailures: env.PROOFING_MAX_FAILURES, lockMinutes: env.PROOFING_LOCK_MINUTES },
      person: {
        maxFailures: env.PROOFING_PERSON_MAX_FAILURES,
        lockMinutes: env.PROOFING_PERSON_WINDOW_MINUTES,
        windowMinutes: env.PROOFING_PERSON_WINDOW_MINUTES,
      },
    },
    rateLimitPerMinute: {
      address: env.RATE_LIMIT_ADDRESS_PER_MINUTE,
      session: env.RATE_LIMIT_SESSION_PER_MINUTE,
    },
    metricsToken: env.METRICS_TOKEN,
    sso,
    documents: { folder: join(dataDir, 'documents'), ...(documentsS3 ? { s3: documentsS3 } : {}) },
  };
}

/** The bucket of DOCUMENTS_S3_URL (its first path segment) with its keys, both required. */
function documentsS3Settings(env: z.infer<typeof envSchema>): S3DocumentSettings | undefined {
  if (!env.DOCUMENTS_S3_URL) return undefined;
  const url = new URL(env.DOCUMENTS_S3_URL);
  const bucket = url.pathname.split('/').filter(Boolean)[0];
  const accessKeyId = env.DOCUMENTS_S3_ACCESS_KEY_ID;
  const secretAccessKey = env.DOCUMENTS_S3_SECRET_ACCESS_KEY;
  const missing = [
    [bucket, 'DOCUMENTS_S3_URL: must name the bucket, e.g. http://127.0.0.1:4569/documents'],
    [accessKeyId, 'DOCUMENTS_S3_ACCESS_KEY_ID: required when DOCUMENTS_S3_URL is set'],
    [secretAccessKey, 'DOCUMENTS_S3_SECRET_ACCESS_KEY: required when DOCUMENTS_S3_URL is set'],
  ].flatMap(([value, problem]) => (value ? [] : [problem as string]));
  if (!bucket || !accessKeyId || !secretAccessKey) throw new ConfigError(missing);
  return {
    endpoint: url.origin,
    bucket,
    region: env.DOCUMENTS_S3_REGION,
    accessKeyId,
    secretAccessKey,
    timeoutMs: env.DOCUMENTS_S3_TIMEOUT_MS,
  };
}
