// buildApp(deps) returns the whole portal as a Fastify instance: main.ts listens on it,
// tests call inject() on it. Every dependency comes in through `deps`.

import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import {
  type FastifyPluginAsyncZod,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import * as z from 'zod/mini';
import type { Clock } from '#domain/shared/clock';
import { sideOfModule } from '#domain/self-service/flow';
import { type Side, sides } from '#domain/shared/sides';
import type { BotCheck } from './adapters/bot-check.ts';
import type { DocumentInventory, DocumentStore } from './adapters/document-store.ts';
import { loadCommonPasswords } from './adapters/common-passwords.ts';
import type { PasswordHasher } from './adapters/password-hasher.ts';
import type { PaymentProvider } from './adapters/payment-provider.ts';
import type { Config } from './config/config.ts';
import type { Database } from './db/client.ts';
import { billingPageUrl } from './flows/billing/billing-notices.ts';
import { billingWebhookRoutes } from './flows/billing/billing-webhook.routes.ts';
import { billingRoutes } from './flows/billing/billing.routes.ts';
import { claimPageUrl } from './flows/claims/claim-notices.ts';
import { claimsEventsRoutes } from './flows/claims/claims-events.routes.ts';
import { claimsRoutes } from './flows/claims/claims.routes.ts';
import { coverageRoutes } from './flows/coverage/coverage.routes.ts';
import { formsRoutes } from './flows/forms/forms.routes.ts';
import { employerCoverageRoutes } from './flows/employer-coverage/plans.routes.ts';
import { censusUploadRoutes } from './flows/employees/census-upload.routes.ts';
import { employeesRoutes } from './flows/employees/employees.routes.ts';
import { beneficiariesRoutes } from './flows/beneficiaries/beneficiaries.routes.ts';
import { publicClaimRoutes } from './flows/claims/public-claim.routes.ts';
import { documentsRoutes } from './flows/documents/documents.routes.ts';
import { employerClaimsRoutes } from './flows/employer-claims/employer-claims.routes.ts';
import { loginRoutes } from './flows/login/login.routes.ts';
import { secondStepFactorRoutes } from './flows/second-factor/second-step-factors.routes.ts';
import { passkeysRoutes } from './flows/second-factor/passkeys.routes.ts';
import type { SecondFactorDeps } from './flows/second-factor/second-factor-deps.ts';
import { rememberedAtLogin, secondStepRoutes } from './flows/second-factor/second-step.routes.ts';
import { securityRoutes } from './flows/second-factor/security.routes.ts';
import { passwordResetRoutes } from './flows/password-reset/password-reset.routes.ts';
import { passwordResetContactViews } from './flows/password-reset/password-reset.service.ts';
import { registrationContactViews } from './flows/registration/registration-deps.ts';
import { registrationRoutes } from './flows/registration/registration.routes.ts';
import { reportsRoutes } from './flows/reports/reports.routes.ts';
import { createSsoAssertionVerifier } from './flows/sso/sso-assertion.ts';
import { ssoRoutes } from './flows/sso/sso.routes.ts';
import { userNameRecoveryRoutes } from './flows/username-recovery/username-recovery.routes.ts';
import csrf from './plugins/csrf.ts';
import errors, { sendError } from './plugins/errors.ts';
import { healthRoutes } from './plugins/health.ts';
import { createPortalMetrics, metricsRoutes } from './plugins/metrics.ts';
import { languageRoutes } from './flows/language/language.routes.ts';
import overloadGuard from './plugins/overload-guard.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import language from './plugins/language.ts';
import routeAccess from './plugins/route-access.ts';
import { answers } from './plugins/route-answers.ts';
import routeConfig from './plugins/route-config.ts';
import securityHeaders, { applySecurityHeaders } from './plugins/security-headers.ts';
import session from './plugins/session.ts';
import type { SelfServiceDeps } from './self-service/self-service-deps.ts';
import { selfServiceRoutes } from './self-service/self-service.routes.ts';
import { declareStaticFileRoutes, webApp } from './web-app.ts';

export interface AppDeps {
  config: Config;
  db: Database;
  clock: Clock;
  hasher: PasswordHasher;
  botCheck: BotCheck;
  /**
   * Where documents' sealed bytes are kept (DATA_DIR/documents or DOCUMENTS_S3_URL); probed
   * for the metrics when it can be.
   */
  documentStore: DocumentStore & Partial<Pick<DocumentInventory, 'probe'>>;
  /** Told when a message was queued: the outbox dispatcher sends it at once. */
  messageQueued?: () => void;
  /** The employer's bank payments (Stripe, or its local stand-in); absent, Pay now answers 503. */
  paymentProvider?: PaymentProvider;
  /** The rate-limit counters shared by every instance (REDIS_URL); absent, kept in memory. */
  redis?: Redis;
  /** Folder of the built web app (dist/web). */
  webRoot: string;
  /**
   * The development pages (the mailbox, the claims desk, the demo partner's SSO page): main.ts
   * loads and passes them only with DEV_OUTBOX, so that production code never imports dev/.
   */
  devRoutes?: FastifyPluginAsyncZod<{ db: Database; clock: Clock; config: Config }>;
  /** Pino options or an instance; tests pass a silent logger or a capturing stream. */
  logger?: FastifyServerOptions['loggerInstance'] | FastifyServerOptions['logger'];
}

/** Paths of everything personal or secret that could reach a log line. */
export const redactedLogPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.confirmPassword',
  '*.ssn',
  '*.dateOfBirth',
  '*.verificationCode',
  '*.token',
  '*.passwordHash',
  '*.assertion',
  // The claims wizard and the claims system's events: a bank account and a provider's phone.
  '*.accountNumber',
  '*.confirmAccountNumber',
  '*.routingNumber',
  '*.providerPhone',
  // The employer's 'Pay this bill', and the provider's own names should an object be logged.
  '*.accountHolderName',
  '*.account_number',
  '*.routing_number',
  'req.headers["stripe-signature"]',
];

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return { level: config.logLevel, redact: { paths: redactedLogPaths, censor: '[redacted]' } };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, clock, hasher, botCheck } = deps;
  const logger =
    deps.logger && typeof deps.logger === 'object' && 'child' in deps.logger
      ? { loggerInstance: deps.logger }
      : { logger: deps.logger ?? loggerOptions(config) };
  const assetPrefix = `${config.basePath}/assets/`;
  const https = config.publicUrl.startsWith('https:');
  const securityHeaderOptions = {
    https,
    botProtectionOrigins: config.recaptcha.siteKey
      ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
      : [],
  };
  const secureRawAnswer = applySecurityHeaders(securityHeaderOptions);
  const app = Fastify({
    ...logger,
    bodyLimit: 16 * 1024,
    trustProxy: config.trustProxy,
    // Long enough that an over-long parameter reaches its route's schema and a clear 400.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // An address the router cannot read (a broken escape) is answered before any hook runs:
    // the same headers and error shape as every other refusal, never the address echoed.
    frameworkErrors: (_error, request, reply) => {
      secureRawAnswer(request.raw, reply.raw);
      return sendError(reply, 400, 'BAD_REQUEST', 'The address is not valid.');
    },
    // Access logs for every call and page, not for each hashed asset a page loads.
    logController: new LogController({
      disableRequestLogging: (request) => request.url.startsWith(assetPrefix),
    }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a text/plain body answers 415 instead of reaching validation as a string.
  app.removeContentTypeParser('text/plain');

  const metrics = createPortalMetrics({
    db,
    clock,
    processMetrics: config.metricsToken !== undefined,
    documentStore: deps.documentStore,
    hasher,
  });
  app.addHook('onResponse', metrics.observeRequest);
  // Every route declares who may call it; one that does not fails to register. The files of
  // @fastify/static, which takes no route config, are declared first.
  app.addHook('onRoute', declareStaticFileRoutes);
  await app.register(routeConfig);

  await app.register(errors);
  await app.register(overloadGuard, { hasher });
  await app.register(securityHeaders, securityHeaderOptions);
  await app.register(cookie);
  const rateLimits = await registerRateLimits(app, {
    ...config.rateLimitPerMinute,
    dataKey: config.hashKey,
    redis: deps.redis,
  });
  app.addHook('onRequest', rateLimits.byAddress);
  await app.register(session, {
    db,
    clock,
    secret: config.sessionSecret,
    idleMinutes: config.sessionIdleMinutes,
    secureCookie: https,
  });
  await app.register(language);
  await app.register(csrf);
  await app.register(routeAccess, { db, clock });
  app.addHook('onRequest', rateLimits.bySession);
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('cache-control') && request.url.startsWith(config.basePath)) {
      reply.header('cache-control', 'no-store');
    }
  });

  // Before the routes, which it documents as they are added; imported here so that a
  // production server never loads it.
  if (config.devOutbox) {
    await app.register(import('./plugins/openapi.ts'), { basePath: config.basePath });
  }
  app.get(
    '/',
    {
      schema: { response: { 302: z.null() } },
      config: { access: 'none', answers: answers.public },
    },
    async (_request, reply) => reply.redirect(`${config.basePath}/`),
  );
  const loginUrl = (side: Side) => `${config.basePath}/${side}/login`;
  const publicOrigin = new URL(config.publicUrl).origin;
  const secondFactor: SecondFactorDeps = {
    db,
    clock,
    hashKey: config.hashKey,
    dataKeys: config.dataKeys,
    brandName: config.brand.name,
    phone: config.brand.supportPhone,
    homeUrls: config.homeUrls,
    securityUrl: (side) => `${config.basePath}/${side}/security`,
    requireForEmployers: config.requireSecondFactorEmployers,
    webauthn: {
      rpId: new URL(config.publicUrl).hostname,
      rpName: config.brand.name,
      origins: [publicOrigin],
    },
    device: { secret: config.sessionSecret, secureCookie: https },
    messageQueued: deps.messageQueued ?? (() => undefined),
    metrics,
  };
  await app.register(
    async (portal) => {
      await portal.register(loginRoutes, {
        db,
        clock,
        hasher,
        dataKey: config.hashKey,
        phone: config.brand.supportPhone,
        homeUrls: config.homeUrls,
        loginUrl,
        secureCookie: https,
        policies: config.login,
        metrics,
        secondStep: {
          confirmUrl: (side) => `${config.basePath}/${side}/confirm`,
          confirmRemembered: rememberedAtLogin(secondFactor),
        },
      });
      await portal.register(secondStepRoutes, secondFactor);
      await portal.register(passkeysRoutes, secondFactor);
      await portal.register(secondStepFactorRoutes, secondFactor);
      await portal.register(securityRoutes, secondFactor);
      const selfService: SelfServiceDeps = {
        db,
        clock,
        dataKey: config.hashKey,
        phone: config.brand.supportPhone,
        brandName: config.brand.name,
        // Username recovery belongs to the employee side.
        loginUrl: (module) => loginUrl(sideOfModule(module)),
        policies: {
          proofingSession: config.proofing.session,
          proofingPerson: config.proofing.person,
        },
        messageQueued: deps.messageQueued ?? (() => undefined),
        metrics,
      };
      const blocklist = loadCommonPasswords();
      await portal.register(selfServiceRoutes, {
        deps: selfService,
        contactViews: { ...registrationContactViews, ...passwordResetContactViews },
      });
      await portal.register(registrationRoutes, {
        deps: { ...selfService, hasher, botCheck, blocklist },
        sides: [...sides],
        siteUrl: config.brand.siteUrl,
      });
      await portal.register(userNameRecoveryRoutes, { deps: selfService });
      await portal.register(passwordResetRoutes, {
        deps: { ...selfService, hasher, blocklist },
        sides: [...sides],
      });
      await portal.register(ssoRoutes, {
        deps: { db, clock, checkSsoAssertion: createSsoAssertionVerifier(config.sso, clock) },
        basePath: config.basePath,
      });
      const claimsDeps = {
        db,
        clock,
        dataKey: config.dataKeys,
        brandName: config.brand.name,
        claimUrl: (claimNumber: string) =>
          claimPageUrl(`${config.publicUrl}${config.basePath}`, claimNumber),
        messageQueued: selfService.messageQueued,
      };
      await portal.register(claimsRoutes, claimsDeps);
      await portal.register(publicClaimRoutes, { selfService, claims: claimsDeps });
      await portal.register(claimsEventsRoutes, {
        ...claimsDeps,
        eventsSecret: config.claimsSystem.eventsSecret,
        metrics,
      });
      await portal.register(employerClaimsRoutes, claimsDeps);
      await portal.register(coverageRoutes, { db, clock, brandName: config.brand.name });
      await portal.register(employerCoverageRoutes, { db, clock });
      await portal.register(employeesRoutes, { db, clock, dataKey: config.hashKey });
      await portal.register(censusUploadRoutes, { db, clock, dataKey: config.hashKey });
      await portal.register(formsRoutes, {
        db,
        brandName: config.brand.name,
        documentsUrl: `${config.publicUrl}${config.basePath}/employee-benefits/documents`,
      });
      await portal.register(beneficiariesRoutes, {
        db,
        clock,
        dataKey: config.dataKeys,
        brandName: config.brand.name,
        phone: config.brand.supportPhone,
        messageQueued: selfService.messageQueued,
      });
      const billingDeps = {
        db,
        clock,
        brandName: config.brand.name,
        billingUrl: billingPageUrl(`${config.publicUrl}${config.basePath}`),
        messageQueued: selfService.messageQueued,
        paymentProvider: deps.paymentProvider,
      };
      await portal.register(billingRoutes, billingDeps);
      await portal.register(billingWebhookRoutes, { ...billingDeps, metrics });
      await portal.register(documentsRoutes, {
        db,
        clock,
        dataKey: config.dataKeys,
        store: deps.documentStore,
        messageQueued: selfService.messageQueued,
        metrics,
      });
      await portal.register(languageRoutes, { db, secureCookie: https });
      await portal.register(reportsRoutes, { db, clock, brandName: config.brand.name });
      await portal.register(healthRoutes, { db, redis: deps.redis });
      await portal.register(metricsRoutes, { metrics, token: config.metricsToken });
      if (config.devOutbox && deps.devRoutes) {
        await portal.register(deps.devRoutes, { db, clock, config });
      }
      await portal.register(webApp, {
        webRoot: deps.webRoot,
        portalConfig: {
          brandName: config.brand.name,
          siteUrl: config.brand.siteUrl,
          supportPhone: config.brand.supportPhone,
          supportPhoneLabel: config.brand.supportPhoneLabel,
          timeZone: config.timeZone,
          ...(config.recaptcha.siteKey ? { recaptchaSiteKey: config.recaptcha.siteKey } : {}),
        },
      });
    },
    { prefix: config.basePath },
  );
  return app;
}
