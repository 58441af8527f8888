import type { ClaimDetail } from '#domain/claims/claims-answers';
import { apiPost } from '#web/lib/api-client.ts';

export function postWithdrawClaim(claimNumber: string): Promise<ClaimDetail | undefined> {
  return apiPost<ClaimDetail>(
    `employee-benefits/api/claims/${encodeURIComponent(claimNumber)}/withdraw`,
  );
}
