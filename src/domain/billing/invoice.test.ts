import { describe, expect, it } from 'vitest';
import { addMonthsTo, computeInvoice, dueDateOf, isMonth, lastDayOf, monthOf } from './invoice.ts';

describe("a month's invoice", () => {
  it('bills each coverage bought: covered employees x monthly rate, in one order', () => {
    const invoice = computeInvoice({
      clientId: '100000001',
      month: '2026-11',
      coveredEmployees: 4,
      rates: [
        { coverage: 'basic-life', monthlyRateCents: 1_275 },
        { coverage: 'short-term-disability', monthlyRateCents: 4_250 },
      ],
    });
    expect(invoice).toEqual({
      invoiceNumber: 'INV-100000001-202611',
      clientId: '100000001',
      month: '2026-11',
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
      dueOn: '2026-12-15',
      lines: [
        {
          coverage: 'short-term-disability',
          coveredEmployees: 4,
          monthlyRateCents: 4_250,
          amountCents: 17_000,
        },
        {
          coverage: 'basic-life',
          coveredEmployees: 4,
          monthlyRateCents: 1_275,
          amountCents: 5_100,
        },
      ],
      amountDueCents: 22_100,
    });
  });

  it('is due on the 15th of the month after, across a year and in February', () => {
    expect(dueDateOf('2026-12')).toBe('2027-01-15');
    expect(
      computeInvoice({ clientId: '1', month: '2028-02', coveredEmployees: 0, rates: [] }),
    ).toMatchObject({
      periodStart: '2028-02-01',
      periodEnd: '2028-02-29',
      dueOn: '2028-03-15',
      lines: [],
      amountDueCents: 0,
    });
    expect(lastDayOf('2027-02')).toBe('2027-02-28');
    expect(lastDayOf('2026-12')).toBe('2026-12-31');
  });

  it('counts months across years both ways', () => {
    expect(addMonthsTo('2026-11', 2)).toBe('2027-01');
    expect(addMonthsTo('2026-01', -1)).toBe('2025-12');
    expect(addMonthsTo('2026-03', -14)).toBe('2025-01');
    expect(monthOf('2026-11-26')).toBe('2026-11');
    expect(monthOf(new Date('2026-12-31T23:59:59Z'))).toBe('2026-12');
  });

  it('takes only real months, whole counts and whole cents', () => {
    expect(isMonth('2026-11')).toBe(true);
    for (const month of ['2026-13', '2026-00', '2026-1', '26-11', '2026-11-01', '']) {
      expect(isMonth(month), month).toBe(false);
    }
    const rates = [{ coverage: 'basic-life', monthlyRateCents: 10.5 }] as const;
    expect(() =>
      computeInvoice({ clientId: '1', month: '2026-13', coveredEmployees: 1, rates: [] }),
    ).toThrow(RangeError);
    expect(() =>
      computeInvoice({ clientId: '1', month: '2026-11', coveredEmployees: 1.5, rates: [] }),
    ).toThrow(RangeError);
    expect(() =>
      computeInvoice({ clientId: '1', month: '2026-11', coveredEmployees: 1, rates }),
    ).toThrow(RangeError);
  });
});
