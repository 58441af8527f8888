// The payment provider of the employer's bills (docs/product/billing.md): an ACH debit of a
// US bank account for the amount of an invoice, and the provider's webhook events about it.
// The port is what the billing flow needs; the implementation is Stripe's API through the
// official `stripe` package: a PaymentIntent allowing `us_bank_account` only, confirmed at once, keyed
// with the browser's idempotency key so that a retried Pay now debits once, and webhooks
// verified with the signing secret on the raw body. In development and tests the same client
// talks to the local stand-in (src/server/payment-provider-stand-in), as it would to Stripe.
// The bank account goes to the provider and nowhere else: no error or log line here says it.

import Stripe from 'stripe';
import * as z from 'zod/mini';
import type { InvoicePaymentStatus } from '#domain/billing/billing-terms';
import { payBillMessages } from '#domain/billing/pay-bill';
import type { ProviderPaymentEvent } from '#domain/billing/payment-events';

/** An ACH debit for an invoice, as Pay now asks for it. */
export interface BankDebit {
  /** The browser's key of this Pay now: the provider's idempotency key. */
  idempotencyKey: string;
  /** The portal's id of the payment, sent as metadata: webhooks find it even unconfirmed. */
  paymentId: string;
  invoiceNumber: string;
  clientId: string;
  /** From the invoice, on the server. */
  amountCents: number;
  accountHolderName: string;
  routingNumber: string;
  accountNumber: string;
  /** The debit authorization accepted with Pay now: where from, and with what browser. */
  mandate: { ipAddress: string; userAgent: string };
}

export type BankDebitAnswer =
  /** The provider made the payment: usually processing, for days. */
  | {
      kind: 'accepted';
      providerPaymentId: string;
      status: InvoicePaymentStatus;
      failureMessage: string | null;
    }
  /** The provider refused the debit: nothing will be taken. */
  | { kind: 'refused'; message: string }
  /** The key was used before with other details: that earlier payment stands. */
  | { kind: 'key-in-use' }
  /** No answer, or one saying the provider failed: the outcome is unknown; retry with the key. */
  | { kind: 'unreachable'; reason: string };

export interface PaymentProvider {
  startBankDebit(debit: BankDebit): Promise<BankDebitAnswer>;
  /**
   * The event of a webhook body signed with the signing secret within the tolerance of
   * `receivedAt`; null when the signature is missing, wrong or too old, or the body is not an
   * event. `rawBody` is the body exactly as it came: any re-serialised JSON fails.
   */
  readWebhook(
    rawBody: string,
    signature: string | undefined,
    receivedAt: Date,
  ): ProviderPaymentEvent | null;
}

export interface StripeSettings {
  /** `sk_...` (or the stand-in's key). */
  secretKey: string;
  /** `whsec_...`: the endpoint's signing secret. */
  webhookSecret: string;
  /** Where the API is: https://api.stripe.com, or the stand-in's http://127.0.0.1:port. */
  apiUrl: string;
  /** Per request; the package retries a request that timed out, with the same key. */
  timeoutMs: number;
  /** Retries after a network error, a 409 or a 5xx (the package's backoff). */
  maxNetworkRetries?: number;
}

/** How old a signed webhook may be: Stripe's own default (its package's), five minutes. */
export const webhookToleranceSeconds = 300;

/** The parts of a Stripe event the portal reads; the rest is left as it is. */
const stripeEventSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(255)),
  type: z.string().check(z.maxLength(255)),
  data: z.object({
    object: z.object({
      id: z.optional(z.string()),
      object: z.optional(z.string()),
      metadata: z.optional(z.nullable(z.record(z.string(), z.string()))),
      // A PaymentIntent's failure, and a Charge's.
      last_payment_error: z.optional(z.nullable(z.object({ message: z.optional(z.string()) }))),
      failure_message: z.optional(z.nullable(z.string())),
      payment_intent: z.optional(z.nullable(z.string())),
    }),
  }),
});

/** What each acted-on event type says of its PaymentIntent. */
const reportedByType: Record<string, InvoicePaymentStatus> = {
  'payment_intent.processing': 'processing',
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
  // An ACH debit that fails after it succeeded (a return) is told as a failed charge.
  'charge.failed': 'failed',
};

/** A person's sentence of the provider, kept to a line. */
function sentence(value: string | null | undefined): string | null {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, 300) : null;
}

