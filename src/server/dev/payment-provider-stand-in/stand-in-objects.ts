// The stand-in provider's objects as Stripe writes them: the form-encoded request it reads
// (`a[b][c]=v`, arrays as `a[0]=v`), a PaymentIntent of an ACH debit, its Charge, the events
// about them, and the `Stripe-Signature` header of a webhook: `t=<seconds>,v1=<hex>`, the hex
// being HMAC-SHA256 of `<t>.<payload>` with the endpoint's signing secret. Only the fields a
// client of ACH debits reads are written.

import { createHmac, randomBytes } from 'node:crypto';

/** The API version the stand-in answers as, the `stripe` package's own (v23). */
export const standInApiVersion = '2026-10-28.endive';

export type FormValue = string | { [key: string]: FormValue };

const unsafeKeys = new Set(['__proto__', 'constructor', 'prototype']);

/** A form-encoded body with bracketed keys, read into nested objects (arrays as index keys). */
export function parseStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const path = name.replace(/\]/g, '').split('[');
    if (path.some((key) => unsafeKeys.has(key) || key === '')) continue;
    let node: Record<string, FormValue> = root;
    for (const key of path.slice(0, -1)) {
      const next = node[key];
      if (typeof next === 'object') node = next;
      else node = node[key] = {};
    }
    node[path.at(-1) ?? ''] = value;
  }
  return root;
}

/** A nested form value, or undefined. */
export function formValue(
  form: Record<string, FormValue>,
  ...path: string[]
): FormValue | undefined {
  let node: FormValue | undefined = form;
  for (const key of path) node = typeof node === 'object' ? node[key] : undefined;
  return node;
}

export function formText(form: Record<string, FormValue>, ...path: string[]): string | undefined {
  const value = formValue(form, ...path);
  return typeof value === 'string' ? value : undefined;
}

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}

export interface StandInFailureDetail {
  code: string;
  message: string;
}

/** A debit as the stand-in keeps it: never the whole account number. */
export interface StandInIntent {
  id: string;
  amount: number;
  currency: string;
  status: 'processing' | 'succeeded' | 'requires_payment_method';
  created: number;
  description: string | null;
  metadata: Record<string, string>;
  paymentMethodId: string;
  chargeId: string;
  mandateId: string;
  holderName: string;
  routingNumber: string;
  last4: string;
  idempotencyKey: string | null;
  /** The failure of its latest charge, if it failed. */
  failure: StandInFailureDetail | null;
  chargeStatus: 'pending' | 'succeeded' | 'failed';
}

export function intentJson(intent: StandInIntent): Record<string, unknown> {
  return {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    amount_capturable: 0,
    amount_received: intent.status === 'succeeded' ? intent.amount : 0,
    capture_method: 'automatic',
    client_secret: `${intent.id}_secret_${intent.id.slice(-8)}`,
    confirmation_method: 'automatic',
    created: intent.created,
    currency: intent.currency,
    description: intent.description,
    last_payment_error: intent.failure
      ? {
          code: intent.failure.code,
          decline_code: null,
          message: intent.failure.message,
          type: 'card_error',
          payment_method: { id: intent.paymentMethodId, type: 'us_bank_account' },
        }
      : null,
    latest_charge: intent.chargeId,
    livemode: false,
    mandate: intent.mandateId,
    metadata: intent.metadata,
    next_action: null,
    payment_method: intent.paymentMethodId,
    payment_method_types: ['us_bank_account'],
    processing: intent.status === 'processing' ? { type: 'us_bank_account' } : null,
    status: intent.status,
  };
}

export function chargeJson(intent: StandInIntent): Record<string, unknown> {
  return {
    id: intent.chargeId,
    object: 'charge',
    amount: intent.amount,
    captured: true,
    created: intent.created,
    currency: intent.currency,
    description: intent.description,
    failure_code: intent.chargeStatus === 'failed' ? (intent.failure?.code ?? null) : null,
    failure_message: intent.chargeStatus === 'failed' ? (intent.failure?.message ?? null) : null,
    livemode: false,
    metadata: {},
    paid: intent.chargeStatus !== 'failed',
    payment_intent: intent.id,
    payment_method: intent.paymentMethodId,
    payment_method_details: {
      type: 'us_bank_account',
      us_bank_account: {
        account_holder_type: 'company',
        account_type: 'checking',
        bank_name: 'STRIPE TEST BANK',
        last4: intent.last4,
        routing_number: intent.routingNumber,
      },
    },
    status: intent.chargeStatus,
  };
}

export interface StandInEvent {
  id: string;
  type: string;
  paymentIntentId: string;
  /** The JSON body as delivered, byte for byte the same at every delivery. */
  payload: string;
}

export function eventOf(
  type: string,
  object: Record<string, unknown>,
  intent: StandInIntent,
  created: number,
): StandInEvent {
  const id = newId('evt');
  const payload = JSON.stringify(
    {
      id,
      object: 'event',
      api_version: standInApiVersion,
      created,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: newId('req'), idempotency_key: intent.idempotencyKey },
      type,
    },
    null,
    2,
  );
  return { id, type, paymentIntentId: intent.id, payload };
}

/** The `Stripe-Signature` header of `payload` signed at `timestampSeconds`. */
export function signatureHeader(payload: string, secret: string, timestampSeconds: number): string {
  const signature = createHmac('sha256', secret)
    .update(`${timestampSeconds}.${payload}`, 'utf8')
    .digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}

/** Stripe's error body. */
export function errorJson(error: {
  type: string;
  message: string;
  code?: string;
  param?: string;
  payment_intent?: Record<string, unknown>;
}): { error: Record<string, unknown> } {
  return { error };
}
