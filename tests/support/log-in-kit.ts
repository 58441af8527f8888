// The one way every caller over HTTP logs in: the API tests (inject()), the system tests
// (fetch) and the bench (node:http) alike, each through its own PageBrowser, which keeps the
// cookies and the CSRF token. The password on the login page, then 'Confirm it's you' with the
// code the development outbox shows (or another method of the second step), and the accounts
// the tests make for it. Nothing here uses vitest's expect: the bench runs outside vitest, so a
// step that goes wrong throws, with what the server answered.

import { setTimeout as sleep } from 'node:timers/promises';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { Confirmed } from '#domain/second-factor/second-factor-answers';
import type { Side } from '#domain/shared/sides';
import { argon2idOptions } from '#server/adapters/password-hasher';
import { insertAccount, type NewAccount } from '#server/db/accounts-repository';
import type { Database } from '#server/db/client';
import { accounts } from '#server/db/schema/accounts';
import { demoPassword } from '#server/dev/demo/demo-data';
import { issueRecoveryCodes } from '#server/flows/second-factor/recovery-codes';
import type { PageBrowser } from './page-browser.ts';
import type { TestApp, TestBrowser } from './test-app.ts';
import { testSecrets } from './test-secrets.ts';

/** What the kit reads of an answer, whatever carried it. */
type Answer = { statusCode: number; body: string };

export interface LogInOptions {
  /** The demo password by default. */
  password?: string;
  /**
   * How many times a login refused with 503 (the hash queue is full) is sent again shortly, as
   * a person would: the bench logs in many sessions at once; a test expects no refusal.
   */
  busyRetries?: number;
}

export interface ConfirmOptions {
  rememberDevice?: boolean;
  /**
   * The address or phone the code goes to, when several accounts log in at once whose masked
   * destinations look alike (the bench's): only that recipient's messages are read.
   */
  codeTo?: string;
  /** Confirm again though the session did at its login: a high-risk change asks for it. */
  again?: boolean;
}

const failed = (what: string, answer: Answer) =>
  new Error(`${what}: HTTP ${answer.statusCode} ${answer.body.slice(0, 300)}`);

/** Where the login form of `side` sends the user name and password. */
export const logInPath = (side: Side) => `/auth/${side}/loginCredentials`;

/** Sends the login form's call as the login page does; answers the status code. */
export async function sendLogIn(
  browser: PageBrowser<Answer>,
  userName: string,
  side: Side,
  { password = demoPassword, busyRetries = 0 }: LogInOptions = {},
): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const answer = await browser.post(logInPath(side), { userName, password });
    if (answer.statusCode === 503 && attempt < busyRetries) {
      await sleep(50);
      continue;
    }
    if (answer.statusCode !== 200) throw failed(`${userName} could not log in`, answer);
    return (JSON.parse(answer.body) as { status: { code: string } }).status.code;
  }
}

/**
 * Logs `browser` in with the password alone, from its side's login page: the session is at the
 * second step. The login rotated the session: the account page gives the new one's CSRF token.
 */
export async function logInPasswordOnly(
  browser: PageBrowser<Answer>,
  userName: string,
  side: Side,
  options: LogInOptions = {},
): Promise<void> {
  await browser.openPage(`/auth/${side}/login`);
  const code = await sendLogIn(browser, userName, side, options);
  if (code !== 'AUTHENTICATION_SUCCESS') throw new Error(`${userName} did not log in: ${code}`);
  await browser.openPage(`/auth/${side}/account`);
}

/**
 * Logs `browser` in and passes 'Confirm it's you' with the code sent (throws otherwise);
 * answers the browser.
 */
export async function logIn<Browser extends PageBrowser<Answer>>(
  browser: Browser,
  userName: string,
  side: Side,
  options: LogInOptions & ConfirmOptions = {},
): Promise<Browser> {
  await logInPasswordOnly(browser, userName, side, options);
  const outcome = await confirmItsYou(browser, side, options);
  if (outcome !== 'confirmed') throw new Error(`${userName} was not confirmed: ${outcome}`);
  return browser;
}

/** Whether an outbox recipient is the masked one shown ('jo***@example.com', '(***) ***-1234'). */
export function reachesMasked(recipient: string, shown: string): boolean {
  if (!shown.includes('@')) return recipient.replace(/\D/g, '').endsWith(shown.replace(/\D/g, ''));
  const [start = ''] = shown.split('*');
  return (
    recipient.toLowerCase().startsWith(start.toLowerCase()) &&
    recipient.endsWith(shown.slice(shown.indexOf('@')))
  );
}

interface OutboxEntry {
  id: string;
  to: string;
  text: string;
  code: string | null;
}

