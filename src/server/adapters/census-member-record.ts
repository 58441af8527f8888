// The census columns of the member record (docs/product/census.md#the-file): hire date, annual
// earnings, hours per week and an election of supplemental life, each optional as a column, so
// that a file of identities alone still imports. A row that gives earnings gets employment and
// coverage rows (docs/product/coverage.md#the-member-record): the first ones from the hire date,
// later ones from the day of the import when something changed, never over an earlier row.

import { inForceOn } from '#domain/shared/effective-dated';
import { isoDateOfTyped } from '#domain/shared/absence-dates';
import { centsOfTypedDollars, wholeNumberOfTyped } from '#domain/shared/typed-numbers';
import { earningsLimits } from '#domain/employees/employee-changes';
import { electionProblem, hoursLimits } from '#domain/employees/new-hire';
import { type ClientPlan, coverageStartForHire } from '#domain/coverage/member-coverage';
import type { SupplementalLifePolicy } from '#domain/coverage/plan-formulas';
import { englishSentence } from '#domain/shared/claim-terms';
import type { MemberRecordRows, NewCoverage, NewEmployment } from '#server/db/coverage-repository';

export const memberRecordColumns = [
  'hire_date',
  'annual_earnings',
  'hours_per_week',
  'supplemental_life',
] as const;
export type MemberRecordColumn = (typeof memberRecordColumns)[number];

/** What a row says of the member's employment, when it gives earnings. */
export interface CensusEmployment {
  annualEarningsCents: number;
  hoursPerWeek: number;
  /** Supplemental life elected, or null when the row elects none. */
  supplementalCents: number | null;
}

export interface MemberRecordFacts {
  hireDate: string | null;
  employment: CensusEmployment | null;
  problems: [MemberRecordColumn, string][];
}

/** A row's member-record columns, checked; `value` reads a column ('' when absent). */
export function memberRecordFacts(
  value: (column: MemberRecordColumn) => string,
  supplemental: SupplementalLifePolicy | null,
): MemberRecordFacts {
  const problems: [MemberRecordColumn, string][] = [];
  const typedHireDate = value('hire_date');
  const hireDate = typedHireDate ? isoDateOfTyped(typedHireDate) : null;
  if (typedHireDate && !hireDate) {
    problems.push(['hire_date', 'The hire date must be a real date, MM/DD/YYYY.']);
  }
  const typedEarnings = value('annual_earnings');
  const typedHours = value('hours_per_week');
  const typedElection = value('supplemental_life');
  if (!typedEarnings) {
    for (const [column, typed] of [
      ['hours_per_week', typedHours],
      ['supplemental_life', typedElection],
    ] as const) {
      if (typed) problems.push([column, 'Give the annual earnings with it.']);
    }
    return { hireDate, employment: null, problems };
  }
  const earnings = centsOfTypedDollars(typedEarnings);
  if (
    earnings === null ||
    earnings < earningsLimits.minCents ||
    earnings > earningsLimits.maxCents
  ) {
    problems.push([
      'annual_earnings',
      'The annual earnings must be an amount in dollars, such as 52000 or 52,000.00.',
    ]);
  }
  const hours = wholeNumberOfTyped(typedHours);
  if (hours === null || hours < hoursLimits.min || hours > hoursLimits.max) {
    problems.push(['hours_per_week', 'The hours per week must be a whole number from 1 to 80.']);
  }
  const election = typedElection ? centsOfTypedDollars(typedElection) : 0;
  const electionProblem = electionProblemOf(election, earnings, supplemental);
  if (electionProblem) problems.push(['supplemental_life', electionProblem]);
  if (problems.length > 0 || earnings === null || hours === null || election === null) {
    return { hireDate, employment: null, problems };
  }
  return {
    hireDate,
    employment: {
      annualEarningsCents: earnings,
      hoursPerWeek: hours,
      supplementalCents: election > 0 ? election : null,
    },
    problems,
  };
}

function electionProblemOf(
  election: number | null,
  earnings: number | null,
  policy: SupplementalLifePolicy | null,
): string | null {
  if (election === 0) return null;
  if (!policy) return 'The client has no supplemental life plan.';
  const problem = electionProblem(policy, election, earnings);
  return problem && englishSentence(problem);
}

const recordedBy = 'census import';

/**
 * The rows an import adds for one member: the first employment from the hire date (today
 * without one), then a row from today only when earnings or hours change; a coverage row for
 * each plan the member has none of (employer-paid plans enroll everyone, supplemental life
 * those who elect it; coverage starts the first of the month after the hire date), and a new
 * one from today when an election changes.
 */
export function memberRecordRows(
  memberId: string,
  facts: { hireDate: string | null; employment: CensusEmployment },
  existing: MemberRecordRows,
  plans: readonly ClientPlan[],
  today: string,
): { employment: NewEmployment[]; coverage: NewCoverage[] } {
  const start = facts.hireDate ?? today;
  const given = facts.employment;
  const current = inForceOn(existing.employment, today);
  const employmentRows: NewEmployment[] =
    current &&
    current.annualEarningsCents === given.annualEarningsCents &&
    current.hoursPerWeek === given.hoursPerWeek
      ? []
      : [
          {
            memberId,
            validFrom: existing.employment.length === 0 ? start : today,
            status: current?.status ?? 'active',
            lastDayWorked: current?.lastDayWorked ?? null,
            annualEarningsCents: given.annualEarningsCents,
            hoursPerWeek: given.hoursPerWeek,
            recordedBy,
          },
        ];
  const coverageRows = plans.flatMap((plan): NewCoverage[] => {
    const supplemental = plan.formula.kind === 'supplemental-life';
    const enrolled = supplemental ? given.supplementalCents !== null : plan.paidBy === 'employer';
    const electedCents = supplemental ? given.supplementalCents : null;
    const rows = existing.coverage.filter((row) => row.planId === plan.id);
    const held = inForceOn(rows, today);
    if (held) {
      const same = (held.election?.electedCents ?? null) === electedCents;
      if (!supplemental || same) return [];
      return [
        { ...coverageRow(plan.id, memberId, today, enrolled, held.effectiveDate), electedCents },
      ];
    }
    const effectiveDate = coverageStartForHire(start);
    return [{ ...coverageRow(plan.id, memberId, start, enrolled, effectiveDate), electedCents }];
  });
  return { employment: employmentRows, coverage: coverageRows };
}

function coverageRow(
  planId: string,
  memberId: string,
  validFrom: string,
  enrolled: boolean,
  effectiveDate: string,
): NewCoverage {
  return { planId, memberId, validFrom, enrolled, effectiveDate, recordedBy };
}
