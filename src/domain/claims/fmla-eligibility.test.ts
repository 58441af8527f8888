// Who is eligible for FMLA (29 CFR 825.110), each case named by its paragraph.
import { describe, expect, it } from 'vitest';
import {
  employerFmlaEligibilityText,
  fmlaEligibility,
  fmlaEligibilityText,
  type FmlaEmployment,
} from './fmla-eligibility.ts';
import { monthsOfEmploymentMetOn } from '#domain/shared/earlier-service';

/** No earlier service with the employer, as the employee or the employer said. */
const noEarlierService = { known: true, period: null } as const;

const eligibleEmployment: FmlaEmployment = {
  hireDate: '2025-05-31',
  hoursWorkedLast12Months: 1250,
  employeesWithin75Miles: 50,
  earlierService: noEarlierService,
};
/** A leave from 05/31/2026, back at work on 07/06/2026. */
const leave = { firstDayOfAbsence: '2026-05-31', expectedReturn: '2026-07-06' };
const eligibleFrom = (protectedFrom: string, monthsReachedDuringLeave = false) => ({
  state: 'eligible',
  protectedFrom,
  monthsReachedDuringLeave,
});

describe('FMLA eligibility', () => {
  it('825.110(a): 12 months, 1,250 hours and 50 employees within 75 miles make it', () => {
    expect(fmlaEligibility(eligibleEmployment, leave)).toEqual(eligibleFrom('2026-05-31'));
  });

  it('825.110(d): hired 11 months and 30 days before the leave, protected from its 12th month', () => {
    const hired = { ...eligibleEmployment, hireDate: '2025-06-01' };
    expect(fmlaEligibility(hired, leave)).toEqual(eligibleFrom('2026-06-01', true));
  });

  it('825.110(d): not eligible when the 12 months come only on the day of the return or after', () => {
    const hired = { ...eligibleEmployment, hireDate: '2025-07-06' };
    expect(fmlaEligibility(hired, leave)).toEqual({ state: 'not-eligible', reasons: ['months'] });
    // A day earlier, the last day of absence is the first protected one.
    const dayBefore = { ...eligibleEmployment, hireDate: '2025-07-05' };
    expect(fmlaEligibility(dayBefore, leave)).toEqual(eligibleFrom('2026-07-05', true));
  });

  it('825.110(b): a hire on February 29 has its 12 months on February 28', () => {
    expect(monthsOfEmploymentMetOn('2024-02-29')).toBe('2025-02-28');
    const hired = { ...eligibleEmployment, hireDate: '2024-02-29' };
    const short = { expectedReturn: '2025-03-03' };
    expect(fmlaEligibility(hired, { ...short, firstDayOfAbsence: '2025-02-28' })).toEqual(
      eligibleFrom('2025-02-28'),
    );
    expect(fmlaEligibility(hired, { ...short, firstDayOfAbsence: '2025-02-27' })).toEqual(
      eligibleFrom('2025-02-28', true),
    );
  });

  it('825.110(c)(1): 1,249 hours in the 12 months before the leave are not enough', () => {
    const employment = { ...eligibleEmployment, hoursWorkedLast12Months: 1249 };
    expect(fmlaEligibility(employment, leave)).toEqual({
      state: 'not-eligible',
      reasons: ['hours'],
    });
  });

  it('825.110(a)(3): 49 employees within 75 miles are not enough', () => {
    const employment = { ...eligibleEmployment, employeesWithin75Miles: 49 };
    expect(fmlaEligibility(employment, leave)).toEqual({
      state: 'not-eligible',
      reasons: ['worksite'],
    });
  });

  it('825.110(a): every requirement that fails is named', () => {
    const employment = {
      hireDate: '2026-01-05',
      hoursWorkedLast12Months: 800,
      employeesWithin75Miles: 12,
      earlierService: noEarlierService,
    };
    expect(fmlaEligibility(employment, leave)).toEqual({
      state: 'not-eligible',
      reasons: ['months', 'hours', 'worksite'],
    });
  });

  it('825.110(d): is judged over the leave asked for, not on the day it is asked', () => {
    const employment = { ...eligibleEmployment, hireDate: '2025-07-01' };
    expect(monthsOfEmploymentMetOn('2025-07-01')).toBe('2026-07-01');
    const july = { firstDayOfAbsence: '2026-07-01', expectedReturn: '2026-07-20' };
    expect(fmlaEligibility(employment, july)).toEqual(eligibleFrom('2026-07-01'));
    const juneOnly = { firstDayOfAbsence: '2026-06-15', expectedReturn: '2026-06-30' };
    expect(fmlaEligibility(employment, juneOnly).state).toBe('not-eligible');
  });

  it('825.110(a): waits while something is unknown and nothing has failed', () => {
    const unknown = {
      hireDate: null,
      hoursWorkedLast12Months: null,
      employeesWithin75Miles: null,
      earlierService: noEarlierService,
    };
    expect(fmlaEligibility(unknown, leave)).toEqual({
      state: 'pending',
      missing: ['hireDate', 'hours', 'worksite'],
    });
    const noStatementYet = { ...eligibleEmployment, hoursWorkedLast12Months: null };
    expect(fmlaEligibility(noStatementYet, leave)).toEqual({
      state: 'pending',
      missing: ['hours'],
    });
  });

  it('825.110(a): a requirement known to fail decides even while another is unknown', () => {
    const employment = {
      hireDate: null,
      hoursWorkedLast12Months: 1000,
      employeesWithin75Miles: null,
      earlierService: noEarlierService,
    };
    expect(fmlaEligibility(employment, leave)).toEqual({
      state: 'not-eligible',
      reasons: ['hours'],
    });
  });
});

