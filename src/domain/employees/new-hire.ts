// 'Add an employee' (docs/product/census.md#add-an-employee): a new hire's identity, employment and
// the plans the employer enrolls them in, checked here for the form and again on the server, then
// made into the first rows of the member record. Coverage starts on the first of the month after
// the hire date. The hire date is inside the window of every change (60 days back, a year ahead).
// A person the census already has (the same SSN) is changed, never added twice: one whose
// employment ended is hired again from the new date; one still employed is refused.

import * as z from 'zod/mini';
import {
  type ClientPlan,
  coverageStartForHire,
  type EmploymentRow,
} from '#domain/coverage/member-coverage';
import {
  type Payer,
  payers,
  type PlanFormula,
  planFormulaSchema,
  type PlanKind,
  planKinds,
  supplementalLimitCents,
  type SupplementalLifePolicy,
} from '#domain/coverage/plan-formulas';
import { typedDateOf } from '#domain/shared/absence-dates';
import type { Sentence } from '#domain/shared/claim-terms';
import { defineMessages } from '#domain/shared/define-messages';
import {
  isoDateOf,
  limits,
  validateDateOfBirth,
  validateEmailAddress,
  validateName,
  validateSsn,
  validateZipCode,
} from '#domain/shared/field-rules';
import { formatDollars } from '#domain/shared/money';
import { requestText } from '#domain/shared/request-text';
import { centsOfTypedDollars, wholeNumberOfTyped } from '#domain/shared/typed-numbers';
import {
  type CoverageChange,
  dayInChangeWindow,
  earningsLimits,
  type EmploymentChange,
  employeeChangeText,
} from './employee-changes.ts';

/** The hours a week an employee may work by the census: 1 to 80. */
export const hoursLimits = { min: 1, max: 80 } as const;

export const newHireText = defineMessages({
  addEmployee: { id: 'employees.add.addEmployee', defaultMessage: 'Add an employee' },
  intro: {
    id: 'employees.add.intro',
    defaultMessage:
      'Enter the new hire as your payroll has them. They can register for online access as soon as they are added.',
  },
  firstName: { id: 'employees.add.firstName', defaultMessage: 'First Name' },
  lastName: { id: 'employees.add.lastName', defaultMessage: 'Last Name' },
  dateOfBirth: { id: 'employees.add.dateOfBirth', defaultMessage: 'Date of Birth' },
  ssn: { id: 'employees.add.ssn', defaultMessage: 'Social Security Number' },
  zipCode: { id: 'employees.add.zipCode', defaultMessage: 'ZIP Code' },
  email: { id: 'employees.add.email', defaultMessage: 'Email Address' },
  optional: { id: 'employees.add.optional', defaultMessage: 'Optional.' },
  hireDate: { id: 'employees.add.hireDate', defaultMessage: 'Hire date' },
  annualEarnings: { id: 'employees.add.annualEarnings', defaultMessage: 'Annual earnings' },
  hoursPerWeek: { id: 'employees.add.hoursPerWeek', defaultMessage: 'Hours per week' },
  plans: { id: 'employees.add.plans', defaultMessage: 'Plans' },
  plansHint: {
    id: 'employees.add.plansHint',
    defaultMessage: 'Coverage starts on the first of the month after the hire date.',
  },
  supplementalLife: {
    id: 'employees.add.supplementalLife',
    defaultMessage: 'Supplemental life amount',
  },
  hoursInvalid: {
    id: 'employees.add.hoursInvalid',
    defaultMessage: 'Enter the hours per week as a whole number from 1 to 80.',
  },
  hireBeforeBirth: {
    id: 'employees.add.hireBeforeBirth',
    defaultMessage: 'Enter a hire date after the date of birth.',
  },
  hireBeforeEnd: {
    id: 'employees.add.hireBeforeEnd',
    defaultMessage: 'Enter a hire date after the last day worked, {lastDay}.',
    description: '{lastDay} is MM/DD/YYYY: the end of the employment the census has.',
  },
  alreadyEmployed: {
    id: 'employees.add.alreadyEmployed',
    defaultMessage: 'An employee with this Social Security Number is already on your census.',
  },
  planNotOffered: {
    id: 'employees.add.planNotOffered',
    defaultMessage: 'Choose only plans your company offers.',
  },
  supplementalUnits: {
    id: 'employees.add.supplementalUnits',
    defaultMessage: 'Enter supplemental life in units of {unit}.',
    description: '{unit} is an amount such as $10,000.',
  },
  supplementalLimit: {
    id: 'employees.add.supplementalLimit',
    defaultMessage: 'Supplemental life is at most {limit} on these earnings.',
    description: '{limit} is an amount such as $150,000.',
  },
  added: {
    id: 'employees.add.added',
    defaultMessage: '{name} is added. Coverage starts on {date}.',
    description: '{date} is MM/DD/YYYY.',
  },
  addedWithoutPlans: {
    id: 'employees.add.addedWithoutPlans',
    defaultMessage: '{name} is added, without coverage.',
  },
});

