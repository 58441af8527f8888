// What the API tests of the second factor (issue 15) share: a browser past the password
// alone, an authenticator app's code computed from the secret the security page showed (as
// a phone would, at the test clock's time or steps away from it), setting up that app, and
// the messages of the development outbox.

import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { expect } from 'vitest';
import type { AppSetup, Confirmed } from '#domain/second-factor/second-factor-answers';
import { secondFactorRules } from '#domain/second-factor/second-factor-rules';
import type { Side } from '#domain/shared/sides';
import type { Database } from '#server/db/client';
import { issueRecoveryCodes } from '#server/flows/second-factor/recovery-codes';
import { accounts } from '#server/db/schema/accounts';
import type { TestApp, TestBrowser } from './test-app.ts';
import { logInPasswordOnly } from './employer-kit.ts';
import { testSecrets } from './test-secrets.ts';

let addresses = 0;

/** A browser of its own address logged in with the password, the second step not done. */
export async function passwordOnly(
  portal: TestApp,
  userName: string,
  side: Side,
): Promise<TestBrowser> {
  addresses++;
  const browser = portal.browser({ address: `10.61.${addresses >> 8}.${addresses & 255}` });
  await logInPasswordOnly(browser, userName, side);
  return browser;
}

/** The app's code at `at`, or `stepsOff` time steps before (negative) or after it. */
export function appCodeAt(secret: string, at: Date, stepsOff = 0): Promise<string> {
  return generate({
    secret,
    epoch: Math.floor(at.getTime() / 1000) + stepsOff * secondFactorRules.appStepSeconds,
  });
}

/** 'Set up an authenticator app' on a confirmed browser, the first code from the secret shown. */
export async function setUpApp(portal: TestApp, browser: TestBrowser, side: Side) {
  const start = await browser.post(`/auth/${side}/api/security/app/start`);
  expect(start.statusCode, start.body).toBe(200);
  const setup = start.json() as AppSetup;
  const code = await appCodeAt(setup.secret, portal.clock.now());
  const added = await browser.post(`/auth/${side}/api/security/app`, { code });
  expect(added.json()).toEqual({ outcome: 'added' });
  return setup;
}

/** One try of the second step with `method`: its outcome. */
export async function confirmWith(
  browser: TestBrowser,
  side: Side,
  method: 'app' | 'recovery-code' | 'code',
  code: string,
  rememberDevice = false,
): Promise<Confirmed['outcome']> {
  const answer = await browser.post(`/auth/${side}/api/second-step/${method}`, {
    code,
    rememberDevice,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as Confirmed).outcome;
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  code: string | null;
}

/** What the portal sent (to `to` alone, if given), newest first. */
export async function outboxMessages(browser: TestBrowser, to?: string): Promise<OutboxMessage[]> {
  const { messages } = (await browser.get('/auth/dev/outbox')).json() as {
    messages: OutboxMessage[];
  };
  return to ? messages.filter((message) => message.to === to) : messages;
}

export async function accountIdOf(db: Database, userName: string): Promise<string> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.userName, userName));
  if (!row) throw new Error(`No account ${userName}`);
  return row.id;
}

/**
 * A confirmed browser of an account that has a factor, which no e-mailed code confirms: new
 * recovery codes are put in the database (the account's others end) and one of them is used,
 * through the real step. For kits that log the same account in again and again.
 */
export async function loggedInWithRecoveryCode(
  portal: TestApp,
  userName: string,
  side: Side,
  hashKey: string = testSecrets.DATA_KEY,
): Promise<TestBrowser> {
  const db = portal.database.db;
  const accountId = await accountIdOf(db, userName);
  const [code = ''] = await issueRecoveryCodes(db, hashKey, accountId, portal.clock.now());
  const browser = await passwordOnly(portal, userName, side);
  expect(await confirmWith(browser, side, 'recovery-code', code)).toBe('confirmed');
  return browser;
}
