import type { OfferedPlans } from '#domain/employees/new-hire';
import { apiGet } from '#web/lib/api-client.ts';

/** The plans of the employer's client a new hire may be enrolled in, with their terms. */
export function getOfferedPlans(): Promise<OfferedPlans | undefined> {
  return apiGet<OfferedPlans>('employers/api/employees/offered-plans');
}