export const addEmployeeRequestSchema = z.object({
  firstName: requestText(limits.nameMax),
  lastName: requestText(limits.nameMax),
  /** MM/DD/YYYY, as typed. */
  dateOfBirth: requestText(10),
  /** Nine digits, dashes allowed. */
  ssn: requestText(11),
  zipCode: requestText(limits.zipLength),
  /** Empty when not given. */
  email: requestText(limits.emailMax),
  hireDate: requestText(10),
  annualEarnings: requestText(20),
  hoursPerWeek: requestText(3),
  /** The kinds of the client's plans to enroll the new hire in. */
  plans: z.array(z.enum(planKinds)).check(z.maxLength(planKinds.length)),
  /** Supplemental life's amount, when that plan is chosen; empty otherwise. */
  supplementalLife: requestText(20),
});
export type AddEmployeeRequest = z.infer<typeof addEmployeeRequestSchema>;
export type NewHireField = keyof AddEmployeeRequest;

/** A plan the client offers, as the form and the check know it. */
export interface OfferedPlan {
  formula: PlanFormula;
  paidBy: Payer;
}

/** The plans a new hire may be enrolled in: what the form shows a box for. */
export const offeredPlansSchema = z.object({
  plans: z.array(z.object({ formula: planFormulaSchema, paidBy: z.enum(payers) })),
});
export type OfferedPlans = z.infer<typeof offeredPlansSchema>;

/** A new hire, checked: dates as YYYY-MM-DD, amounts in cents, the SSN as nine digits. */
export interface NewHire {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  ssn: string;
  zipCode: string;
  email: string | null;
  hireDate: string;
  annualEarningsCents: number;
  hoursPerWeek: number;
  plans: PlanKind[];
  /** Supplemental life elected, or null. */
  supplementalCents: number | null;
}

export type NewHireCheck =
  { ok: true; hire: NewHire } | { ok: false; problems: Partial<Record<NewHireField, Sentence>> };

/** What an election of supplemental life breaks, or null: whole units, within the earnings' limit. */
export function electionProblem(
  policy: SupplementalLifePolicy,
  electedCents: number | null,
  annualEarningsCents: number | null,
): Sentence | null {
  if (electedCents === null || electedCents <= 0 || electedCents % policy.unitCents !== 0) {
    return {
      message: newHireText.supplementalUnits,
      values: { unit: formatDollars(policy.unitCents) },
    };
  }
  if (annualEarningsCents === null) return null;
  const limit = supplementalLimitCents(policy, annualEarningsCents);
  return electedCents > limit
    ? { message: newHireText.supplementalLimit, values: { limit: formatDollars(limit) } }
    : null;
}

const said = (message: Sentence['message']): Sentence => ({ message });