describe('the eligibility a person reads', () => {
  it('says eligible, pending, or each reason it is not', () => {
    const eligible = { state: 'eligible', protectedFrom: '2026-05-31' } as const;
    expect(fmlaEligibilityText({ ...eligible, monthsReachedDuringLeave: false })).toBe(
      'You are eligible for family medical leave (FMLA).',
    );
    expect(
      fmlaEligibilityText({
        state: 'eligible',
        protectedFrom: '2026-06-01',
        monthsReachedDuringLeave: true,
      }),
    ).toBe(
      'You are eligible for family medical leave (FMLA) from 06/01/2026, when you reach 12 months with your employer.',
    );
    expect(fmlaEligibilityText({ state: 'pending', missing: ['hours'] })).toBe(
      'We are confirming your eligibility for family medical leave (FMLA) with your employer.',
    );
    expect(fmlaEligibilityText({ state: 'not-eligible', reasons: ['months', 'worksite'] })).toBe(
      'You are not eligible for family medical leave (FMLA): you will not have worked for your employer for 12 months before you return; your employer has fewer than 50 employees within 75 miles of where you work.',
    );
  });
});

describe('the eligibility an employer reads', () => {
  it("says eligible, what the employer's statement settles, or each reason it is not", () => {
    expect(
      employerFmlaEligibilityText({
        state: 'eligible',
        protectedFrom: '2026-05-31',
        monthsReachedDuringLeave: false,
      }),
    ).toBe('The employee is eligible for family medical leave (FMLA).');
    expect(
      employerFmlaEligibilityText({
        state: 'eligible',
        protectedFrom: '2026-06-01',
        monthsReachedDuringLeave: true,
      }),
    ).toBe(
      'The employee is eligible for family medical leave (FMLA) from 06/01/2026, when they reach 12 months with you.',
    );
    expect(employerFmlaEligibilityText({ state: 'pending', missing: ['hours'] })).toBe(
      "We need your employer statement of the hours worked to confirm the employee's eligibility for family medical leave (FMLA).",
    );
    expect(employerFmlaEligibilityText({ state: 'pending', missing: ['worksite'] })).toBe(
      "We are confirming the employee's eligibility for family medical leave (FMLA).",
    );
    expect(
      employerFmlaEligibilityText({ state: 'not-eligible', reasons: ['hours', 'months'] }),
    ).toBe(
      'The employee is not eligible for family medical leave (FMLA): the employee worked fewer than 1,250 hours in the 12 months before the leave; the employee will not have worked for you for 12 months before the return.',
    );
  });
});
