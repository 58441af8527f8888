// Passkeys (docs/product/second-factor.md): 'Add a passkey' under /{side}/api/security/passkeys,
// open to a session that confirmed it is the person or owes a factor (`step: 'enrol'`), and 'Use a
// passkey' under /{side}/api/second-step/passkey, open after the password (`step: 'password'`).
// Each ceremony is two calls: the options (the challenge waits in the session), then the answer.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addPasskeyRequestSchema,
  confirmedSchema,
  confirmWithPasskeyRequestSchema,
  factorAddedSchema,
  passkeyCreationOptionsSchema,
  passkeyRequestOptionsSchema,
} from '#domain/second-factor/second-factor-answers';
import { sides } from '#domain/shared/sides';
import { apiErrorSchema } from '#server/plugins/errors';
import {
  addPasskey,
  passkeyCheck,
  passkeyEnrolOptions,
  passkeySignInOptions,
} from './passkeys.service.ts';
import type { SecondFactorDeps } from './second-factor-deps.ts';
import { stepAccess, stepCaller } from './second-step.routes.ts';
import { attemptStep } from './second-step.service.ts';

const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;

export const passkeysRoutes: FastifyPluginAsyncZod<SecondFactorDeps> = async (app, deps) => {
  for (const side of sides) {
    const security = `/${side}/api/security/passkeys`;
    const enrol = stepAccess(side, 'enrol');

    app.post(
      `${security}/options`,
      { schema: { response: { 200: passkeyCreationOptionsSchema, ...refusals } }, config: enrol },
      async (request, reply) => passkeyEnrolOptions(deps, stepCaller(deps, side, request, reply)),
    );

    app.post(
      security,
      {
        schema: {
          body: addPasskeyRequestSchema,
          response: { 200: factorAddedSchema, ...refusals },
        },
        config: enrol,
      },
      async (request, reply) =>
        addPasskey(deps, stepCaller(deps, side, request, reply), request.body),
    );

    const step = `/${side}/api/second-step/passkey`;
    const password = stepAccess(side, 'password');

    app.post(
      `${step}/options`,
      { schema: { response: { 200: passkeyRequestOptionsSchema, ...refusals } }, config: password },
      async (request, reply) => passkeySignInOptions(deps, stepCaller(deps, side, request, reply)),
    );

    app.post(
      step,
      {
        schema: {
          body: confirmWithPasskeyRequestSchema,
          response: { 200: confirmedSchema, ...refusals },
        },
        config: password,
      },
      async (request, reply) => {
        const caller = stepCaller(deps, side, request, reply);
        return attemptStep(
          deps,
          caller,
          'passkey',
          passkeyCheck(deps, caller, request.body.response),
          request.body.rememberDevice,
        );
      },
    );
  }
};
