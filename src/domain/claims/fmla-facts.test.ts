// The facts a leave's FMLA eligibility was decided on (29 CFR 825.110), as both pages list them,
// and the employment the claim's kept columns make.
import { describe, expect, it } from 'vitest';
import { fmlaEmploymentOf, fmlaFacts, type KeptFmlaFacts } from './fmla-facts.ts';

/** Rehired 06/02/2025; a leave from 01/05/2026 back on 02/05/2026. */
const leave = { firstDayOfAbsence: '2026-01-05', expectedReturn: '2026-02-05' };
const kept: KeptFmlaFacts = {
  hireDate: '2025-06-02',
  hoursWorked12Months: 1900,
  employeesWithin75Miles: 240,
  workedBefore: true,
  earlierServiceFrom: '2020-01-06',
  earlierServiceTo: '2020-06-26',
  employerWorkedBefore: null,
  employerEarlierServiceFrom: null,
  employerEarlierServiceTo: null,
  employerBreakExcused: false,
};
const rows = (facts: KeptFmlaFacts) =>
  Object.fromEntries(
    fmlaFacts(fmlaEmploymentOf(facts), leave).map((row) => [row.label, row.value]),
  );

describe('the facts under the decision', () => {
  it("825.110(b): a rehire's Yes waits for the statement, which then counts 25 weeks", () => {
    expect(rows(kept)).toEqual({
      'Months of employment':
        "Hired 06/02/2025; earlier service not yet confirmed by the employer's statement",
      'Hours worked in the 12 months before 01/05/2026': '1,900',
      'Employees within 75 miles when notice was given': '240',
    });
    const confirmed = {
      ...kept,
      employerWorkedBefore: true,
      employerEarlierServiceFrom: '2020-01-06',
      employerEarlierServiceTo: '2020-06-26',
    };
    expect(rows(confirmed)).toEqual({
      'Months of employment':
        'Hired 06/02/2025, with 25 weeks of earlier service (01/06/2020 to 06/26/2020); 12 months on 12/09/2025',
      'Hours worked in the 12 months before 01/05/2026': '1,900',
      'Employees within 75 miles when notice was given': '240',
      'Protected from': '01/05/2026',
    });
  });

  it("825.110(b)(1): the employer's stint 7 years or more before the hire is named, not counted", () => {
    const old = {
      ...kept,
      employerWorkedBefore: true,
      employerEarlierServiceFrom: '2010-01-04',
      employerEarlierServiceTo: '2018-05-31',
    };
    expect(rows(old)['Months of employment']).toBe(
      'Hired 06/02/2025; 12 months on 06/02/2026. Earlier service (01/04/2010 to 05/31/2018) ended 7 years or more before and does not count.',
    );
  });

  it('825.110(b)(2): counts the same stint when the employer says the break was military service', () => {
    const excused = {
      ...kept,
      employerWorkedBefore: true,
      employerEarlierServiceFrom: '2010-01-04',
      employerEarlierServiceTo: '2018-05-31',
      employerBreakExcused: true,
    };
    // 01/04/2010 to 05/31/2018: 439 weeks begun, more than 52, so 12 months from the hire.
    expect(rows(excused)['Months of employment']).toBe(
      'Hired 06/02/2025, with 439 weeks of earlier service (01/04/2010 to 05/31/2018); 12 months on 06/02/2025',
    );
    expect(rows(excused)['Protected from']).toBe('01/05/2026');
  });

  it('825.110(d): says the day protection starts when the 12 months come during the leave', () => {
    const reachedDuring = { ...kept, hireDate: '2025-01-20', workedBefore: false };
    expect(rows(reachedDuring)).toMatchObject({
      'Months of employment': 'Hired 01/20/2025; 12 months on 01/20/2026',
      'Protected from': '01/20/2026',
    });
  });

  it('unknown earlier service is not mentioned when the hire alone already makes 12 months', () => {
    const longServing = { ...kept, hireDate: '2015-03-02', workedBefore: null };
    expect(rows(longServing)['Months of employment']).toBe(
      'Hired 03/02/2015; 12 months on 03/02/2016',
    );
  });

  it('825.110(a): says what is not known yet, and no protection while it is not', () => {
    const unknown = {
      ...kept,
      hireDate: null,
      hoursWorked12Months: null,
      employeesWithin75Miles: null,
    };
    expect(rows(unknown)).toEqual({
      'Months of employment': 'Not known yet',
      'Hours worked in the 12 months before 01/05/2026': "Not known until the employer's statement",
      'Employees within 75 miles when notice was given': 'Not known yet',
    });
  });
});
