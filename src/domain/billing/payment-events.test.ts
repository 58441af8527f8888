import { describe, expect, it } from 'vitest';
import type { InvoicePaymentStatus } from './billing-terms.ts';
import { invoiceStatusWith, isSettled, paymentStatusAfter } from './payment-events.ts';

/** Where a payment ends after the provider's reports in this order. */
function settle(reports: InvoicePaymentStatus[]): InvoicePaymentStatus {
  return reports.reduce<InvoicePaymentStatus>(
    (status, reported) => paymentStatusAfter(status, reported) ?? status,
    'processing',
  );
}

/** Every order of `items`. */
function orders<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, index) =>
    orders([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

describe("a payment on the provider's events", () => {
  it('goes processing -> succeeded, or processing -> failed', () => {
    expect(paymentStatusAfter('processing', 'succeeded')).toBe('succeeded');
    expect(paymentStatusAfter('processing', 'failed')).toBe('failed');
  });

  it('fails after success when the bank returns the debit', () => {
    expect(paymentStatusAfter('succeeded', 'failed')).toBe('failed');
  });

  it('changes nothing on a replay or on an event that arrives after a later one', () => {
    expect(paymentStatusAfter('processing', 'processing')).toBeNull();
    expect(paymentStatusAfter('succeeded', 'succeeded')).toBeNull();
    expect(paymentStatusAfter('succeeded', 'processing')).toBeNull();
    expect(paymentStatusAfter('failed', 'processing')).toBeNull();
    expect(paymentStatusAfter('failed', 'succeeded')).toBeNull();
    expect(paymentStatusAfter('failed', 'failed')).toBeNull();
  });

  it('settles once in the same final state whatever the order, with replays', () => {
    const lateFailure: InvoicePaymentStatus[] = ['processing', 'succeeded', 'failed'];
    for (const order of orders(lateFailure)) expect(settle(order), order.join()).toBe('failed');
    for (const order of orders(['processing', 'succeeded', 'succeeded', 'processing'] as const)) {
      expect(settle([...order]), order.join()).toBe('succeeded');
    }
    for (const order of orders(['processing', 'failed', 'failed'] as const)) {
      expect(settle([...order]), order.join()).toBe('failed');
    }
  });

  it('shows on the invoice: Processing, Paid or Payment failed; settled ones are final words', () => {
    expect(invoiceStatusWith('processing')).toBe('processing');
    expect(invoiceStatusWith('succeeded')).toBe('paid');
    expect(invoiceStatusWith('failed')).toBe('payment-failed');
    expect(isSettled('processing')).toBe(false);
    expect(isSettled('succeeded')).toBe(true);
    expect(isSettled('failed')).toBe(true);
  });
});
