// The development pages under the base path: the mailbox, the claims desk and, while the demo
// partner stands in for the SSO partners, the page that signs its assertions. buildApp
// registers them only with DEV_OUTBOX, and only main.ts (or a test) hands them over.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '#domain/shared/clock';
import type { Config } from '#server/config/config';
import type { Database } from '#server/db/client';
import { claimsDeskRoutes } from './claims-desk.routes.ts';
import { devOutboxRoutes } from './dev-outbox.routes.ts';
import { devSsoRoutes } from './dev-sso.routes.ts';

export interface DevRoutesOptions {
  db: Database;
  clock: Clock;
  config: Config;
}

export const devRoutes: FastifyPluginAsyncZod<DevRoutesOptions> = async (
  app,
  { db, clock, config },
) => {
  await app.register(devOutboxRoutes, { db, basePath: config.basePath });
  await app.register(claimsDeskRoutes, {
    db,
    clock,
    basePath: config.basePath,
    eventsSecret: config.claimsSystem.eventsSecret,
  });
  if (config.sso.demoPartner) {
    await app.register(devSsoRoutes, {
      clock,
      basePath: config.basePath,
      audience: config.sso.audience,
      demoPartner: config.sso.demoPartner,
    });
  }
};
