// A local stand-in for Stripe's PaymentIntents API on 127.0.0.1 (docs/product/billing.md), so
// that the portal's real client (the `stripe` package, src/server/adapters/payment-provider.ts)
// is exercised over HTTP in development and tests, as the SMS stand-in does for SMS. `npm
// start` in development starts it in the portal's process when no STRIPE_SECRET_KEY is set
// (main.ts); production never loads it.
//
// It answers what the package calls: POST /v1/payment_intents (form-encoded) and GET
// /v1/payment_intents/:id, with the Bearer secret key; an idempotency key answers the same
// request the same way, and refuses one reused with other parameters. A debit made is
// 'processing' at once and settles a moment later by its test account (stand-in-bank.ts);
// each step is told to the portal's webhook URL as a signed event. Tests can make the API
// fail with a 5xx, answer too late, or decline, and can hold, reorder and replay webhooks.

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Answer, json, readBody, refusalOf } from './stand-in-api.ts';
import { type DebitFate, debitFateOf } from './stand-in-bank.ts';
import {
  chargeJson,
  errorJson,
  eventOf,
  type FormValue,
  formText,
  formValue,
  intentJson,
  newId,
  parseStripeForm,
  type StandInEvent,
  type StandInIntent,
} from './stand-in-objects.ts';
import { createWebhookSender, type StandInDelivery } from './stand-in-webhooks.ts';

export type { StandInDelivery } from './stand-in-webhooks.ts';

export interface PaymentProviderStandInOptions {
  /** The Bearer key it accepts; by default one of its own. */
  secretKey?: string;
  /** Signs the webhooks: the portal's STRIPE_WEBHOOK_SECRET. */
  webhookSecret: string;
  /** Where the events go; can be given later (setWebhookUrl), once the portal listens. */
  webhookUrl?: string;
  /** After a debit is made, its `payment_intent.processing` event. */
  processingAfterMs?: number;
  /** After a debit is made, the bank settles it (ACH takes days; here, a moment). */
  settleAfterMs?: number;
  /** After success, the failure of the succeeds-then-fails account. */
  lateFailureAfterMs?: number;
  /** Waits before another delivery of an event the portal did not take with a 2xx. */
  retryDelaysMs?: number[];
  /** Its clock, for the times it writes and signs: a test's clock, so they agree. */
  now?: () => Date;
}

export interface StandInRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  /** The form as sent (a test's to read; the stand-in keeps no more than 200). */
  form: Record<string, FormValue>;
}

/** A debit as a test sees it. */
export interface StandInPaymentIntent {
  id: string;
  amount: number;
  currency: string;
  status: StandInIntent['status'];
  metadata: Record<string, string>;
  holderName: string;
  last4: string;
  idempotencyKey: string | null;
}

export interface PaymentProviderStandIn {
  /** The API's origin, for STRIPE_API_URL. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  setWebhookUrl(url: string): void;
  /** Requests to the API, oldest first. */
  requests: StandInRequest[];
  paymentIntents(): StandInPaymentIntent[];
  /** Every event made, oldest first, whether sent or held. */
  events: StandInEvent[];
  /** Every delivery attempt, oldest first. */
  deliveries: StandInDelivery[];
  /** The next `count` creations answer this 5xx and make nothing. */
  failNext(count: number, status: 500 | 503): void;
  /** The next `count` creations are made (or replayed) at once and answered after `ms`. */
  delayNext(count: number, ms: number): void;
  /** The next `count` creations are declined at once (402): nothing will be debited. */
  declineNext(count: number, message?: string): void;
  /** Keeps events from now on instead of sending them. */
  holdWebhooks(): void;
  /** Sends the events held, in the order they were made or reversed, and sends again after. */
  releaseWebhooks(order?: 'as-made' | 'reversed'): Promise<void>;
  /** Sends an event again (Stripe's retries keep its id): the portal's status. */
  redeliver(eventId: string): Promise<number | null>;
  /** The first delivery, made or to come, that matches. */
  waitForDelivery(
    predicate: (delivery: StandInDelivery) => boolean,
    timeoutMs?: number,
  ): Promise<StandInDelivery>;
  close(): Promise<void>;
}

