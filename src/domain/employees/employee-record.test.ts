// Worked examples of what an employer reads of an employee: John Roe's record with a raise and
// a termination, read on days before, between and after them.

import { describe, expect, it } from 'vitest';
import type { ClientPlan, CoverageRow, EmploymentRow } from '#domain/coverage/member-coverage';
import { demoFormulas } from '#domain/coverage/plan-formulas';
import { employeeRecord, employmentStatusOn, plansCovering } from './employee-record.ts';

const plans: ClientPlan[] = [
  {
    id: 'std',
    formula: demoFormulas['short-term-disability'],
    policyNumber: 'STD-100000001',
    paidBy: 'employer',
    rateMicrodollars: 450_000,
  },
  {
    id: 'supp',
    formula: demoFormulas['supplemental-life'],
    policyNumber: 'SUPP-100000001',
    paidBy: 'employee',
    rateMicrodollars: 200_000,
  },
];

const hired: EmploymentRow = {
  validFrom: '2015-03-02',
  recordedSequence: 1,
  status: 'active',
  lastDayWorked: null,
  annualEarningsCents: 10_400_000,
  hoursPerWeek: 40,
};
// A raise to $117,000 from July 1st, recorded in June.
const raise: EmploymentRow = { ...hired, validFrom: '2026-07-01', recordedSequence: 5 };
raise.annualEarningsCents = 11_700_000;
// Last day worked October 15th: terminated from the 16th.
const ended: EmploymentRow = {
  ...raise,
  validFrom: '2026-10-16',
  recordedSequence: 7,
  status: 'terminated',
  lastDayWorked: '2026-10-15',
};

const std: CoverageRow = {
  planId: 'std',
  validFrom: '2015-04-01',
  recordedSequence: 2,
  enrolled: true,
  effectiveDate: '2015-04-01',
  endDate: null,
  election: null,
};
// The termination ends coverage on the last day of that month.
const stdEnded: CoverageRow = {
  ...std,
  validFrom: '2026-10-16',
  recordedSequence: 8,
  endDate: '2026-10-31',
};

const employment = [hired, raise, ended];
const coverage = [std, stdEnded];

describe('an employee as the employer reads him', () => {
  it('is active until the day after his last day worked, terminated from then', () => {
    expect(employmentStatusOn(employment, '2026-10-15')).toBe('active');
    expect(employmentStatusOn(employment, '2026-10-16')).toBe('terminated');
    // Listed by the census before any row holds: a hire whose first day is ahead.
    expect(employmentStatusOn(employment, '2015-03-01')).toBe('active');
    expect(employmentStatusOn([], '2026-10-16')).toBe('active');
  });

  it('is covered by a plan to its end date, and not by a plan he never enrolled in', () => {
    expect(plansCovering(plans, employment, coverage, '2026-10-31')).toEqual([
      'short-term-disability',
    ]);
    expect(plansCovering(plans, employment, coverage, '2026-11-01')).toEqual([]);
  });

  it("shows the page of October 20th: terminated, STD ending at month's end, every row", () => {
    const record = employeeRecord(
      { memberId: 'm1', name: 'John Roe', hireDate: '2015-03-02' },
      plans,
      employment,
      coverage,
      '2026-10-20',
    );
    expect(record.status).toBe('terminated');
    expect(record.employment).toEqual([
      {
        validFrom: '2015-03-02',
        validTo: '2026-06-30',
        status: 'active',
        lastDayWorked: null,
        annualEarningsCents: 10_400_000,
        hoursPerWeek: 40,
      },
      {
        validFrom: '2026-07-01',
        validTo: '2026-10-15',
        status: 'active',
        lastDayWorked: null,
        annualEarningsCents: 11_700_000,
        hoursPerWeek: 40,
      },
      {
        validFrom: '2026-10-16',
        validTo: null,
        status: 'terminated',
        lastDayWorked: '2026-10-15',
        annualEarningsCents: 11_700_000,
        hoursPerWeek: 40,
      },
    ]);
    // $117,000 a year is $2,250.00 a week; 60% of it is $1,350.00, under the $1,500.00 maximum.
    expect(record.plans[0]).toMatchObject({
      kind: 'short-term-disability',
      status: 'active',
      effectiveDate: '2015-04-01',
      endDate: '2026-10-31',
      amountCents: 135_000,
    });
    expect(record.plans[0]?.history).toEqual([
      {
        validFrom: '2015-04-01',
        validTo: '2026-10-15',
        enrolled: true,
        effectiveDate: '2015-04-01',
        endDate: null,
        electedCents: null,
      },
      {
        validFrom: '2026-10-16',
        validTo: null,
        enrolled: true,
        effectiveDate: '2015-04-01',
        endDate: '2026-10-31',
        electedCents: null,
      },
    ]);
    expect(record.plans[1]).toMatchObject({
      kind: 'supplemental-life',
      status: 'not-enrolled',
      amountCents: 0,
      history: [],
    });
  });

  it('reads the day before the raise with the old earnings', () => {
    const record = employeeRecord(
      { memberId: 'm1', name: 'John Roe', hireDate: '2015-03-02' },
      plans,
      employment,
      coverage,
      '2026-06-30',
    );
    // $104,000 a year is $2,000.00 a week; 60% is $1,200.00.
    expect(record.plans[0]?.amountCents).toBe(120_000);
    expect(record).toMatchObject({
      status: 'active',
      annualEarningsCents: 10_400_000,
      hoursPerWeek: 40,
    });
  });
});
