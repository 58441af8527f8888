// 'Report an absence' (docs/product/employer-claims.md): an employer files a claim for an employee
// who cannot, with what an employer knows: who, which kind, and the dates. Why, and who treats the
// employee, an employer does not know and is never asked: the claim keeps them empty until the
// employee says. The dates follow the wizard's rules (shared/absence-dates.ts).

import * as z from 'zod/mini';
import {
  type AbsenceReason,
  type ClaimKind,
  claimKinds,
  type LeaveSchedule,
} from '#domain/shared/claim-terms';
import {
  absenceDateProblems,
  isoDateOfTyped,
  type StepProblems,
} from '#domain/shared/absence-dates';
import { defineMessages } from '#domain/shared/define-messages';
import { requestText } from '#domain/shared/request-text';

export const absenceReportText = defineMessages({
  heading: { id: 'employer-claims.report.heading', defaultMessage: 'Report an absence' },
  submit: {
    id: 'employer-claims.report.submit',
    defaultMessage: 'Report absence',
    description: "The button that sends 'Report an absence'.",
  },
});

/** The form's labels. */
export const absenceReportLabelText = defineMessages({
  employee: { id: 'employer-claims.report.label.employee', defaultMessage: 'Employee' },
  kind: { id: 'employer-claims.report.label.kind', defaultMessage: 'Type of absence' },
  lastDayWorked: {
    id: 'employer-claims.report.label.lastDayWorked',
    defaultMessage: 'Last day worked',
  },
  firstDayOfAbsence: {
    id: 'employer-claims.report.label.firstDayOfAbsence',
    defaultMessage: 'First day of absence',
  },
  expectedReturn: {
    id: 'employer-claims.report.label.expectedReturn',
    defaultMessage: 'Expected return to work',
  },
});

/** The form's field messages beside the dates' (shared/absence-dates.ts). */
export const absenceReportFieldText = defineMessages({
  employee: {
    id: 'employer-claims.report.field.employee',
    defaultMessage: 'Please choose the employee.',
  },
  kind: {
    id: 'employer-claims.report.field.kind',
    defaultMessage: 'Please choose the type of absence.',
  },
});

/** The form as the browser holds it: nothing chosen yet is ''. */
export interface AbsenceReportForm {
  /** The census member chosen from the search. */
  memberId: string;
  kind: ClaimKind | '';
  /** MM/DD/YYYY as typed. */
  lastDayWorked: string;
  firstDayOfAbsence: string;
  expectedReturn: string;
}

export const absenceReportRequestSchema = z.object({
  // Any 8-4-4-4-12 id: census rows made by other tools need not be version-4 UUIDs.
  memberId: z.guid(),
  kind: z.enum(claimKinds),
  lastDayWorked: requestText(10),
  firstDayOfAbsence: requestText(10),
  expectedReturn: requestText(10),
  /** The browser's key: a report sent twice files one claim. */
  idempotencyKey: z.uuid(),
});
export type AbsenceReportRequest = z.infer<typeof absenceReportRequestSchema>;

/** The form's fields that are not good, each with its message, on `today` (YYYY-MM-DD). */
export function absenceReportErrors(form: AbsenceReportForm, today: string): StepProblems {
  const errors: StepProblems = {};
  if (form.memberId === '') errors.memberId = absenceReportFieldText.employee;
  if (form.kind === '') errors.kind = absenceReportFieldText.kind;
  // The wizard's date rules: a continuous absence between the dates, as the employer saw it.
  const dates = absenceDateProblems(form, today);
  return { ...errors, ...dates };
}

/** What a good report files: the kind, the dates (YYYY-MM-DD) and what follows from them. */
export function claimOfAbsenceReport(request: AbsenceReportRequest): {
  kind: ClaimKind;
  /** A short-term disability claim is for the employee's own health; a leave's reason waits. */
  reason: AbsenceReason | null;
  schedule: LeaveSchedule;
  lastDayWorked: string;
  firstDayOfAbsence: string;
  expectedReturn: string;
} {
  return {
    kind: request.kind,
    reason: request.kind === 'disability' ? 'own-health' : null,
    schedule: 'continuous',
    lastDayWorked: isoDateOfTyped(request.lastDayWorked) ?? '',
    firstDayOfAbsence: isoDateOfTyped(request.firstDayOfAbsence) ?? '',
    expectedReturn: isoDateOfTyped(request.expectedReturn) ?? '',
  };
}

/** The timeline's first entry of a reported absence, said in the reader's language. */
export const absenceReportedMessage = defineMessages({
  reported: {
    id: 'employer-claims.timeline.absenceReported',
    defaultMessage: 'The employer reported this absence',
    description: "The first entry of a claim's status history when the employer reported it.",
  },
}).reported;

/** The same entry as the timeline keeps it (claim_events.text): written in English. */
export const absenceReportedText = absenceReportedMessage.defaultMessage;
