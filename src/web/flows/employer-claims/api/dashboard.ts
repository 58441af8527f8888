import type { EmployerDashboard } from '#domain/employer-claims/employer-claims-answers';
import { apiGet } from '#web/lib/api-client.ts';

export function getEmployerDashboard(): Promise<EmployerDashboard | undefined> {
  return apiGet<EmployerDashboard>('employers/api/dashboard');
}
