// Username recovery (docs/product/username-recovery.md: verifyPersonalInformation,
// retrieveUserName; decision 0014) as transitions of the self-service flow machine:
// username-recovery.mermaid.

import { flowMachine } from '#domain/self-service/flow';

/**
 * The identity check shows the user name at once. Browser back returns to the verify step,
 * so a shown name may be looked up again; every attempt passes the same failure counters.
 */
export const userNameRecoveryFlow = flowMachine({
  identityVerified: { from: ['personalInfo', 'completed'], to: 'completed' },
});
