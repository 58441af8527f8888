// The employee's beneficiaries calls (docs/product/coverage.md#beneficiaries) under
// /employee-benefits/api, apart from the page address. Reading needs an employee login; saving
// also needs the second step done within the last minutes (`step: 'recent'`, 401 otherwise, which
// the browser turns into 'Confirm it's you'). Each reads and writes the employee's own only.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { beneficiariesAnswerSchema } from '#domain/beneficiaries/beneficiaries-answers';
import { saveBeneficiariesRequestSchema } from '#domain/beneficiaries/beneficiary-rules';
import { confirmedRecently } from '#domain/second-factor/second-factor-rules';
import { notFound } from '#domain/shared/outcome';
import {
  loginCallRefusals,
  responsesOf,
  sendOutcome,
  sendPdfDownload,
} from '#server/plugins/outcome-answers';
import { answers } from '#server/plugins/route-answers';
import {
  beneficiaries,
  type BeneficiariesDeps,
  designationConfirmation,
  saveBeneficiaries,
} from './beneficiaries.service.ts';

const api = '/employee-benefits/api/beneficiaries';
const employeeOnly = { access: { login: 'employee' }, answers: answers.employeeOwn } as const;
/** Any plan's kind: one without a designation of his (another kind, say) answers 404. */
const planParams = z.object({ lifePlan: z.string().check(z.regex(/^[a-z-]{1,40}$/)) });
const unconfirmed = { confirmedAt: null, confirmedWith: null };

export const beneficiariesRoutes: FastifyPluginAsyncZod<BeneficiariesDeps> = async (app, deps) => {
  app.get(
    api,
    {
      schema: { response: responsesOf(beneficiariesAnswerSchema, loginCallRefusals) },
      config: employeeOnly,
    },
    async ({ caller, session }) => {
      const recently = confirmedRecently(session ?? unconfirmed, deps.clock.now());
      return caller.kind === 'employee'
        ? beneficiaries(deps, caller, recently)
        : { plans: [], confirmedRecently: recently };
    },
  );

  app.post(
    api,
    {
      schema: {
        body: saveBeneficiariesRequestSchema,
        response: responsesOf(beneficiariesAnswerSchema, [...loginCallRefusals, 409]),
      },
      config: { access: { login: 'employee', step: 'recent' }, answers: answers.employeeOwn },
    },
    async ({ caller, body, language }, reply) =>
      sendOutcome(
        reply,
        caller.kind === 'employee'
          ? await saveBeneficiaries(deps, caller, body, language)
          : notFound(),
      ),
  );

  app.get(
    `${api}/:lifePlan/confirmation.pdf`,
    {
      // 200: the PDF's bytes, streamed as they are drawn.
      schema: {
        params: planParams,
        response: responsesOf(z.unknown(), [...loginCallRefusals, 404]),
      },
      // A plan of his with a designation; another's, or none, answers 404.
      config: { access: { login: 'employee' }, answers: answers.employeeOwnById },
    },
    async ({ caller, params, language }, reply) =>
      sendPdfDownload(
        reply,
        caller.kind === 'employee'
          ? await designationConfirmation(deps, caller, params.lifePlan, language)
          : notFound(),
      ),
  );
};
