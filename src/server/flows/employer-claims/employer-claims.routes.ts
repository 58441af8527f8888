// The employer's claims calls (DESIGN.md 11.3) under /employers/api, apart from the page
// addresses (a GET of a page address serves the web app). Every route needs an employer
// login (401 otherwise) and reads the client of that login, looked up here on the server: a
// claim of another client answers 404 exactly like one that does not exist. The answers are
// the schemas of domain/employer-claims, which the compiler keeps free of health information.

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { absenceReportRequestSchema } from '#domain/claims/absence-report';
import { employerStatementRequestSchema } from '#domain/claims/employer-statement';
import { employerClaimsQuerySchema } from '#domain/employer-claims/claims-page';
import {
  absenceReportAnswerSchema,
  employeeSearchAnswerSchema,
  employeeSearchQuerySchema,
  employerClaimDetailSchema,
  employerClaimsPageSchema,
  employerDashboardSchema,
} from '#domain/employer-claims/employer-claims-answers';
import { claimNumberPattern } from '#domain/shared/claim-terms';
import { findEmployer } from '#server/db/employers-repository';
import { apiErrorSchema, sendError, sendNotFound } from '#server/plugins/errors';
import { answers } from '#server/plugins/route-answers';
import { reportAbsence, searchEmployees } from './absence-report.service.ts';
import {
  type EmployerCaller,
  type EmployerClaimsDeps,
  employeeClaims,
  employerClaimDetail,
  employerDashboard,
  giveEmployerStatement,
  type Outcome,
} from './employer-claims.service.ts';

const api = '/employers/api';
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;
const withNotFound = { ...refusals, 404: apiErrorSchema } as const;
const claimParams = z.object({ claimNumber: z.string().check(z.regex(claimNumberPattern)) });
/** The employer's own client: its dashboard, its claims, its census. */
const employerOnly = { access: { login: 'employer' }, answers: answers.employerOwn } as const;
/**
 * A claim or a member named in the request: another client's answers 404, exactly like one
 * that does not exist.
 */
const clientOnly = { access: { login: 'employer' }, answers: answers.employerOwnById } as const;

export const employerClaimsRoutes: FastifyPluginAsyncZod<EmployerClaimsDeps> = async (
  app,
  deps,
) => {
  /**
   * The employer behind the session (route-access let only employer logins through) with its
   * client; none for an employer account no HR contact stands behind (an operator's): such an
   * account reads nothing, and its calls answer 404.
   */
  const callerOf = async (request: FastifyRequest): Promise<EmployerCaller | undefined> => {
    const employer = await findEmployer(deps.db, request.session?.accountId ?? '');
    return employer && { employer, address: request.ip };
  };

  function answer<Answer>(reply: FastifyReply, outcome: Outcome<Answer> | undefined) {
    if (!outcome) return sendNotFound(reply);
    if (outcome.ok) return outcome.answer;
    if ('conflict' in outcome) return sendError(reply, 409, 'CONFLICT', outcome.conflict);
    const { field, message } = outcome.refusal;
    return sendError(reply, 400, 'BAD_REQUEST', message, field);
  }

  app.get(
    `${api}/dashboard`,
    {
      schema: { response: { 200: employerDashboardSchema, ...withNotFound } },
      config: employerOnly,
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      return caller ? employerDashboard(deps, caller) : sendNotFound(reply);
    },
  );

  app.get(
    `${api}/claims`,
    {
      schema: {
        querystring: employerClaimsQuerySchema,
        response: { 200: employerClaimsPageSchema, ...withNotFound },
      },
      config: employerOnly,
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      return answer(reply, caller && (await employeeClaims(deps, caller, request.query)));
    },
  );

  app.get(
    `${api}/claims/:claimNumber`,
    {
      schema: {
        params: claimParams,
        response: { 200: employerClaimDetailSchema, ...withNotFound },
      },
      config: clientOnly,
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      const detail =
        caller && (await employerClaimDetail(deps, caller, request.params.claimNumber));
      return detail ?? sendNotFound(reply);
    },
  );

  app.post(
    `${api}/claims/:claimNumber/statement`,
    {
      schema: {
        params: claimParams,
        body: employerStatementRequestSchema,
        response: { 200: employerClaimDetailSchema, ...withNotFound, 409: apiErrorSchema },
      },
      config: clientOnly,
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      const given =
        caller &&
        (await giveEmployerStatement(deps, caller, request.params.claimNumber, request.body));
      return answer(reply, given);
    },
  );

  app.get(
    `${api}/employees`,
    {
      schema: {
        querystring: employeeSearchQuerySchema,
        response: { 200: employeeSearchAnswerSchema, ...withNotFound },
      },
      config: employerOnly,
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      return caller ? searchEmployees(deps, caller, request.query.name) : sendNotFound(reply);
    },
  );

  app.post(
    `${api}/absences`,
    {
      schema: {
        body: absenceReportRequestSchema,
        response: { 200: absenceReportAnswerSchema, ...withNotFound },
      },
      config: clientOnly,
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      return answer(reply, caller && (await reportAbsence(deps, caller, request.body)));
    },
  );
};
