// The employee's forms (docs/product/coverage.md#forms-and-documents) under /employee-benefits/api,
// apart from the page address: `GET forms/<form>.pdf[?claim=<claim number>]`, an employee login.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { claimNumberPattern } from '#domain/shared/claim-terms';
import { notFound } from '#domain/shared/outcome';
import { loginCallRefusals, responsesOf, sendPdfDownload } from '#server/plugins/outcome-answers';
import { answers } from '#server/plugins/route-answers';
import { formDocument, type FormsDeps } from './forms.service.ts';

export const formsRoutes: FastifyPluginAsyncZod<FormsDeps> = async (app, deps) => {
  app.get(
    '/employee-benefits/api/forms/:formId.pdf',
    {
      schema: {
        params: z.object({ formId: z.string().check(z.regex(/^[a-z-]{1,60}$/)) }),
        querystring: z.object({ claim: z.optional(z.string().check(z.regex(claimNumberPattern))) }),
        // 200: the PDF's bytes, streamed as they are drawn.
        response: responsesOf(z.unknown(), [...loginCallRefusals, 404]),
      },
      // Every employee's own copy; a claim number not his answers 404 (forms.test.ts).
      config: { access: { login: 'employee' }, answers: answers.employeeOwn },
    },
    async ({ caller, params, query, language }, reply) =>
      sendPdfDownload(
        reply,
        caller.kind === 'employee'
          ? await formDocument(deps, caller, params.formId, query.claim, language)
          : notFound(),
      ),
  );
};