/**
 * 'Confirm it's you' after the password, as a person without a factor does it: asks for the
 * one-time code, reads it from the development outbox (the message the send added, to the
 * masked destination the step showed) and enters it. Answers the step's outcome.
 */
export async function confirmItsYou(
  browser: PageBrowser<Answer>,
  side: Side,
  { rememberDevice = false, codeTo, again = false }: ConfirmOptions = {},
): Promise<string> {
  const api = `/auth/${side}/api/second-step`;
  const optionsAnswer = await browser.get(api);
  if (optionsAnswer.statusCode !== 200) throw failed('The second step', optionsAnswer);
  const options = JSON.parse(optionsAnswer.body) as {
    confirmed?: boolean;
    confirmedRecently?: boolean;
    code: { destination: string } | null;
  };
  if (options.confirmed && (!again || options.confirmedRecently)) return 'confirmed';
  if (!options.code) throw new Error(`The second step offers no code: ${optionsAnswer.body}`);
  // The messages before the send: of those after it, the new one is this code's, whatever
  // the clock (a test clock stands still, so a time would not tell two codes apart).
  const outbox = async () => {
    const answer = await browser.get(
      `/auth/dev/outbox${codeTo ? `?to=${encodeURIComponent(codeTo)}` : ''}`,
    );
    if (answer.statusCode !== 200) throw failed('The development outbox', answer);
    return (JSON.parse(answer.body) as { messages: OutboxEntry[] }).messages;
  };
  const before = new Set((await outbox()).map((message) => message.id));
  const sent = await browser.post(`${api}/code/send`);
  const sentOutcome = (JSON.parse(sent.body) as { outcome?: string }).outcome;
  if (sentOutcome !== 'sent') throw failed('No code was sent', sent);
  const shown = options.code.destination;
  // The new message with a code, in whichever language the account reads.
  const message = (await outbox()).find(
    (candidate) =>
      !before.has(candidate.id) && reachesMasked(candidate.to, shown) && candidate.code !== null,
  );
  if (!message?.code) throw new Error(`No code reached ${shown}`);
  const answer = await browser.post(`${api}/code`, { code: message.code, rememberDevice });
  return (JSON.parse(answer.body) as { outcome: string }).outcome;
}

/** One try of the second step with `method`: its outcome. */
export async function confirmWith(
  browser: PageBrowser<Answer>,
  side: Side,
  method: 'app' | 'recovery-code' | 'code',
  code: string,
  rememberDevice = false,
): Promise<Confirmed['outcome']> {
  const answer = await browser.post(`/auth/${side}/api/second-step/${method}`, {
    code,
    rememberDevice,
  });
  if (answer.statusCode !== 200) throw failed(`The second step by ${method}`, answer);
  return (JSON.parse(answer.body) as Confirmed).outcome;
}

let addresses = 0;

/**
 * A browser of its own address (so that per-address limits of one test never reach another),
 * logged in to `userName` on `side` (the employer's, which most API tests log in to, by
 * default) with the demo password. `secondStep`: 'code' passes
 * 'Confirm it's you' with the code sent; 'recovery-code' with a recovery code put in the
 * database (the account's others end), for an account that has a factor, which no sent code
 * confirms; 'none' leaves the session at the second step.
 */
export async function loggedIn(
  portal: TestApp,
  userName: string,
  side: Side = 'employers',
  {
    secondStep = 'code',
    hashKey = testSecrets.DATA_KEY,
  }: { secondStep?: 'code' | 'recovery-code' | 'none'; hashKey?: string } = {},
): Promise<TestBrowser> {
  addresses++;
  const browser = portal.browser({ address: `10.31.${addresses >> 8}.${addresses & 255}` });
  if (secondStep === 'code') return logIn(browser, userName, side);
  await logInPasswordOnly(browser, userName, side);
  if (secondStep === 'recovery-code') {
    const db = portal.database.db;
    const accountId = await accountIdOf(db, userName);
    const [code = ''] = await issueRecoveryCodes(db, hashKey, accountId, portal.clock.now());
    const outcome = await confirmWith(browser, side, 'recovery-code', code);
    if (outcome !== 'confirmed') throw new Error(`${userName}'s recovery code: ${outcome}`);
  }
  return browser;
}

/** An account of a test's own, with the password given (argon2id, as registration stores it). */
export async function addAccount(
  db: Database,
  account: Omit<NewAccount, 'passwordHash'> & { password: string },
): Promise<string> {
  const { password, ...rest } = account;
  return insertAccount(db, { ...rest, passwordHash: await hash(password, argon2idOptions) });
}

export async function accountIdOf(db: Database, userName: string): Promise<string> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.userName, userName));
  if (!row) throw new Error(`No account ${userName}`);
  return row.id;
}
