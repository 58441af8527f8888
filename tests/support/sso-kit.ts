// What the single-sign-on tests share: two partners (Acme signing ES256, Globex RS256 with an
// old key still configured), a forger's key, assertions signed as a partner's page would, and a
// test app on the engine whose log lines are kept, with the calls of a browser that arrives
// from the partner and registers.

import { generateKeyPairSync, type KeyObject, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import pino from 'pino';
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestApp, type TestApp, type TestBrowser } from './test-app.ts';
import { codeSentTo, jsonCalls, type Person } from './registration-client.ts';
import type { Engine } from './test-database.ts';
import { localDevelopmentToken } from '#server/adapters/bot-check';
import { redactedLogPaths } from '#server/app';
import { rowsOf } from '#server/db/client';

export const api = '/auth/employee-benefits/registration';
export const ssoEntry = `${api}/sso`;
export const ssoFailure = `${api}/sso/failure`;
const strongPassword = 'Str0ng#Passw0rd';
/** The default audience: the origin of the default PUBLIC_URL, and /auth. */
export const audience = 'http://localhost:3000/auth';

export const acmeKeys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
export const globexKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
/** The key Globex is rotating away from: still configured, no longer signing. */
const globexOldKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
/** A key no partner has: what a forger signs with. */
export const forgerKeys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
export const pem = (key: KeyObject) => key.export({ type: 'spki', format: 'pem' }).toString();

export const acme = { id: 'acme-benefits', issuer: 'https://benefits.acme.example' };
export const globex = { id: 'globex-benefits', issuer: 'https://hr.globex.example' };
const ssoPartners = JSON.stringify([
  { ...acme, publicKeyPem: pem(acmeKeys.publicKey) },
  { ...globex, publicKeyPem: [pem(globexOldKeys.publicKey), pem(globexKeys.publicKey)] },
]);

type Claims = Record<string, unknown>;

/** A log sink that keeps every line, to check what a refusal logged. */
function logCapture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: pino({ level: 'info', redact: redactedLogPaths }, sink) };
}

export const status = (answer: { status: { code: string } }) => answer.status.code;

/**
 * A test app on `engine` with both partners, for a `describe` of SSO tests: started before its
 * tests (`portal` is set once they run) and closed after them.
 */
export function ssoKit(engine: Engine) {
  let portal: TestApp;
  let visitors = 0;
  const log = logCapture();

  beforeAll(async () => {
    portal = await startTestApp(engine, {
      env: { SSO_PARTNERS: ssoPartners },
      logger: log.logger,
    });
  });
  afterAll(() => portal.close());

  /** A signed assertion; a claim given as undefined is left out. */
  async function assertion(
    claims: Claims = {},
    { key = acmeKeys.privateKey, alg = 'ES256' }: { key?: KeyObject; alg?: string } = {},
  ): Promise<string> {
    const now = Math.floor(portal.clock.now().getTime() / 1000);
    const payload: Claims = {
      iss: acme.issuer,
      aud: audience,
      sub: `acme-${randomUUID()}`,
      jti: randomUUID(),
      iat: now,
      exp: now + 300,
      ...claims,
    };
    for (const [claim, value] of Object.entries(payload)) {
      if (value === undefined) delete payload[claim];
    }
    return new SignJWT(payload).setProtectedHeader({ alg }).sign(key);
  }

  /** A browser of its own, from an address of its own, that has not been to the portal. */
  function newBrowser() {
    visitors++;
    return portal.browser({ address: `10.4.${Math.floor(visitors / 250)}.${visitors % 250}` });
  }

  /**
   * The partner's page making the browser post the form: cross-site, so without the
   * page's CSRF token (and, in a real browser, without the SameSite=Lax cookie).
   */
  function postAssertion(browser: TestBrowser, token: string | undefined) {
    return browser.request(
      'POST',
      ssoEntry,
      token === undefined ? '' : new URLSearchParams({ assertion: token }).toString(),
      {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'cross-site',
        origin: 'https://benefits.acme.example',
      },
    );
  }

  function registrant(browser: TestBrowser) {
    const call = jsonCalls(browser);
    let transactionId = '';
    return {
      browser,
      async verify(who: Person) {
        const answer = await call(`${api}/verifyPersonalInfo`, who);
        if (answer.transactionId) transactionId = answer.transactionId;
        return answer;
      },
      reload: async () => (await browser.get('/auth/reload')).json(),
      submit: () => call(`${api}/submit`, { transactionId }),
      /** From the personal information to the review, as an employee registers. */
      async reachReview(who: Person, zipCode: string, userName: string) {
        expect(status(await this.verify(who))).toBe('NOTREGISTERED');
        expect(
          status(
            await call(`${api}/validateZipCode`, {
              zipCode,
              recaptchaToken: localDevelopmentToken,
            }),
          ),
        ).toBe('VALID');
        const email = `${userName}@example.com`;
        const credentials = await call(`${api}/selectCredentials`, {
          username: userName,
          password: strongPassword,
          emailAddress: email,
          transactionId,
        });
        expect(status(credentials)).toBe('OTPCODESENT');
        const code = await codeSentTo(portal.database.db, email);
        expect(
          status(await call(`${api}/validateVerificationCode`, { verificationCode: code })),
        ).toBe('OTPVALID');
      },
    };
  }

  /** Arrives from the partner with a valid assertion and opens the SSO page like a browser. */
  async function arrive(token: string) {
    const browser = newBrowser();
    const entry = await postAssertion(browser, token);
    expect(entry.statusCode).toBe(303);
    expect(entry.headers.location).toBe(ssoEntry);
    await browser.openPage(ssoEntry);
    return registrant(browser);
  }

  async function accountOf(userName: string) {
    const result = await portal.database.db.execute(
      sql`select id, sso_partner_id, sso_subject, member_id is not null as has_member
          from accounts where user_name = ${userName}`,
    );
    return rowsOf(result)[0];
  }

  async function ssoFlowCount(): Promise<number> {
    const result = await portal.database.db.execute(
      'select count(*)::int as count from flows where sso_partner_id is not null',
    );
    return Number(rowsOf(result)[0]?.count);
  }

  const lastWarning = () =>
    log.lines
      .map((line) => JSON.parse(line) as { level: number; msg: string; reason?: string })
      .filter((line) => line.level === 40)
      .at(-1);

  return {
    get portal() {
      return portal;
    },
    log,
    assertion,
    newBrowser,
    postAssertion,
    registrant,
    arrive,
    accountOf,
    ssoFlowCount,
    lastWarning,
  };
}
