// Passkeys (docs/product/second-factor.md): added on 'Sign-in and security', used on 'Confirm it's
// you'. The ceremonies are @simplewebauthn/server's; what is ours is where the challenge waits (the
// session's `session_challenges` row, taken once when answered, so an answer replayed finds none),
// whose credential may answer (only the account's own), and the counter, moved only up by a
// conditional update. Every refusal of the library, whatever it throws, is a plain refusal: a
// made-up answer is a wrong try, never a 500.
//
// User verification (a PIN, a fingerprint) is preferred but not required: the passkey is the
// second factor after the password, so its presence is what AAL2 asks, and a security key
// without a PIN still serves.

import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import type {
  FactorAdded,
  PasskeyCreationOptions,
  PasskeyRequestOptions,
} from '#domain/second-factor/second-factor-answers';
import { knownTransports, passkeyRefusalText } from '#domain/second-factor/passkeys';
import { passkeyName, secondFactorRules } from '#domain/second-factor/second-factor-rules';
import { addMinutes } from '#domain/shared/clock';
import { findAccountContact } from '#server/db/accounts-repository';
import { recordAuditEvent } from '#server/db/audit-repository';
import type { Database } from '#server/db/client';
import { putChallenge, takeChallenge } from '#server/db/devices-repository';
import {
  findPasskey,
  insertPasskey,
  listPasskeys,
  type StoredPasskey,
  usePasskey,
} from '#server/db/second-factor-repository';
import { clearMustEnrol } from '#server/db/sessions-repository';
import { say } from '#server/language/say';
import { queueSecurityNotice } from '#server/self-service/security-notices';
import type { SecondFactorDeps } from './second-factor-deps.ts';
import type { StepCaller, StepCheck } from './second-step.service.ts';

type PasskeyCaller = Pick<
  StepCaller,
  'side' | 'accountId' | 'sessionIdHash' | 'address' | 'language'
>;

const challengeMs = secondFactorRules.challengeMinutes * 60_000;

/**
 * The user handle the authenticator keeps with the passkey: the account's uuid as its 16
 * bytes. Stable and opaque, it names no person: the user name, which a person may change and
 * which says who they are, is only the label the authenticator shows.
 */
export function accountHandle(accountId: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(Buffer.from(accountId.replace(/-/g, ''), 'hex'));
}

const descriptorOf = (passkey: StoredPasskey) => ({
  id: passkey.credentialId,
  transports: knownTransports(passkey.transports),
});

/**
 * The library's descriptors as the answers type them (it names their type any string where
 * WebAuthn knows one); the extensions, an interface of the library's, as a plain record.
 */
const typedDescriptors = (list: { id: string; transports?: string[] }[] | undefined) =>
  list?.map((credential) => ({
    id: credential.id,
    type: 'public-key' as const,
    transports: knownTransports(credential.transports),
  }));

async function keepChallenge(
  db: Database,
  caller: PasskeyCaller,
  purpose: 'passkey-enrol' | 'passkey-sign-in',
  challenge: string,
  now: Date,
): Promise<void> {
  await putChallenge(db, caller.sessionIdHash, purpose, {
    value: challenge,
    expiresAt: addMinutes(now, secondFactorRules.challengeMinutes),
    sends: 0,
    lastSentAt: null,
  });
}

// Enrolment ('Add a passkey')

