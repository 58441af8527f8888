// The employer's claims calls (docs/product/employer-claims.md) under /employers/api, apart from
// the page addresses (a GET of a page address serves the web app). Every route needs an employer
// login (401 otherwise) and reads the client of that login, looked up here on the server: a claim
// of another client answers 404 exactly like one that does not exist. The answers are the schemas
// of domain/employer-claims, which the compiler keeps free of health information.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { absenceReportRequestSchema } from '#domain/employer-claims/absence-report';
import { employerStatementRequestSchema } from '#domain/employer-claims/employer-statement';
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
import { success } from '#domain/shared/outcome';
import { loginCallRefusals, responsesOf, sendOutcome } from '#server/plugins/outcome-answers';
import { asEmployer } from '#server/plugins/route-access';
import { answers } from '#server/plugins/route-answers';
import { reportAbsence, searchEmployees } from './absence-report.service.ts';
import {
  type EmployerClaimsDeps,
  employeeClaims,
  employerClaimDetail,
  employerDashboard,
  giveEmployerStatement,
} from './employer-claims.service.ts';

const api = '/employers/api';
const withNotFound = [...loginCallRefusals, 404] as const;
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
  app.get(
    `${api}/dashboard`,
    {
      schema: { response: responsesOf(employerDashboardSchema, withNotFound) },
      config: employerOnly,
    },
    async (request, reply) =>
      sendOutcome(
        reply,
        await asEmployer(request, async (caller) => success(await employerDashboard(deps, caller))),
      ),
  );

  app.get(
    `${api}/claims`,
    {
      schema: {
        querystring: employerClaimsQuerySchema,
        response: responsesOf(employerClaimsPageSchema, withNotFound),
      },
      config: employerOnly,
    },
    async (request, reply) =>
      sendOutcome(
        reply,
        await asEmployer(request, (caller) =>
          employeeClaims(deps, caller, request.query, request.language),
        ),
      ),
  );

  app.get(
    `${api}/claims/:claimNumber`,
    {
      schema: {
        params: claimParams,
        response: responsesOf(employerClaimDetailSchema, withNotFound),
      },
      config: clientOnly,
    },
    async (request, reply) =>
      sendOutcome(
        reply,
        await asEmployer(request, (caller) =>
          employerClaimDetail(deps, caller, request.params.claimNumber, request.language),
        ),
      ),
  );

  app.post(
    `${api}/claims/:claimNumber/statement`,
    {
      schema: {
        params: claimParams,
        body: employerStatementRequestSchema,
        response: responsesOf(employerClaimDetailSchema, [...withNotFound, 409]),
      },
      config: clientOnly,
    },
    async (request, reply) =>
      sendOutcome(
        reply,
        await asEmployer(request, (caller) =>
          giveEmployerStatement(
            deps,
            caller,
            request.params.claimNumber,
            request.body,
            request.language,
          ),
        ),
      ),
  );

  app.get(
    `${api}/absences/employees`,
    {
      schema: {
        querystring: employeeSearchQuerySchema,
        response: responsesOf(employeeSearchAnswerSchema, withNotFound),
      },
      config: employerOnly,
    },
    async (request, reply) =>
      sendOutcome(
        reply,
        await asEmployer(request, async (caller) =>
          success(await searchEmployees(deps, caller, request.query.name)),
        ),
      ),
  );

  app.post(
    `${api}/absences`,
    {
      schema: {
        body: absenceReportRequestSchema,
        response: responsesOf(absenceReportAnswerSchema, withNotFound),
      },
      config: clientOnly,
    },
    async (request, reply) =>
      sendOutcome(
        reply,
        await asEmployer(request, (caller) =>
          reportAbsence(deps, caller, request.body, request.language),
        ),
      ),
  );
};
