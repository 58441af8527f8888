// The answers of the employer's claims calls (docs/product/employer-claims.md), as schemas with
// their types inferred: the server declares them as its response schemas, the browser reads the
// same types. Built from dates, statuses and names only: no condition, provider, reason, family
// member or document, ever (shared/health-information.ts). The last lines make the compiler refuse
// any of these answers the day one of them carries a health field.

import * as z from 'zod/mini';
import { earlierServiceAnswerSchema } from '#domain/shared/earlier-service';
import { claimKinds, claimStatuses } from '#domain/shared/claim-terms';
import type { FreeOfHealthInformation } from '#domain/shared/health-information';
import { requestText } from '#domain/shared/request-text';
import { nameSearchMax } from './claims-page.ts';

const isoDate = z.string();

/** A task of the dashboard: a claim waiting for the employer's statement. */
export const statementTaskSchema = z.object({
  claimNumber: z.string(),
  employeeName: z.string(),
  kind: z.enum(claimKinds),
});

export const employerDashboardSchema = z.object({
  firstName: z.string(),
  clientName: z.string(),
  /** Open short-term disability claims and open leave of the client's employees. */
  openClaims: z.number(),
  openLeave: z.number(),
  /** Every statement due, and the first of them (oldest absence first) as tasks. */
  statementsDue: z.number(),
  tasks: z.array(statementTaskSchema),
  /** The client's newest invoice, or null before the first. */
  currentBill: z.nullable(
    z.object({
      invoiceNumber: z.string(),
      amountDueCents: z.number(),
      dueOn: isoDate,
      /**
       * An InvoiceStatus of domain/billing/billing-terms.ts, read on the day (Past due
       * included): billing's word, which the browser labels; one feature does not import
       * another's files.
       */
      status: z.string(),
    }),
  ),
});
export type EmployerDashboard = z.infer<typeof employerDashboardSchema>;

/** A row of 'Employee claims'. */
export const employerClaimRowSchema = z.object({
  claimNumber: z.string(),
  employeeName: z.string(),
  kind: z.enum(claimKinds),
  status: z.enum(claimStatuses),
  firstDayOfAbsence: isoDate,
  expectedReturn: isoDate,
});
export type EmployerClaimRow = z.infer<typeof employerClaimRowSchema>;

export const employerClaimsPageSchema = z.object({
  claims: z.array(employerClaimRowSchema),
  /** The cursors of the pages after and before this one; null where there is none. */
  nextCursor: z.nullable(z.string()),
  previousCursor: z.nullable(z.string()),
});
export type EmployerClaimsPage = z.infer<typeof employerClaimsPageSchema>;

/** The employer's statement as it was given. */
export const givenStatementSchema = z.object({
  hoursWorked12Months: z.number(),
  weeklyEarningsCents: z.number(),
  scheduledHoursPerWeek: z.number(),
  lastDayWorked: isoDate,
  /** A leave's earlier service as the employer stated it; null for a disability claim. */
  earlierService: z.nullable(earlierServiceAnswerSchema),
  /** Null when the statement did not ask (src/domain/claims/bonding-schedule.ts). */
  agreesToSchedule: z.nullable(z.boolean()),
  givenAt: z.string(),
});

export const employerClaimDetailSchema = z.object({
  claimNumber: z.string(),
  employeeName: z.string(),
  kind: z.enum(claimKinds),
  status: z.enum(claimStatuses),
  /** As the employee (or the employer's report) gave them. */
  lastDayWorked: isoDate,
  firstDayOfAbsence: isoDate,
  expectedReturn: isoDate,
  reportedByEmployer: z.boolean(),
  /** Each entry in the words the employee reads: they name changes, never a medical detail. */
  timeline: z.array(z.object({ at: z.string(), text: z.string() })),
  /** Leave only: whether FMLA protects it, in the employer's words. */
  fmlaEligibility: z.nullable(z.string()),
  /** Leave only: the facts it was decided on (src/domain/claims/fmla-facts.ts). */
  fmlaFacts: z.nullable(z.array(z.object({ label: z.string(), value: z.string() }))),
  /** Leave only: the employee's answer on earlier service, which the statement confirms. */
  employeeEarlierService: z.nullable(earlierServiceAnswerSchema),
  /** Bonding leave in pieces: the employer's agreement asked, given or refused; else null. */
  scheduleAgreement: z.nullable(z.enum(['asked', 'agreed', 'refused'])),
  /** The task 'Employer statement': due while the claim is open and it was not given. */
  statementDue: z.boolean(),
  statement: z.nullable(givenStatementSchema),
});
export type EmployerClaimDetail = z.infer<typeof employerClaimDetailSchema>;

/** 'Report an absence': employees of the census by name, never an SSN or a date of birth. */
export const employeeSearchQuerySchema = z.object({ name: requestText(nameSearchMax) });
export const employeeSearchAnswerSchema = z.object({
  employees: z.array(
    z.object({
      memberId: z.string(),
      name: z.string(),
      /** Tells two people of the same name apart; null when the census lacks it. */
      hireDate: z.nullable(isoDate),
    }),
  ),
});
export type EmployeeSearchAnswer = z.infer<typeof employeeSearchAnswerSchema>;

export const absenceReportAnswerSchema = z.object({
  claimNumber: z.string(),
  kind: z.enum(claimKinds),
  employeeName: z.string(),
  /** Whether the employee was told by e-mail (an address is on file). */
  emailed: z.boolean(),
});
export type AbsenceReportAnswer = z.infer<typeof absenceReportAnswerSchema>;

/** Every answer an employer reads: this line does not compile if one carries health information. */
export const employerAnswersCarryNoHealthInformation: FreeOfHealthInformation<
  | EmployerDashboard
  | EmployerClaimsPage
  | EmployerClaimDetail
  | EmployeeSearchAnswer
  | AbsenceReportAnswer
> = true;
