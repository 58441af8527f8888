import type { EmployeeRecord } from '#domain/employees/employees-answers';
import type { AddEmployeeRequest } from '#domain/employees/new-hire';
import { apiPost } from '#web/lib/api-client.ts';

/** The new hire's page; refused with 400 `{ field, message }`. */
export function postAddEmployee(request: AddEmployeeRequest): Promise<EmployeeRecord | undefined> {
  return apiPost<EmployeeRecord>('employers/api/employees', request);
}
