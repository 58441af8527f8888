// Worked examples of a census file's rows on 11/22/2026, with the demo client's supplemental life
// (units of $10,000, at most 5 times earnings): a full row, a row of identity alone, an end of
// employment, and each refusal said as the upload page and the operator's report say it.

import { describe, expect, it } from 'vitest';
import { demoFormulas } from '#domain/coverage/plan-formulas';
import { sayEnglish } from '#domain/shared/claim-terms';
import { type CensusColumn, checkCensusRow, sayRowProblem } from './census-row.ts';

const today = '2026-11-22';
const supplemental = demoFormulas['supplemental-life'].policy;
const ana: Partial<Record<CensusColumn, string>> = {
  first_name: 'Ana',
  last_name: 'Lopez',
  date_of_birth: '04/02/1994',
  ssn: '900-00-4401',
  zip_code: '60601',
  hire_date: '11/16/2026',
  annual_earnings: '52,000.00',
  hours_per_week: '40',
  supplemental_life: '50000',
};

const check = (row: Partial<Record<CensusColumn, string>>) =>
  checkCensusRow((column) => row[column] ?? '', { today, supplemental });

const reasons = (row: Partial<Record<CensusColumn, string>>, line = 14) => {
  const checked = check(row);
  return checked.ok
    ? []
    : checked.problems.map((problem) => sayRowProblem(sayEnglish, line, problem));
};

describe('a row of a census file', () => {
  it('reads a full row: dates as days, amounts in cents, the SSN as nine digits', () => {
    expect(check(ana)).toEqual({
      ok: true,
      facts: {
        firstName: 'Ana',
        lastName: 'Lopez',
        dateOfBirth: '1994-04-02',
        ssn: '900004401',
        zipCode: '60601',
        email: null,
        reservedUserName: null,
        hireDate: '2026-11-16',
        employment: {
          annualEarningsCents: 5_200_000,
          hoursPerWeek: 40,
          supplementalCents: 5_000_000,
        },
        lastDayWorked: null,
      },
    });
  });

  it('reads a row of identity alone: no employment', () => {
    const identity = {
      ...ana,
      hire_date: '',
      annual_earnings: '',
      hours_per_week: '',
      supplemental_life: '',
    };
    const checked = check(identity);
    expect(checked.ok && checked.facts.employment).toBeNull();
  });

  it('reads an end of employment within 60 days back and a year ahead', () => {
    const checked = check({ ...ana, last_day_worked: '09/23/2026' });
    expect(checked.ok && checked.facts.lastDayWorked).toBe('2026-09-23');
    expect(reasons({ ...ana, last_day_worked: '09/22/2026' })).toEqual([
      'Line 14: Last day worked must be a real date no more than 60 days ago and a year ahead.',
    ]);
  });

  it('says every reason of a row with its line and the column as people name it', () => {
    expect(
      reasons({
        first_name: 'Ana3',
        date_of_birth: '02/30/1994',
        ssn: '90000',
        zip_code: '6060',
        email: 'ana@',
        reserved_user_name: 'a b',
        hire_date: '13/01/2026',
        annual_earnings: 'lots',
        hours_per_week: '81',
      }),
    ).toEqual([
      'Line 14: Last Name is missing.',
      "Line 14: First Name may have letters, spaces and , . ' - only, 31 at most.",
      'Line 14: Date of Birth is not a real date.',
      'Line 14: Social Security Number must have 9 digits (dashes allowed).',
      'Line 14: ZIP Code must have 5 digits.',
      'Line 14: Email Address is not an email address.',
      'Line 14: Reserved user name is not a user name the portal takes.',
      'Line 14: Hire date is not a real date.',
      'Line 14: Annual earnings must be an amount in dollars, such as 52000 or 52,000.00.',
      'Line 14: Hours per week must be a whole number from 1 to 80.',
    ]);
  });

  it('refuses a birth date to come, hours or an election without earnings', () => {
    expect(reasons({ ...ana, date_of_birth: '12/01/2026' }, 3)).toEqual([
      'Line 3: Date of Birth is not in the past.',
    ]);
    expect(reasons({ ...ana, annual_earnings: '' }, 3)).toEqual([
      'Line 3: Hours per week needs Annual earnings on the same line.',
      'Line 3: Supplemental life needs Annual earnings on the same line.',
    ]);
  });

  it("holds an election to the client's plan: units, the earnings' limit, a plan at all", () => {
    expect(reasons({ ...ana, supplemental_life: '15000' }, 5)).toEqual([
      'Line 5: Enter supplemental life in units of $10,000.',
    ]);
    expect(reasons({ ...ana, supplemental_life: '270000' }, 6)).toEqual([
      'Line 6: Supplemental life is at most $260,000 on these earnings.',
    ]);
    const without = checkCensusRow((column) => ana[column] ?? '', { today, supplemental: null });
    expect(without.ok ? [] : without.problems.map((p) => sayRowProblem(sayEnglish, 7, p))).toEqual([
      'Line 7: Supplemental life: your company has no supplemental life plan.',
    ]);
  });
});
