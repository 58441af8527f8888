// Earlier service with the same employer (29 CFR 825.110(b)), each case named by its paragraph.
// The regulation gives no figures: these are worked examples.
import { describe, expect, it } from 'vitest';
import {
  countedWeeksOf,
  earlierServiceAnswerOf,
  earlierServiceFieldText,
  earlierServiceOf,
  earlierServiceProblems,
  monthsOfEmploymentMetOn,
} from './earlier-service.ts';

/** Monday 06/03/2019 to Friday 08/30/2019: the weeks of 06/02 to 08/25, 13 weeks. */
const summer2019 = { from: '2019-06-03', to: '2019-08-30' };

describe('the weeks of earlier service that count', () => {
  it('825.110(b)(3): any part of a week on the payroll counts the whole week', () => {
    expect(countedWeeksOf(summer2019, '2026-01-05')).toBe(13);
    // Wednesday 01/07/2015 to Friday 01/16/2015: parts of two weeks.
    expect(countedWeeksOf({ from: '2015-01-07', to: '2015-01-16' }, '2020-01-06')).toBe(2);
    // One Saturday is one week.
    expect(countedWeeksOf({ from: '2015-01-10', to: '2015-01-10' }, '2020-01-06')).toBe(1);
  });

  it('825.110(b)(1): a break of 7 years or more leaves the stint uncounted, a day less does not', () => {
    const stint = { from: '2018-01-29', to: '2018-02-28' };
    // Out 03/01/2018 to 02/28/2025: exactly 7 years.
    expect(countedWeeksOf(stint, '2025-03-01')).toBe(0);
    // Out 03/01/2018 to 02/27/2025: a day short of 7 years.
    expect(countedWeeksOf(stint, '2025-02-28')).toBe(5);
    // 825.110(b)(2): the employer says the break was military service; it counts however long.
    expect(countedWeeksOf({ ...stint, breakExcused: true }, '2025-03-01')).toBe(5);
  });

  it('counts no day on or after the current hire, and nothing of a stint after it', () => {
    // Monday 12/01/2025 to Sunday 01/04/2026, the day before the hire: six weeks begun.
    expect(countedWeeksOf({ from: '2025-12-01', to: '2026-02-01' }, '2026-01-05')).toBe(6);
    expect(countedWeeksOf({ from: '2026-02-01', to: '2026-03-01' }, '2026-01-05')).toBe(0);
  });
});

describe('the day 12 months of employment are reached', () => {
  it('825.110(b): the hire anniversary without earlier service', () => {
    expect(monthsOfEmploymentMetOn('2026-01-05')).toBe('2027-01-05');
    expect(monthsOfEmploymentMetOn('2024-02-29')).toBe('2025-02-28');
  });

  it('825.110(b)(3): 13 counted weeks bring it 91 days forward (52 weeks are 12 months)', () => {
    expect(monthsOfEmploymentMetOn('2026-01-05', summer2019)).toBe('2026-10-06');
  });

  it('825.110(b): 52 weeks or more of earlier service make the hire day itself count', () => {
    const long = { from: '2015-01-05', to: '2019-12-31' };
    expect(monthsOfEmploymentMetOn('2026-01-05', long)).toBe('2026-01-05');
  });
});

describe("who settles earlier service: the employer's statement, or the employee's 'No'", () => {
  it('825.110(b): the employer settles it either way; a Yes or no answer waits for it', () => {
    expect(earlierServiceOf({ employee: summer2019, employer: 'none' })).toEqual({
      known: true,
      period: null,
    });
    expect(earlierServiceOf({ employee: 'none', employer: summer2019 })).toEqual({
      known: true,
      period: summer2019,
    });
    expect(earlierServiceOf({ employee: 'none', employer: null })).toEqual({
      known: true,
      period: null,
    });
    expect(earlierServiceOf({ employee: summer2019, employer: null })).toEqual({ known: false });
    expect(earlierServiceOf({ employee: null, employer: null })).toEqual({ known: false });
  });
});

describe("the wizard's question", () => {
  const today = '2026-11-30';

  it('asks for an answer, and the dates of a Yes', () => {
    expect(earlierServiceProblems({ workedBefore: '' }, today)).toEqual({
      workedBefore: earlierServiceFieldText.workedBefore,
    });
    expect(earlierServiceProblems({ workedBefore: 'no' }, today)).toEqual({});
    expect(
      earlierServiceProblems(
        { workedBefore: 'yes', earlierServiceFrom: '06/03/2019', earlierServiceTo: '08/30/2019' },
        today,
      ),
    ).toEqual({});
    expect(earlierServiceProblems({ workedBefore: 'yes' }, today)).toEqual({
      earlierServiceFrom: earlierServiceFieldText.earlierServiceFrom,
      earlierServiceTo: earlierServiceFieldText.earlierServiceTo,
    });
  });

  it('refuses a last day before the first, today or later, and a first day 60 years back', () => {
    const typed = (from: string, to: string) =>
      earlierServiceProblems(
        { workedBefore: 'yes', earlierServiceFrom: from, earlierServiceTo: to },
        today,
      );
    expect(typed('06/03/2019', '05/30/2019')).toEqual({
      earlierServiceTo: earlierServiceFieldText.earlierServiceTo,
    });
    expect(Object.keys(typed('06/03/2019', '11/30/2026'))).toEqual(['earlierServiceTo']);
    expect(Object.keys(typed('11/29/1966', '05/30/1970'))).toEqual(['earlierServiceFrom']);
    expect(typed('11/30/1966', '05/30/1970')).toEqual({});
    expect(Object.keys(typed('02/30/2019', '05/30/2019'))).toEqual(['earlierServiceFrom']);
  });

  it("keeps a Yes as its stint, a No as 'none', and nothing as not asked", () => {
    expect(
      earlierServiceAnswerOf({
        workedBefore: 'yes',
        earlierServiceFrom: '06/03/2019',
        earlierServiceTo: ' 08/30/2019 ',
      }),
    ).toEqual(summer2019);
    expect(earlierServiceAnswerOf({ workedBefore: 'no' })).toBe('none');
    const excused = {
      workedBefore: 'yes',
      earlierServiceFrom: '06/03/2019',
      earlierServiceTo: '08/30/2019',
      breakExcused: true,
    } as const;
    expect(earlierServiceAnswerOf(excused)).toEqual({ ...summer2019, breakExcused: true });
    expect(earlierServiceAnswerOf({})).toBeNull();
  });
});
