import type { DraftAnswer } from '#domain/claims/claims-answers';
import { apiGet } from '#web/lib/api-client.ts';

/** The draft the server keeps, or a fresh one at the first step. */
export function getClaimDraft(): Promise<DraftAnswer | undefined> {
  return apiGet<DraftAnswer>('employee-benefits/api/claims/draft');
}
