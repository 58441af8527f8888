// Single-sign-on registration (decision 0013): a partner's assertion, once its signature and
// claims passed (sso-assertion.ts), has its nonce used and opens, or starts over, this
// session's employee registration in SSO mode (sso-record.ts), in one transaction. The
// registration itself is the employee's, which reads the partner and subject on the record.

import type { SsoAssertion } from '#domain/sso/sso-assertion';
import { ssoOpened } from '#domain/sso/sso-record';
import type { Clock } from '#domain/shared/clock';
import type { Database } from '#server/db/client';
import { openFlow, updateFlow } from '#server/db/flows-repository';
import { useSsoNonce } from '#server/db/sso-nonces-repository';
import type { Caller } from '#server/self-service/caller';
import type { SsoAssertionVerifier } from './sso-assertion.ts';

export interface SsoDeps {
  db: Database;
  clock: Clock;
  /** Checks a partner's assertion: signature, issuer, audience, expiry and claims. */
  checkSsoAssertion: SsoAssertionVerifier;
}

/**
 * Uses the assertion's nonce and opens the SSO registration. Answers 'replayed' when the
 * nonce was used before, and opens nothing.
 */
export async function startSsoRegistration(
  deps: SsoDeps,
  caller: Caller<'employee-benefits'>,
  assertion: SsoAssertion,
): Promise<'opened' | 'replayed'> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const firstUse = await useSsoNonce(tx, {
      issuer: assertion.issuer,
      nonce: assertion.nonce,
      usedAt: now,
      expiresAt: assertion.acceptedUntil,
    });
    if (!firstUse) return 'replayed';
    const flow = await openFlow(tx, caller.sessionIdHash, caller.module, now);
    await updateFlow(tx, flow.transactionId, ssoOpened(assertion), now);
    return 'opened';
  });
}
