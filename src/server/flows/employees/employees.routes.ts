// The employer's 'Employees' calls (docs/product/census.md) under /employers/api, apart from
// the page addresses: `GET employees` (a page of the list) and `GET employees/<member id>` (one
// employee). An employer login reads its own client's members only, from the session's account,
// never from the request: another client's member answers 404 exactly like one that does not
// exist.

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { employeeRecordSchema, employeesPageSchema } from '#domain/employees/employees-answers';
import { employeesQuerySchema, memberIdSchema } from '#domain/employees/employees-list';
import { notFound, type Outcome } from '#domain/shared/outcome';
import { loginCallRefusals, responsesOf, sendOutcome } from '#server/plugins/outcome-answers';
import { employerWithClient } from '#server/plugins/route-access';
import { answers } from '#server/plugins/route-answers';
import {
  employeePage,
  employeesPage,
  type EmployeesCaller,
  type EmployeesDeps,
} from './employees.service.ts';

const api = '/employers/api/employees';
const withNotFound = [...loginCallRefusals, 404] as const;

/** The outcome of a call as the employer behind the request; without one, 404. */
async function asEmployer<Answer>(
  request: FastifyRequest,
  call: (caller: EmployeesCaller) => Promise<Outcome<Answer>>,
): Promise<Outcome<Answer>> {
  const employer = employerWithClient(request.caller);
  return employer ? call({ employer, address: request.ip }) : notFound();
}

export const employeesRoutes: FastifyPluginAsyncZod<EmployeesDeps> = async (app, deps) => {
  app.get(
    api,
    {
      schema: {
        querystring: employeesQuerySchema,
        response: responsesOf(employeesPageSchema, withNotFound),
      },
      config: { access: { login: 'employer' }, answers: answers.employerOwn },
    },
    async (request, reply) =>
      sendOutcome(
        reply,
        await asEmployer(request, (caller) =>
          employeesPage(deps, caller, request.query, request.language),
        ),
      ),
  );

  app.get(
    `${api}/:memberId`,
    {
      schema: {
        params: z.object({ memberId: memberIdSchema }),
        response: responsesOf(employeeRecordSchema, withNotFound),
      },
      config: { access: { login: 'employer' }, answers: answers.employerOwnById },
    },
    async (request, reply) =>
      sendOutcome(
        reply,
        await asEmployer(request, (caller) => employeePage(deps, caller, request.params.memberId)),
      ),
  );
};
