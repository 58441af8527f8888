import type { EmployerClaimDetail } from '#domain/employer-claims/employer-claims-answers';
import { apiGet } from '#web/lib/api-client.ts';

/** Rejects with 404 when the claim is not of the employer's client. */
export function getEmployerClaim(claimNumber: string): Promise<EmployerClaimDetail | undefined> {
  return apiGet<EmployerClaimDetail>(`employers/api/claims/${encodeURIComponent(claimNumber)}`);
}
