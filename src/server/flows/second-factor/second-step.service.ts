// 'Confirm it's you' (docs/product/second-factor.md): the step between the password and the
// benefits area. Every way to confirm goes through `attemptStep`, so wrong entries of any method
// count against one per-account counter (five in 30 minutes lock the step for 30 minutes, and a
// password reset does not lift it), and every refusal answers alike. A success marks the session,
// knows the browser (a notice when it is new to the account) and remembers it for 30 days if asked.

import type {
  CodeSent,
  Confirmed,
  SecondStepOptions,
} from '#domain/second-factor/second-factor-answers';
import {
  type SecondStepMethod,
  mustEnrolAfterCode,
  secondFactorRules,
  secondFactorTexts,
  secondStepPolicy,
  secondStepCodeSendPolicy,
} from '#domain/second-factor/second-factor-rules';
import { browserName } from '#domain/second-factor/browser-name';
import type { Language } from '#domain/language/language';
import { freshCounter, isLocked, registerFailure } from '#domain/shared/attempt-counter';
import { addMinutes } from '#domain/shared/clock';
import { defineMessages } from '#domain/shared/define-messages';
import { checkResend, maskEmail, maskPhone, oneTimeCodeRules } from '#domain/shared/one-time-code';
import { conflict, type Outcome, success } from '#domain/shared/outcome';
import type { Side } from '#domain/shared/sides';
import { type AccountContact, findAccountContact } from '#server/db/accounts-repository';
import { loadCounter, saveCounter } from '#server/db/attempt-counters-repository';
import { recordAuditEvent } from '#server/db/audit-repository';
import {
  findChallenge,
  findDevice,
  putChallenge,
  recordDevice,
  takeChallenge,
} from '#server/db/devices-repository';
import { enqueueMessage } from '#server/db/outbox-repository';
import { countFactors } from '#server/db/second-factor-repository';
import { confirmSession } from '#server/db/sessions-repository';
import { newOneTimeCode, oneTimeCodeHash, oneTimeCodeMatches } from '#server/crypto/one-time-code';
import { say } from '#server/language/say';
import { codeMessage } from '#server/self-service/one-time-code-step';
import type { SecondFactorDeps } from './second-factor-deps.ts';
import { noticeLanguage } from '#server/self-service/account-notices';
import { browserWords, queueSecurityNotice } from '#server/self-service/security-notices';

/** Who is confirming: the session logged in with the password, and its browser. */
export interface StepCaller {
  side: Side;
  accountId: string;
  sessionIdHash: string;
  address: string;
  userAgent: string | undefined;
  /** The request's language: what the answers say is said in it. */
  language: Language;
  /** The browser's device hash, giving it a device cookie first if it has none. */
  device(): string;
}

const counterKey = (accountId: string) => `second-step:${accountId}`;
/** Codes sent to the account that no confirmed step has used (secondStepCodeSendPolicy). */
const codesKey = (accountId: string) => `second-step-codes:${accountId}`;

async function contactOf(deps: SecondFactorDeps, accountId: string): Promise<AccountContact> {
  const contact = await findAccountContact(deps.db, accountId);
  if (!contact) throw new Error('A logged-in session has no account');
  return contact;
}

/** Where a code goes when an account has no factor: e-mail for employees, SMS for employers. */
function codeDestination(contact: AccountContact) {
  if (contact.role === 'employer' && contact.phone) {
    return { channel: 'sms' as const, to: contact.phone, shown: maskPhone(contact.phone) };
  }
  if (contact.email) {
    return { channel: 'email' as const, to: contact.email, shown: maskEmail(contact.email) };
  }
  return null;
}

export async function stepOptions(
  deps: SecondFactorDeps,
  caller: StepCaller,
  state: { confirmed: boolean; confirmedRecently: boolean; mustEnrol: boolean },
): Promise<SecondStepOptions> {
  const [factors, contact] = await Promise.all([
    countFactors(deps.db, caller.accountId),
    contactOf(deps, caller.accountId),
  ]);
  const hasFactor = factors.passkeys > 0 || factors.app;
  const destination = hasFactor ? null : codeDestination(contact);
  return {
    passkey: factors.passkeys > 0,
    app: factors.app,
    recoveryCode: factors.recoveryCodesLeft > 0,
    code: destination ? { channel: destination.channel, destination: destination.shown } : null,
    mustEnrol: state.mustEnrol,
    confirmed: state.confirmed,
    confirmedRecently: state.confirmedRecently,
  };
}

