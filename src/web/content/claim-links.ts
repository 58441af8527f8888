// docs/product/public-claim.md: "A disability claim can still be filed online without registering".
// The registration and recovery flows point people there when they cannot go on.

import { fullPath, paths } from '#web/paths.ts';

/**
 * The portal's page for filing a disability claim without registering
 * (docs/product/public-claim.md).
 */
export const disabilityClaimUrl = fullPath(paths.publicDisabilityClaim);
