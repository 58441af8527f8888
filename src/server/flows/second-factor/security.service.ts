// 'Sign-in and security' (docs/product/second-factor.md): what the page lists, setting up the
// authenticator app, new recovery codes, removing a factor and forgetting the remembered browsers.
// Each change is in the audit and tells the person by e-mail in the same transaction, and none of
// them puts a code or a secret anywhere but in the answer to the person who asked for it.

import type {
  AppSetup,
  FactorAdded,
  SecurityOverview,
} from '#domain/second-factor/second-factor-answers';
import type { Language } from '#domain/language/language';
import {
  type SecondStepMethod,
  secondFactorRules,
} from '#domain/second-factor/second-factor-rules';
import { addMinutes } from '#domain/shared/clock';
import { defineMessages } from '#domain/shared/define-messages';
import { notFound, type Outcome, success } from '#domain/shared/outcome';
import type { Side } from '#domain/shared/sides';
import { type AccountContact, findAccountContact } from '#server/db/accounts-repository';
import { recordAuditEvent } from '#server/db/audit-repository';
import type { Database } from '#server/db/client';
import {
  countRememberedDevices,
  findChallenge,
  forgetDevices,
  putChallenge,
  takeChallenge,
} from '#server/db/devices-repository';
import {
  listFactors,
  recoveryCodesState,
  removeFactor,
  saveApp,
} from '#server/db/second-factor-repository';
import { clearMustEnrol } from '#server/db/sessions-repository';
import { say } from '#server/language/say';
import {
  type NamedFactor,
  queueSecurityNotice,
  type SecurityEvent,
} from '#server/self-service/security-notices';
import {
  appEnrolment,
  newAppSecret,
  openAppSecret,
  sealAppSecret,
  stepOfCode,
} from './authenticator-app.ts';
import { issueRecoveryCodes } from './recovery-codes.ts';
import type { SecondFactorDeps } from './second-factor-deps.ts';

/** Who is on the page: a session of the account, logged in on `side`. */
export interface SecurityCaller {
  side: Side;
  accountId: string;
  sessionIdHash: string;
  address: string;
  /** The request's language: what the answers say is said in it. */
  language: Language;
}

const securityText = defineMessages({
  /** What the page lists an app as (one per account), and what the database keeps as its name. */
  appName: {
    id: 'second-factor.appName',
    defaultMessage: 'Authenticator app',
    description: "The account's authenticator app, as the list of ways to confirm names it.",
  },
  wrongCode: {
    id: 'second-factor.appSetup.wrongCode',
    defaultMessage: 'That code is not right. Please enter the 6-digit code your app shows now.',
  },
  expired: {
    id: 'second-factor.appSetup.expired',
    defaultMessage: 'Please set up the app again: the set-up ends after {minutes} minutes.',
  },
  noSuchFactor: {
    id: 'second-factor.noSuchFactor',
    defaultMessage: 'There is no such factor.',
    description: 'Answer to removing a passkey or an app the account does not have.',
  },
});

const isoOrNull = (at: Date | null) => (at ? at.toISOString() : null);

async function contactOf(db: Database, accountId: string): Promise<AccountContact> {
  const contact = await findAccountContact(db, accountId);
  if (!contact) throw new Error('A logged-in session has no account');
  return contact;
}

/** Audits a change of the page and tells the person, in the caller's transaction. */
async function recordChange(
  tx: Database,
  deps: SecondFactorDeps,
  caller: SecurityCaller,
  change: { action: string; details?: Record<string, unknown>; notice?: SecurityEvent },
  now: Date,
) {
  await recordAuditEvent(tx, {
    action: change.action,
    accountId: caller.accountId,
    address: caller.address,
    details: { side: caller.side, ...change.details },
    at: now,
  });
  if (change.notice) {
    await queueSecurityNotice(tx, deps, await contactOf(tx, caller.accountId), change.notice, now);
  }
}

export async function securityOverview(
  deps: SecondFactorDeps,
  caller: SecurityCaller,
  session: { mustEnrol: boolean; confirmedWith: SecondStepMethod | null },
): Promise<SecurityOverview> {
  const now = deps.clock.now();
  const [factors, codes, rememberedDevices] = await Promise.all([
    listFactors(deps.db, caller.accountId),
    recoveryCodesState(deps.db, caller.accountId),
    countRememberedDevices(deps.db, caller.accountId, now),
  ]);
  return {
    factors: factors.map((factor) => ({
      id: factor.id,
      kind: factor.kind,
      // An app is listed under its kind, in the page's language; a passkey under the name given.
      name: factor.kind === 'app' ? say(caller.language, securityText.appName) : factor.name,
      createdAt: factor.createdAt.toISOString(),
      lastUsedAt: isoOrNull(factor.lastUsedAt),
    })),
    recoveryCodes: {
      left: codes.left,
      createdAt: isoOrNull(codes.createdAt),
      lastUsedAt: isoOrNull(codes.lastUsedAt),
    },
    rememberedDevices,
    mustEnrol: session.mustEnrol,
    confirmedWith: session.confirmedWith,
  };
}

