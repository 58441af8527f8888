import { describe, expect, test } from 'vitest';
import {
  employerStatementErrors,
  employerStatementFieldText,
  employerStatementOf,
  type EmployerStatementRequest,
} from './employer-statement.ts';

const today = '2026-11-22';
const claim = {
  firstDayOfAbsence: '2026-11-10',
  kind: 'disability',
  asksScheduleAgreement: false,
} as const;
const good: EmployerStatementRequest = {
  hoursWorked12Months: '1,900',
  weeklyEarnings: '$1,250.00',
  hoursPerWeek: '37.5',
  lastDayWorked: '11/09/2026',
};

describe('the rules of the statement', () => {
  test('a good statement has no errors and becomes figures', () => {
    expect(employerStatementErrors(good, claim, today)).toEqual({});
    expect(employerStatementOf(good, claim)).toEqual({
      hoursWorked12Months: 1900,
      weeklyEarningsCents: 125_000,
      scheduledHoursPerWeek: 37.5,
      lastDayWorked: '2026-11-09',
      earlierService: null,
      agreesToSchedule: null,
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

describe("a leave's statement: earlier service, and the agreement to bonding leave in pieces", () => {
  const leave = { ...claim, kind: 'leave' } as const;
  const bondingInPieces = { ...leave, asksScheduleAgreement: true } as const;

  test('825.110(b): a leave asks whether the employee worked here before, and when', () => {
    expect(employerStatementErrors(good, leave, today)).toEqual({
      workedBefore: employerStatementFieldText.workedBefore,
    });
    expect(employerStatementErrors({ ...good, workedBefore: 'yes' }, leave, today)).toEqual({
      earlierServiceFrom: employerStatementFieldText.earlierServiceFrom,
      earlierServiceTo: employerStatementFieldText.earlierServiceTo,
    });
    const stint = {
      workedBefore: 'yes',
      earlierServiceFrom: '06/03/2019',
      earlierServiceTo: '08/30/2019',
    } as const;
    expect(employerStatementErrors({ ...good, ...stint }, leave, today)).toEqual({});
    expect(employerStatementOf({ ...good, ...stint }, leave).earlierService).toEqual({
      from: '2019-06-03',
      to: '2019-08-30',
    });
    expect(employerStatementOf({ ...good, workedBefore: 'no' }, leave).earlierService).toBe('none');
    // A disability claim does not ask.
    expect(employerStatementErrors({ ...good, workedBefore: '' }, claim, today)).toEqual({});
  });

  test('825.120(b): bonding leave in pieces asks the employer to agree, either way', () => {
    const answered = { ...good, workedBefore: 'no' } as const;
    expect(employerStatementErrors(answered, bondingInPieces, today)).toEqual({
      agreesToSchedule: employerStatementFieldText.agreesToSchedule,
    });
    const refusing = { ...answered, agreesToSchedule: 'no' } as const;
    expect(employerStatementErrors(refusing, bondingInPieces, today)).toEqual({});
    expect(employerStatementOf(refusing, bondingInPieces).agreesToSchedule).toBe(false);
    const agreeing = { ...answered, agreesToSchedule: 'yes' } as const;
    expect(employerStatementOf(agreeing, bondingInPieces).agreesToSchedule).toBe(true);
    expect(employerStatementOf(agreeing, leave).agreesToSchedule).toBeNull();
  });
});
