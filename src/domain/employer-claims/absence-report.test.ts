import { describe, expect, test } from 'vitest';
import {
  type AbsenceReportForm,
  absenceReportErrors,
  absenceReportFieldText,
  claimOfAbsenceReport,
} from './absence-report.ts';
import { absenceDateText } from '#domain/shared/absence-dates';

const today = '2026-11-22';
const form: AbsenceReportForm = {
  memberId: '6f1c2a9e-3b7d-4c1e-9a55-2d0c8e7f4b10',
  kind: 'leave',
  lastDayWorked: '11/20/2026',
  firstDayOfAbsence: '11/23/2026',
  expectedReturn: '01/04/2027',
};

describe('a report of an absence', () => {
  test('a good one has no errors', () => {
    expect(absenceReportErrors(form, today)).toEqual({});
  });

  test('asks for the employee and the type', () => {
    expect(absenceReportErrors({ ...form, memberId: '', kind: '' }, today)).toEqual({
      memberId: absenceReportFieldText.employee,
      kind: absenceReportFieldText.kind,
    });
  });

  test("judges the dates with the wizard's rules and messages", () => {
    expect(
      absenceReportErrors(
        { ...form, firstDayOfAbsence: '11/19/2026', expectedReturn: '11/19/2026' },
        today,
      ),
    ).toEqual({
      firstDayOfAbsence: absenceDateText.firstDayBeforeLastWorked,
      expectedReturn: absenceDateText.returnBeforeFirstDay,
    });
    expect(absenceReportErrors({ ...form, lastDayWorked: '11/20/2028' }, today)).toEqual({
      lastDayWorked: absenceDateText.date,
    });
  });

  test('files a continuous absence; a disability is for the own health, a leave waits', () => {
    const request = {
      ...form,
      kind: 'leave' as const,
      idempotencyKey: '0b8e5c3a-7d2f-4e61-8c9a-51f3d2e6a7b4',
    };
    expect(claimOfAbsenceReport(request)).toEqual({
      kind: 'leave',
      reason: null,
      schedule: 'continuous',
      lastDayWorked: '2026-11-20',
      firstDayOfAbsence: '2026-11-23',
      expectedReturn: '2027-01-04',
    });
    expect(claimOfAbsenceReport({ ...request, kind: 'disability' }).reason).toBe('own-health');
  });
});
