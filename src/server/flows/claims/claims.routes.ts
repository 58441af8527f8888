// The employee's claims calls (docs/product/claims.md) under /employee-benefits/api, apart
// from the page addresses (a GET of a page address serves the web app). Every route needs an
// employee login (401 otherwise); a claim that is not the employee's answers 404 exactly like
// one that does not exist. The sentences of an answer are in the request's language.

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
import { notFound } from '#domain/shared/outcome';
import { loginCallRefusals, responsesOf, sendOutcome } from '#server/plugins/outcome-answers';
import { answers } from '#server/plugins/route-answers';
import { filerOf, keepDraft, loadDraft, submitClaim } from './claim-filing.service.ts';
import {
  claimDetail,
  type ClaimsDeps,
  dashboard,
  payments,
  paymentsCsv,
  reportTime,
  withdrawClaim,
} from './claims.service.ts';
import { appealClaim } from './claim-appeal.service.ts';
import { appealRequestSchema } from '#domain/claims/appeal';

const api = '/employee-benefits/api';
const withNotFound = [...loginCallRefusals, 404] as const;
const claimParams = z.object({ claimNumber: z.string().check(z.regex(claimNumberPattern)) });
/** Each employee's own: their dashboard, draft and payments. */
const employeeOnly = { access: { login: 'employee' }, answers: answers.employeeOwn } as const;
/** A claim named in the address: another employee's answers 404, as one that does not exist. */
const claimOwnerOnly = {
  access: { login: 'employee' },
  answers: answers.employeeOwnById,
} as const;

/**
 * Route access let only employee logins through, as `request.caller`: an employee the census
 * lists, or an account it does not list ('unlinked'), which has no claims and finds nothing.
 */
export const claimsRoutes: FastifyPluginAsyncZod<ClaimsDeps> = async (app, deps) => {
  app.get(
    `${api}/dashboard`,
    {
      schema: { response: responsesOf(dashboardAnswerSchema, loginCallRefusals) },
      config: employeeOnly,
    },
    async ({ caller }) => {
      if (caller.kind === 'employee') return dashboard(deps, caller);
      const firstName = caller.kind === 'unlinked' ? caller.firstName : '';
      return { firstName, claims: [], thingsToDo: [], lastPayment: null };
    },
  );

  app.get(
    `${api}/claims/draft`,
    {
      schema: { response: responsesOf(draftAnswerSchema, loginCallRefusals) },
      config: employeeOnly,
    },
    async ({ caller }, reply) =>
      caller.kind === 'employee'
        ? loadDraft(deps, filerOf(caller))
        : sendOutcome(reply, notFound()),
  );

  app.post(
    `${api}/claims/draft`,
    {
      schema: {
        body: saveDraftRequestSchema,
        response: responsesOf(draftAnswerSchema, loginCallRefusals),
      },
      config: employeeOnly,
    },
    async ({ caller, body, language }, reply) =>
      sendOutcome(
        reply,
        caller.kind === 'employee'
          ? await keepDraft(deps, filerOf(caller), body, language)
          : notFound(),
      ),
  );

  app.post(
    `${api}/claims/submit`,
    {
      schema: {
        body: submitClaimRequestSchema,
        response: responsesOf(submitClaimAnswerSchema, loginCallRefusals),
      },
      config: employeeOnly,
    },
    async ({ caller, body, language }, reply) =>
      sendOutcome(
        reply,
        caller.kind === 'employee'
          ? await submitClaim(deps, filerOf(caller), body.idempotencyKey, language)
          : notFound(),
      ),
  );

  app.get(
    `${api}/claims/:claimNumber`,
    {
      schema: { params: claimParams, response: responsesOf(claimDetailSchema, withNotFound) },
      config: claimOwnerOnly,
    },
    async ({ caller, params, language }, reply) =>
      sendOutcome(
        reply,
        caller.kind === 'employee'
          ? await claimDetail(deps, caller, params.claimNumber, language)
          : notFound(),
      ),
  );

  app.post(
    `${api}/claims/:claimNumber/withdraw`,
    {
      schema: {
        params: claimParams,
        response: responsesOf(claimDetailSchema, [...withNotFound, 409]),
      },
      config: claimOwnerOnly,
    },
    async ({ caller, params, language }, reply) =>
      sendOutcome(
        reply,
        caller.kind === 'employee'
          ? await withdrawClaim(deps, caller, params.claimNumber, language)
          : notFound(),
      ),
  );

  app.post(
    `${api}/claims/:claimNumber/appeal`,
    {
      schema: {
        params: claimParams,
        body: appealRequestSchema,
        response: responsesOf(claimDetailSchema, [...withNotFound, 409]),
      },
      config: claimOwnerOnly,
    },
    async ({ caller, params, body, language }, reply) =>
      sendOutcome(
        reply,
        caller.kind === 'employee'
          ? await appealClaim(deps, caller, params.claimNumber, body, language)
          : notFound(),
      ),
  );

  app.post(
    `${api}/claims/:claimNumber/time`,
    {
      schema: {
        params: claimParams,
        body: reportTimeRequestSchema,
        response: responsesOf(claimDetailSchema, withNotFound),
      },
      config: claimOwnerOnly,
    },
    async ({ caller, params, body, language }, reply) =>
      sendOutcome(
        reply,
        caller.kind === 'employee'
          ? await reportTime(deps, caller, params.claimNumber, body, language)
          : notFound(),
      ),
  );

  app.get(
    `${api}/payments`,
    {
      schema: { response: responsesOf(paymentsAnswerSchema, loginCallRefusals) },
      config: employeeOnly,
    },
    async ({ caller }) => ({
      payments: caller.kind === 'employee' ? await payments(deps, caller) : [],
    }),
  );

  app.get(
    `${api}/payments.csv`,
    { schema: { response: responsesOf(z.string(), loginCallRefusals) }, config: employeeOnly },
    async ({ caller }, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="payment-history.csv"')
        .send(paymentsCsv(caller.kind === 'employee' ? await payments(deps, caller) : [])),
  );
};
