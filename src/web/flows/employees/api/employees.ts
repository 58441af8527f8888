import type { EmployeesPage } from '#domain/employees/employees-answers';
import { apiGet } from '#web/lib/api-client.ts';

/** A page of 'Employees': `search` is the list's query string (employees-query.ts). */
export function getEmployees(search: string): Promise<EmployeesPage | undefined> {
  return apiGet<EmployeesPage>(
    search ? `employers/api/employees?${search}` : 'employers/api/employees',
  );
}