/**
 * 'Set up an authenticator app': a new secret, kept sealed with this session for a few
 * minutes until the app's first code proves it was scanned; the account keeps nothing yet.
 */
export async function startAppSetup(
  deps: SecondFactorDeps,
  caller: SecurityCaller,
): Promise<AppSetup> {
  const now = deps.clock.now();
  const contact = await contactOf(deps.db, caller.accountId);
  const secret = newAppSecret();
  await putChallenge(deps.db, caller.sessionIdHash, 'app-enrol', {
    value: sealAppSecret(deps.dataKeys, secret),
    expiresAt: addMinutes(now, secondFactorRules.challengeMinutes),
    sends: 0,
    lastSentAt: null,
  });
  return { secret, ...(await appEnrolment(secret, deps.brandName, contact.userName)) };
}

/**
 * The app's first code: right for the secret this session was given, the app is the
 * account's (replacing one it had), and an employer who owed a factor may go on.
 */
export async function confirmAppSetup(
  deps: SecondFactorDeps,
  caller: SecurityCaller,
  typed: string,
): Promise<FactorAdded> {
  const now = deps.clock.now();
  const refused = (reason: 'wrongCode' | 'expired'): FactorAdded => ({
    outcome: 'refused',
    // Only the expiry names its minutes; the wrong code takes no value.
    message: say(caller.language, securityText[reason], {
      minutes: secondFactorRules.challengeMinutes,
    }),
    field: 'code',
  });
  const challenge = await findChallenge(deps.db, caller.sessionIdHash, 'app-enrol');
  if (!challenge || challenge.expiresAt.getTime() <= now.getTime()) return refused('expired');
  const step = await stepOfCode(openAppSecret(deps.dataKeys, challenge.value), typed, now);
  if (step === null) return refused('wrongCode');
  const added = await deps.db.transaction(async (tx) => {
    // Taken once: two requests with the same first code add the app once.
    const sealed = await takeChallenge(tx, caller.sessionIdHash, 'app-enrol', now);
    if (sealed !== challenge.value) return false;
    await saveApp(
      tx,
      caller.accountId,
      { name: securityText.appName.defaultMessage, secretSealed: sealed, step },
      now,
    );
    await clearMustEnrol(tx, caller.accountId);
    await recordChange(
      tx,
      deps,
      caller,
      {
        action: 'second-factor.added',
        details: { kind: 'app' },
        notice: { kind: 'factor-added', factor: 'app' },
      },
      now,
    );
    return true;
  });
  if (!added) return refused('expired');
  deps.messageQueued();
  return { outcome: 'added' };
}

/** 'Get new recovery codes': ten, shown this once; the old ones end. */
export async function renewRecoveryCodes(
  deps: SecondFactorDeps,
  caller: SecurityCaller,
): Promise<string[]> {
  const now = deps.clock.now();
  const codes = await deps.db.transaction(async (tx) => {
    const issued = await issueRecoveryCodes(tx, deps.hashKey, caller.accountId, now);
    await recordChange(
      tx,
      deps,
      caller,
      { action: 'recovery-codes.renewed', notice: { kind: 'recovery-codes-renewed' } },
      now,
    );
    return issued;
  });
  deps.messageQueued();
  return codes;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Removes one of the account's factors; not found, as for none, when it is not the account's. */
export async function removeOwnFactor(
  deps: SecondFactorDeps,
  caller: SecurityCaller,
  factorId: string,
): Promise<Outcome<{ outcome: 'done' }>> {
  const noSuchFactor = notFound(say(caller.language, securityText.noSuchFactor));
  if (!uuidPattern.test(factorId)) return noSuchFactor;
  const now = deps.clock.now();
  const removed = await deps.db.transaction(async (tx) => {
    const factor = await removeFactor(tx, caller.accountId, factorId);
    if (!factor) return false;
    const named: NamedFactor =
      factor.kind === 'app' ? { factor: 'app' } : { factor: 'passkey', name: factor.name };
    await recordChange(
      tx,
      deps,
      caller,
      {
        action: 'second-factor.removed',
        details: { kind: factor.kind },
        notice: { kind: 'factor-removed', ...named },
      },
      now,
    );
    return true;
  });
  if (!removed) return noSuchFactor;
  deps.messageQueued();
  return success({ outcome: 'done' });
}

/** 'Forget all devices': every browser of the account asks 'Confirm it's you' again. */
export async function forgetAllDevices(
  deps: SecondFactorDeps,
  caller: SecurityCaller,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const forgotten = await forgetDevices(tx, caller.accountId);
    await recordChange(
      tx,
      deps,
      caller,
      { action: 'devices.forgotten', details: { forgotten } },
      now,
    );
  });
}
