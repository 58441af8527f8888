// 'Sign-in and security' (docs/product/second-factor.md) under /{side}/api/security: open once the
// second step is done, and to an account that still owes a factor (`step: 'enrol'`), which enrols
// here before the benefits area opens. Each account is served its own; a factor named by id that is
// not the account's answers as one that does not exist.

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  appConfirmRequestSchema,
  appSetupSchema,
  factorAddedSchema,
  recoveryCodesSchema,
  securityDoneSchema,
  securityOverviewSchema,
} from '#domain/second-factor/second-factor-answers';
import { roleOfSide, type Side, sides } from '#domain/shared/sides';
import { apiErrorSchema } from '#server/plugins/errors';
import { sendOutcome } from '#server/plugins/outcome-answers';
import { loginOf } from '#server/plugins/route-access';
import { answers } from '#server/plugins/route-answers';
import type { SecondFactorDeps } from './second-factor-deps.ts';
import { stepAccess } from './second-step.routes.ts';
import {
  confirmAppSetup,
  forgetAllDevices,
  removeOwnFactor,
  renewRecoveryCodes,
  type SecurityCaller,
  securityOverview,
  startAppSetup,
} from './security.service.ts';

const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;

function securityCaller(side: Side, request: FastifyRequest): SecurityCaller {
  const { session } = request;
  if (!session) throw new Error('A security call came without a session');
  return {
    side,
    accountId: loginOf(request.caller).accountId,
    sessionIdHash: session.idHash,
    address: request.ip,
    language: request.language,
  };
}

export const securityRoutes: FastifyPluginAsyncZod<SecondFactorDeps> = async (app, deps) => {
  for (const side of sides) {
    const api = `/${side}/api/security`;
    const config = stepAccess(side, 'enrol');

    app.get(
      api,
      { schema: { response: { 200: securityOverviewSchema, ...refusals } }, config },
      async (request) =>
        securityOverview(deps, securityCaller(side, request), {
          mustEnrol: request.session?.secondStep === 'enrol',
          confirmedWith: request.session?.confirmedWith ?? null,
        }),
    );

    app.post(
      `${api}/app/start`,
      { schema: { response: { 200: appSetupSchema, ...refusals } }, config },
      async (request) => startAppSetup(deps, securityCaller(side, request)),
    );

    app.post(
      `${api}/app`,
      {
        schema: {
          body: appConfirmRequestSchema,
          response: { 200: factorAddedSchema, ...refusals },
        },
        config,
      },
      async (request) => confirmAppSetup(deps, securityCaller(side, request), request.body.code),
    );

    app.post(
      `${api}/recovery-codes`,
      { schema: { response: { 200: recoveryCodesSchema, ...refusals } }, config },
      async (request) => ({
        codes: await renewRecoveryCodes(deps, securityCaller(side, request)),
      }),
    );

    app.post(
      `${api}/factors/:factorId/remove`,
      {
        schema: {
          params: z.object({ factorId: z.string().check(z.maxLength(100)) }),
          response: { 200: securityDoneSchema, 404: apiErrorSchema, ...refusals },
        },
        config: {
          ...config,
          answers:
            roleOfSide[side] === 'employee' ? answers.employeeOwnById : answers.employerOwnById,
        },
      },
      async (request, reply) =>
        sendOutcome(
          reply,
          await removeOwnFactor(deps, securityCaller(side, request), request.params.factorId),
        ),
    );

    app.post(
      `${api}/forget-devices`,
      { schema: { response: { 200: securityDoneSchema, ...refusals } }, config },
      async (request) => {
        await forgetAllDevices(deps, securityCaller(side, request));
        return { outcome: 'done' as const };
      },
    );
  }
};
