// Login calls of SPEC.md section 7 for both sides, plus what the account home needs:
// who is logged in, and log out.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { loginRequestSchema } from '#domain/login/login';
import { roleOfSide, sides } from '#domain/shared/sides';
import { findAccountSummary } from '#server/db/accounts-repository';
import { apiErrorSchema, callRefusals } from '#server/plugins/errors';
import { type LoginDeps, logIn } from './login.service.ts';

const statusSchema = z.object({ code: z.string(), name: z.string() });

const loginResponseSchema = z.object({
  status: statusSchema,
  redirectUrl: z.optional(z.string()),
});

const accountSummaryResponseSchema = z.object({
  status: statusSchema,
  account: z.optional(
    z.object({
      userName: z.string(),
      role: z.enum(['employee', 'employer']),
      firstName: z.string(),
      lastName: z.string(),
    }),
  ),
});

export const loginRoutes: FastifyPluginAsyncZod<LoginDeps> = async (app, deps) => {
  for (const side of sides) {
    app.post(
      `/${side}/loginCredentials`,
      {
        schema: {
          body: loginRequestSchema,
          response: { 200: loginResponseSchema, ...callRefusals },
        },
        // A visitor: the page made a session, and a login replaces it with a new one.
        config: { access: 'visitor', checksPassword: true },
      },
      async (request, reply) => {
        const session = await app.sessions.ensure(request, reply);
        const result = await logIn(deps, {
          ...request.body,
          side,
          sessionIdHash: session.idHash,
          address: request.ip,
        });
        deps.metrics.loginAnswered(side, result.response.status.code);
        if (result.accountId) await app.sessions.rotate(request, reply, result.accountId);
        return result.response;
      },
    );

    app.get(
      `/${side}/accountSummary`,
      {
        schema: { response: { 200: accountSummaryResponseSchema } },
        // Anyone may ask; who is not logged in is told so (NOTLOGGEDIN), not refused.
        config: { access: 'visitor' },
      },
      async (request) => {
        const accountId = request.session?.accountId;
        const account = accountId ? await findAccountSummary(deps.db, accountId) : undefined;
        if (!account || account.role !== roleOfSide[side]) {
          return { status: { code: 'NOTLOGGEDIN', name: 'Please log in to see your account.' } };
        }
        return { status: { code: 'SUCCESS', name: 'Logged in.' }, account };
      },
    );

    app.post(
      `/${side}/logout`,
      {
        schema: { response: { 200: loginResponseSchema, 403: apiErrorSchema } },
        config: { access: 'session' },
      },
      async (request, reply) => {
        await app.sessions.end(request, reply);
        return {
          status: { code: 'SUCCESS', name: 'You have logged out.' },
          redirectUrl: deps.loginUrl(side),
        };
      },
    );
  }
};
