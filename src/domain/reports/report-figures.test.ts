import { monthLabel } from '#domain/shared/months';
import { describe, expect, it } from 'vitest';
import {
  absencesByMonth,
  addMonthsTo,
  countsByKey,
  isAbsentInMonth,
  openClaimsByStatus,
  type ReportedClaim,
  reportMonths,
  totalOf,
} from './report-figures.ts';
import { countText, reportFileName } from './reports-terms.ts';

const claim = (overrides: Partial<ReportedClaim>): ReportedClaim => ({
  kind: 'disability',
  status: 'approved',
  firstDayOfAbsence: '2026-10-08',
  expectedReturn: '2027-01-07',
  ...overrides,
});

describe('the months of a report', () => {
  it('are the 12 calendar months ending with the current one, oldest first', () => {
    expect(reportMonths('2026-11-22')).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(reportMonths('2027-01-01')).toHaveLength(12);
    expect(reportMonths('2027-01-01').at(0)).toBe('2026-02');
    expect(reportMonths('2024-12-31', 3)).toEqual(['2024-10', '2024-11', '2024-12']);
  });

  it('add across years, and refuse what is not a month', () => {
    expect(addMonthsTo('2026-12', 1)).toBe('2027-01');
    expect(addMonthsTo('2026-01', -1)).toBe('2025-12');
    expect(addMonthsTo('2026-06', -18)).toBe('2024-12');
    expect(() => addMonthsTo('2026-13', 1)).toThrow(RangeError);
    expect(() => addMonthsTo('11/2026', 1)).toThrow(RangeError);
  });

  it('read as people read them', () => {
    expect(monthLabel('2026-11')).toBe('November 2026');
    expect(monthLabel('2026-01', 'short')).toBe('Jan');
    expect(reportFileName('absenceSummary', '2026-11-22')).toBe('absence-summary-2026-11-22.pdf');
    expect(countText(20_000)).toBe('20,000');
  });
});

describe('an absence in a month', () => {
  it('runs from the first day of absence up to, not including, the expected return', () => {
    const november = '2026-11';
    expect(isAbsentInMonth(claim({}), november)).toBe(true);
    // Back on December 1st: the last day off was November 30th.
    const backDecember1 = claim({ firstDayOfAbsence: '2026-11-20', expectedReturn: '2026-12-01' });
    expect(isAbsentInMonth(backDecember1, november)).toBe(true);
    expect(isAbsentInMonth(backDecember1, '2026-12')).toBe(false);
    // Back on December 2nd: off on December 1st.
    const backDecember2 = claim({ firstDayOfAbsence: '2026-11-20', expectedReturn: '2026-12-02' });
    expect(isAbsentInMonth(backDecember2, '2026-12')).toBe(true);
    // Off from the last day of October: both months.
    const fromOctober31 = claim({ firstDayOfAbsence: '2026-10-31', expectedReturn: '2026-11-02' });
    expect(isAbsentInMonth(fromOctober31, '2026-10')).toBe(true);
    expect(isAbsentInMonth(fromOctober31, november)).toBe(true);
    // Starting next month: not this one, planned or not.
    const fromDecember1 = claim({ firstDayOfAbsence: '2026-12-01', expectedReturn: '2026-12-20' });
    expect(isAbsentInMonth(fromDecember1, november)).toBe(false);
    // Ended before the month began.
    const summer = claim({ firstDayOfAbsence: '2026-06-01', expectedReturn: '2026-07-01' });
    expect(isAbsentInMonth(summer, '2026-07')).toBe(false);
    expect(isAbsentInMonth(summer, '2026-06')).toBe(true);
  });

  it('counts a request whose return is not after its first day in the month of its first day', () => {
    const sameDay = claim({ firstDayOfAbsence: '2026-11-30', expectedReturn: '2026-11-30' });
    expect(isAbsentInMonth(sameDay, '2026-11')).toBe(true);
    expect(isAbsentInMonth(sameDay, '2026-12')).toBe(false);
    const backwards = claim({ firstDayOfAbsence: '2026-11-05', expectedReturn: '2026-10-01' });
    expect(isAbsentInMonth(backwards, '2026-10')).toBe(false);
    expect(isAbsentInMonth(backwards, '2026-11')).toBe(true);
  });
});

describe('absences by month', () => {
  it("counts John's demo claims: the disability from October, the leave from November", () => {
    const john = [
      claim({}),
      claim({
        kind: 'leave',
        status: 'information-needed',
        firstDayOfAbsence: '2026-11-10',
        expectedReturn: '2027-05-11',
      }),
    ];
    const months = reportMonths('2026-11-22');
    const counted = absencesByMonth(john, months);
    expect(counted.map((month) => month.month)).toEqual(months);
    expect(counted.slice(-2)).toEqual([
      { month: '2026-10', counts: { disability: 1, leave: 0 } },
      { month: '2026-11', counts: { disability: 1, leave: 1 } },
    ]);
    expect(counted.slice(0, -2).every((month) => totalOf(month.counts) === 0)).toBe(true);
  });

  it('leaves withdrawn and denied requests out, and keeps closed ones', () => {
    const months = ['2026-11'];
    const statuses = [
      'submitted',
      'in-review',
      'information-needed',
      'approved',
      'closed',
      'denied',
      'withdrawn',
    ] as const;
    const claims = statuses.map((status) => claim({ status, kind: 'leave' }));
    expect(absencesByMonth(claims, months)).toEqual([
      { month: '2026-11', counts: { disability: 0, leave: 5 } },
    ]);
  });

  it('counts a disability claim and the leave filed with it once each', () => {
    const pair = [claim({ kind: 'disability' }), claim({ kind: 'leave' })];
    expect(absencesByMonth(pair, ['2026-12'])).toEqual([
      { month: '2026-12', counts: { disability: 1, leave: 1 } },
    ]);
  });
});

describe('open claims by status', () => {
  it('lists every open status, in order, zero where there is none', () => {
    const claims = [
      claim({ status: 'approved' }),
      claim({ status: 'approved', kind: 'leave' }),
      claim({ status: 'information-needed', kind: 'leave' }),
      claim({ status: 'closed' }),
      claim({ status: 'denied' }),
      claim({ status: 'withdrawn', kind: 'leave' }),
    ];
    expect(openClaimsByStatus(claims)).toEqual([
      { status: 'submitted', counts: { disability: 0, leave: 0 } },
      { status: 'in-review', counts: { disability: 0, leave: 0 } },
      { status: 'information-needed', counts: { disability: 0, leave: 1 } },
      { status: 'approved', counts: { disability: 1, leave: 1 } },
    ]);
  });
});

describe('counts grouped by key', () => {
  it('add up the groups of each key and kind, and ignore a key not asked for', () => {
    expect(
      countsByKey(
        ['a', 'b'],
        [
          { key: 'b', kind: 'leave', count: 3 },
          { key: 'b', kind: 'leave', count: 2 },
          { key: 'a', kind: 'disability', count: 1 },
          { key: 'z', kind: 'disability', count: 9 },
        ],
      ),
    ).toEqual([
      { key: 'a', counts: { disability: 1, leave: 0 } },
      { key: 'b', counts: { disability: 0, leave: 5 } },
    ]);
  });
});
