// POST /auth/integrations/claims/events: the claims system's events
// (docs/product/claims.md#the-claims-system). No session and no CSRF token: the proof is the
// signature, HMAC-SHA256 of the raw body with CLAIMS_EVENTS_SECRET and a timestamp within five
// minutes, checked on the bytes as they came, before anything is parsed into an event. Anything
// unsigned, signed wrong or too old answers 401 and changes nothing; an event id seen before
// answers 200 `{duplicate: true}`. Each answer is counted by its outcome
// (portal_webhook_events_total, source claims-system).

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  claimsEventAnswerSchema,
  eventHeaders,
  incomingClaimsEventSchema,
  isFreshTimestamp,
} from '#domain/claims/claims-events';
import { isValidEventSignature } from '#server/adapters/claims-system';
import { type BenefitsMetrics, webhookOutcomeOf } from '#server/plugins/benefits-metrics';
import { apiErrorSchema, sendError } from '#server/plugins/errors';
import { answers } from '#server/plugins/route-answers';
import { applyClaimsEvent, type ClaimsEventsDeps } from './claims-events.service.ts';

export const claimsEventsPath = '/integrations/claims/events';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as it came, for its signature: set by this route's JSON parser. */
    rawBody?: string;
  }
}

/** Not JSON: the signature is checked first, so a bad body of a good sender is a 400. */
const unreadable = Symbol('unreadable body');

export const claimsEventsRoutes: FastifyPluginAsyncZod<
  ClaimsEventsDeps & { eventsSecret: string; metrics: Pick<BenefitsMetrics, 'webhookAnswered'> }
> = async (app, { eventsSecret, metrics, ...deps }) => {
  // This plugin's own JSON parser keeps the raw text beside the parsed body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    request.rawBody = text;
    try {
      done(null, JSON.parse(text));
    } catch {
      done(null, unreadable);
    }
  });

  const unsigned = (reply: FastifyReply) =>
    sendError(reply, 401, 'UNAUTHORIZED', 'The event is not signed, or not recently enough.');

  /** Before validation: only a signed, recent body is read at all. */
  const checkSignature = async (request: FastifyRequest, reply: FastifyReply) => {
    const timestamp = Number(request.headers[eventHeaders.timestamp]);
    const signature = request.headers[eventHeaders.signature];
    const signed =
      request.rawBody !== undefined &&
      typeof signature === 'string' &&
      isFreshTimestamp(timestamp, deps.clock.now()) &&
      isValidEventSignature(eventsSecret, timestamp, request.rawBody, signature);
    if (!signed) return unsigned(reply);
    if (request.body === unreadable) {
      return sendError(reply, 400, 'BAD_REQUEST', 'The request body is not valid JSON.');
    }
  };

  /** Answered 200 like an applied event, but applied before. */
  const duplicates = new WeakSet<FastifyRequest>();
  const counted = async (request: FastifyRequest, reply: FastifyReply) => {
    metrics.webhookAnswered(
      'claims-system',
      duplicates.has(request)
        ? 'duplicate'
        : webhookOutcomeOf(reply.statusCode, {
            400: 'malformed',
            401: 'unverified',
            404: 'unknown',
            409: 'refused',
          }),
    );
  };

  app.post(
    claimsEventsPath,
    {
      schema: {
        body: incomingClaimsEventSchema,
        response: {
          200: claimsEventAnswerSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
      config: { access: 'none', answers: answers.proofOnly, csrfExempt: 'signed-event' },
      preValidation: checkSignature,
      onResponse: counted,
    },
    async (request, reply) => {
      const outcome = await applyClaimsEvent(deps, request.body);
      if (outcome.ok && outcome.answer.duplicate) duplicates.add(request);
      if (outcome.ok) return outcome.answer;
      return sendError(reply, outcome.statusCode, outcome.error, outcome.message);
    },
  );
};
