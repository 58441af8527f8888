import type { AppealRequest } from '#domain/claims/appeal';
import type { ClaimDetail } from '#domain/claims/claims-answers';
import { apiPost } from '#web/lib/api-client.ts';

/** Refused with 400 `{ field, message }`, or 409 when the claim can no longer be appealed. */
export function postAppealClaim(
  claimNumber: string,
  request: AppealRequest,
): Promise<ClaimDetail | undefined> {
  return apiPost<ClaimDetail>(
    `employee-benefits/api/claims/${encodeURIComponent(claimNumber)}/appeal`,
    request,
  );
}
