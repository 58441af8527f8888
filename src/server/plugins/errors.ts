// One error handler: expected request problems become 4xx JSON naming the problem; a database
// or a document store that cannot be reached is a 503 worth retrying; anything else is logged
// and answered with the generic sentence, never a stack trace.

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import * as z from 'zod/mini';
import { defaultLanguage } from '#domain/language/language';
import { sharedText } from '#domain/shared/messages';
import { DocumentStoreUnavailable } from '#server/adapters/document-store';
import { OverloadedError } from '#server/adapters/password-hasher';
import { databaseUnavailableReason, loggableError } from '#server/db/client';
import { say } from '#server/language/say';

/** The body of every non-2xx answer. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  /** The field a 400 is about, when there is one. */
  field: z.optional(z.string()),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * The refusals a call of the browser's may answer, for its response schemas: 400 for a body,
 * query or path parameter its schema or field rules refuse, 403 without a live session or
 * CSRF token. Overload, rate limits and outages (503, 429) are every route's and not listed.
 */
export const callRefusals = { 400: apiErrorSchema, 403: apiErrorSchema } as const;

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  error: string,
  message: string,
  field?: string,
): FastifyReply {
  const body: ApiError = field ? { error, message, field } : { error, message };
  return reply.code(statusCode).header('cache-control', 'no-store').send(body);
}

export function sendNotFound(reply: FastifyReply): FastifyReply {
  return sendError(reply, 404, 'NOT_FOUND', 'There is no such address.');
}

export function sendTooManyRequests(reply: FastifyReply): FastifyReply {
  return sendError(reply, 429, 'TOO_MANY_REQUESTS', 'Too many requests. Please wait a moment.');
}

const requestProblems: Record<string, [number, string, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'The request body must be JSON (Content-Type: application/json).',
  ],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'BAD_REQUEST', 'The request body is empty.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'BAD_REQUEST', 'The Content-Length is wrong.'],
};

const maxProblemLength = 200;

/**
 * The generic sentence in the request's language; English where the language plugin is not in
 * front of this one (a test of the handler alone).
 */
export function genericError(request: FastifyRequest): string {
  return say(request.language ?? defaultLanguage, sharedText.genericError);
}

function fieldOf(instancePath: string | undefined): string | undefined {
  const field = instancePath?.split('/').filter(Boolean).join('.');
  return field && field.length > 0 ? field : undefined;
}

/**
 * Seconds a client should wait before trying again while the database (or the document store)
 * is unreachable: the pool reconnects on the next request, so a failover or a restart is over
 * in a few.
 */
const outageRetryAfterSeconds = 5;

async function errorsPlugin(app: FastifyInstance) {
  app.setNotFoundHandler((_request, reply) => sendNotFound(reply));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation && error.validation.length > 0) {
      const [first] = error.validation;
      const field = fieldOf(first?.instancePath);
      // A validator's sentence may quote the input (an unknown key's name): a long one is cut to
      // a plain sentence, so an answer never echoes a client's payload back at length.
      const said = first?.message;
      const problem = said && said.length <= maxProblemLength ? said : undefined;
      const message = field
        ? `${field}: ${problem ?? 'is not valid'}`
        : problem
          ? `The request body is not valid: ${problem}`
          : 'The request body is not valid.';
      return sendError(reply, 400, 'BAD_REQUEST', message, field);
    }
    const known = error.code ? requestProblems[error.code] : undefined;
    if (known) return sendError(reply, ...known);
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return sendError(reply, 400, 'BAD_REQUEST', 'The request body is not valid JSON.');
    }
    if (error instanceof OverloadedError) {
      reply.header('retry-after', '1');
      return sendError(reply, 503, 'OVERLOADED', genericError(request));
    }
    const unreachable = databaseUnavailableReason(error);
    if (unreachable) {
      // Once per request, a warning: an outage is the operator's to see, not a bug's trace.
      request.log.warn({ reason: unreachable }, 'database unavailable');
      reply.header('retry-after', String(outageRetryAfterSeconds));
      return sendError(reply, 503, 'UNAVAILABLE', genericError(request));
    }
    if (error instanceof DocumentStoreUnavailable) {
      request.log.warn({ reason: error.reason }, 'document store unavailable');
      reply.header('retry-after', String(outageRetryAfterSeconds));
      return sendError(reply, 503, 'UNAVAILABLE', genericError(request));
    }
    if (error.statusCode === 429) return sendTooManyRequests(reply);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, error.statusCode, 'BAD_REQUEST', 'The request is not valid.');
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return sendError(reply, 500, 'INTERNAL', genericError(request));
  });
}

export default fp(errorsPlugin, { name: 'errors' });
