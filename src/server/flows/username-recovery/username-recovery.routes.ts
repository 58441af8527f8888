// The username recovery call of SPEC.md section 7: one call, without the registration segment,
// on the employee side only.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validateCustomerRequestSchema } from '#domain/self-service/self-service-api';
import { callRefusals } from '#server/plugins/errors';
import { answerOrFieldProblem, callerOf } from '#server/self-service/caller';
import type { SelfServiceDeps } from '#server/self-service/self-service-deps';
import { personalInfoResponseSchema } from '#server/self-service/self-service-responses';
import { recoverUserName } from './username-recovery.service.ts';

export const userNameRecoveryRoutes: FastifyPluginAsyncZod<{ deps: SelfServiceDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/userNameRecovery/verifyPersonalInfo',
    {
      schema: {
        body: validateCustomerRequestSchema,
        response: { 200: personalInfoResponseSchema, ...callRefusals },
      },
      config: { access: 'session' },
    },
    async (request, reply) =>
      answerOrFieldProblem(
        reply,
        await recoverUserName(deps, callerOf(request, 'userNameRecovery'), request.body),
      ),
  );
};
