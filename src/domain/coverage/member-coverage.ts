// A member's coverage on a day (docs/product/coverage.md#the-member-record): the employment and
// coverage rows in force that day, the plan's formula applied to that day's earnings, and the
// dates coverage starts and ends by. Both the employee's page and the certificate read this; so
// will the employer's census and the bills, which is why it takes any day, not only today.

import { addDays, addMonths } from '#domain/shared/calendar-date';
import { type EffectiveDated, inForceOn } from '#domain/shared/effective-dated';
import {
  type Election,
  monthlyPremiumCents,
  type Payer,
  type PlanFormula,
  planAmount,
  type PlanKind,
} from './plan-formulas.ts';

export const employmentStatuses = ['active', 'terminated'] as const;
export type EmploymentStatus = (typeof employmentStatuses)[number];

/** A row of a member's employment, from the day it holds. */
export interface EmploymentRow extends EffectiveDated {
  status: EmploymentStatus;
  /** When terminated: the last day worked. */
  lastDayWorked: string | null;
  annualEarningsCents: number;
  hoursPerWeek: number;
}

/** A row of a member's coverage under one plan, from the day it holds. */
export interface CoverageRow extends EffectiveDated {
  planId: string;
  enrolled: boolean;
  /** The first day of coverage. */
  effectiveDate: string;
  /** The last day of coverage, when it ends. */
  endDate: string | null;
  /** Supplemental life's election (and whether its evidence was approved); null otherwise. */
  election: Election | null;
}

export interface ClientPlan {
  id: string;
  formula: PlanFormula;
  policyNumber: string;
  paidBy: Payer;
  rateMicrodollars: number;
}

export const coverageStatuses = ['active', 'not-enrolled', 'pending-evidence', 'ended'] as const;
export type CoverageStatus = (typeof coverageStatuses)[number];

/** One plan as a member reads it on a day. */
export interface PlanCoverage {
  planId: string;
  kind: PlanKind;
  formula: PlanFormula;
  policyNumber: string;
  paidBy: Payer;
  status: CoverageStatus;
  effectiveDate: string | null;
  endDate: string | null;
  /** The weekly or monthly benefit, or the coverage in force; 0 when not covered. */
  amountCents: number;
  pendingEvidenceCents: number;
  /** What the rate is charged on that month; 0 when not covered. */
  volumeCents: number;
  /** What the member pays a month for an employee-paid plan in force; null otherwise. */
  monthlyCostCents: number | null;
}

/** Coverage starts on the first of the month after the hire date (a hire on the 1st too). */
export function coverageStartForHire(hireDate: string): string {
  return `${addMonths(hireDate, 1).slice(0, 7)}-01`;
}

/** Coverage ends on the last day of the month of the last day worked. */
export function coverageEndForLastDayWorked(lastDayWorked: string): string {
  return addDays(`${addMonths(lastDayWorked, 1).slice(0, 7)}-01`, -1);
}

/** Whether coverage holds on a day: enrolled, begun, not ended. */
export function coveredOn(row: CoverageRow, day: string): boolean {
  return row.enrolled && row.effectiveDate <= day && (row.endDate === null || day <= row.endDate);
}

/**
 * A month's premium is owed when coverage holds on the first day of the month: coverage that
 * starts on the 15th is first billed the month after, coverage that ends on the 15th is billed
 * for that month in full (docs/product/coverage.md#formulas).
 */
export function billedForMonth(row: CoverageRow, month: string): boolean {
  return coveredOn(row, `${month.slice(0, 7)}-01`);
}

function statusOn(row: CoverageRow | undefined, day: string, activeCents: number): CoverageStatus {
  if (!row?.enrolled) return 'not-enrolled';
  if (row.endDate !== null && day > row.endDate) return 'ended';
  return activeCents === 0 && row.election !== null ? 'pending-evidence' : 'active';
}

/**
 * Each plan of the client as the member has it on `day`. Amounts follow that day's earnings,
 * also before coverage starts (what it will pay); an ended or not enrolled plan pays nothing.
 */
export function memberCoverage(
  plans: readonly ClientPlan[],
  employmentRows: readonly EmploymentRow[],
  coverageRows: readonly CoverageRow[],
  day: string,
): PlanCoverage[] {
  const employment = inForceOn(employmentRows, day);
  return plans.map((plan) => {
    const row = inForceOn(
      coverageRows.filter((coverage) => coverage.planId === plan.id),
      day,
    );
    const enrolledAndNotEnded =
      row !== undefined && row.enrolled && (row.endDate === null || day <= row.endDate);
    const amount =
      enrolledAndNotEnded && employment
        ? planAmount(plan.formula, employment.annualEarningsCents, row.election)
        : { amountCents: 0, pendingEvidenceCents: 0, volumeCents: 0 };
    const status = statusOn(row, day, amount.amountCents);
    const paying = plan.paidBy === 'employee' && status === 'active';
    return {
      planId: plan.id,
      kind: plan.formula.kind,
      formula: plan.formula,
      policyNumber: plan.policyNumber,
      paidBy: plan.paidBy,
      status,
      effectiveDate: row?.enrolled ? row.effectiveDate : null,
      endDate: row?.enrolled ? row.endDate : null,
      ...amount,
      monthlyCostCents: paying
        ? monthlyPremiumCents(plan.formula.kind, amount.volumeCents, plan.rateMicrodollars)
        : null,
    };
  });
}
