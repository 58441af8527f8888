// Password reset of each side (decision 0014), beside the page that starts it
// (`/<side>/registration/password-reset`): the verify call of the side, then the shared code
// calls and selectCredentials with the shapes of docs/product/calls.md, all in the side's reset
// module.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountOnFileRequestSchema,
  newPasswordRequestSchema,
} from '#domain/password-reset/password-reset-api';
import { passwordResetModule } from '#domain/self-service/flow';
import type { Side } from '#domain/shared/sides';
import { callRefusals } from '#server/plugins/errors';
import { answers } from '#server/plugins/route-answers';
import { answerOrFieldProblem, callerOf } from '#server/self-service/caller';
import { codeRoutes } from '#server/self-service/code.routes';
import { resendCode } from '#server/self-service/one-time-code-step';
import { personalInfoCall } from '#server/self-service/personal-info-call';
import {
  personalInfoResponseSchema,
  submitResponseSchema,
} from '#domain/self-service/self-service-answers';
import {
  type PasswordResetDeps,
  resetCodeStep,
  resetPassword,
  verifyAccountForPasswordReset,
  verifyForPasswordReset,
} from './password-reset.service.ts';

export interface PasswordResetRouteOptions {
  deps: PasswordResetDeps;
  sides: Side[];
}

const verifyResponses = { 200: personalInfoResponseSchema, ...callRefusals };

export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetRouteOptions> = async (
  app,
  { deps, sides },
) => {
  for (const side of sides) {
    const module = passwordResetModule(side);
    const base = `/${side}/registration/password-reset`;

    if (side === 'employee-benefits') {
      app.post(`${base}/verifyPersonalInfo`, personalInfoCall, async (request, reply) =>
        answerOrFieldProblem(
          reply,
          await verifyForPasswordReset(deps, callerOf(request, module), request.body),
        ),
      );
    } else {
      app.post(
        `${base}/verifyAccount`,
        {
          schema: { body: accountOnFileRequestSchema, response: verifyResponses },
          config: { access: 'session', answers: answers.anySession },
        },
        async (request, reply) =>
          answerOrFieldProblem(
            reply,
            await verifyAccountForPasswordReset(deps, callerOf(request, module), request.body),
          ),
      );
    }

    await app.register(codeRoutes, {
      deps,
      step: resetCodeStep,
      module,
      base,
      resend: (caller) => resendCode(deps, resetCodeStep, caller),
    });

    app.post(
      `${base}/selectCredentials`,
      {
        schema: {
          body: newPasswordRequestSchema,
          response: { 200: submitResponseSchema, ...callRefusals },
        },
        config: { access: 'session', answers: answers.flowStep, checksPassword: true },
      },
      async (request, reply) =>
        answerOrFieldProblem(
          reply,
          await resetPassword(deps, callerOf(request, module), request.body),
        ),
    );
  }
};
