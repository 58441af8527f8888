import type { ClaimDetail } from '#domain/claims/claims-answers';
import { apiGet } from '#web/lib/api-client.ts';

/** Rejects with 404 when the claim is not this person's. */
export function getClaimDetail(claimNumber: string): Promise<ClaimDetail | undefined> {
  return apiGet<ClaimDetail>(`employee-benefits/api/claims/${encodeURIComponent(claimNumber)}`);
}
