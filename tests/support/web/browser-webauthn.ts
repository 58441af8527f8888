// The browser's side of WebAuthn for the screens' tests, which happy-dom cannot prompt for: every
// web test file gets this module in place of @simplewebauthn/browser (tests/support/web-setup.ts),
// and a test that signs drives `webauthn` to say what the prompt answers. A worker runs several
// files with one module cache (vitest.config.ts), and a screen may hold an instance of this module
// from an earlier file: every instance answers with the one pair of functions kept on globalThis.

import { type Mock, vi } from 'vitest';

interface BrowserWebAuthn {
  startAuthentication: Mock;
  startRegistration: Mock;
}

const shared = globalThis as typeof globalThis & { browserWebAuthn?: BrowserWebAuthn };

/** What the tests set and read: the prompt's answers and the calls the screens made. */
export const webauthn: BrowserWebAuthn = (shared.browserWebAuthn ??= {
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
});

export const startAuthentication = (...args: unknown[]): unknown =>
  webauthn.startAuthentication(...args);
export const startRegistration = (...args: unknown[]): unknown =>
  webauthn.startRegistration(...args);
