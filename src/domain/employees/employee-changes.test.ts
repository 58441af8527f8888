// Worked examples of the changes an employer makes, on Maria Garcia's record (hired 01/15/2020,
// $52,000 a year, 40 hours, short-term disability and basic life from 02/01/2020), on 11/22/2026.

import { describe, expect, it } from 'vitest';
import type { ClientPlan, CoverageRow, EmploymentRow } from '#domain/coverage/member-coverage';
import { demoFormulas } from '#domain/coverage/plan-formulas';
import {
  checkEarningsChange,
  checkEndEmployment,
  earningsRow,
  type EmployeeOnRecord,
  employeeChangeText,
  terminationRows,
} from './employee-changes.ts';

const today = '2026-11-22';
const plans: ClientPlan[] = [
  {
    id: 'std',
    formula: demoFormulas['short-term-disability'],
    policyNumber: 'STD-100000001',
    paidBy: 'employer',
    rateMicrodollars: 450_000,
  },
  {
    id: 'life',
    formula: demoFormulas['basic-life'],
    policyNumber: 'LIFE-100000001',
    paidBy: 'employer',
    rateMicrodollars: 150_000,
  },
];
const hired: EmploymentRow = {
  validFrom: '2020-01-15',
  recordedSequence: 1,
  status: 'active',
  lastDayWorked: null,
  annualEarningsCents: 5_200_000,
  hoursPerWeek: 40,
};
const covered = (planId: string): CoverageRow => ({
  planId,
  validFrom: '2020-01-15',
  recordedSequence: 2,
  enrolled: true,
  effectiveDate: '2020-02-01',
  endDate: null,
  election: null,
});
const maria: EmployeeOnRecord = {
  hireDate: '2020-01-15',
  employment: [hired],
  coverage: [covered('std'), covered('life')],
};

describe('Change earnings', () => {
  it('records $60,000 from 12/01/2026 as a row from that day, the hours kept', () => {
    const checked = checkEarningsChange(
      { annualEarnings: '60,000', effectiveDate: '12/01/2026' },
      maria,
      today,
    );
    expect(checked).toEqual({
      ok: true,
      change: { annualEarningsCents: 6_000_000, from: '2026-12-01' },
    });
    if (!checked.ok) return;
    expect(earningsRow(maria, checked.change)).toEqual({
      validFrom: '2026-12-01',
      status: 'active',
      lastDayWorked: null,
      annualEarningsCents: 6_000_000,
      hoursPerWeek: 40,
    });
  });

  it('takes a raise back to 09/23/2026, 60 days ago, and not 09/22/2026, 61 days ago', () => {
    const change = (effectiveDate: string) =>
      checkEarningsChange({ annualEarnings: '$54,000.00', effectiveDate }, maria, today);
    expect(change('09/23/2026').ok).toBe(true);
    expect(change('09/22/2026')).toEqual({
      ok: false,
      field: 'effectiveDate',
      message: employeeChangeText.dateInvalid,
    });
    expect(change('11/23/2027')).toMatchObject({ ok: false, field: 'effectiveDate' });
    expect(change('02/30/2026')).toMatchObject({ ok: false, field: 'effectiveDate' });
  });

  it('refuses earnings that are not dollars, and a date after the employment ended', () => {
    for (const annualEarnings of ['', 'fifty', '-5', '0', '52,00', '10000000.01']) {
      expect(
        checkEarningsChange({ annualEarnings, effectiveDate: '12/01/2026' }, maria, today),
        annualEarnings,
      ).toMatchObject({ ok: false, field: 'annualEarnings' });
    }
    const ended = {
      ...maria,
      employment: [hired, { ...hired, validFrom: '2026-11-01', status: 'terminated' as const }],
    };
    expect(
      checkEarningsChange({ annualEarnings: '60000', effectiveDate: '11/15/2026' }, ended, today),
    ).toEqual({ ok: false, field: 'effectiveDate', message: employeeChangeText.notEmployed });
    expect(
      checkEarningsChange({ annualEarnings: '60000', effectiveDate: '10/15/2026' }, ended, today)
        .ok,
    ).toBe(true);
  });
});

describe('End employment', () => {
  it('a last day of 12/15/2026: terminated from 12/16, every plan ending 12/31/2026', () => {
    const checked = checkEndEmployment({ lastDayWorked: '12/15/2026' }, maria, today);
    expect(checked).toEqual({ ok: true, change: { lastDayWorked: '2026-12-15' } });
    const rows = terminationRows(maria, plans, '2026-12-15', today);
    expect(rows.coverageEnd).toBe('2026-12-31');
    expect(rows.employment).toEqual({
      validFrom: '2026-12-16',
      status: 'terminated',
      lastDayWorked: '2026-12-15',
      annualEarningsCents: 5_200_000,
      hoursPerWeek: 40,
    });
    const ending = (planId: string) => ({
      planId,
      // Known today, the end of coverage shows from today.
      validFrom: today,
      enrolled: true,
      effectiveDate: '2020-02-01',
      endDate: '2026-12-31',
      election: null,
    });
    expect(rows.coverage).toEqual([ending('std'), ending('life')]);
  });

  it('a last day on the last of a month ends coverage that day; a plan not enrolled keeps none', () => {
    const withoutLife = {
      ...maria,
      coverage: [covered('std'), { ...covered('life'), enrolled: false }],
    };
    const rows = terminationRows(withoutLife, plans, '2026-11-30', today);
    expect(rows.coverageEnd).toBe('2026-11-30');
    expect(rows.coverage.map((row) => [row.planId, row.validFrom, row.endDate])).toEqual([
      ['std', today, '2026-11-30'],
    ]);
    // A last day 20 days back: coverage ended at that month's end, as of the day after it.
    const back = terminationRows(maria, plans, '2026-11-02', today);
    expect(back.coverage.map((row) => [row.validFrom, row.endDate])).toEqual([
      ['2026-11-03', '2026-11-30'],
      ['2026-11-03', '2026-11-30'],
    ]);
  });

  it('refuses an employment already ended, a day 61 days back, and a change recorded after it', () => {
    const ended = {
      ...maria,
      employment: [hired, { ...hired, validFrom: '2026-11-01', status: 'terminated' as const }],
    };
    expect(checkEndEmployment({ lastDayWorked: '11/20/2026' }, ended, today)).toEqual({
      ok: false,
      field: 'lastDayWorked',
      message: employeeChangeText.alreadyEnded,
    });
    expect(checkEndEmployment({ lastDayWorked: '09/22/2026' }, maria, today)).toMatchObject({
      ok: false,
      message: employeeChangeText.dateInvalid,
    });
    const raised = { ...maria, employment: [hired, { ...hired, validFrom: '2027-01-01' }] };
    expect(checkEndEmployment({ lastDayWorked: '12/15/2026' }, raised, today)).toMatchObject({
      ok: false,
      message: employeeChangeText.laterChange,
    });
    expect(checkEndEmployment({ lastDayWorked: '01/10/2020' }, maria, today)).toMatchObject({
      ok: false,
      message: employeeChangeText.dateInvalid,
    });
  });
});
