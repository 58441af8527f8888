// 'Confirm it's you' (docs/product/second-factor.md) under /{side}/api/second-step: what the
// account may confirm with, a one-time code for an account without a factor, and each way to
// confirm. Every call needs the side's login with the password alone (`step: 'password'`); the
// benefits area's routes need the step done (route-access.ts answers them 401 CONFIRM_IT_IS_YOU
// until then).

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  codeSentSchema,
  confirmedSchema,
  confirmWithCodeRequestSchema,
  secondStepOptionsSchema,
} from '#domain/second-factor/second-factor-answers';
import { confirmedRecently } from '#domain/second-factor/second-factor-rules';
import { roleOfSide, type Side, sides } from '#domain/shared/sides';
import { apiErrorSchema } from '#server/plugins/errors';
import { sendOutcome } from '#server/plugins/outcome-answers';
import { loginOf } from '#server/plugins/route-access';
import { answers } from '#server/plugins/route-answers';
import { deviceHashOf, ensureDevice } from './device-cookie.ts';
import type { SecondFactorDeps } from './second-factor-deps.ts';
import {
  attemptStep,
  checkStepCode,
  confirmRememberedDevice,
  sendStepCode,
  type StepCaller,
  stepOptions,
} from './second-step.service.ts';

const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;

/** The side's own login, before the second step: each account is served its own. */
export function stepAccess(side: Side, step: 'password' | 'enrol') {
  const role = roleOfSide[side];
  return {
    access: { login: role, step },
    answers: role === 'employee' ? answers.employeeOwn : answers.employerOwn,
  } as const;
}

/** The caller of a step call: route-access let only a login of `side` through. */
export function stepCaller(
  deps: Pick<SecondFactorDeps, 'device'>,
  side: Side,
  request: FastifyRequest,
  reply: FastifyReply,
): StepCaller {
  const { session } = request;
  if (!session) throw new Error('A step call came without a session');
  return {
    side,
    accountId: loginOf(request.caller).accountId,
    sessionIdHash: session.idHash,
    address: request.ip,
    userAgent: request.headers['user-agent'],
    language: request.language,
    device: () => ensureDevice(request, reply, deps.device),
  };
}

export const secondStepRoutes: FastifyPluginAsyncZod<SecondFactorDeps> = async (app, deps) => {
  for (const side of sides) {
    const api = `/${side}/api/second-step`;
    const config = stepAccess(side, 'password');

    app.get(
      api,
      { schema: { response: { 200: secondStepOptionsSchema, ...refusals } }, config },
      async (request, reply) => {
        const step = request.session?.secondStep;
        return stepOptions(deps, stepCaller(deps, side, request, reply), {
          confirmed: step === 'confirmed',
          confirmedRecently:
            step === 'confirmed' &&
            confirmedRecently(
              request.session ?? { confirmedAt: null, confirmedWith: null },
              deps.clock.now(),
            ),
          mustEnrol: step === 'enrol',
        });
      },
    );

    app.post(
      `${api}/code/send`,
      { schema: { response: { 200: codeSentSchema, 409: apiErrorSchema, ...refusals } }, config },
      async (request, reply) =>
        sendOutcome(reply, await sendStepCode(deps, stepCaller(deps, side, request, reply))),
    );

    app.post(
      `${api}/code`,
      {
        schema: {
          body: confirmWithCodeRequestSchema,
          response: { 200: confirmedSchema, ...refusals },
        },
        config,
      },
      async (request, reply) => {
        const caller = stepCaller(deps, side, request, reply);
        return attemptStep(
          deps,
          caller,
          'code',
          () => checkStepCode(deps, caller, request.body.code),
          request.body.rememberDevice,
        );
      },
    );
  }
};

/**
 * What the login asks once the password is right: does this browser, remembered by the
 * account, confirm the new session at once?
 */
export function rememberedAtLogin(deps: SecondFactorDeps) {
  return (request: FastifyRequest, side: Side): Promise<boolean> => {
    const session = request.session;
    if (!session?.accountId) return Promise.resolve(false);
    return confirmRememberedDevice(deps, {
      side,
      accountId: session.accountId,
      sessionIdHash: session.idHash,
      address: request.ip,
      userAgent: request.headers['user-agent'],
      deviceHash: deviceHashOf(request, deps.device),
    });
  };
}
