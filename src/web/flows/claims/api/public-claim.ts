// The calls of a disability claim filed without registering (docs/product/public-claim.md), beside
// its page; the identity check is the shared one (self-service/api/verify-personal-info.ts).

import type { BaseResponse } from '#domain/self-service/self-service-answers';
import type {
  DraftAnswer,
  SaveDraftRequest,
  SubmitClaimAnswer,
  SubmitClaimRequest,
} from '#domain/claims/claims-answers';
import { publicClaimModule } from '#domain/claims/public-claim-flow';
import { apiGet, apiPost } from '#web/lib/api-client.ts';

const base = publicClaimModule;

export function postReceiptEmail(emailAddress: string): Promise<BaseResponse | undefined> {
  return apiPost<BaseResponse>(`${base}/receiptEmail`, { emailAddress });
}

export function getPublicClaimDraft(): Promise<DraftAnswer | undefined> {
  return apiGet<DraftAnswer>(`${base}/draft`);
}

export function postPublicClaimDraft(request: SaveDraftRequest): Promise<DraftAnswer | undefined> {
  return apiPost<DraftAnswer>(`${base}/draft`, request);
}

export function postPublicClaimSubmit(
  request: SubmitClaimRequest,
): Promise<SubmitClaimAnswer | undefined> {
  return apiPost<SubmitClaimAnswer>(`${base}/submit`, request);
}
