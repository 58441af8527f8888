// The facts a leave's FMLA eligibility was decided on, as the claim keeps them, and the list of
// them the employee's and the employer's pages show under the decision (29 CFR 825.110): the
// months of employment with any earlier service, the hours of the 12 months before the leave,
// the employees within 75 miles counted at notice, and the day protection starts.

import { typedDateOf } from '#domain/shared/absence-dates';
import { type Say, sayEnglish } from '#domain/shared/claim-terms';
import { defineMessages } from '#domain/shared/define-messages';
import {
  countedWeeksOf,
  type EarlierServiceAnswer,
  earlierServiceAnswerOfKept,
  earlierServiceOf,
  monthsOfEmploymentMetOn,
} from '#domain/shared/earlier-service';
import {
  type FmlaEligibility,
  fmlaEligibility,
  type FmlaEmployment,
  type LeavePeriod,
} from './fmla-eligibility.ts';

/** The columns a claim keeps them in (with the census's hire date), by any other name. */
export interface KeptFmlaFacts {
  hireDate: string | null;
  hoursWorked12Months: number | null;
  employeesWithin75Miles: number | null;
  workedBefore: boolean | null;
  earlierServiceFrom: string | null;
  earlierServiceTo: string | null;
  employerWorkedBefore: boolean | null;
  employerEarlierServiceFrom: string | null;
  employerEarlierServiceTo: string | null;
  employerBreakExcused: boolean;
}

/** The employee's answer to 'Have you worked for this employer before?', as kept. */
export function employeeEarlierServiceOf(kept: KeptFmlaFacts): EarlierServiceAnswer {
  return earlierServiceAnswerOfKept({
    worked: kept.workedBefore,
    from: kept.earlierServiceFrom,
    to: kept.earlierServiceTo,
    breakExcused: false,
  });
}

/** The employer statement's answer on earlier service, as kept; null before the statement. */
export function employerEarlierServiceOf(kept: KeptFmlaFacts): EarlierServiceAnswer {
  return earlierServiceAnswerOfKept({
    worked: kept.employerWorkedBefore,
    from: kept.employerEarlierServiceFrom,
    to: kept.employerEarlierServiceTo,
    breakExcused: kept.employerBreakExcused,
  });
}

export function fmlaEmploymentOf(kept: KeptFmlaFacts): FmlaEmployment {
  return {
    hireDate: kept.hireDate,
    hoursWorkedLast12Months: kept.hoursWorked12Months,
    employeesWithin75Miles: kept.employeesWithin75Miles,
    earlierService: earlierServiceOf({
      employee: employeeEarlierServiceOf(kept),
      employer: employerEarlierServiceOf(kept),
    }),
  };
}

/**
 * A leave's eligibility and the facts it was decided on, from what the claim keeps: what both the
 * employee's and the employer's page show, each in its own words.
 */
export function decidedFmla(kept: KeptFmlaFacts & LeavePeriod, say: Say = sayEnglish) {
  const employment = fmlaEmploymentOf(kept);
  const eligibility = fmlaEligibility(employment, kept);
  return { eligibility, facts: fmlaFacts(employment, kept, say, eligibility) };
}

const factText = defineMessages({
  months: { id: 'claims.fmla.fact.months', defaultMessage: 'Months of employment' },
  hours: {
    id: 'claims.fmla.fact.hours',
    defaultMessage: 'Hours worked in the 12 months before {date}',
    description: '{date}: the first day of absence, MM/DD/YYYY.',
  },
  worksite: {
    id: 'claims.fmla.fact.worksite',
    defaultMessage: 'Employees within 75 miles when notice was given',
  },
  protectedFrom: { id: 'claims.fmla.fact.protectedFrom', defaultMessage: 'Protected from' },
  notKnown: { id: 'claims.fmla.fact.notKnown', defaultMessage: 'Not known yet' },
  hoursNotGiven: {
    id: 'claims.fmla.fact.hoursNotGiven',
    defaultMessage: "Not known until the employer's statement",
  },
  metOn: {
    id: 'claims.fmla.fact.metOn',
    defaultMessage: 'Hired {hireDate}; 12 months on {date}',
    description: 'Both dates MM/DD/YYYY.',
  },
  metOnWithEarlier: {
    id: 'claims.fmla.fact.metOnWithEarlier',
    defaultMessage:
      'Hired {hireDate}, with {weeks} weeks of earlier service ({from} to {to}); 12 months on {date}',
    description: 'Dates MM/DD/YYYY; {weeks} the weeks of the earlier stint that count.',
  },
  earlierTooLongAgo: {
    id: 'claims.fmla.fact.earlierTooLongAgo',
    defaultMessage:
      'Hired {hireDate}; 12 months on {date}. Earlier service ({from} to {to}) ended 7 years or more before and does not count.',
  },
  earlierUnconfirmed: {
    id: 'claims.fmla.fact.earlierUnconfirmed',
    defaultMessage:
      "Hired {hireDate}; earlier service not yet confirmed by the employer's statement",
  },
});

/** Counts as the portal writes them in every language, like its amounts: 1,400. */
const countFormat = new Intl.NumberFormat('en-US');

/** A row of the list: what it is, and what it was. */
export interface FmlaFact {
  label: string;
  value: string;
}

function monthsValue(employment: FmlaEmployment, leave: LeavePeriod, say: Say): string {
  const { hireDate, earlierService } = employment;
  if (hireDate === null) return say(factText.notKnown);
  const hired = typedDateOf(hireDate);
  const period = earlierService.known ? earlierService.period : null;
  const date = typedDateOf(monthsOfEmploymentMetOn(hireDate, period));
  // Unknown earlier service matters only while the hire alone leaves the months short.
  if (!earlierService.known && monthsOfEmploymentMetOn(hireDate) > leave.firstDayOfAbsence) {
    return say(factText.earlierUnconfirmed, { hireDate: hired });
  }
  if (period === null) return say(factText.metOn, { hireDate: hired, date });
  const stint = {
    hireDate: hired,
    date,
    from: typedDateOf(period.from),
    to: typedDateOf(period.to),
  };
  const weeks = countedWeeksOf(period, hireDate);
  return weeks === 0
    ? say(factText.earlierTooLongAgo, stint)
    : say(factText.metOnWithEarlier, { ...stint, weeks });
}

/** The facts under the decision, in the order of 825.110(a), and when protection starts. */
export function fmlaFacts(
  employment: FmlaEmployment,
  leave: LeavePeriod,
  say: Say = sayEnglish,
  eligibility: FmlaEligibility = fmlaEligibility(employment, leave),
): FmlaFact[] {
  const { hoursWorkedLast12Months: hours, employeesWithin75Miles: nearby } = employment;
  const facts: FmlaFact[] = [
    { label: say(factText.months), value: monthsValue(employment, leave, say) },
    {
      label: say(factText.hours, { date: typedDateOf(leave.firstDayOfAbsence) }),
      value: hours === null ? say(factText.hoursNotGiven) : countFormat.format(hours),
    },
    {
      label: say(factText.worksite),
      value: nearby === null ? say(factText.notKnown) : countFormat.format(nearby),
    },
  ];
  if (eligibility.state === 'eligible') {
    facts.push({
      label: say(factText.protectedFrom),
      value: typedDateOf(eligibility.protectedFrom),
    });
  }
  return facts;
}
