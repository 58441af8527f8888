// The authenticator app (docs/product/second-factor.md): RFC 6238 codes of 6 digits every 30
// seconds, with otplib. The secret is sealed with DATA_KEY wherever it is kept, and a code is good
// for the step it names alone: the step is stored as used, so the same code, or one of an earlier
// step, is refused however fast it is replayed.

import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { normalizeAppCode, secondFactorRules } from '#domain/second-factor/second-factor-rules';
import { findApp, useAppStep } from '#server/db/second-factor-repository';
import { type DataKeys, openText, sealPurposes, sealText } from '#server/crypto/sealed-data';
import type { SecondFactorDeps } from './second-factor-deps.ts';

/** A new secret for an app to be set up: 20 random bytes, as base32 for typing in. */
export function newAppSecret(): string {
  return generateSecret({ length: 20 });
}

export function sealAppSecret(keys: DataKeys, secret: string): string {
  return sealText(keys, sealPurposes.totpSecret, secret);
}

export function openAppSecret(keys: DataKeys, sealed: string): string {
  return openText(keys, sealPurposes.totpSecret, sealed);
}

/** What the app scans or is typed: the otpauth:// address and its QR code as SVG. */
export async function appEnrolment(secret: string, issuer: string, label: string) {
  const otpauthUrl = generateURI({
    issuer,
    label,
    secret,
    digits: secondFactorRules.appCodeDigits,
    period: secondFactorRules.appStepSeconds,
  });
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M' });
  return { otpauthUrl, qrSvg };
}

/**
 * The time step the typed code belongs to, now or one step either side (a phone's clock a
 * little off), after `afterStep` if given; null when it belongs to none of them.
 */
export async function stepOfCode(
  secret: string,
  typed: string,
  now: Date,
  afterStep: number | null = null,
): Promise<number | null> {
  const token = normalizeAppCode(typed);
  if (!token) return null;
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(now.getTime() / 1000),
    period: secondFactorRules.appStepSeconds,
    digits: secondFactorRules.appCodeDigits,
    epochTolerance: secondFactorRules.appWindowSteps * secondFactorRules.appStepSeconds,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // The functional API answers TOTP's and HOTP's results alike; only TOTP's has the step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * The second step's check of an app's code: right for the account's app, and of a step after
 * the last one used, which it then becomes (a conditional update: two requests racing with one
 * code cannot both pass).
 */
export async function checkAppCode(
  deps: Pick<SecondFactorDeps, 'db' | 'clock' | 'dataKeys'>,
  accountId: string,
  typed: string,
): Promise<boolean> {
  const now = deps.clock.now();
  const app = await findApp(deps.db, accountId);
  if (!app) return false;
  const step = await stepOfCode(
    openAppSecret(deps.dataKeys, app.secretSealed),
    typed,
    now,
    app.lastUsedStep,
  );
  if (step === null) return false;
  return useAppStep(deps.db, app.id, step, now);
}
