import type { ReportsAnswer } from '#domain/reports/reports-answers';
import { apiGet } from '#web/lib/api-client.ts';

/** The figures of the reports page: absences by month and open claims by status. */
export function getReports(): Promise<ReportsAnswer | undefined> {
  return apiGet<ReportsAnswer>('employers/api/reports');
}
