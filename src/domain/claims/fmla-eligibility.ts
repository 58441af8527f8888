// Who is eligible for family and medical leave (FMLA, 29 CFR 825.110): 12 months of employment,
// 1,250 hours in the 12 months before the leave, 50 employees within 75 miles, judged on the
// facts as they stood when the employee gave notice and kept on the claim, and what the
// employee and the employer read of it. Paragraph numbers below are those of 29 CFR 825.

import { type Say, sayEnglish } from '#domain/shared/claim-terms';
import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';
import { typedDateOf } from '#domain/shared/absence-dates';
import {
  type EarlierService,
  monthsOfEmploymentMetOn,
  requiredMonthsOfEmployment,
} from '#domain/shared/earlier-service';

/** 825.110(a). */
export const fmlaRequirements = {
  monthsOfEmployment: requiredMonthsOfEmployment,
  hoursWorked: 1250,
  employeesWithin75Miles: 50,
} as const;

/** The facts eligibility is decided on, as they stood when the employee gave notice. */
export interface FmlaEmployment {
  /** YYYY-MM-DD from the census; null unknown. */
  hireDate: string | null;
  /**
   * The hours worked in the 12 months before the first day of absence (825.110(a)(2)), from the
   * employer's statement (docs/product/employer-claims.md); null until it comes.
   */
  hoursWorkedLast12Months: number | null;
  /** Employees within 75 miles, counted when notice was given and kept on the claim (825.110(e)). */
  employeesWithin75Miles: number | null;
  /** Earlier service with the employer (825.110(b), earlier-service.ts). */
  earlierService: EarlierService;
}

/** The leave asked for: its first day of absence and the expected return to work. */
export interface LeavePeriod {
  firstDayOfAbsence: string;
  expectedReturn: string;
}

export type FmlaIneligibility = 'months' | 'hours' | 'worksite';

export type FmlaEligibility =
  /**
   * Protected from `protectedFrom`: the first day of absence, or the day 12 months are reached
   * during the absence (`monthsReachedDuringLeave`).
   */
  | { state: 'eligible'; protectedFrom: string; monthsReachedDuringLeave: boolean }
  | { state: 'not-eligible'; reasons: FmlaIneligibility[] }
  /** Nothing failed but something is unknown. */
  | { state: 'pending'; missing: FmlaUnknown[] };

export type FmlaUnknown = 'hireDate' | 'earlierService' | 'hours' | 'worksite';

/**
 * Eligibility for the leave asked for. The months are judged over the leave: an employee who
 * reaches 12 months during the absence is protected from that day on, and one who reaches them
 * only after the return is not eligible (825.110(d)). Earlier service not yet settled leaves the
 * months unknown whenever it could change them: the answer is then pending, never 'not eligible'
 * (825.110(b)). A requirement known to fail decides, even while another is unknown: waiting for
 * the employer's hours would not change the answer.
 */
export function fmlaEligibility(employment: FmlaEmployment, leave: LeavePeriod): FmlaEligibility {
  const reasons: FmlaIneligibility[] = [];
  const missing: FmlaUnknown[] = [];
  const { hireDate, hoursWorkedLast12Months: hours, employeesWithin75Miles: nearby } = employment;
  let protectedFrom = leave.firstDayOfAbsence;

  if (hireDate === null) missing.push('hireDate');
  else {
    const { earlierService } = employment;
    const metOn = monthsOfEmploymentMetOn(
      hireDate,
      earlierService.known ? earlierService.period : null,
    );
    // The last day of absence is the day before the return.
    if (metOn > protectedFrom && !earlierService.known) missing.push('earlierService');
    else if (metOn >= leave.expectedReturn) reasons.push('months');
    else if (metOn > protectedFrom) protectedFrom = metOn;
  }
  if (hours === null) missing.push('hours');
  else if (hours < fmlaRequirements.hoursWorked) reasons.push('hours');
  if (nearby === null) missing.push('worksite');
  else if (nearby < fmlaRequirements.employeesWithin75Miles) reasons.push('worksite');

  if (reasons.length > 0) return { state: 'not-eligible', reasons };
  if (missing.length > 0) return { state: 'pending', missing };
  return {
    state: 'eligible',
    protectedFrom,
    monthsReachedDuringLeave: protectedFrom !== leave.firstDayOfAbsence,
  };
}

