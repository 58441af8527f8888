import { describe, expect, test } from 'vitest';
import {
  centsOfTypedDollars,
  employerStatementErrors,
  employerStatementFieldText,
  employerStatementOf,
  type EmployerStatementRequest,
  wholeNumberOfTyped,
} from './employer-statement.ts';

const today = '2026-11-22';
const claim = { firstDayOfAbsence: '2026-11-10' };
const good: EmployerStatementRequest = {
  hoursWorked12Months: '1,900',
  weeklyEarnings: '$1,250.00',
  hoursPerWeek: '37.5',
  lastDayWorked: '11/09/2026',
};

describe('what an employer types', () => {
  test('hours as whole numbers, with thousands separators where they belong', () => {
    expect(wholeNumberOfTyped('1900')).toBe(1900);
    expect(wholeNumberOfTyped(' 1,900 ')).toBe(1900);
    expect(wholeNumberOfTyped('0')).toBe(0);
    for (const bad of ['19,00', '1900.5', '-5', '', 'abc', '1 900', '1e3']) {
      expect(wholeNumberOfTyped(bad), bad).toBeNull();
    }
  });

  test('dollars as whole cents, read from the digits', () => {
    expect(centsOfTypedDollars('1250')).toBe(125_000);
    expect(centsOfTypedDollars('$1,250.00')).toBe(125_000);
    expect(centsOfTypedDollars('1250.5')).toBe(125_050);
    expect(centsOfTypedDollars('0.07')).toBe(7);
    // A float would make 1,234.56 x 100 = 123455.99999999999.
    expect(centsOfTypedDollars('1,234.56')).toBe(123_456);
    for (const bad of ['12.345', '1,25.00', '$', '-1', '1.2.3', 'NaN', '']) {
      expect(centsOfTypedDollars(bad), bad).toBeNull();
    }
  });
});

describe('the rules of the statement', () => {
  test('a good statement has no errors and becomes figures', () => {
    expect(employerStatementErrors(good, claim, today)).toEqual({});
    expect(employerStatementOf(good)).toEqual({
      hoursWorked12Months: 1900,
      weeklyEarningsCents: 125_000,
      scheduledHoursPerWeek: 37.5,
      lastDayWorked: '2026-11-09',
    });
  });

  test('each field says what it takes', () => {
    const errors = employerStatementErrors(
      {
        hoursWorked12Months: '9000',
        weeklyEarnings: '0.50',
        hoursPerWeek: '81',
        lastDayWorked: '13/01/2026',
      },
      claim,
      today,
    );
    expect(errors).toEqual({
      hoursWorked12Months: employerStatementFieldText.hoursWorked12Months,
      weeklyEarnings: employerStatementFieldText.weeklyEarnings,
      hoursPerWeek: employerStatementFieldText.hoursPerWeek,
      lastDayWorked: employerStatementFieldText.lastDayWorked,
    });
  });

  test('the limits are inclusive', () => {
    const edge = { hoursWorked12Months: '8,784', weeklyEarnings: '100,000.00', hoursPerWeek: '80' };
    expect(employerStatementErrors({ ...good, ...edge }, claim, today)).toEqual({});
    const low = { hoursWorked12Months: '0', weeklyEarnings: '1', hoursPerWeek: '1' };
    expect(employerStatementErrors({ ...good, ...low }, claim, today)).toEqual({});
    expect(
      employerStatementErrors({ ...good, weeklyEarnings: '100,000.01' }, claim, today),
    ).toEqual({
      weeklyEarnings: employerStatementFieldText.weeklyEarnings,
    });
    expect(employerStatementErrors({ ...good, hoursPerWeek: '0.5' }, claim, today)).toEqual({
      hoursPerWeek: employerStatementFieldText.hoursPerWeek,
    });
  });

  test('the last day worked: a real date within a year, not after the first day of absence', () => {
    const lastDay = (lastDayWorked: string) =>
      employerStatementErrors({ ...good, lastDayWorked }, claim, today).lastDayWorked;
    expect(lastDay('11/10/2026')).toBeUndefined();
    expect(lastDay('11/11/2026')).toBe(employerStatementFieldText.lastDayAfterAbsence);
    expect(lastDay('02/30/2026')).toBe(employerStatementFieldText.lastDayWorked);
    expect(lastDay('11/21/2025')).toBe(employerStatementFieldText.lastDayWorked);
    expect(lastDay('2026-11-09')).toBe(employerStatementFieldText.lastDayWorked);
  });
});
