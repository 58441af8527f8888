import type { EmployerClaimsPage } from '#domain/employer-claims/employer-claims-answers';
import { apiGet } from '#web/lib/api-client.ts';

/** A page of 'Employee claims': `search` is the page's own query string (filters, cursor). */
export function getEmployeeClaims(search: string): Promise<EmployerClaimsPage | undefined> {
  return apiGet<EmployerClaimsPage>(`employers/api/claims${search ? `?${search}` : ''}`);
}