/** The origin of STRIPE_API_URL as the package's host, port and protocol options. */
function addressOf(apiUrl: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

/** The answer of a created PaymentIntent. */
function acceptedAnswer(intent: {
  id: string;
  status: string;
  last_payment_error?: { message?: string } | null;
}): BankDebitAnswer {
  switch (intent.status) {
    case 'processing':
      return {
        kind: 'accepted',
        providerPaymentId: intent.id,
        status: 'processing',
        failureMessage: null,
      };
    case 'succeeded':
      return {
        kind: 'accepted',
        providerPaymentId: intent.id,
        status: 'succeeded',
        failureMessage: null,
      };
    case 'requires_payment_method':
    case 'canceled':
      return {
        kind: 'accepted',
        providerPaymentId: intent.id,
        status: 'failed',
        failureMessage:
          sentence(intent.last_payment_error?.message) ?? payBillMessages.refusedByBank,
      };
    default:
      // 'requires_action': the provider wants the account verified first (micro-deposits),
      // which this portal does not offer; the debit was not made.
      return { kind: 'refused', message: payBillMessages.verificationNeeded };
  }
}

export function createStripePaymentProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    ...addressOf(settings.apiUrl),
    timeout: settings.timeoutMs,
    maxNetworkRetries: settings.maxNetworkRetries ?? 1,
    // Latency reports would go to whichever host the API is on; they are Stripe's business.
    telemetry: false,
  });

  return {
    async startBankDebit(debit) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: debit.amountCents,
            currency: 'usd',
            // The API version of the package (2026-10-28) names the list
            // allowed_payment_method_types; the PaymentIntent still answers it as
            // payment_method_types.
            allowed_payment_method_types: ['us_bank_account'],
            payment_method_data: {
              type: 'us_bank_account',
              us_bank_account: {
                routing_number: debit.routingNumber,
                account_number: debit.accountNumber,
                account_holder_type: 'company',
              },
              billing_details: { name: debit.accountHolderName },
            },
            mandate_data: {
              customer_acceptance: {
                type: 'online',
                online: {
                  ip_address: debit.mandate.ipAddress,
                  user_agent: debit.mandate.userAgent,
                },
              },
            },
            confirm: true,
            description: `Invoice ${debit.invoiceNumber}`,
            metadata: {
              invoice_number: debit.invoiceNumber,
              client_id: debit.clientId,
              payment_id: debit.paymentId,
            },
          },
          { idempotencyKey: debit.idempotencyKey },
        );
        return acceptedAnswer(intent);
      } catch (error) {
        return failureAnswer(error);
      }
    },

    readWebhook(rawBody, signature, receivedAt) {
      if (!signature) return null;
      let event: unknown;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          settings.webhookSecret,
          webhookToleranceSeconds,
          undefined,
          receivedAt.getTime(),
        );
      } catch {
        // A signature that does not hold, a timestamp out of tolerance, or a body that is not
        // JSON: all the same to the sender, who must not learn which.
        return null;
      }
      const parsed = stripeEventSchema.safeParse(event);
      if (!parsed.success) return null;
      const { id, type, data } = parsed.data;
      const object = data.object;
      const reported = reportedByType[type] ?? null;
      const isCharge = type.startsWith('charge.');
      return {
        eventId: id,
        type,
        providerPaymentId: (isCharge ? object.payment_intent : object.id) ?? null,
        paymentId: object.metadata?.payment_id ?? null,
        reported,
        failureMessage:
          reported === 'failed'
            ? (sentence(isCharge ? object.failure_message : object.last_payment_error?.message) ??
              payBillMessages.refusedByBank)
            : null,
      };
    },
  };
}

/** What a failed create means for the payment; the reason is for the log, never a person. */
function failureAnswer(error: unknown): BankDebitAnswer {
  const { errors } = Stripe;
  if (error instanceof errors.StripeIdempotencyError) return { kind: 'key-in-use' };
  if (error instanceof errors.StripeCardError) {
    // 402: the parameters were good and the debit was refused; its message is for the payer.
    return { kind: 'refused', message: sentence(error.message) ?? payBillMessages.refusedByBank };
  }
  if (error instanceof errors.StripeInvalidRequestError && error.statusCode === 400) {
    // A 400 about the bank account (a routing number the provider does not know, say): its
    // message is written for developers, so the payer gets one of ours. (A 404 is an API
    // address that is not the provider's: below, like any answer that is not the provider's.)
    return { kind: 'refused', message: payBillMessages.refusedByBank };
  }
  if (error instanceof errors.StripeError) {
    const status = error.statusCode ? `HTTP ${error.statusCode}` : 'no answer';
    return { kind: 'unreachable', reason: `${error.type} (${status})` };
  }
  return { kind: 'unreachable', reason: error instanceof Error ? error.name : 'unknown error' };
}
