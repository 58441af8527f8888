// The employer's bills and payments (DESIGN.md section 11.4) under /employers/api/billing,
// apart from the page address (a GET of /employers/billing serves the web app). Every route
// needs an employer login (401 otherwise) and reads only the client of that login: another
// client's invoice or payment answers 404 exactly like one that does not exist.

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  billPaymentsAnswerSchema,
  invoiceDetailSchema,
  invoicesAnswerSchema,
} from '#domain/billing/billing-answers';
import { invoiceNumberPattern } from '#domain/billing/billing-terms';
import { payBillRequestSchema } from '#domain/billing/pay-bill';
import { pdfDownloadHeaders } from '#server/adapters/pdf-document';
import { findEmployer } from '#server/db/employers-repository';
import { apiErrorSchema, sendError, sendNotFound } from '#server/plugins/errors';
import { answers } from '#server/plugins/route-answers';
import { payBill } from './bill-payment.service.ts';
import {
  type BillingDeps,
  invoiceDetail,
  invoiceDocument,
  listInvoices,
  paymentHistory,
  receiptDocument,
} from './billing.service.ts';

const api = '/employers/api/billing';
const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;
const withNotFound = { ...refusals, 404: apiErrorSchema } as const;
const invoiceParams = z.object({
  invoiceNumber: z.string().check(z.regex(invoiceNumberPattern)),
});
const paymentParams = z.object({ paymentId: z.uuid() });
/** The employer's own client's bills and payments. */
const employerOnly = { access: { login: 'employer' }, answers: answers.employerOwn } as const;
/** An invoice or a payment named in the address: another client's answers 404. */
const clientOnly = { access: { login: 'employer' }, answers: answers.employerOwnById } as const;

/** Seconds a person might wait before Pay now again when the bank could not be reached. */
const bankRetryAfterSeconds = 60;

export const billingRoutes: FastifyPluginAsyncZod<BillingDeps> = async (app, deps) => {
  /**
   * The employer behind the session (route-access let only employer logins through); an
   * account without its HR contact has no client, and so no bills.
   */
  const employerOf = (request: FastifyRequest) =>
    findEmployer(deps.db, request.session?.accountId ?? '');

  app.get(
    `${api}/invoices`,
    { schema: { response: { 200: invoicesAnswerSchema, ...refusals } }, config: employerOnly },
    async (request) => {
      const employer = await employerOf(request);
      return { invoices: employer ? await listInvoices(deps, employer) : [] };
    },
  );

  app.get(
    `${api}/invoices/:invoiceNumber`,
    {
      schema: { params: invoiceParams, response: { 200: invoiceDetailSchema, ...withNotFound } },
      config: clientOnly,
    },
    async (request, reply) => {
      const employer = await employerOf(request);
      const detail =
        employer && (await invoiceDetail(deps, employer, request.params.invoiceNumber));
      return detail ?? sendNotFound(reply);
    },
  );

  app.get(
    `${api}/invoices/:invoiceNumber/pdf`,
    {
      schema: {
        params: invoiceParams,
        // 200: the PDF's bytes, streamed as they are drawn.
        response: { 200: z.unknown(), ...withNotFound },
      },
      config: clientOnly,
    },
    async (request, reply) => {
      const employer = await employerOf(request);
      const document =
        employer && (await invoiceDocument(deps, employer, request.params.invoiceNumber));
      if (!document) return sendNotFound(reply);
      return reply.headers(pdfDownloadHeaders(document.fileName)).send(document.pdf);
    },
  );

  app.post(
    `${api}/invoices/:invoiceNumber/pay`,
    {
      schema: {
        params: invoiceParams,
        body: payBillRequestSchema,
        response: {
          200: invoiceDetailSchema,
          ...withNotFound,
          409: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
      config: clientOnly,
    },
    async (request, reply) => {
      const employer = await employerOf(request);
      if (!employer) return sendNotFound(reply);
      const outcome = await payBill(deps, employer, request.params.invoiceNumber, request.body, {
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] || 'unknown',
      });
      switch (outcome.kind) {
        case 'answered':
          return outcome.answer;
        case 'not-found':
          return sendNotFound(reply);
        case 'refused':
          return sendError(reply, 400, 'BAD_REQUEST', outcome.message, outcome.field);
        case 'conflict':
          return sendError(reply, 409, 'CONFLICT', outcome.message);
        case 'unavailable':
          // The operator's to see: the provider's trouble, never the payer's details.
          request.log.warn({ reason: outcome.reason }, 'payment provider unreachable');
          reply.header('retry-after', String(bankRetryAfterSeconds));
          return sendError(reply, 503, 'UNAVAILABLE', outcome.message);
      }
    },
  );

  app.get(
    `${api}/payments`,
    { schema: { response: { 200: billPaymentsAnswerSchema, ...refusals } }, config: employerOnly },
    async (request) => {
      const employer = await employerOf(request);
      return { payments: employer ? await paymentHistory(deps, employer) : [] };
    },
  );

  app.get(
    `${api}/payments/:paymentId/receipt`,
    {
      schema: { params: paymentParams, response: { 200: z.unknown(), ...withNotFound } },
      config: clientOnly,
    },
    async (request, reply) => {
      const employer = await employerOf(request);
      const document =
        employer && (await receiptDocument(deps, employer, request.params.paymentId));
      if (!document) return sendNotFound(reply);
      return reply.headers(pdfDownloadHeaders(document.fileName)).send(document.pdf);
    },
  );
};
