// 'Report an absence' (DESIGN.md 11.3): an employer files a claim for an employee who cannot,
// with what an employer knows: who, which kind, and the dates. Why, and who treats the
// employee, an employer does not know and is never asked: the claim keeps them empty until
// the employee says. The dates follow the wizard's rules (claim-wizard.ts), judged the same.

import * as z from 'zod/mini';
import {
  type AbsenceReason,
  type ClaimKind,
  claimKinds,
  type LeaveSchedule,
} from '#domain/shared/claim-terms';
import { requestText } from '#domain/shared/request-text';
import { absenceErrors, emptyAnswers, isoDateOfTyped, type StepErrors } from './claim-wizard.ts';

export const absenceReportHeading = 'Report an absence';
export const reportAbsenceButtonText = 'Report absence';

export const absenceReportLabels = {
  employee: 'Employee',
  kind: 'Type of absence',
  lastDayWorked: 'Last day worked',
  firstDayOfAbsence: 'First day of absence',
  expectedReturn: 'Expected return to work',
} as const;

export const absenceReportMessages = {
  employee: 'Please choose the employee.',
  kind: 'Please choose the type of absence.',
} as const;

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

/** The form's fields that are not good, each with its message, on the day `now`. */
export function absenceReportErrors(form: AbsenceReportForm, now: Date): StepErrors {
  const errors: StepErrors = {};
  if (form.memberId === '') errors.memberId = absenceReportMessages.employee;
  if (form.kind === '') errors.kind = absenceReportMessages.kind;
  // The wizard's date rules: a continuous absence between the dates, as the employer saw it.
  const dates = absenceErrors(
    {
      ...emptyAnswers.absence,
      lastDayWorked: form.lastDayWorked,
      firstDayOfAbsence: form.firstDayOfAbsence,
      expectedReturn: form.expectedReturn,
      schedule: 'continuous',
    },
    undefined,
    now,
  );
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

/** The timeline's first entry of a reported absence. */
export const absenceReportedText = 'The employer reported this absence';
