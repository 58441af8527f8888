import type { PlansAnswer } from '#domain/employer-coverage/plans-answers';
import { apiGet } from '#web/lib/api-client.ts';

/** The client's plans with this month's covered employees, volume and premium. */
export function getPlans(): Promise<PlansAnswer | undefined> {
  return apiGet<PlansAnswer>('employers/api/plans');
}