type Scripted =
  | { kind: 'fail'; status: 500 | 503 }
  | { kind: 'delay'; ms: number }
  | { kind: 'decline'; message: string };

export async function startPaymentProviderStandIn({
  secretKey = newId('sk_test_stand_in'),
  webhookSecret,
  webhookUrl,
  processingAfterMs = 100,
  settleAfterMs = 2000,
  lateFailureAfterMs = 2000,
  retryDelaysMs = [500, 2000],
  now = () => new Date(),
}: PaymentProviderStandInOptions): Promise<PaymentProviderStandIn> {
  const requests: StandInRequest[] = [];
  const intents = new Map<string, StandInIntent>();
  /** What the bank will do with each debit, decided by its account when it is made. */
  const fates = new Map<string, DebitFate>();
  /** The answer of each idempotency key, with the body it answered. */
  const idempotent = new Map<string, { body: string; answer: Answer }>();
  const scripted: Scripted[] = [];
  const seconds = () => Math.floor(now().getTime() / 1000);
  const timers = new Set<NodeJS.Timeout>();

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };
  const webhooks = createWebhookSender({
    webhookSecret,
    webhookUrl,
    retryDelaysMs,
    later,
    seconds,
  });

  function emit(type: string, intent: StandInIntent, object = intentJson(intent)) {
    webhooks.emit(eventOf(type, object, intent, seconds()));
  }

  function fail(intent: StandInIntent, failure: StandInIntent['failure']) {
    intent.status = 'requires_payment_method';
    intent.chargeStatus = 'failed';
    intent.failure = failure;
  }

  /** The bank's word on a debit, a moment after it was made. */
  function settle(intent: StandInIntent) {
    const fate = fates.get(intent.id) ?? { kind: 'succeeds' };
    if (fate.kind === 'fails') {
      fail(intent, fate.failure);
      emit('charge.failed', intent, chargeJson(intent));
      emit('payment_intent.payment_failed', intent);
      return;
    }
    intent.status = 'succeeded';
    intent.chargeStatus = 'succeeded';
    emit('charge.succeeded', intent, chargeJson(intent));
    emit('payment_intent.succeeded', intent);
    if (fate.kind === 'succeeds-then-fails') {
      later(lateFailureAfterMs, () => {
        // A return: the charge fails after the payment was reported a success.
        fail(intent, fate.failure);
        emit('charge.failed', intent, chargeJson(intent));
      });
    }
  }

  /** Makes the debit of a checked request: processing, or declined at once. */
  function makeDebit(
    form: Record<string, FormValue>,
    idempotencyKey: string | null,
    declined: string | null,
  ): Answer {
    const accountNumber =
      formText(form, 'payment_method_data', 'us_bank_account', 'account_number') ?? '';
    const metadata = Object.fromEntries(
      Object.entries((formValue(form, 'metadata') as Record<string, FormValue>) ?? {}).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    const intent: StandInIntent = {
      id: newId('pi'),
      amount: Number(formText(form, 'amount')),
      currency: 'usd',
      status: 'processing',
      created: seconds(),
      description: formText(form, 'description') ?? null,
      metadata,
      paymentMethodId: newId('pm'),
      chargeId: newId('py'),
      mandateId: newId('mandate'),
      holderName: formText(form, 'payment_method_data', 'billing_details', 'name') ?? '',
      routingNumber:
        formText(form, 'payment_method_data', 'us_bank_account', 'routing_number') ?? '',
      last4: accountNumber.slice(-4),
      idempotencyKey,
      failure: null,
      chargeStatus: 'pending',
    };
    intents.set(intent.id, intent);
    if (declined !== null) {
      fail(intent, { code: 'payment_method_provider_decline', message: declined });
      emit('payment_intent.payment_failed', intent);
      return {
        status: 402,
        body: errorJson({
          type: 'card_error',
          code: 'payment_method_provider_decline',
          message: declined,
          payment_intent: intentJson(intent),
        }),
      };
    }
    fates.set(intent.id, debitFateOf(accountNumber));
    later(processingAfterMs, () => emit('payment_intent.processing', intent));
    later(settleAfterMs, () => settle(intent));
    return { status: 200, body: intentJson(intent) };
  }

  /** POST /v1/payment_intents: made once per idempotency key. */
  function create(request: IncomingMessage, rawBody: string, response: ServerResponse) {
    const form = parseStripeForm(rawBody);
    const key = (request.headers['idempotency-key'] as string | undefined) ?? null;
    requests.push({ method: 'POST', path: '/v1/payment_intents', idempotencyKey: key, form });
    if (requests.length > 200) requests.shift();
    const next = scripted.shift();
    if (next?.kind === 'fail') {
      // The provider failed before doing anything: nothing is kept under the key.
      json(response, {
        status: next.status,
        body: errorJson({ type: 'api_error', message: 'An unknown error occurred' }),
      });
      return;
    }
    let answer: Answer;
    let replayed = false;
    const earlier = key ? idempotent.get(key) : undefined;
    if (earlier && earlier.body !== rawBody) {
      answer = {
        status: 400,
        body: errorJson({
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        }),
      };
    } else if (earlier) {
      answer = earlier.answer;
      replayed = true;
    } else {
      // A request that fails its checks is not kept under its key, as at Stripe.
      answer =
        refusalOf(form) ?? makeDebit(form, key, next?.kind === 'decline' ? next.message : null);
      if (key && answer.status !== 400) idempotent.set(key, { body: rawBody, answer });
    }
    const headers = replayed ? { 'idempotent-replayed': 'true' } : {};
    if (next?.kind === 'delay') {
      // Made (or replayed) now, answered late: a client that gave up never hears of it.
      later(next.ms, () => {
        if (!response.destroyed) json(response, answer, headers);
      });
    } else {
      json(response, answer, headers);
    }
  }

  const server: Server = createServer((request, response) => {
    void readBody(request).then((rawBody) => {
      const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        json(response, {
          status: 401,
          body: errorJson({
            type: 'invalid_request_error',
            message: 'Invalid API Key provided.',
          }),
        });
        return;
      }
      if (request.method === 'POST' && path === '/v1/payment_intents') {
        create(request, rawBody, response);
        return;
      }
      const retrieved = /^\/v1\/payment_intents\/([A-Za-z0-9_-]+)$/.exec(path);
      if (request.method === 'GET' && retrieved) {
        const intent = intents.get(retrieved[1] ?? '');
        json(
          response,
          intent
            ? { status: 200, body: intentJson(intent) }
            : {
                status: 404,
                body: errorJson({
                  type: 'invalid_request_error',
                  code: 'resource_missing',
                  message: `No such payment_intent: '${retrieved[1]}'`,
                  param: 'intent',
                }),
              },
        );
        return;
      }
      json(response, {
        status: 404,
        body: errorJson({
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${request.method}: ${path}).`,
        }),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    webhookSecret,
    setWebhookUrl: webhooks.setUrl,
    requests,
    paymentIntents: () =>
      [...intents.values()].map((intent) => ({
        id: intent.id,
        amount: intent.amount,
        currency: intent.currency,
        status: intent.status,
        metadata: intent.metadata,
        holderName: intent.holderName,
        last4: intent.last4,
        idempotencyKey: intent.idempotencyKey,
      })),
    events: webhooks.events,
    deliveries: webhooks.deliveries,
    failNext(count, status) {
      for (let index = 0; index < count; index++) scripted.push({ kind: 'fail', status });
    },
    delayNext(count, ms) {
      for (let index = 0; index < count; index++) scripted.push({ kind: 'delay', ms });
    },
    declineNext(count, message = 'The bank declined this debit.') {
      for (let index = 0; index < count; index++) scripted.push({ kind: 'decline', message });
    },
    holdWebhooks: webhooks.hold,
    releaseWebhooks: webhooks.release,
    redeliver: webhooks.redeliver,
    waitForDelivery: webhooks.waitForDelivery,
    close() {
      webhooks.close();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      return new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}
