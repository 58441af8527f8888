// What the stand-in provider's API says before it makes anything, as Stripe does: the JSON
// answer with its request id, and the checks of an ACH debit's parameters, each refusal a 400
// naming the parameter.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorJson, type FormValue, formText, formValue, newId } from './stand-in-objects.ts';

export interface Answer {
  status: number;
  body: unknown;
}

export const json = (response: ServerResponse, { status, body }: Answer, headers = {}) =>
  response
    .writeHead(status, {
      'content-type': 'application/json',
      'request-id': newId('req'),
      ...headers,
    })
    .end(JSON.stringify(body));

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export const invalid = (message: string, param?: string): Answer => ({
  status: 400,
  body: errorJson({ type: 'invalid_request_error', message, ...(param ? { param } : {}) }),
});

/** What Stripe checks of an ACH debit before making it: null when it may be made. */
export function refusalOf(form: Record<string, FormValue>): Answer | null {
  const amount = formText(form, 'amount');
  if (!amount || !/^\d+$/.test(amount)) return invalid('Missing required param: amount.', 'amount');
  if (Number(amount) < 50) return invalid('Amount must be at least $0.50 usd', 'amount');
  if (formText(form, 'currency') !== 'usd') {
    return invalid('us_bank_account requires the currency usd.', 'currency');
  }
  // allowed_payment_method_types since API version 2026-10-28, payment_method_types before.
  const types = ['allowed_payment_method_types', 'payment_method_types'].flatMap((name) =>
    Object.values((formValue(form, name) as object | undefined) ?? {}),
  );
  if (!types.includes('us_bank_account')) {
    return invalid(
      'The payment method type us_bank_account is required.',
      'allowed_payment_method_types',
    );
  }
  const data = ['payment_method_data'];
  if (formText(form, ...data, 'type') !== 'us_bank_account') {
    return invalid(
      'Missing required param: payment_method_data[type].',
      'payment_method_data[type]',
    );
  }
  if (!/^\d{9}$/.test(formText(form, ...data, 'us_bank_account', 'routing_number') ?? '')) {
    return invalid(
      'Routing number must have 9 digits.',
      'payment_method_data[us_bank_account][routing_number]',
    );
  }
  if (!/^\d{4,17}$/.test(formText(form, ...data, 'us_bank_account', 'account_number') ?? '')) {
    return invalid(
      'Invalid account number.',
      'payment_method_data[us_bank_account][account_number]',
    );
  }
  if (!formText(form, ...data, 'billing_details', 'name')) {
    return invalid(
      'Missing required param: payment_method_data[billing_details][name].',
      'payment_method_data[billing_details][name]',
    );
  }
  const acceptance = ['mandate_data', 'customer_acceptance'];
  if (
    formText(form, 'confirm') === 'true' &&
    (formText(form, ...acceptance, 'type') !== 'online' ||
      !formText(form, ...acceptance, 'online', 'ip_address') ||
      !formText(form, ...acceptance, 'online', 'user_agent'))
  ) {
    return invalid(
      'A mandate with online acceptance is required to confirm a us_bank_account payment.',
      'mandate_data',
    );
  }
  return null;
}
