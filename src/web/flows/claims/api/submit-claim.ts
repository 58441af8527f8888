import type { SubmitClaimAnswer, SubmitClaimRequest } from '#domain/claims/claims-answers';
import { apiPost } from '#web/lib/api-client.ts';

/** Files the kept draft; the same idempotency key twice files it once. */
export function postSubmitClaim(
  request: SubmitClaimRequest,
): Promise<SubmitClaimAnswer | undefined> {
  return apiPost<SubmitClaimAnswer>('employee-benefits/api/claims/submit', request);
}
