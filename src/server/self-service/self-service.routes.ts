// The calls every self-service page makes whatever its flow (docs/product/calls.md): GET /reload,
// where this browser's flow stands, and GET /back-to-login, which ends them.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { flowModules } from '#domain/self-service/flow';
import { apiErrorSchema } from '#server/plugins/errors';
import { answers } from '#server/plugins/route-answers';
import type { SelfServiceDeps } from './self-service-deps.ts';
import {
  selfServiceResponseSchema,
  submitResponseSchema,
} from '#domain/self-service/self-service-answers';
import { type ContactViews, backToLogin, reload } from './self-service.service.ts';

export interface SelfServiceRouteOptions {
  deps: SelfServiceDeps;
  contactViews: ContactViews;
}

export const selfServiceRoutes: FastifyPluginAsyncZod<SelfServiceRouteOptions> = async (
  app,
  { deps, contactViews },
) => {
  app.get(
    '/reload',
    {
      schema: {
        querystring: z.object({ module: z.optional(z.enum(flowModules)) }),
        response: { 200: selfServiceResponseSchema, 400: apiErrorSchema },
      },
      // A browser without a session has no flow: it is told so (STEPNOTALLOWED).
      config: { access: 'visitor', answers: answers.public },
    },
    async (request) =>
      reload(
        deps,
        contactViews,
        { sessionIdHash: request.session?.idHash ?? '', language: request.language },
        request.query.module,
      ),
  );

  app.get(
    '/back-to-login',
    {
      schema: { response: { 200: submitResponseSchema } },
      config: { access: 'visitor', answers: answers.public },
    },
    async (request) =>
      backToLogin(deps, {
        sessionIdHash: request.session?.idHash ?? '',
        language: request.language,
      }),
  );
};
