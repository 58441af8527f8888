// Passkeys (docs/product/second-factor.md): what the browser and the server agree on besides the
// answers' shapes. The WebAuthn ceremonies themselves are @simplewebauthn's, on both sides.

import { defineMessages } from '#domain/shared/define-messages';

/** The transports a browser may name for an authenticator (WebAuthn Level 3). */
export const passkeyTransports = [
  'ble',
  'cable',
  'hybrid',
  'internal',
  'nfc',
  'smart-card',
  'usb',
] as const;
export type PasskeyTransport = (typeof passkeyTransports)[number];

/**
 * The transports a browser gave, keeping those the options may carry back: a name a newer
 * browser invents is dropped rather than stored and sent where an older one would choke on it.
 */
export function knownTransports(given: readonly string[] | undefined): PasskeyTransport[] {
  return (given ?? []).filter((transport): transport is PasskeyTransport =>
    (passkeyTransports as readonly string[]).includes(transport),
  );
}

/** Why 'Add a passkey' was refused: the server says it in the request's language. */
export const passkeyRefusalText = defineMessages({
  name: {
    id: 'second-factor.passkeyRefusal.name',
    defaultMessage: 'Please give this passkey a name of 1 to 40 characters.',
  },
  notAdded: {
    id: 'second-factor.passkeyRefusal.notAdded',
    defaultMessage: 'This passkey could not be added. Please try again.',
  },
  registered: {
    id: 'second-factor.passkeyRefusal.registered',
    defaultMessage: 'This passkey is registered already.',
  },
});
