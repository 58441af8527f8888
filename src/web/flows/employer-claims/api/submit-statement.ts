import type { EmployerStatementRequest } from '#domain/employer-claims/employer-statement';
import type { EmployerClaimDetail } from '#domain/employer-claims/employer-claims-answers';
import { apiPost } from '#web/lib/api-client.ts';

/** Refused with 400 `{ field, message }`, or 409 when the statement was already given. */
export function postEmployerStatement(
  claimNumber: string,
  request: EmployerStatementRequest,
): Promise<EmployerClaimDetail | undefined> {
  return apiPost<EmployerClaimDetail>(
    `employers/api/claims/${encodeURIComponent(claimNumber)}/statement`,
    request,
  );
}
