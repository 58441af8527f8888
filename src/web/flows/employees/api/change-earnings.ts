import type { ChangeEarningsRequest } from '#domain/employees/employee-changes';
import type { EmployeeRecord } from '#domain/employees/employees-answers';
import { apiPost } from '#web/lib/api-client.ts';

/** The employee's page as it now is; refused with 400 `{ field, message }`. */
export function postChangeEarnings(
  memberId: string,
  request: ChangeEarningsRequest,
): Promise<EmployeeRecord | undefined> {
  return apiPost<EmployeeRecord>(
    `employers/api/employees/${encodeURIComponent(memberId)}/earnings`,
    request,
  );
}
