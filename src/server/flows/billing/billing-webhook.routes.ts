// POST /auth/integrations/payments/webhook: the payment provider's events about the bills'
// payments (docs/product/billing.md). No session and no CSRF token: the proof is the
// `Stripe-Signature` header, HMAC-SHA256 with STRIPE_WEBHOOK_SECRET over the body exactly as
// it came, within five minutes. So this plugin's JSON parser keeps the raw text, and the
// event is read (by the provider's own package) only once the signature holds.
//
// A bad signature, an old timestamp, an unknown payment or a replayed event id
// changes nothing and answers 4xx; only an event this portal applies now answers 2xx.
// - A missing, wrong or old signature, or a body that is no event: 400.
// - An event id applied before: 409. Stripe delivers at least once, so a delivery whose 2xx
//   was lost comes again; Stripe then retries the 409 with backoff for up to three days and
//   gives up. What the event said was applied the first time, so nothing is lost; the cost
//   is a failing delivery in Stripe's dashboard, which 'applied before' in the answer explains.
// - An event about a payment this portal did not make (the account has other integrations,
//   or a test event): 404, logged. (The portal's own payments are always known: the row is
//   written before the provider is asked, and is found by the id sent as metadata.)
// - An event type the portal does not act on: 200, recorded, so a replay of it is a 409 too.
// Each answer is counted by its outcome (portal_webhook_events_total, source payments).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { webhookAnswerSchema } from '#domain/billing/billing-answers';
import type { PaymentProvider } from '#server/adapters/payment-provider';
import { type BenefitsMetrics, webhookOutcomeOf } from '#server/plugins/benefits-metrics';
import { apiErrorSchema, sendError } from '#server/plugins/errors';
import { answers } from '#server/plugins/route-answers';
import { applyProviderEvent, type PaymentEventsDeps } from './payment-events.service.ts';

export const paymentsWebhookPath = '/integrations/payments/webhook';

/** A provider's event is a few kilobytes; the portal's 16 KB limit is for people's calls. */
const webhookBodyLimit = 256 * 1024;

export const billingWebhookRoutes: FastifyPluginAsyncZod<
  PaymentEventsDeps & {
    paymentProvider?: PaymentProvider;
    metrics: Pick<BenefitsMetrics, 'webhookAnswered'>;
  }
> = async (app, { paymentProvider, metrics, ...deps }) => {
  // The body as it came, text: the signature covers these bytes, not a re-serialised object.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: webhookBodyLimit },
    (_request, body, done) => done(null, String(body)),
  );

  app.post(
    paymentsWebhookPath,
    {
      bodyLimit: webhookBodyLimit,
      schema: {
        body: z.string(),
        response: {
          200: webhookAnswerSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
      config: { access: 'none', answers: answers.proofOnly, csrfExempt: 'signed-event' },
      // 400: not verified (no signature, a wrong or old one, or no event: one refusal for all).
      onResponse: async (_request, reply) =>
        metrics.webhookAnswered(
          'payments',
          webhookOutcomeOf(reply.statusCode, {
            400: 'unverified',
            404: 'unknown',
            409: 'duplicate',
          }),
        ),
    },
    async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      const event =
        paymentProvider?.readWebhook(
          request.body,
          typeof signature === 'string' ? signature : undefined,
          deps.clock.now(),
        ) ?? null;
      if (!event) {
        return sendError(
          reply,
          400,
          'BAD_REQUEST',
          'The event is not signed with the webhook secret, or not recently enough.',
        );
      }
      const outcome = await applyProviderEvent(deps, event);
      if (outcome.kind === 'duplicate') {
        return sendError(reply, 409, 'CONFLICT', 'This event was applied before: nothing changed.');
      }
      if (outcome.kind === 'unknown-payment') {
        request.log.warn(
          { eventId: event.eventId, type: event.type, providerPaymentId: event.providerPaymentId },
          'payment event about a payment this portal did not make',
        );
        return sendError(reply, 404, 'NOT_FOUND', 'No payment of this portal has this id.');
      }
      return { received: true as const };
    },
  );
};
