// Password reset of either side (docs/product/password-reset.md, decision 0014) as transitions of
// the self-service flow machine: password-reset.mermaid.

import { flowMachine, openSteps } from '#domain/self-service/flow';

/**
 * The person is verified and a code goes to the contact on file at once; the code opens the
 * new-password step. A verified identity starts over from any step, a finished reset too (a
 * new reset: a new code to the account); nothing else leaves `completed`.
 */
export const passwordResetFlow = flowMachine({
  identityVerified: { from: [...openSteps, 'completed'], to: 'code' },
  codeVerified: { from: ['code'], to: 'credentials' },
  passwordChanged: { from: ['credentials'], to: 'completed' },
});
