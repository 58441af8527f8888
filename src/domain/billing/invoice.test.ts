import { describe, expect, it } from 'vitest';
import { sayEnglish } from '#domain/shared/claim-terms';
import { invoiceLineCells } from './invoice-lines.ts';
import {
  addMonthsTo,
  adjustableMonths,
  computeInvoice,
  dueDateOf,
  type InvoiceLine,
  isMonth,
  lastDayOf,
  monthOf,
  type PlanMonth,
} from './invoice.ts';

// Worked examples at the demo rates. Short-term disability: $0.45 a month per $10 of weekly
// benefit; two members earning $52,000 a year have $1,000 a week, a benefit of 60%, $600 each:
// a volume of $1,200, 120 units, $54.00. Basic life: $0.15 per $1,000; two members covered for
// $50,000 each: $100,000, 100 units, $15.00.
const std = (covered: number): PlanMonth => ({
  kind: 'short-term-disability',
  coveredEmployees: covered,
  volumeCents: covered * 60_000,
  rateMicrodollars: 450_000,
  monthlyPremiumCents: covered * 2_700,
});
const life = (covered: number): PlanMonth => ({
  kind: 'basic-life',
  coveredEmployees: covered,
  volumeCents: covered * 5_000_000,
  rateMicrodollars: 150_000,
  monthlyPremiumCents: covered * 750,
});
const supplemental: PlanMonth = {
  kind: 'supplemental-life',
  coveredEmployees: 0,
  volumeCents: 0,
  rateMicrodollars: 200_000,
  monthlyPremiumCents: 0,
};
/** The premium line that billed `figure` in `month`. */
const billedAs = (month: string, figure: PlanMonth): InvoiceLine => ({
  kind: 'premium',
  plan: figure.kind,
  month,
  coveredEmployees: figure.coveredEmployees,
  volumeCents: figure.volumeCents,
  rateMicrodollars: figure.rateMicrodollars,
  amountCents: figure.monthlyPremiumCents,
});

describe("a month's invoice", () => {
  it('bills each plan with someone covered: covered employees, volume, rate, premium', () => {
    const invoice = computeInvoice({
      clientId: '100000001',
      month: '2026-11',
      figures: [std(2), life(2), supplemental],
    });
    expect(invoice).toEqual({
      invoiceNumber: 'INV-100000001-202611',
      clientId: '100000001',
      month: '2026-11',
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
      dueOn: '2026-12-15',
      lines: [billedAs('2026-11', std(2)), billedAs('2026-11', life(2))],
      amountDueCents: 5_400 + 1_500,
    });
    expect(invoice.lines[0]).toMatchObject({ volumeCents: 120_000, amountCents: 5_400 });
    expect(invoice.lines[1]).toMatchObject({ volumeCents: 10_000_000, amountCents: 1_500 });
  });

  it('adds an adjustment for each change of a month billed before, oldest month first', () => {
    const invoice = computeInvoice({
      clientId: '100000001',
      month: '2026-11',
      figures: [std(3), life(1)],
      earlier: [
        // A hire from 10/01 recorded late: October's disability charged for one more.
        {
          month: '2026-10',
          figures: [std(3), life(2)],
          billed: [billedAs('2026-10', std(2)), billedAs('2026-10', life(2))],
        },
        // A coverage ended 08/31, recorded in October: September's life credited.
        {
          month: '2026-09',
          figures: [std(2), life(1)],
          billed: [billedAs('2026-09', std(2)), billedAs('2026-09', life(2))],
        },
      ],
    });
    expect(invoice.lines.slice(2)).toEqual([
      {
        kind: 'adjustment',
        plan: 'basic-life',
        month: '2026-09',
        coveredEmployees: -1,
        volumeCents: -5_000_000,
        rateMicrodollars: 150_000,
        amountCents: -750,
      },
      {
        kind: 'adjustment',
        plan: 'short-term-disability',
        month: '2026-10',
        coveredEmployees: 1,
        volumeCents: 60_000,
        rateMicrodollars: 450_000,
        amountCents: 2_700,
      },
    ]);
    // $81.00 + $7.50 for November, less $7.50, plus $27.00.
    expect(invoice.amountDueCents).toBe(8_100 + 750 - 750 + 2_700);
  });

  it('adjusts a month once: what an earlier adjustment billed counts as billed', () => {
    const october = '2026-10';
    const adjusted: InvoiceLine = {
      ...billedAs(october, std(1)),
      kind: 'adjustment',
      amountCents: 2_700,
    };
    const invoice = computeInvoice({
      clientId: '100000001',
      month: '2026-12',
      figures: [std(3)],
      earlier: [
        { month: october, figures: [std(3)], billed: [billedAs(october, std(2)), adjusted] },
      ],
    });
    expect(invoice.lines).toEqual([billedAs('2026-12', std(3))]);
  });

  it('looks back at the two months before, across a year', () => {
    expect(adjustableMonths('2026-11')).toEqual(['2026-09', '2026-10']);
    expect(adjustableMonths('2027-01')).toEqual(['2026-11', '2026-12']);
  });

  it('writes a line in words: the plan, or the adjustment with its month; a credit negative', () => {
    const [premium, credit] = computeInvoice({
      clientId: '100000001',
      month: '2026-11',
      figures: [std(2)],
      earlier: [{ month: '2026-09', figures: [std(1)], billed: [billedAs('2026-09', std(2))] }],
    }).lines;
    expect(invoiceLineCells(premium!)).toEqual({
      description: 'Short-term disability',
      coveredEmployees: '2',
      volume: '$1,200',
      rate: '$0.45 per $10 of weekly benefit, a month',
      amount: '$54.00',
    });
    expect(invoiceLineCells(credit!, sayEnglish)).toMatchObject({
      description: 'Adjustment: Short-term disability, September 2026',
      coveredEmployees: '-1',
      volume: '-$600',
      amount: '-$27.00',
    });
    // A line of an invoice issued per head, before bills followed coverage.
    expect(
      invoiceLineCells({
        kind: 'premium',
        plan: 'basic-life',
        month: '2026-08',
        coveredEmployees: 4,
        volumeCents: null,
        rateMicrodollars: null,
        monthlyRateCents: 1_275,
        amountCents: 5_100,
      }),
    ).toEqual({
      description: 'Basic life and AD&D',
      coveredEmployees: '4',
      volume: '',
      rate: '$12.75 per employee',
      amount: '$51.00',
    });
  });

  it('is due on the 15th of the month after, across a year and in February', () => {
    expect(dueDateOf('2026-12')).toBe('2027-01-15');
    expect(computeInvoice({ clientId: '1', month: '2028-02', figures: [] })).toMatchObject({
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
    expect(monthOf('2026-12-31')).toBe('2026-12');
  });

  it('takes only real months', () => {
    expect(isMonth('2026-11')).toBe(true);
    for (const month of ['2026-13', '2026-00', '2026-1', '26-11', '2026-11-01', '']) {
      expect(isMonth(month), month).toBe(false);
    }
    expect(() => computeInvoice({ clientId: '1', month: '2026-13', figures: [] })).toThrow(
      RangeError,
    );
  });
});
