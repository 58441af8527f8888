// 'Employees' and an employee's page (docs/product/census.md), as schemas the server declares
// and the browser reads. What an employer reads of an employee: name, hire date, employment
// (status, earnings, hours) and each plan's status, dates and amount, with their history. Never
// an SSN, a date of birth, a beneficiary or anything of the employee's health.

import * as z from 'zod/mini';
import { coverageStatuses, employmentStatuses } from '#domain/coverage/member-coverage';
import { planKinds } from '#domain/coverage/plan-formulas';

const isoDate = z.string();

export const employeeRowSchema = z.object({
  memberId: z.string(),
  name: z.string(),
  status: z.enum(employmentStatuses),
  hireDate: z.nullable(isoDate),
  /** The plans whose coverage holds today (or waits for evidence), in the order of their kinds. */
  plans: z.array(z.enum(planKinds)),
});
export type EmployeeRow = z.infer<typeof employeeRowSchema>;

export const employeesPageSchema = z.object({
  /** The day statuses and plans are read on: the insurer's today. */
  asOf: isoDate,
  employees: z.array(employeeRowSchema),
  /** The cursor of the page before this one, or null on the first page. */
  previousCursor: z.nullable(z.string()),
  nextCursor: z.nullable(z.string()),
});
export type EmployeesPage = z.infer<typeof employeesPageSchema>;

/** A row of employment as it held, from its first day to its last (null: still holds). */
export const employmentPeriodSchema = z.object({
  validFrom: isoDate,
  validTo: z.nullable(isoDate),
  status: z.enum(employmentStatuses),
  lastDayWorked: z.nullable(isoDate),
  annualEarningsCents: z.number(),
  hoursPerWeek: z.number(),
});
export type EmploymentPeriod = z.infer<typeof employmentPeriodSchema>;

/** A row of one plan's coverage as it held. */
export const coveragePeriodSchema = z.object({
  validFrom: isoDate,
  validTo: z.nullable(isoDate),
  enrolled: z.boolean(),
  effectiveDate: isoDate,
  endDate: z.nullable(isoDate),
  /** Supplemental life: the amount elected. */
  electedCents: z.nullable(z.number()),
});
export type CoveragePeriod = z.infer<typeof coveragePeriodSchema>;

export const employeePlanSchema = z.object({
  kind: z.enum(planKinds),
  policyNumber: z.string(),
  status: z.enum(coverageStatuses),
  effectiveDate: z.nullable(isoDate),
  endDate: z.nullable(isoDate),
  /** The weekly or monthly benefit, or the coverage in force; 0 when not covered. */
  amountCents: z.number(),
  pendingEvidenceCents: z.number(),
  history: z.array(coveragePeriodSchema),
});
export type EmployeePlan = z.infer<typeof employeePlanSchema>;

export const employeeRecordSchema = z.object({
  asOf: isoDate,
  memberId: z.string(),
  name: z.string(),
  hireDate: z.nullable(isoDate),
  status: z.enum(employmentStatuses),
  /** Today's, from the row in force; null before any row holds. */
  annualEarningsCents: z.nullable(z.number()),
  hoursPerWeek: z.nullable(z.number()),
  /** Oldest first. */
  employment: z.array(employmentPeriodSchema),
  plans: z.array(employeePlanSchema),
});
export type EmployeeRecord = z.infer<typeof employeeRecordSchema>;
