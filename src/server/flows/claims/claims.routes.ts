// The employee's claims calls (DESIGN.md section 11.1) under /employee-benefits/api, apart
// from the page addresses (a GET of a page address serves the web app). Every route needs an
// employee login (401 otherwise); a claim that is not the employee's answers 404 exactly like
// one that does not exist.

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { claimNumberPattern } from '#domain/shared/claim-terms';
import {
  claimDetailSchema,
  dashboardAnswerSchema,
  draftAnswerSchema,
  paymentsAnswerSchema,
  reportTimeRequestSchema,
  saveDraftRequestSchema,
  submitClaimAnswerSchema,
  submitClaimRequestSchema,
} from '#domain/claims/claims-answers';
import { findEmployee } from '#server/db/claims-repository';
import { apiErrorSchema, sendError, sendNotFound } from '#server/plugins/errors';
import { answers } from '#server/plugins/route-answers';
import { filerOf, keepDraft, loadDraft, submitClaim } from './claim-filing.service.ts';
import {
  type ClaimChange,
  claimDetail,
  type ClaimsDeps,
  dashboard,
  type Employee,
  type FieldRefusal,
  payments,
  paymentsCsv,
  reportTime,
  withdrawClaim,
} from './claims.service.ts';

const api = '/employee-benefits/api';
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;
const withNotFound = { ...refusals, 404: apiErrorSchema } as const;
const claimParams = z.object({ claimNumber: z.string().check(z.regex(claimNumberPattern)) });
/** Each employee's own: their dashboard, draft and payments. */
const employeeOnly = { access: { login: 'employee' }, answers: answers.employeeOwn } as const;
/** A claim named in the address: another employee's answers 404, as one that does not exist. */
const claimOwnerOnly = {
  access: { login: 'employee' },
  answers: answers.employeeOwnById,
} as const;

function refuse(reply: FastifyReply, refusal: FieldRefusal) {
  return sendError(reply, 400, 'BAD_REQUEST', refusal.message, refusal.field);
}

export const claimsRoutes: FastifyPluginAsyncZod<ClaimsDeps> = async (app, deps) => {
  /**
   * The employee behind the session (route-access let only employee logins through) when the
   * census lists them, with the first name either way: an account the census does not list
   * has no claims, and finds nothing here.
   */
  const employeeOf = async (request: FastifyRequest) => {
    const found = await findEmployee(deps.db, request.session?.accountId ?? '');
    const { memberId, clientId } = found ?? {};
    const employee: Employee | undefined =
      found && memberId && clientId ? { ...found, memberId, clientId } : undefined;
    return { employee, firstName: found?.firstName ?? '' };
  };

  const answerChange = (reply: FastifyReply, change: ClaimChange) => {
    if (!change) return sendNotFound(reply);
    if (change.ok) return change.answer;
    return 'conflict' in change
      ? sendError(reply, 409, 'CONFLICT', change.conflict)
      : refuse(reply, change.refusal);
  };

  app.get(
    `${api}/dashboard`,
    { schema: { response: { 200: dashboardAnswerSchema, ...refusals } }, config: employeeOnly },
    async (request) => {
      const { employee, firstName } = await employeeOf(request);
      return employee
        ? dashboard(deps, employee)
        : { firstName, claims: [], thingsToDo: [], lastPayment: null };
    },
  );

  app.get(
    `${api}/claims/draft`,
    { schema: { response: { 200: draftAnswerSchema, ...refusals } }, config: employeeOnly },
    async (request, reply) => {
      const { employee } = await employeeOf(request);
      return employee ? loadDraft(deps, filerOf(employee)) : sendNotFound(reply);
    },
  );

  app.post(
    `${api}/claims/draft`,
    {
      schema: { body: saveDraftRequestSchema, response: { 200: draftAnswerSchema, ...refusals } },
      config: employeeOnly,
    },
    async (request, reply) => {
      const { employee } = await employeeOf(request);
      if (!employee) return sendNotFound(reply);
      const kept = await keepDraft(deps, filerOf(employee), request.body);
      return kept.ok ? kept.answer : refuse(reply, kept.refusal);
    },
  );

  app.post(
    `${api}/claims/submit`,
    {
      schema: {
        body: submitClaimRequestSchema,
        response: { 200: submitClaimAnswerSchema, ...refusals },
      },
      config: employeeOnly,
    },
    async (request, reply) => {
      const { employee } = await employeeOf(request);
      if (!employee) return sendNotFound(reply);
      const filed = await submitClaim(deps, filerOf(employee), request.body.idempotencyKey);
      return filed.ok ? filed.answer : refuse(reply, filed.refusal);
    },
  );

  app.get(
    `${api}/claims/:claimNumber`,
    {
      schema: { params: claimParams, response: { 200: claimDetailSchema, ...withNotFound } },
      config: claimOwnerOnly,
    },
    async (request, reply) => {
      const { employee } = await employeeOf(request);
      const detail = employee && (await claimDetail(deps, employee, request.params.claimNumber));
      return detail ?? sendNotFound(reply);
    },
  );

  app.post(
    `${api}/claims/:claimNumber/withdraw`,
    {
      schema: {
        params: claimParams,
        response: { 200: claimDetailSchema, ...withNotFound, 409: apiErrorSchema },
      },
      config: claimOwnerOnly,
    },
    async (request, reply) => {
      const { employee } = await employeeOf(request);
      return answerChange(
        reply,
        employee && (await withdrawClaim(deps, employee, request.params.claimNumber)),
      );
    },
  );

  app.post(
    `${api}/claims/:claimNumber/time`,
    {
      schema: {
        params: claimParams,
        body: reportTimeRequestSchema,
        response: { 200: claimDetailSchema, ...withNotFound },
      },
      config: claimOwnerOnly,
    },
    async (request, reply) => {
      const { employee } = await employeeOf(request);
      return answerChange(
        reply,
        employee && (await reportTime(deps, employee, request.params.claimNumber, request.body)),
      );
    },
  );

  app.get(
    `${api}/payments`,
    { schema: { response: { 200: paymentsAnswerSchema, ...refusals } }, config: employeeOnly },
    async (request) => {
      const { employee } = await employeeOf(request);
      return { payments: employee ? await payments(deps, employee) : [] };
    },
  );

  app.get(
    `${api}/payments.csv`,
    { schema: { response: { 200: z.string(), ...refusals } }, config: employeeOnly },
    async (request, reply) => {
      const { employee } = await employeeOf(request);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="payment-history.csv"')
        .send(paymentsCsv(employee ? await payments(deps, employee) : []));
    },
  );
};
