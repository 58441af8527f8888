// The username recovery call of docs/product/calls.md: one call, without the registration segment,
// on the employee side only.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOrFieldProblem, callerOf } from '#server/self-service/caller';
import type { SelfServiceDeps } from '#server/self-service/self-service-deps';
import { personalInfoCall } from '#server/self-service/personal-info-call';
import { recoverUserName } from './username-recovery.service.ts';

export const userNameRecoveryRoutes: FastifyPluginAsyncZod<{ deps: SelfServiceDeps }> = async (
  app,
  { deps },
) => {
  app.post('/userNameRecovery/verifyPersonalInfo', personalInfoCall, async (request, reply) =>
    answerOrFieldProblem(
      reply,
      await recoverUserName(deps, callerOf(request, 'userNameRecovery'), request.body),
    ),
  );
};