/** Every field of 'Add an employee' checked at once, against the plans the client offers. */
export function checkNewHire(
  request: AddEmployeeRequest,
  offered: readonly OfferedPlan[],
  today: string,
): NewHireCheck {
  const problems: Partial<Record<NewHireField, Sentence>> = {};
  const fieldRule = (field: NewHireField, message: Sentence['message'] | null) => {
    if (message) problems[field] = said(message);
  };
  const ssn = request.ssn.replaceAll('-', '');
  fieldRule('firstName', validateName(request.firstName, 'firstName'));
  fieldRule('lastName', validateName(request.lastName, 'lastName'));
  fieldRule('dateOfBirth', validateDateOfBirth(request.dateOfBirth, today));
  fieldRule('ssn', validateSsn(ssn, 9));
  fieldRule('zipCode', validateZipCode(request.zipCode));
  fieldRule('email', request.email ? validateEmailAddress(request.email) : null);

  const hireDate = dayInChangeWindow(request.hireDate, today);
  const dateOfBirth = problems.dateOfBirth ? null : isoDateOf(request.dateOfBirth);
  if (!hireDate) fieldRule('hireDate', employeeChangeText.dateInvalid);
  else if (dateOfBirth && hireDate <= dateOfBirth)
    fieldRule('hireDate', newHireText.hireBeforeBirth);

  const earnings = centsOfTypedDollars(request.annualEarnings);
  const earningsGood =
    earnings !== null && earnings >= earningsLimits.minCents && earnings <= earningsLimits.maxCents;
  if (!earningsGood) fieldRule('annualEarnings', employeeChangeText.earningsInvalid);
  const hours = wholeNumberOfTyped(request.hoursPerWeek);
  if (hours === null || hours < hoursLimits.min || hours > hoursLimits.max) {
    fieldRule('hoursPerWeek', newHireText.hoursInvalid);
  }

  const chosen = [...new Set(request.plans)];
  const offeredKinds = new Set(offered.map((plan) => plan.formula.kind));
  if (chosen.some((kind) => !offeredKinds.has(kind)))
    fieldRule('plans', newHireText.planNotOffered);
  const supplemental = offered.find((plan) => plan.formula.kind === 'supplemental-life')?.formula;
  let supplementalCents: number | null = null;
  if (supplemental?.kind === 'supplemental-life' && chosen.includes('supplemental-life')) {
    supplementalCents = centsOfTypedDollars(request.supplementalLife);
    const problem = electionProblem(
      supplemental.policy,
      supplementalCents,
      earningsGood ? earnings : null,
    );
    if (problem) problems.supplementalLife = problem;
  }

  if (Object.keys(problems).length > 0 || !hireDate || !earningsGood || hours === null) {
    return { ok: false, problems };
  }
  return {
    ok: true,
    hire: {
      firstName: request.firstName,
      lastName: request.lastName,
      dateOfBirth: isoDateOf(request.dateOfBirth),
      ssn,
      zipCode: request.zipCode,
      email: request.email || null,
      hireDate,
      annualEarningsCents: earnings,
      hoursPerWeek: hours,
      plans: chosen,
      supplementalCents,
    },
  };
}

/**
 * Whether the person the census already has under the same SSN may be hired from `hireDate`:
 * anyone without employment on record, or whose employment ended before it. A refusal otherwise.
 */
export function rehireProblem(
  employment: readonly EmploymentRow[],
  hireDate: string,
): { field: NewHireField; sentence: Sentence } | null {
  const last = employment.reduce<EmploymentRow | undefined>(
    (latest, row) => (!latest || row.validFrom >= latest.validFrom ? row : latest),
    undefined,
  );
  if (!last) return null;
  if (last.status === 'active') {
    return { field: 'ssn', sentence: said(newHireText.alreadyEmployed) };
  }
  if (hireDate < last.validFrom) {
    const lastDay = last.lastDayWorked ?? last.validFrom;
    return {
      field: 'hireDate',
      sentence: { message: newHireText.hireBeforeEnd, values: { lastDay: typedDateOf(lastDay) } },
    };
  }
  return null;
}

/**
 * The first rows of a new hire's record: employment from the hire date, and a row for each plan
 * the client offers from the same day, enrolled when chosen, its coverage starting on the first
 * of the next month.
 */
export function newHireRows(
  hire: NewHire,
  plans: readonly ClientPlan[],
): { employment: EmploymentChange[]; coverage: CoverageChange[] } {
  const effectiveDate = coverageStartForHire(hire.hireDate);
  return {
    employment: [
      {
        validFrom: hire.hireDate,
        status: 'active',
        lastDayWorked: null,
        annualEarningsCents: hire.annualEarningsCents,
        hoursPerWeek: hire.hoursPerWeek,
      },
    ],
    coverage: plans.map((plan): CoverageChange => {
      const enrolled = hire.plans.includes(plan.formula.kind);
      const elected = plan.formula.kind === 'supplemental-life' && enrolled;
      return {
        planId: plan.id,
        validFrom: hire.hireDate,
        enrolled,
        effectiveDate,
        endDate: null,
        election:
          elected && hire.supplementalCents !== null
            ? { electedCents: hire.supplementalCents, evidenceApproved: false }
            : null,
      };
    }),
  };
}

/** The sentence that says a new hire is on the census, and when coverage starts. */
export function addedSentence(name: string, hire: NewHire): Sentence {
  return hire.plans.length > 0
    ? {
        message: newHireText.added,
        values: { name, date: typedDateOf(coverageStartForHire(hire.hireDate)) },
      }
    : { message: newHireText.addedWithoutPlans, values: { name } };
}
