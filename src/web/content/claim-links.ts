// SPEC.md section 1: "A disability claim can still be filed online without registering".
// The registration and recovery flows point people there when they cannot go on.

import { portalConfig } from '#web/lib/portal-config.ts';

/** The public site's page for filing a disability claim online. */
export const disabilityClaimUrl = `${portalConfig.siteUrl.replace(/\/+$/, '')}/claims/disability`;