const stepText = defineMessages({
  /** An account with a factor, or nowhere to send a code to, confirms another way. */
  notOffered: {
    id: 'second-factor.notOffered',
    defaultMessage: 'Please confirm with your passkey, authenticator app or a recovery code.',
  },
});

/**
 * Sends a one-time code to an account without a factor, at most 5 per session and 30 seconds
 * apart, and at most 10 an hour to the account while none is used (secondStepCodeSendPolicy). An
 * account with a factor gets none: it confirms with the factor or a recovery code.
 */
export async function sendStepCode(
  deps: SecondFactorDeps,
  caller: StepCaller,
): Promise<Outcome<CodeSent>> {
  const now = deps.clock.now();
  const [factors, contact] = await Promise.all([
    countFactors(deps.db, caller.accountId),
    contactOf(deps, caller.accountId),
  ]);
  const destination = codeDestination(contact);
  if (factors.passkeys > 0 || factors.app || !destination) {
    return conflict(say(caller.language, stepText.notOffered), 'NOT_OFFERED');
  }
  const previous = await findChallenge(deps.db, caller.sessionIdHash, 'code');
  const check = checkResend(
    { sends: previous?.sends ?? 0, lastSentAt: previous?.lastSentAt ?? null },
    now,
  );
  if (check === 'RESENDTOOSOON') return success({ outcome: 'too-soon' });
  if (check === 'RESENDLIMITREACHED') return success({ outcome: 'limit-reached' });
  const code = newOneTimeCode();
  const sent = await deps.db.transaction(async (tx) => {
    const codes = await loadCounter(tx, codesKey(caller.accountId), { forUpdate: true });
    if (isLocked(codes, now)) return false;
    const counted = registerFailure(codes, now, secondStepCodeSendPolicy);
    await saveCounter(tx, codesKey(caller.accountId), counted.counter, now);
    if (counted.lockedNow) {
      await recordAuditEvent(tx, {
        action: 'second-step.codes-limited',
        accountId: caller.accountId,
        address: caller.address,
        details: { side: caller.side, channel: destination.channel },
        at: now,
      });
    }
    await putChallenge(tx, caller.sessionIdHash, 'code', {
      value: oneTimeCodeHash(deps.hashKey, caller.sessionIdHash, code),
      expiresAt: addMinutes(now, oneTimeCodeRules.validMinutes),
      sends: (previous?.sends ?? 0) + 1,
      lastSentAt: now,
    });
    await enqueueMessage(
      tx,
      codeMessage(
        deps,
        secondFactorTexts.confirmHeading,
        { channel: destination.channel === 'sms' ? 'PHONE' : 'EMAIL', to: destination.to },
        code,
        // The account's language, else the page's: an account that never chose reads the code
        // in the language it is logging in in.
        contact.language ?? caller.language,
      ),
      now,
    );
    return true;
  });
  if (!sent) return success({ outcome: 'limit-reached' });
  deps.messageQueued();
  deps.metrics.codeSent(destination.channel === 'sms' ? 'PHONE' : 'EMAIL');
  return success({ outcome: 'sent' });
}

/** The one-time code of this session, used once when right. */
export async function checkStepCode(
  deps: SecondFactorDeps,
  caller: StepCaller,
  typed: string,
): Promise<boolean> {
  const now = deps.clock.now();
  const challenge = await findChallenge(deps.db, caller.sessionIdHash, 'code');
  if (!challenge || challenge.expiresAt.getTime() <= now.getTime()) return false;
  if (!oneTimeCodeMatches(deps.hashKey, caller.sessionIdHash, typed.trim(), challenge.value)) {
    return false;
  }
  return (await takeChallenge(deps.db, caller.sessionIdHash, 'code', now)) !== undefined;
}

/** A way to confirm: answers whether what was given proves the account, using it up if so. */
export type StepCheck = () => Promise<boolean>;

/**
 * Runs one try of the second step with `method`: refused at once while the account's step is
 * locked; a wrong try counts, and the fifth locks; a right one confirms the session.
 */
