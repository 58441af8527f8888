// The employer's 'Employees' calls (docs/product/census.md) under /employers/api, apart from
// the page addresses: `GET employees` (a page of the list), `POST employees` ('Add an employee',
// with `GET employees/offered-plans`: its boxes), `GET employees/<member id>` (one employee), and `POST employees/<member id>/earnings` and
// `.../end-employment` (its changes).
// An employer login reads and changes its own client's members only, from the session's account,
// never from the request: another client's member answers 404 exactly like one that does not
// exist.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { employeeRecordSchema, employeesPageSchema } from '#domain/employees/employees-answers';
import {
  changeEarningsRequestSchema,
  endEmploymentRequestSchema,
} from '#domain/employees/employee-changes';
import { addEmployeeRequestSchema, offeredPlansSchema } from '#domain/employees/new-hire';
import { employeesQuerySchema, memberIdSchema } from '#domain/employees/employees-list';
import { loginCallRefusals, responsesOf, sendOutcome } from '#server/plugins/outcome-answers';
import { asEmployer } from '#server/plugins/route-access';
import { answers } from '#server/plugins/route-answers';
import { type AddEmployeeDeps, addEmployee, offeredPlans } from './add-employee.service.ts';
import { changeEarnings, employeePage, employeesPage, endEmployment } from './employees.service.ts';

const api = '/employers/api/employees';
const withNotFound = [...loginCallRefusals, 404] as const;
const memberParams = z.object({ memberId: memberIdSchema });
/** One employee of the employer's client, named in the address: another client's answers 404. */
const oneEmployee = {
  access: { login: 'employer' },
  answers: answers.employerOwnById,
} as const;

export const employeesRoutes: FastifyPluginAsyncZod<AddEmployeeDeps> = async (app, deps) => {
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
    `${api}/offered-plans`,
    {
      schema: { response: responsesOf(offeredPlansSchema, withNotFound) },
      config: { access: { login: 'employer' }, answers: answers.employerOwn },
    },
    async (request, reply) =>
      sendOutcome(reply, await asEmployer(request, (caller) => offeredPlans(deps, caller))),
  );

  app.post(
    api,
    {
      schema: {
        body: addEmployeeRequestSchema,
        response: responsesOf(employeeRecordSchema, withNotFound),
      },
      config: { access: { login: 'employer' }, answers: answers.employerOwn },
    },
    async (request, reply) =>
      sendOutcome(
        reply,
        await asEmployer(request, (caller) =>
          addEmployee(deps, caller, request.body, request.language),
        ),
      ),
  );

  app.get(
    `${api}/:memberId`,
    {
      schema: {
        params: memberParams,
        response: responsesOf(employeeRecordSchema, withNotFound),
      },
      config: oneEmployee,
    },
    async (request, reply) =>
      sendOutcome(
        reply,
        await asEmployer(request, (caller) => employeePage(deps, caller, request.params.memberId)),
      ),
  );

  app.post(
    `${api}/:memberId/earnings`,
    {
      schema: {
        params: memberParams,
        body: changeEarningsRequestSchema,
        response: responsesOf(employeeRecordSchema, withNotFound),
      },
      config: oneEmployee,
    },
    async (request, reply) =>
      sendOutcome(
        reply,
        await asEmployer(request, (caller) =>
          changeEarnings(deps, caller, request.params.memberId, request.body, request.language),
        ),
      ),
  );

  app.post(
    `${api}/:memberId/end-employment`,
    {
      schema: {
        params: memberParams,
        body: endEmploymentRequestSchema,
        response: responsesOf(employeeRecordSchema, withNotFound),
      },
      config: oneEmployee,
    },
    async (request, reply) =>
      sendOutcome(
        reply,
        await asEmployer(request, (caller) =>
          endEmployment(deps, caller, request.params.memberId, request.body, request.language),
        ),
      ),
  );
};