/** The options of a new passkey; the challenge waits in the session, replacing any before. */
export async function passkeyEnrolOptions(
  deps: SecondFactorDeps,
  caller: PasskeyCaller,
): Promise<PasskeyCreationOptions> {
  const now = deps.clock.now();
  const [contact, passkeys] = await Promise.all([
    findAccountContact(deps.db, caller.accountId),
    listPasskeys(deps.db, caller.accountId),
  ]);
  if (!contact) throw new Error('A logged-in session has no account');
  const options = await generateRegistrationOptions({
    rpName: deps.webauthn.rpName,
    rpID: deps.webauthn.rpId,
    userID: accountHandle(caller.accountId),
    userName: contact.userName,
    userDisplayName: contact.firstName,
    timeout: challengeMs,
    attestationType: 'none',
    // The browser refuses an authenticator that holds one of these already.
    excludeCredentials: passkeys.map(descriptorOf),
    // No authenticatorAttachment: a phone, a laptop's own and a security key are all welcome.
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await keepChallenge(deps.db, caller, 'passkey-enrol', options.challenge, now);
  return {
    ...options,
    excludeCredentials: typedDescriptors(options.excludeCredentials),
    extensions: { ...options.extensions },
  };
}

/** The new credential when the browser's answer proves it for this challenge, else null. */
async function verifiedCredential(
  deps: SecondFactorDeps,
  response: Record<string, unknown>,
  challenge: string,
): Promise<WebAuthnCredential | null> {
  try {
    const verification = await verifyRegistrationResponse({
      response: response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: deps.webauthn.origins,
      expectedRPID: deps.webauthn.rpId,
      requireUserVerification: false,
    });
    return verification.verified ? verification.registrationInfo.credential : null;
  } catch {
    return null;
  }
}

/**
 * 'Add a passkey': the name checked first (a wrong one leaves the challenge, so the same
 * answer may come again with a better name), then the challenge taken and the answer
 * verified. The passkey, the notice and the end of an owed enrolment are one transaction.
 */
export async function addPasskey(
  deps: SecondFactorDeps,
  caller: PasskeyCaller,
  request: { name: string; response: Record<string, unknown> },
): Promise<FactorAdded> {
  const name = passkeyName(request.name);
  const refused = (reason: keyof typeof passkeyRefusalText) =>
    ({ outcome: 'refused', message: say(caller.language, passkeyRefusalText[reason]) }) as const;
  if (!name) return { ...refused('name'), field: 'name' };
  const now = deps.clock.now();
  const notAdded = refused('notAdded');
  const challenge = await takeChallenge(deps.db, caller.sessionIdHash, 'passkey-enrol', now);
  if (!challenge) return notAdded;
  const credential = await verifiedCredential(deps, request.response, challenge);
  if (!credential) return notAdded;
  const contact = await findAccountContact(deps.db, caller.accountId);
  if (!contact) throw new Error('A logged-in session has no account');
  const added = await deps.db.transaction(async (tx) => {
    const inserted = await insertPasskey(
      tx,
      caller.accountId,
      {
        name,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        signCount: credential.counter,
        transports: knownTransports(credential.transports),
      },
      now,
    );
    if (!inserted) return false;
    await clearMustEnrol(tx, caller.accountId);
    await queueSecurityNotice(
      tx,
      deps,
      contact,
      { kind: 'factor-added', factor: 'passkey', name },
      now,
    );
    await recordAuditEvent(tx, {
      action: 'second-factor.added',
      accountId: caller.accountId,
      address: caller.address,
      details: { side: caller.side, kind: 'passkey' },
      at: now,
    });
    return true;
  });
  if (!added) return refused('registered');
  deps.messageQueued();
  return { outcome: 'added' };
}

// The second step ('Use a passkey')

/** The options of an assertion by one of the account's passkeys; the challenge waits. */
export async function passkeySignInOptions(
  deps: SecondFactorDeps,
  caller: PasskeyCaller,
): Promise<PasskeyRequestOptions> {
  const now = deps.clock.now();
  const passkeys = await listPasskeys(deps.db, caller.accountId);
  const options = await generateAuthenticationOptions({
    rpID: deps.webauthn.rpId,
    allowCredentials: passkeys.map(descriptorOf),
    userVerification: 'preferred',
    timeout: challengeMs,
  });
  await keepChallenge(deps.db, caller, 'passkey-sign-in', options.challenge, now);
  return {
    ...options,
    allowCredentials: typedDescriptors(options.allowCredentials),
    extensions: { ...options.extensions },
  };
}

/** The authenticator's new counter when the assertion proves `passkey`, else null. */
async function verifiedCounter(
  deps: SecondFactorDeps,
  response: Record<string, unknown>,
  challenge: string,
  passkey: StoredPasskey,
): Promise<number | null> {
  try {
    const verification = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: deps.webauthn.origins,
      expectedRPID: deps.webauthn.rpId,
      credential: {
        id: passkey.credentialId,
        publicKey: Uint8Array.from(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.signCount,
        transports: knownTransports(passkey.transports),
      },
      requireUserVerification: false,
    });
    return verification.verified ? verification.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}

/**
 * The check `attemptStep` runs for a passkey: the session's challenge taken (once, right or
 * wrong), a credential of this account only (another's is as wrong as a made-up one), the
 * assertion verified, and the counter moved up by a guarded update, so a cloned
 * authenticator's stale counter, or two racing answers, pass once at most.
 */
export function passkeyCheck(
  deps: SecondFactorDeps,
  caller: PasskeyCaller,
  response: Record<string, unknown>,
): StepCheck {
  return async () => {
    const now = deps.clock.now();
    const challenge = await takeChallenge(deps.db, caller.sessionIdHash, 'passkey-sign-in', now);
    if (!challenge) return false;
    const credentialId = typeof response.id === 'string' ? response.id : '';
    const passkey = credentialId
      ? await findPasskey(deps.db, caller.accountId, credentialId)
      : undefined;
    if (!passkey) return false;
    const counter = await verifiedCounter(deps, response, challenge, passkey);
    if (counter === null) return false;
    return usePasskey(deps.db, passkey.id, counter, now);
  };
}
