// The member record's rows of a census row (docs/product/census.md#the-file): a row that gives
// earnings gets employment and coverage rows (docs/product/coverage.md#the-member-record), the
// first ones from the hire date, later ones from the day of the import when something changed,
// never over an earlier row. The columns are checked by src/domain/employees/census-row.ts.

import { inForceOn } from '#domain/shared/effective-dated';
import { type ClientPlan, coverageStartForHire } from '#domain/coverage/member-coverage';
import type { CensusRowFacts } from '#domain/employees/census-row';
import type { MemberRecordRows, NewCoverage, NewEmployment } from '#server/db/coverage-repository';

/** What a row says of the member's employment, when it gives earnings. */
export type CensusEmployment = NonNullable<CensusRowFacts['employment']>;

/** Who the member record says recorded an import's rows. */
export const recordedBy = 'census import';

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
