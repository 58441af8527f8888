// The employer's reports calls (docs/product/reports.md) under /employers/api/reports: the
// figures of the page and the three downloads. Every route needs an employer login (401
// otherwise, an employee's too), and reads the client of the employer behind it, never one
// the request names: there is nothing to name.

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { reportsAnswerSchema } from '#domain/reports/reports-answers';
import { type ReportDownload, reportFileName } from '#domain/reports/reports-terms';
import { notFound } from '#domain/shared/outcome';
import { csvDownloadHeaders } from '#server/adapters/csv-download';
import { pdfDownloadHeaders } from '#server/adapters/pdf-document';
import type { EmployerLogin } from '#server/db/accounts-repository';
import { apiErrorSchema, callRefusals } from '#server/plugins/errors';
import { sendOutcome } from '#server/plugins/outcome-answers';
import { answers } from '#server/plugins/route-answers';
import { employerWithClient } from '#server/plugins/route-access';
import { absenceSummaryPdf } from './absence-summary-pdf.ts';
import { billingCsv, claimsCsv } from './report-downloads.service.ts';
import { recordDownload, reportFigures, type ReportsDeps } from './reports.service.ts';
import { todayOn } from '#domain/shared/clock';

const api = '/employers/api/reports';
const employerOnly = { access: { login: 'employer' }, answers: answers.employerOwn } as const;
const refusals = { ...callRefusals, 401: apiErrorSchema, 404: apiErrorSchema } as const;
/** A file's bytes: a stream or a string, sent as they are. */
const download = { response: { 200: z.unknown(), ...refusals } };

export const reportsRoutes: FastifyPluginAsyncZod<ReportsDeps> = async (app, deps) => {
  /** The employer, with the download recorded; undefined: a 404 was answered. */
  const startDownload = async (
    request: FastifyRequest,
    reply: FastifyReply,
    report: ReportDownload,
  ): Promise<EmployerLogin | undefined> => {
    const employer = employerWithClient(request.caller);
    if (!employer) {
      sendOutcome(reply, notFound());
      return undefined;
    }
    await recordDownload(deps, { employer, address: request.ip }, report);
    return employer;
  };

  const fileName = (report: ReportDownload) => reportFileName(report, todayOn(deps.clock));

  app.get(
    api,
    { schema: { response: { 200: reportsAnswerSchema, ...refusals } }, config: employerOnly },
    async (request, reply) => {
      const employer = employerWithClient(request.caller);
      return employer ? reportFigures(deps, employer) : sendOutcome(reply, notFound());
    },
  );

  app.get(
    `${api}/claims-and-leave.csv`,
    { schema: download, config: employerOnly },
    async (request, reply) => {
      const employer = await startDownload(request, reply, 'claims');
      if (!employer) return reply;
      const csv = await claimsCsv(deps, employer);
      return reply.headers(csvDownloadHeaders(fileName('claims'))).send(csv);
    },
  );

  app.get(
    `${api}/billing-history.csv`,
    { schema: download, config: employerOnly },
    async (request, reply) => {
      const employer = await startDownload(request, reply, 'billing');
      if (!employer) return reply;
      const csv = await billingCsv(deps, employer);
      return reply.headers(csvDownloadHeaders(fileName('billing'))).send(csv);
    },
  );

  app.get(
    `${api}/absence-summary.pdf`,
    { schema: download, config: employerOnly },
    async (request, reply) => {
      const employer = await startDownload(request, reply, 'absenceSummary');
      if (!employer) return reply;
      const figures = await reportFigures(deps, employer);
      const pdf = absenceSummaryPdf(figures, {
        clientId: employer.clientId,
        brandName: deps.brandName,
        createdAt: deps.clock.now(),
        language: request.language,
      });
      return reply.headers(pdfDownloadHeaders(fileName('absenceSummary'))).send(pdf);
    },
  );
};
