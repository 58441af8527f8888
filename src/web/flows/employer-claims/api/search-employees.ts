import type { EmployeeSearchAnswer } from '#domain/employer-claims/employer-claims-answers';
import { apiGet } from '#web/lib/api-client.ts';

/** Employees of the client's census whose names begin with the words typed. */
export function getEmployees(name: string): Promise<EmployeeSearchAnswer | undefined> {
  return apiGet<EmployeeSearchAnswer>(
    `employers/api/absences/employees?name=${encodeURIComponent(name)}`,
  );
}
