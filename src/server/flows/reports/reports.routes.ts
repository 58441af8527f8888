// The employer's reports calls (DESIGN.md section 11.5) under /employers/api/reports: the
// figures of the page and the three downloads. Every route needs an employer login (401
// otherwise, an employee's too), and reads the client of the employer behind it, never one
// the request names: there is nothing to name.

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { isoDay } from '#domain/claims/claim-wizard';
import { reportsAnswerSchema } from '#domain/reports/reports-answers';
import { type ReportDownload, reportFileName } from '#domain/reports/reports-terms';
import { csvDownloadHeaders } from '#server/adapters/csv-download';
import { pdfDownloadHeaders } from '#server/adapters/pdf-document';
import { type Employer, findEmployer } from '#server/db/employers-repository';
import { apiErrorSchema, callRefusals, sendNotFound } from '#server/plugins/errors';
import { answers } from '#server/plugins/route-answers';
import { absenceSummaryPdf } from './absence-summary-pdf.ts';
import { billingCsv, claimsCsv } from './report-downloads.service.ts';
import { recordDownload, reportFigures, type ReportsDeps } from './reports.service.ts';

const api = '/employers/api/reports';
const employerOnly = { access: { login: 'employer' }, answers: answers.employerOwn } as const;
const refusals = { ...callRefusals, 401: apiErrorSchema, 404: apiErrorSchema } as const;
/** A file's bytes: a stream or a string, sent as they are. */
const download = { response: { 200: z.unknown(), ...refusals } };

export const reportsRoutes: FastifyPluginAsyncZod<ReportsDeps> = async (app, deps) => {
  /** The employer behind the session (route-access let only employer logins through). */
  const employerOf = (request: FastifyRequest): Promise<Employer | undefined> =>
    findEmployer(deps.db, request.session?.accountId ?? '');

  /** The employer, with the download recorded; undefined: a 404 was answered. */
  const startDownload = async (
    request: FastifyRequest,
    reply: FastifyReply,
    report: ReportDownload,
  ): Promise<Employer | undefined> => {
    const employer = await employerOf(request);
    if (!employer) {
      sendNotFound(reply);
      return undefined;
    }
    await recordDownload(deps, { employer, address: request.ip }, report);
    return employer;
  };

  const fileName = (report: ReportDownload) => reportFileName(report, isoDay(deps.clock.now()));

  app.get(
    api,
    { schema: { response: { 200: reportsAnswerSchema, ...refusals } }, config: employerOnly },
    async (request, reply) => {
      const employer = await employerOf(request);
      return employer ? reportFigures(deps, employer) : sendNotFound(reply);
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
      });
      return reply.headers(pdfDownloadHeaders(fileName('absenceSummary'))).send(pdf);
    },
  );
};
