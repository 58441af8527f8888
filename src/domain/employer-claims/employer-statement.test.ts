import { describe, expect, test } from 'vitest';
import {
  employerStatementErrors,
  employerStatementFieldText,
  employerStatementOf,
  type EmployerStatementRequest,
} from './employer-statement.ts';

const today = '2026-11-22';
const claim = { firstDayOfAbsence: '2026-11-10' };
const good: EmployerStatementRequest = {
  hoursWorked12Months: '1,900',
  weeklyEarnings: '$1,250.00',
  hoursPerWeek: '37.5',
  lastDayWorked: '11/09/2026',
};

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
