// The employer's 'Plans and rates' call (docs/product/coverage.md#plans-and-rates) under
// /employers/api, apart from the page address. An employer login reads its own client's plans
// only, from the session's account, never from the request.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { plansAnswerSchema } from '#domain/employer-coverage/plans-answers';
import { loginCallRefusals, responsesOf } from '#server/plugins/outcome-answers';
import { employerWithClient } from '#server/plugins/route-access';
import { answers } from '#server/plugins/route-answers';
import { type EmployerCoverageDeps, plansAndRates } from './plans.service.ts';
import { todayOn } from '#domain/shared/clock';

export const employerCoverageRoutes: FastifyPluginAsyncZod<EmployerCoverageDeps> = async (
  app,
  deps,
) => {
  app.get(
    '/employers/api/plans',
    {
      schema: { response: responsesOf(plansAnswerSchema, loginCallRefusals) },
      config: { access: { login: 'employer' }, answers: answers.employerOwn },
    },
    async ({ caller }) => {
      const employer = employerWithClient(caller);
      return employer
        ? plansAndRates(deps, employer)
        : { month: `${todayOn(deps.clock).slice(0, 7)}-01`, plans: [] };
    },
  );
};
