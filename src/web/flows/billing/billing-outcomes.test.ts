import { describe, expect, it } from 'vitest';
import type { InvoiceSummary } from '#domain/billing/billing-answers';
import { currentText } from '#web/language/use-text.ts';
import { ApiError } from '#web/lib/api-client.ts';
import {
  payBillFieldOf,
  payNowRefusal,
  paymentSentence,
  settledSentences,
} from './billing-outcomes.ts';

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

describe('the refusals of Pay now', () => {
  it("puts a field's refusal on the form's field, never on one it does not have", () => {
    expect(payBillFieldOf('routingNumber')).toBe('routingNumber');
    expect(payBillFieldOf('confirmAccountNumber')).toBe('confirmAccountNumber');
    // A 400 of a field the form does not have (a broken key) is the page's to handle.
    expect(payBillFieldOf('idempotencyKey')).toBeNull();
  });

  it('says the refusals of the bill on the form, and leaves the others to the page', () => {
    const refusal = (status: number, body: object) => payNowRefusal(new ApiError(status, body));
    expect(refusal(409, { message: 'This bill is already paid.' })).toEqual({
      kind: 'refused',
      message: 'This bill is already paid.',
    });
    expect(refusal(503, { message: 'We could not reach the bank.' })).toEqual({
      kind: 'retry',
      message: 'We could not reach the bank.',
    });
    expect(refusal(404, {})).toEqual({ kind: 'gone' });
    expect(refusal(409, {})).toBeNull();
    expect(refusal(401, {})).toBeNull();
    expect(refusal(500, { message: 'No.' })).toBeNull();
  });
});

describe('what the page says of a payment', () => {
  it('names the invoice and, when it failed, the bank’s reason', () => {
    expect(paymentSentence({ ...invoice, status: 'paid' }, currentText())).toBe(
      'INV-100000001-202611 is paid.',
    );
    expect(
      paymentSentence(
        {
          ...invoice,
          status: 'payment-failed',
          canPay: true,
          lastPayment: failedPayment,
        },
        currentText(),
      ),
    ).toBe('Your payment of INV-100000001-202611 failed: The bank account has insufficient funds.');
    expect(paymentSentence({ ...invoice, status: 'open' }, currentText())).toBe(
      'INV-100000001-202611: Open.',
    );
  });

  it('says only the payments that stopped processing between two readings', () => {
    const other = { ...invoice, invoiceNumber: 'INV-100000001-202610', status: 'paid' as const };
    expect(
      settledSentences([invoice, other], [{ ...invoice, status: 'paid' }, other], currentText()),
    ).toEqual(['INV-100000001-202611 is paid.']);
    expect(settledSentences([invoice], [invoice], currentText())).toEqual([]);
    expect(settledSentences([], [{ ...invoice, status: 'paid' }], currentText())).toEqual([]);
  });
});
