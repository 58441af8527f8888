import type { AbsenceReportRequest } from '#domain/employer-claims/absence-report';
import type { AbsenceReportAnswer } from '#domain/employer-claims/employer-claims-answers';
import { apiPost } from '#web/lib/api-client.ts';

/** Refused with 400 `{ field, message }`; the same idempotency key twice files one claim. */
export function postAbsenceReport(
  request: AbsenceReportRequest,
): Promise<AbsenceReportAnswer | undefined> {
  return apiPost<AbsenceReportAnswer>('employers/api/absences', request);
}
