// The one place an expected outcome of a service (src/domain/shared/outcome.ts) becomes an HTTP
// answer: the answer itself with 200, or the `{ error, message, field? }` of errors.ts with the
// status of its kind. And the response schemas of a route that answers so, one per status.

import type { FastifyReply } from 'fastify';
import type { Outcome } from '#domain/shared/outcome';
import { pdfDownloadHeaders, type PdfDownload } from '#server/adapters/pdf-document';
import { apiErrorSchema, sendError, sendNotFound } from './errors.ts';

/** The answer of a success, for Fastify to send with the route's 200 schema; else the error. */
export function sendOutcome<Answer>(
  reply: FastifyReply,
  outcome: Outcome<Answer>,
): Answer | FastifyReply {
  switch (outcome.kind) {
    case 'success':
      return outcome.answer;
    case 'refused':
      return sendError(reply, 400, 'BAD_REQUEST', outcome.message, outcome.field);
    case 'not-found':
      return outcome.message === undefined
        ? sendNotFound(reply)
        : sendError(reply, 404, 'NOT_FOUND', outcome.message);
    case 'not-allowed':
      return sendError(reply, 403, 'FORBIDDEN', outcome.message);
    case 'conflict':
      return sendError(reply, 409, outcome.code ?? 'CONFLICT', outcome.message);
    case 'unavailable':
      // The operator's to see: the service's trouble, never the caller's details.
      reply.log.warn({ reason: outcome.reason }, `${outcome.service} unreachable`);
      reply.header('retry-after', String(outcome.retryAfterSeconds));
      return sendError(reply, 503, 'UNAVAILABLE', outcome.message);
  }
}

/** The statuses an error of errors.ts is answered with. */
/** A PDF found, as its download; else the outcome's error. */
export function sendPdfDownload(reply: FastifyReply, found: Outcome<PdfDownload>) {
  if (found.kind !== 'success') return sendOutcome(reply, found);
  return reply.headers(pdfDownloadHeaders(found.answer.fileName)).send(found.answer.pdf);
}

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 415 | 503;

/**
 * The refusals of a benefits call behind a login: a body or parameter refused (400), no login
 * or second step (401), no session or CSRF token (403).
 */
export const loginCallRefusals = [400, 401, 403] as const;

/** A route's response schemas: its answer with 200, the error body with each of `statuses`. */
export function responsesOf<Answer, Status extends ErrorStatus>(
  answer: Answer,
  statuses: readonly Status[],
): { 200: Answer } & Record<Status, typeof apiErrorSchema> {
  const errors = Object.fromEntries(statuses.map((status) => [status, apiErrorSchema]));
  return { 200: answer, ...errors } as { 200: Answer } & Record<Status, typeof apiErrorSchema>;
}
