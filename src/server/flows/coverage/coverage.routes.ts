// The employee's coverage calls (docs/product/coverage.md#my-coverage) under /employee-benefits/api,
// apart from the page address (a GET of /employee-benefits/coverage serves the web app). Each needs
// an employee login (401 otherwise) and reads only that employee's own record; an account the
// census does not list has no coverage.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { coverageAnswerSchema } from '#domain/coverage/coverage-answers';
import { notFound } from '#domain/shared/outcome';
import { loginCallRefusals, responsesOf, sendPdfDownload } from '#server/plugins/outcome-answers';
import { answers } from '#server/plugins/route-answers';
import { coverageCertificate, type CoverageDeps, myCoverage } from './coverage.service.ts';
import { todayOn } from '#domain/shared/clock';

const api = '/employee-benefits/api';
/** Each employee's own. */
const employeeOnly = { access: { login: 'employee' }, answers: answers.employeeOwn } as const;

export const coverageRoutes: FastifyPluginAsyncZod<CoverageDeps> = async (app, deps) => {
  app.get(
    `${api}/coverage`,
    {
      schema: { response: responsesOf(coverageAnswerSchema, loginCallRefusals) },
      config: employeeOnly,
    },
    async ({ caller }) =>
      caller.kind === 'employee'
        ? myCoverage(deps, caller)
        : { asOf: todayOn(deps.clock), plans: [] },
  );

  app.get(
    `${api}/coverage/certificate.pdf`,
    {
      // 200: the PDF's bytes, streamed as they are drawn.
      schema: { response: responsesOf(z.unknown(), [...loginCallRefusals, 404]) },
      config: employeeOnly,
    },
    async ({ caller, language }, reply) =>
      sendPdfDownload(
        reply,
        caller.kind === 'employee' ? await coverageCertificate(deps, caller, language) : notFound(),
      ),
  );
};
