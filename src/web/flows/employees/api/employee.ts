import type { EmployeeRecord } from '#domain/employees/employees-answers';
import { apiGet } from '#web/lib/api-client.ts';

/** One employee of the employer's client, with employment and coverage and their history. */
export function getEmployee(memberId: string): Promise<EmployeeRecord | undefined> {
  return apiGet<EmployeeRecord>(`employers/api/employees/${encodeURIComponent(memberId)}`);
}
