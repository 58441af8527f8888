// docs/product/public-claim.md: "A disability claim can still be filed online without registering".
// The registration and recovery flows point people there when they cannot go on. And where a
// document sent for a claim and a form download from, which several pages offer.

import { apiBase } from '#web/lib/api-client.ts';
import { fullPath, paths } from '#web/paths.ts';

/**
 * The portal's page for filing a disability claim without registering
 * (docs/product/public-claim.md).
 */
export const disabilityClaimUrl = fullPath(paths.publicDisabilityClaim);

/** The employee's documents call (docs/product/documents.md). */
export const documentsCall = 'employee-benefits/api/documents';

/**
 * Where a document sent downloads from (the server answers it as an attachment): the documents
 * page and a claim's 'Documents you sent' both offer it.
 */
export function documentDownloadUrl(id: string): string {
  return `${apiBase}/${documentsCall}/${encodeURIComponent(id)}`;
}

/**
 * Where a form downloads from (docs/product/coverage.md#forms-and-documents), with the claim
 * number filled in when it is for a claim: the forms page and a claim's 'Documents we need'.
 */
export function formDownloadUrl(formId: string, claimNumber?: string): string {
  const claim = claimNumber ? `?claim=${encodeURIComponent(claimNumber)}` : '';
  return `${apiBase}/employee-benefits/api/forms/${encodeURIComponent(formId)}.pdf${claim}`;
}
