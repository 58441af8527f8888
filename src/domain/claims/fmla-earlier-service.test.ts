// FMLA eligibility of a rehire (29 CFR 825.110(b) and (d)): earlier service with the employer
// counts toward the 12 months (src/domain/shared/earlier-service.ts), and while it is unknown the
// answer waits. Worked examples: the regulation gives no figures.
import { describe, expect, it } from 'vitest';
import { fmlaEligibility, type FmlaEmployment } from './fmla-eligibility.ts';

describe('FMLA eligibility of a rehire', () => {
  /** Hired 01/05/2026, leave 06/01/2026 to 07/06/2026: the hire alone gives 12 months in 2027. */
  const rehire = (earlierService: FmlaEmployment['earlierService']): FmlaEmployment => ({
    hireDate: '2026-01-05',
    hoursWorkedLast12Months: 1300,
    employeesWithin75Miles: 80,
    earlierService,
  });
  const leave = { firstDayOfAbsence: '2026-06-01', expectedReturn: '2026-07-06' };

  it('825.110(b): pending, never not eligible, while earlier service is unknown', () => {
    expect(fmlaEligibility(rehire({ known: false }), leave)).toEqual({
      state: 'pending',
      missing: ['earlierService'],
    });
  });

  it('825.110(b): eligible from the first day when the employer confirms 2016 to 2019', () => {
    const confirmed = { known: true, period: { from: '2016-09-06', to: '2019-08-30' } } as const;
    expect(fmlaEligibility(rehire(confirmed), leave)).toEqual({
      state: 'eligible',
      protectedFrom: '2026-06-01',
      monthsReachedDuringLeave: false,
    });
  });

  it('825.110(b) and (d): 22 weeks of earlier service reach 12 months during a leave to 09/01, not one to 07/06', () => {
    // 02/04/2019 to 07/05/2019: the weeks of 02/03 to 06/30, 22 weeks, 154 days before 01/05/2027.
    const confirmed = { known: true, period: { from: '2019-02-04', to: '2019-07-05' } } as const;
    expect(fmlaEligibility(rehire(confirmed), leave)).toEqual({
      state: 'not-eligible',
      reasons: ['months'],
    });
    const longer = { ...leave, expectedReturn: '2026-09-01' };
    expect(fmlaEligibility(rehire(confirmed), longer)).toEqual({
      state: 'eligible',
      protectedFrom: '2026-08-04',
      monthsReachedDuringLeave: true,
    });
  });

  it('825.110(b)(1): not eligible when the only earlier service ended 7 years or more before', () => {
    const old = { known: true, period: { from: '2010-01-04', to: '2018-12-31' } } as const;
    expect(fmlaEligibility(rehire(old), leave)).toEqual({
      state: 'not-eligible',
      reasons: ['months'],
    });
  });

  it('825.110(d): unknown earlier service does not hold up an employee already at 12 months', () => {
    const longServing = { ...rehire({ known: false }), hireDate: '2020-01-06' };
    expect(fmlaEligibility(longServing, leave).state).toBe('eligible');
  });
});
