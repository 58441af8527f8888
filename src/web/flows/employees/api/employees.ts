import type { EmployeeRecord, EmployeesPage } from '#domain/employees/employees-answers';
import { apiGet } from '#web/lib/api-client.ts';

/** A page of 'Employees': `search` is the list's query string (employees-query.ts). */
export function getEmployees(search: string): Promise<EmployeesPage | undefined> {
  return apiGet<EmployeesPage>(
    search ? `employers/api/employees?${search}` : 'employers/api/employees',
  );
}

/** One employee of the employer's client, with employment and coverage and their history. */
export function getEmployee(memberId: string): Promise<EmployeeRecord | undefined> {
  return apiGet<EmployeeRecord>(`employers/api/employees/${encodeURIComponent(memberId)}`);
}
