import { describe, expect, it } from 'vitest';
import type { InvoiceDetail, InvoiceSummary } from '#domain/billing/billing-answers';
import { ApiError } from '#web/lib/api-client.ts';
import { payNowOutcome, paymentSentence, settledSentences } from './billing-outcomes.ts';

const invoice: InvoiceSummary = {
  invoiceNumber: 'INV-100000001-202611',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  amountDueCents: 34_580,
  dueOn: '2026-12-15',
  status: 'processing',
  canPay: false,
  lastPayment: null,
};
const failedPayment = {
  id: 'p',
  invoiceNumber: invoice.invoiceNumber,
  amountCents: 34_580,
  accountLast4: '6789',
  status: 'failed' as const,
  failureMessage: 'The bank account has insufficient funds.',
  createdAt: '2026-11-26T15:00:00.000Z',
  settledAt: '2026-11-26T15:00:02.000Z',
  hasReceipt: false,
};

describe('the outcome of Pay now', () => {
  it('closes the form and says how the payment stands when the server answers', () => {
    const answer = {
      ...invoice,
      issuedAt: '',
      paidAt: null,
      lines: [],
      payments: [],
    } as InvoiceDetail;
    expect(payNowOutcome({ answer })).toEqual({
      kind: 'answered',
      invoice: answer,
      said: 'Your payment of INV-100000001-202611 is processing. This page shows when the bank confirms it.',
    });
    expect(payNowOutcome({ answer: undefined })).toEqual({ kind: 'none' });
  });

  it("puts a field's refusal on the field, and the others on the form or the page", () => {
    const refusal = (status: number, body: object) =>
      payNowOutcome({ error: new ApiError(status, body) });
    expect(refusal(400, { error: 'BAD_REQUEST', message: 'No.', field: 'routingNumber' })).toEqual({
      kind: 'field',
      field: 'routingNumber',
      message: 'No.',
    });
    // A 400 of a field the form does not have (a broken key) is the page's to handle.
    expect(refusal(400, { message: 'No.', field: 'idempotencyKey' }).kind).toBe('failed');
    expect(refusal(409, { message: 'This bill is already paid.' })).toEqual({
      kind: 'refused',
      message: 'This bill is already paid.',
    });
    expect(refusal(503, { message: 'We could not reach the bank.' })).toEqual({
      kind: 'retry',
      message: 'We could not reach the bank.',
    });
    expect(refusal(404, {})).toEqual({ kind: 'gone' });
    expect(refusal(401, {}).kind).toBe('failed');
    expect(payNowOutcome({ error: new TypeError('Failed to fetch') }).kind).toBe('failed');
  });
});

describe('what the page says of a payment', () => {
  it('names the invoice and, when it failed, the bank’s reason', () => {
    expect(paymentSentence({ ...invoice, status: 'paid' })).toBe('INV-100000001-202611 is paid.');
    expect(
      paymentSentence({
        ...invoice,
        status: 'payment-failed',
        canPay: true,
        lastPayment: failedPayment,
      }),
    ).toBe('Your payment of INV-100000001-202611 failed: The bank account has insufficient funds.');
    expect(paymentSentence({ ...invoice, status: 'open' })).toBe('INV-100000001-202611: Open.');
  });

  it('says only the payments that stopped processing between two readings', () => {
    const other = { ...invoice, invoiceNumber: 'INV-100000001-202610', status: 'paid' as const };
    expect(settledSentences([invoice, other], [{ ...invoice, status: 'paid' }, other])).toEqual([
      'INV-100000001-202611 is paid.',
    ]);
    expect(settledSentences([invoice], [invoice])).toEqual([]);
    expect(settledSentences([], [{ ...invoice, status: 'paid' }])).toEqual([]);
  });
});
