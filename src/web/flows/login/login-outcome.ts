// What the login page does with the answer (docs/product/login.md#what-a-login-answers).

import type { LoginResponse } from '#domain/login/login-answers';
import { statusCodeOf } from '#domain/shared/status';

export type LoginOutcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'alert'; message: string }
  /** Password cleared, red banner with the message. */
  | { kind: 'banner'; message: string }
  /** Password cleared, the banner with the generic message in the page's language. */
  | { kind: 'failed' };

const redirectingStatuses = new Set(['AUTHENTICATION_SUCCESS', 'LOGINATTEMPTEXCEED', 'TEST']);

/** `undefined` is a request that failed or answered without a status. */
export function loginOutcome(response: LoginResponse | undefined): LoginOutcome {
  const code = statusCodeOf(response);
  if (!response || !code) return { kind: 'failed' };
  if (redirectingStatuses.has(code) && response.redirectUrl) {
    return { kind: 'redirect', url: response.redirectUrl };
  }
  if (code === 'SESSIONLOCKED') return { kind: 'alert', message: response.status.name };
  return { kind: 'banner', message: response.status.name || code };
}
