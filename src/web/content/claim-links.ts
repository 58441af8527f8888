// docs/product/public-claim.md: "A disability claim can still be filed online without registering".
// The registration and recovery flows point people there when they cannot go on. And where a
// document sent for a claim downloads from, which the claims and documents pages both offer.

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
