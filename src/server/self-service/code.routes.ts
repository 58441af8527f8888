// The one-time code calls of docs/product/calls.md, the same for every flow that sends a code:
// validateVerificationCode and resendVerificationCode under the flow's own base path, in its
// module. The flow passes its CodeStep and its resend (registration's may choose a device).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { FlowModule } from '#domain/self-service/flow';
import { type CredentialsResponse } from '#domain/self-service/self-service-answers';
import {
  type ResendCodeRequest,
  resendCodeRequestSchema,
  verificationCodeRequestSchema,
} from '#domain/self-service/self-service-api';
import { callRefusals } from '#server/plugins/errors';
import { answers } from '#server/plugins/route-answers';
import { type Caller, answerOrFieldProblem, callerOf } from './caller.ts';
import { type CodeStep, validateCode } from './one-time-code-step.ts';
import type { SelfServiceDeps } from './self-service-deps.ts';
import {
  credentialsResponseSchema,
  verificationCodeResponseSchema,
} from '#domain/self-service/self-service-answers';

export interface CodeRouteOptions {
  deps: SelfServiceDeps;
  step: CodeStep;
  module: FlowModule;
  /** The flow's base path: the calls are `${base}/validateVerificationCode` and its resend. */
  base: string;
  resend(caller: Caller, request: ResendCodeRequest): Promise<CredentialsResponse>;
}

export const codeRoutes: FastifyPluginAsyncZod<CodeRouteOptions> = async (app, options) => {
  const { deps, step, module, base, resend } = options;

  app.post(
    `${base}/validateVerificationCode`,
    {
      schema: {
        body: verificationCodeRequestSchema,
        response: { 200: verificationCodeResponseSchema, ...callRefusals },
      },
      config: { access: 'session', answers: answers.flowStep },
    },
    async (request, reply) =>
      answerOrFieldProblem(
        reply,
        await validateCode(deps, step, callerOf(request, module), request.body.verificationCode),
      ),
  );

  // The body is optional: only an employer choosing a device sends one.
  app.post(
    `${base}/resendVerificationCode`,
    {
      schema: {
        body: z.nullish(resendCodeRequestSchema),
        response: { 200: credentialsResponseSchema, ...callRefusals },
      },
      config: { access: 'session', answers: answers.flowStep },
    },
    async (request) => resend(callerOf(request, module), request.body ?? {}),
  );
};