export async function attemptStep(
  deps: SecondFactorDeps,
  caller: StepCaller,
  method: Exclude<SecondStepMethod, 'device'>,
  check: StepCheck,
  rememberDevice: boolean,
): Promise<Confirmed> {
  const now = deps.clock.now();
  const key = counterKey(caller.accountId);
  if (isLocked(await loadCounter(deps.db, key), now)) return { outcome: 'locked' };
  if (!(await check())) {
    const lockedNow = await deps.db.transaction(async (tx) => {
      const failure = registerFailure(
        await loadCounter(tx, key, { forUpdate: true }),
        now,
        secondStepPolicy,
      );
      await saveCounter(tx, key, failure.counter, now);
      await recordAuditEvent(tx, {
        action: failure.lockedNow ? 'second-step.locked' : 'second-step.failure',
        accountId: caller.accountId,
        address: caller.address,
        details: { side: caller.side, method },
        at: now,
      });
      return failure.lockedNow;
    });
    if (lockedNow) deps.metrics.lockedOut('second-step');
    return { outcome: lockedNow ? 'locked' : 'refused' };
  }
  return confirmStep(deps, caller, method, rememberDevice);
}

async function confirmStep(
  deps: SecondFactorDeps,
  caller: StepCaller,
  method: Exclude<SecondStepMethod, 'device'>,
  rememberDevice: boolean,
): Promise<Confirmed> {
  const now = deps.clock.now();
  const [factors, contact] = await Promise.all([
    countFactors(deps.db, caller.accountId),
    contactOf(deps, caller.accountId),
  ]);
  const mustEnrol =
    method === 'code' &&
    mustEnrolAfterCode(
      contact.role,
      factors.passkeys + (factors.app ? 1 : 0),
      deps.requireForEmployers,
    );
  const deviceHash = caller.device();
  const browser = browserName(caller.userAgent);
  await deps.db.transaction(async (tx) => {
    await saveCounter(tx, counterKey(caller.accountId), freshCounter, now);
    await saveCounter(tx, codesKey(caller.accountId), freshCounter, now);
    await confirmSession(tx, caller.sessionIdHash, { at: now, with: method, mustEnrol });
    const { isNew } = await recordDevice(
      tx,
      {
        accountId: caller.accountId,
        deviceHash,
        browser,
        rememberUntil:
          rememberDevice && !mustEnrol
            ? addMinutes(now, secondFactorRules.rememberDeviceDays * 24 * 60)
            : null,
      },
      now,
    );
    if (isNew) {
      // The devices list keeps the English name; the notice says it in the account's language.
      const named = browserName(caller.userAgent, browserWords(noticeLanguage(contact)));
      await queueSecurityNotice(tx, deps, contact, { kind: 'new-device', browser: named }, now);
    }
    await recordAuditEvent(tx, {
      action: 'second-step.success',
      accountId: caller.accountId,
      address: caller.address,
      details: { side: caller.side, method, newDevice: isNew, rememberDevice },
      at: now,
    });
  });
  deps.messageQueued();
  return {
    outcome: 'confirmed',
    redirectUrl: mustEnrol ? deps.securityUrl(caller.side) : deps.homeUrls[caller.side],
  };
}

/**
 * At login: a browser the account remembered (and has not been told to forget) confirms the
 * session at once. Answers whether it did.
 */
export async function confirmRememberedDevice(
  deps: SecondFactorDeps,
  caller: Omit<StepCaller, 'device' | 'language'> & { deviceHash: string | null },
): Promise<boolean> {
  if (!caller.deviceHash) return false;
  const now = deps.clock.now();
  const device = await findDevice(deps.db, caller.accountId, caller.deviceHash);
  if (!device?.rememberedUntil || device.rememberedUntil.getTime() <= now.getTime()) return false;
  if (isLocked(await loadCounter(deps.db, counterKey(caller.accountId)), now)) return false;
  await deps.db.transaction(async (tx) => {
    await confirmSession(tx, caller.sessionIdHash, { at: now, with: 'device', mustEnrol: false });
    await recordDevice(
      tx,
      {
        accountId: caller.accountId,
        deviceHash: caller.deviceHash ?? '',
        browser: browserName(caller.userAgent),
        rememberUntil: null,
      },
      now,
    );
  });
  return true;
}