const fmlaText = defineMessages({
  eligible: {
    id: 'claims.fmla.eligible',
    defaultMessage: 'You are eligible for family medical leave (FMLA).',
  },
  eligibleFrom: {
    id: 'claims.fmla.eligibleFrom',
    defaultMessage:
      'You are eligible for family medical leave (FMLA) from {date}, when you reach 12 months with your employer.',
    description: '{date} is MM/DD/YYYY, a day during the absence.',
  },
  notEligible: {
    id: 'claims.fmla.notEligible',
    defaultMessage: 'You are not eligible for family medical leave (FMLA): {reasons}.',
    description: '{reasons}: one or more of the reasons below, joined by semicolons.',
  },
  pending: {
    id: 'claims.fmla.pending',
    defaultMessage:
      'We are confirming your eligibility for family medical leave (FMLA) with your employer.',
  },
  employerEligible: {
    id: 'claims.fmla.employerEligible',
    defaultMessage: 'The employee is eligible for family medical leave (FMLA).',
  },
  employerEligibleFrom: {
    id: 'claims.fmla.employerEligibleFrom',
    defaultMessage:
      'The employee is eligible for family medical leave (FMLA) from {date}, when they reach 12 months with you.',
    description: '{date} is MM/DD/YYYY, a day during the absence.',
  },
  employerNotEligible: {
    id: 'claims.fmla.employerNotEligible',
    defaultMessage: 'The employee is not eligible for family medical leave (FMLA): {reasons}.',
    description: '{reasons}: one or more of the reasons below, joined by semicolons.',
  },
  employerHoursNeeded: {
    id: 'claims.fmla.employerHoursNeeded',
    defaultMessage:
      "We need your employer statement of the hours worked to confirm the employee's eligibility for family medical leave (FMLA).",
  },
  employerPending: {
    id: 'claims.fmla.employerPending',
    defaultMessage: "We are confirming the employee's eligibility for family medical leave (FMLA).",
  },
});

const ineligibilityText = defineMessages({
  months: {
    id: 'claims.fmla.ineligible.months',
    defaultMessage: 'you will not have worked for your employer for 12 months before you return',
    description: 'A reason the employee is not eligible, after a colon: starts in lower case.',
  },
  hours: {
    id: 'claims.fmla.ineligible.hours',
    defaultMessage: 'you worked fewer than 1,250 hours in the 12 months before the leave',
  },
  worksite: {
    id: 'claims.fmla.ineligible.worksite',
    defaultMessage: 'your employer has fewer than 50 employees within 75 miles of where you work',
  },
});

/** The reasons, said one after the other. */
function reasonsOf(
  reasons: FmlaIneligibility[],
  say: Say,
  texts: Record<FmlaIneligibility, MessageDescriptor>,
) {
  return reasons.map((reason) => say(texts[reason])).join('; ');
}

/** What a person reads of their eligibility on a leave's page. */
export function fmlaEligibilityText(eligibility: FmlaEligibility, say: Say = sayEnglish): string {
  switch (eligibility.state) {
    case 'eligible':
      return eligibility.monthsReachedDuringLeave
        ? say(fmlaText.eligibleFrom, { date: typedDateOf(eligibility.protectedFrom) })
        : say(fmlaText.eligible);
    case 'not-eligible':
      return say(fmlaText.notEligible, {
        reasons: reasonsOf(eligibility.reasons, say, ineligibilityText),
      });
    case 'pending':
      return say(fmlaText.pending);
  }
}

const employerIneligibilityText = defineMessages({
  months: {
    id: 'claims.fmla.employerIneligible.months',
    defaultMessage: 'the employee will not have worked for you for 12 months before the return',
    description: 'A reason the employee is not eligible, told to the employer, after a colon.',
  },
  hours: {
    id: 'claims.fmla.employerIneligible.hours',
    defaultMessage: 'the employee worked fewer than 1,250 hours in the 12 months before the leave',
  },
  worksite: {
    id: 'claims.fmla.employerIneligible.worksite',
    defaultMessage: 'fewer than 50 employees work within 75 miles of where the employee works',
  },
});

/**
 * What an employer reads of an employee's eligibility (docs/product/employer-claims.md): the same
 * decision as the employee's, told to the employer, and what the employer's statement would settle.
 */
export function employerFmlaEligibilityText(
  eligibility: FmlaEligibility,
  say: Say = sayEnglish,
): string {
  switch (eligibility.state) {
    case 'eligible':
      return eligibility.monthsReachedDuringLeave
        ? say(fmlaText.employerEligibleFrom, { date: typedDateOf(eligibility.protectedFrom) })
        : say(fmlaText.employerEligible);
    case 'not-eligible':
      return say(fmlaText.employerNotEligible, {
        reasons: reasonsOf(eligibility.reasons, say, employerIneligibilityText),
      });
    case 'pending':
      return say(
        eligibility.missing.includes('hours')
          ? fmlaText.employerHoursNeeded
          : fmlaText.employerPending,
      );
  }
}
