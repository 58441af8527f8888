import type { DraftAnswer, SaveDraftRequest } from '#domain/claims/claims-answers';
import { apiPost } from '#web/lib/api-client.ts';

/** Refused with 400 `{ error, message, field }` when a step before `request.step` is not good. */
export function postClaimDraft(request: SaveDraftRequest): Promise<DraftAnswer | undefined> {
  return apiPost<DraftAnswer>('employee-benefits/api/claims/draft', request);
}
