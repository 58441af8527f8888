import type { DashboardAnswer } from '#domain/claims/claims-answers';
import { apiGet } from '#web/lib/api-client.ts';

export function getDashboard(): Promise<DashboardAnswer | undefined> {
  return apiGet<DashboardAnswer>('employee-benefits/api/dashboard');
}
