// What an employer reads of one employee on a day (docs/product/census.md): the employment
// status in force, the plans covering the employee, and the employee's page with the history of
// employment and of each plan. Built from the member record's rows (src/domain/coverage), the
// same rows and rules 'My coverage' reads, so the employer and the employee never see two truths.

import {
  type ClientPlan,
  type CoverageRow,
  type EmploymentRow,
  type EmploymentStatus,
  memberCoverage,
} from '#domain/coverage/member-coverage';
import type { PlanKind } from '#domain/coverage/plan-formulas';
import { history, inForceOn } from '#domain/shared/effective-dated';
import type { EmployeeRecord } from './employees-answers.ts';

/**
 * The employment status on a day: the row in force, or 'active' for a member the census lists
 * without one (an import before the member record, or a hire whose first day is still ahead).
 * The list's status filter says the same in SQL (src/server/db/employees-repository.ts).
 */
export function employmentStatusOn(rows: readonly EmploymentRow[], day: string): EmploymentStatus {
  return inForceOn(rows, day)?.status ?? 'active';
}

/** The plans whose coverage holds on the day, or waits for evidence of insurability. */
export function plansCovering(
  plans: readonly ClientPlan[],
  employment: readonly EmploymentRow[],
  coverage: readonly CoverageRow[],
  day: string,
): PlanKind[] {
  return memberCoverage(plans, employment, coverage, day)
    .filter((plan) => plan.status === 'active' || plan.status === 'pending-evidence')
    .map((plan) => plan.kind);
}

export interface EmployeeOnFile {
  memberId: string;
  name: string;
  hireDate: string | null;
}

/** The employee's page: today's status and plans, and every row as it held, oldest first. */
export function employeeRecord(
  member: EmployeeOnFile,
  plans: readonly ClientPlan[],
  employment: readonly EmploymentRow[],
  coverage: readonly CoverageRow[],
  day: string,
): EmployeeRecord {
  const today = memberCoverage(plans, employment, coverage, day);
  const inForce = inForceOn(employment, day);
  return {
    asOf: day,
    ...member,
    status: employmentStatusOn(employment, day),
    annualEarningsCents: inForce?.annualEarningsCents ?? null,
    hoursPerWeek: inForce?.hoursPerWeek ?? null,
    employment: history(employment).map((row) => ({
      validFrom: row.validFrom,
      validTo: row.validTo,
      status: row.status,
      lastDayWorked: row.lastDayWorked,
      annualEarningsCents: row.annualEarningsCents,
      hoursPerWeek: row.hoursPerWeek,
    })),
    plans: today.map((plan) => ({
      kind: plan.kind,
      policyNumber: plan.policyNumber,
      status: plan.status,
      effectiveDate: plan.effectiveDate,
      endDate: plan.endDate,
      amountCents: plan.amountCents,
      pendingEvidenceCents: plan.pendingEvidenceCents,
      history: history(coverage.filter((row) => row.planId === plan.planId)).map((row) => ({
        validFrom: row.validFrom,
        validTo: row.validTo,
        enrolled: row.enrolled,
        effectiveDate: row.effectiveDate,
        endDate: row.endDate,
        electedCents: row.election?.electedCents ?? null,
      })),
    })),
  };
}
