import type { ClaimDetail, ReportTimeRequest } from '#domain/claims/claims-answers';
import { apiPost } from '#web/lib/api-client.ts';

/** Refused with 400 `{ field, message }`. */
export function postReportTime(
  claimNumber: string,
  request: ReportTimeRequest,
): Promise<ClaimDetail | undefined> {
  return apiPost<ClaimDetail>(
    `employee-benefits/api/claims/${encodeURIComponent(claimNumber)}/time`,
    request,
  );
}
