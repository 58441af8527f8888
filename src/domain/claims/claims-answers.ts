// The answers of the employee's claims calls (docs/product/claims.md), as schemas with their
// types inferred: the server declares them as its response schemas, the browser reads the
// same types. Dates are ISO (YYYY-MM-DD), times ISO instants, money whole cents; the browser
// turns codes into the labels of claim-terms.ts. No answer here ever reaches an employer.

import * as z from 'zod/mini';
import { earlierServiceAnswerSchema } from '#domain/shared/earlier-service';
import { documentTypes } from '#domain/shared/document-types';
import { requestText } from '#domain/shared/request-text';
import {
  claimKinds,
  claimStatuses,
  leaveSchedules,
  paymentMethods,
  paymentStatuses,
} from '#domain/shared/claim-terms';
import { healthInformationSchema } from '#domain/shared/health-information';
import { claimAnswersSchema, wizardSteps } from './claim-wizard.ts';

const isoDate = z.string();

/** A claim as the dashboard lists it. */
export const claimSummarySchema = z.object({
  claimNumber: z.string(),
  kind: z.enum(claimKinds),
  status: z.enum(claimStatuses),
  firstDayOfAbsence: isoDate,
  expectedReturn: isoDate,
  /** While a decision is awaited, the day it is due (decision-deadline.ts). */
  decisionDueOn: z.nullable(isoDate),
});
export type ClaimSummary = z.infer<typeof claimSummarySchema>;

export const paymentRowSchema = z.object({
  id: z.string(),
  claimNumber: z.string(),
  periodStart: isoDate,
  periodEnd: isoDate,
  grossCents: z.number(),
  deductionsCents: z.number(),
  netCents: z.number(),
  /** The day it was sent to the bank, or the day it is scheduled for. */
  payDate: isoDate,
  status: z.enum(paymentStatuses),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;

/** Something the person should do: send a requested document, or report intermittent time. */
export const thingToDoSchema = z.union([
  z.object({
    kind: z.literal('document'),
    claimNumber: z.string(),
    documentType: z.enum(documentTypes),
    dueOn: isoDate,
  }),
  z.object({ kind: z.literal('report-time'), claimNumber: z.string() }),
]);
export type ThingToDo = z.infer<typeof thingToDoSchema>;

export const dashboardAnswerSchema = z.object({
  firstName: z.string(),
  /** Open claims and leave, newest first. */
  claims: z.array(claimSummarySchema),
  thingsToDo: z.array(thingToDoSchema),
  lastPayment: z.nullable(paymentRowSchema),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswerSchema>;

/** The wizard's draft as the server keeps it: where the person is and what they answered. */
export const draftAnswerSchema = z.object({
  step: z.enum(wizardSteps),
  answers: claimAnswersSchema,
  /** Sent back with Submit: a second Submit with the same key files nothing new. */
  idempotencyKey: z.string(),
});
export type DraftAnswer = z.infer<typeof draftAnswerSchema>;

export const saveDraftRequestSchema = z.object({
  /** The step the person moves to: every step before it must be good. */
  step: z.enum(wizardSteps),
  answers: claimAnswersSchema,
});
export type SaveDraftRequest = z.infer<typeof saveDraftRequestSchema>;

export const submitClaimRequestSchema = z.object({
  idempotencyKey: z.uuid(),
  attestation: z.literal(true),
});
export type SubmitClaimRequest = z.infer<typeof submitClaimRequestSchema>;

export const submitClaimAnswerSchema = z.object({
  claims: z.array(z.object({ claimNumber: z.string(), kind: z.enum(claimKinds) })),
  /** Where the receipt went. */
  email: z.nullable(z.string()),
});
export type SubmitClaimAnswer = z.infer<typeof submitClaimAnswerSchema>;

export const timelineEntrySchema = z.object({ at: z.string(), text: z.string() });

export const leaveBalanceSchema = z.object({
  /** The hours of the employee's workweek, which the weeks are counted in. */
  workweekHours: z.number(),
  usedHours: z.number(),
  usedWeeks: z.number(),
  entitlementWeeks: z.number(),
  /** '3.5 of 12 weeks used'. */
  text: z.string(),
});

/**
 * A claim's page: its facts, and the health information only its employee reads
 * (shared/health-information.ts; an employer's answers are built without it).
 */
export const claimDetailSchema = z.extend(healthInformationSchema, {
  claimNumber: z.string(),
  kind: z.enum(claimKinds),
  status: z.enum(claimStatuses),
  lastDayWorked: isoDate,
  firstDayOfAbsence: isoDate,
  expectedReturn: isoDate,
  schedule: z.enum(leaveSchedules),
  hoursPerWeek: z.nullable(z.number()),
  paymentMethod: z.nullable(z.enum(paymentMethods)),
  accountLast4: z.nullable(z.string()),
  /** The other claim filed with this one (the leave of a disability claim, or the reverse). */
  relatedClaimNumber: z.nullable(z.string()),
  /**
   * Reported by the employer for the employee (docs/product/employer-claims.md): the employee says
   * the rest.
   */
  reportedByEmployer: z.boolean(),
  canWithdraw: z.boolean(),
  /**
   * While a decision is awaited: by when, and the reason the claims system gave when it last
   * extended the time (the employee's alone: an employer never reads it).
   */
  decision: z.nullable(z.object({ dueOn: isoDate, extensionReason: z.nullable(z.string()) })),
  /** A denied disability claim never appealed: whether it still may be, and until when. */
  appeal: z.nullable(z.object({ open: z.boolean(), lastDay: isoDate })),
  timeline: z.array(timelineEntrySchema),
  /** Leave only. */
  leaveBalance: z.nullable(leaveBalanceSchema),
  /** Leave only: whether FMLA protects it, in words ('We are confirming...' until it is known). */
  fmlaEligibility: z.nullable(z.string()),
  /** Leave only: the facts it was decided on (src/domain/claims/fmla-facts.ts). */
  fmlaFacts: z.nullable(z.array(z.object({ label: z.string(), value: z.string() }))),
  /** Leave only: the answer to 'Have you worked for this employer before?'; null if not asked. */
  earlierService: z.nullable(earlierServiceAnswerSchema),
  /** Bonding leave in pieces: where the employer's agreement stands, in words (825.120(b)). */
  scheduleAgreement: z.nullable(z.string()),
  timeReported: z.array(z.object({ date: isoDate, hours: z.number() })),
  canReportTime: z.boolean(),
  /** Disability only: sent and scheduled payments. */
  payments: z.array(paymentRowSchema),
  /** Disability only, until the claims system issues payments: the domain's estimate. */
  estimate: z.nullable(
    z.object({
      weeklyBenefitCents: z.number(),
      weeks: z.array(
        z.object({ periodStart: isoDate, periodEnd: isoDate, grossCents: z.number() }),
      ),
    }),
  ),
});
export type ClaimDetail = z.infer<typeof claimDetailSchema>;

export const reportTimeRequestSchema = z.object({
  /** MM/DD/YYYY as typed. */
  date: requestText(10),
  hours: z.number(),
});
export type ReportTimeRequest = z.infer<typeof reportTimeRequestSchema>;

export const paymentsAnswerSchema = z.object({ payments: z.array(paymentRowSchema) });
export type PaymentsAnswer = z.infer<typeof paymentsAnswerSchema>;

/** Filing without registering (docs/product/public-claim.md): the address for the receipt. */
export const receiptEmailRequestSchema = z.object({ emailAddress: requestText(50) });
export type ReceiptEmailRequest = z.infer<typeof receiptEmailRequestSchema>;
