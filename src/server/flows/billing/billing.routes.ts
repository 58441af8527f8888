// The employer's bills and payments (docs/product/billing.md) under /employers/api/billing,
// apart from the page address (a GET of /employers/billing serves the web app). Every route
// needs an employer login (401 otherwise) and reads only the client of that login: another
// client's invoice or payment answers 404 exactly like one that does not exist.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  billPaymentsAnswerSchema,
  invoiceDetailSchema,
  invoicesAnswerSchema,
} from '#domain/billing/billing-answers';
import { invoiceNumberPattern } from '#domain/billing/billing-terms';
import { payBillRequestSchema } from '#domain/billing/pay-bill';
import { notFound } from '#domain/shared/outcome';
import {
  loginCallRefusals,
  responsesOf,
  sendOutcome,
  sendPdfDownload,
} from '#server/plugins/outcome-answers';
import { answers } from '#server/plugins/route-answers';
import { employerWithClient } from '#server/plugins/route-access';
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
const withNotFound = [...loginCallRefusals, 404] as const;
const invoiceParams = z.object({
  invoiceNumber: z.string().check(z.regex(invoiceNumberPattern)),
});
const paymentParams = z.object({ paymentId: z.uuid() });
/** The employer's own client's bills and payments. */
const employerOnly = { access: { login: 'employer' }, answers: answers.employerOwn } as const;
/** An invoice or a payment named in the address: another client's answers 404. */
const clientOnly = { access: { login: 'employer' }, answers: answers.employerOwnById } as const;

export const billingRoutes: FastifyPluginAsyncZod<BillingDeps> = async (app, deps) => {
  app.get(
    `${api}/invoices`,
    {
      schema: { response: responsesOf(invoicesAnswerSchema, loginCallRefusals) },
      config: employerOnly,
    },
    async (request) => {
      const employer = employerWithClient(request.caller);
      return { invoices: employer ? await listInvoices(deps, employer, request.language) : [] };
    },
  );

  app.get(
    `${api}/invoices/:invoiceNumber`,
    {
      schema: { params: invoiceParams, response: responsesOf(invoiceDetailSchema, withNotFound) },
      config: clientOnly,
    },
    async (request, reply) => {
      const employer = employerWithClient(request.caller);
      return sendOutcome(
        reply,
        employer
          ? await invoiceDetail(deps, employer, request.params.invoiceNumber, request.language)
          : notFound(),
      );
    },
  );

  app.get(
    `${api}/invoices/:invoiceNumber/pdf`,
    {
      schema: {
        params: invoiceParams,
        // 200: the PDF's bytes, streamed as they are drawn.
        response: responsesOf(z.unknown(), withNotFound),
      },
      config: clientOnly,
    },
    async (request, reply) => {
      const employer = employerWithClient(request.caller);
      return sendPdfDownload(
        reply,
        employer
          ? await invoiceDocument(deps, employer, request.params.invoiceNumber, request.language)
          : notFound(),
      );
    },
  );

  app.post(
    `${api}/invoices/:invoiceNumber/pay`,
    {
      schema: {
        params: invoiceParams,
        body: payBillRequestSchema,
        response: responsesOf(invoiceDetailSchema, [...withNotFound, 409, 503]),
      },
      config: clientOnly,
    },
    async (request, reply) => {
      const employer = employerWithClient(request.caller);
      if (!employer) return sendOutcome(reply, notFound());
      const outcome = await payBill(
        deps,
        employer,
        request.params.invoiceNumber,
        request.body,
        { ipAddress: request.ip, userAgent: request.headers['user-agent'] || 'unknown' },
        request.language,
      );
      return sendOutcome(reply, outcome);
    },
  );

  app.get(
    `${api}/payments`,
    {
      schema: { response: responsesOf(billPaymentsAnswerSchema, loginCallRefusals) },
      config: employerOnly,
    },
    async (request) => {
      const employer = employerWithClient(request.caller);
      return { payments: employer ? await paymentHistory(deps, employer, request.language) : [] };
    },
  );

  app.get(
    `${api}/payments/:paymentId/receipt`,
    {
      schema: { params: paymentParams, response: responsesOf(z.unknown(), withNotFound) },
      config: clientOnly,
    },
    async (request, reply) => {
      const employer = employerWithClient(request.caller);
      return sendPdfDownload(
        reply,
        employer
          ? await receiptDocument(deps, employer, request.params.paymentId, request.language)
          : notFound(),
      );
    },
  );
};
