// Browser sessions against fixation and theft (docs/decisions/0030-server-conventions.md,
// docs/product/login.md and decision 0002): the server alone chooses session ids; login replaces
// the visitor's id and kills the old one; the cookie is HttpOnly, SameSite=Lax, Path=/, host-only
// and ends with the browser, and is Secure with the __Host- prefix behind https; logging out and 30
// idle minutes end a session on the server, whatever copy of the cookie is left.

import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { demoPassword } from '#server/dev/demo/demo-data';
import { rowsOf } from '#server/db/client';
import { tokenHash } from '#server/crypto/keyed-hash';
import { sessionCookieName } from '#server/plugins/session';

const employeeLogin = '/auth/employee-benefits/loginCredentials';
const accountSummary = '/auth/employee-benefits/accountSummary';
const logout = '/auth/employee-benefits/logout';
const idleMinutes = 30;

/** The Set-Cookie header of the session cookie, as the browser reads it. */
function sessionSetCookie(response: LightMyRequestResponse, name: string): string {
  const headers = [response.headers['set-cookie'] ?? []].flat();
  const header = headers.find((value) => value.startsWith(`${name}=`));
  if (!header) throw new Error(`no ${name} cookie was set`);
  return header;
}

/** The attributes of a Set-Cookie header, lower-cased, without the name and value. */
const attributesOf = (header: string) =>
  header
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase())
    .sort();

describe.each(testEngines)('sessions on %s', (engine) => {
  let portal: TestApp;
  let visits = 0;
  const cookieName = sessionCookieName(false);

  beforeAll(async () => {
    portal = await startTestApp(engine);
  });
  afterAll(() => portal.close());

  async function visitor(): Promise<TestBrowser> {
    visits++;
    const browser = portal.browser({
      address: `10.71.${Math.floor(visits / 250)}.${visits % 250}`,
    });
    await browser.openPage();
    return browser;
  }

  /** A request with exactly this cookie (and token), as a thief holding a copy would send it. */
  const withCookie = (id: string, token?: string) => ({
    get: (url: string) => portal.app.inject({ url, headers: { cookie: `${cookieName}=${id}` } }),
    post: (url: string, payload: object = {}) =>
      portal.app.inject({
        method: 'POST',
        url,
        headers: { cookie: `${cookieName}=${id}`, ...(token ? { 'x-csrf-token': token } : {}) },
        payload,
      }),
  });

  async function sessionRows(id: string) {
    return rowsOf(
      await portal.database.db.execute(
        `select account_id from sessions where id_hash = '${tokenHash(id)}'`,
      ),
    );
  }

  const summaryCode = async (id: string) =>
    (await withCookie(id).get(accountSummary)).json().status.code;

  it('chooses every session id itself: one set by someone else is never adopted', async () => {
    const planted = 'attacker-chosen-session-id-0123456789abcdefghij';
    const response = await withCookie(planted).get('/auth/');
    const issued = response.cookies.find((cookie) => cookie.name === cookieName)?.value;
    expect(issued).toMatch(/^[\w-]{43}$/);
    expect(issued).not.toBe(planted);
    expect(await sessionRows(planted)).toEqual([]);
    // The planted id stays worthless: it never names a session, so it carries no token either.
    expect(
      (
        await withCookie(planted).post(employeeLogin, {
          userName: 'jroe2024',
          password: demoPassword,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('keeps only a hash of the id in the database, and a token that is not the id', async () => {
    const browser = await visitor();
    const id = browser.cookie(cookieName) ?? '';
    const stored = rowsOf(await portal.database.db.execute('select id_hash from sessions'));
    expect(stored.map((row) => row.id_hash)).toContain(tokenHash(id));
    expect(stored.map((row) => row.id_hash)).not.toContain(id);
    expect(browser.csrfToken).toMatch(/^[\w-]{40,}$/);
    expect(browser.csrfToken).not.toBe(id);
  });

  it('replaces the session at login; the id and token from before login are dead', async () => {
    const browser = await visitor();
    const before = { id: browser.cookie(cookieName) ?? '', token: browser.csrfToken ?? '' };
    // Someone who planted or copied the visitor session before login waits for it to log in.
    expect(await summaryCode(before.id)).toBe('NOTLOGGEDIN');
    const answer = await browser.post(employeeLogin, {
      userName: 'jroe2024',
      password: demoPassword,
    });
    expect(answer.json().status.code).toBe('AUTHENTICATION_SUCCESS');

    const after = browser.cookie(cookieName) ?? '';
    expect(after).toMatch(/^[\w-]{43}$/);
    expect(after).not.toBe(before.id);
    expect(await summaryCode(after)).toBe('SUCCESS');
    // The old id is gone from the server: it is not logged in, and carries no token.
    expect(await sessionRows(before.id)).toEqual([]);
    expect(await summaryCode(before.id)).toBe('NOTLOGGEDIN');
    expect((await withCookie(before.id, before.token).post(logout)).statusCode).toBe(403);
    // The new session has a token of its own; the page's old one no longer works.
    expect((await withCookie(after, before.token).post(logout)).statusCode).toBe(403);
    await browser.openPage('/auth/employee-benefits/account');
    expect(browser.csrfToken).not.toBe(before.token);
  });

  it('sets an HttpOnly, SameSite=Lax, host-only cookie for the whole site that ends with the browser', async () => {
    const page = await portal.app.inject({ url: '/auth/', headers: { accept: 'text/html' } });
    const set = sessionSetCookie(page, cookieName);
    expect(attributesOf(set)).toEqual(['httponly', 'path=/', 'samesite=lax']);
    const browser = await visitor();
    const login = await browser.post(employeeLogin, {
      userName: 'jroe2024',
      password: demoPassword,
    });
    expect(attributesOf(sessionSetCookie(login, cookieName))).toEqual([
      'httponly',
      'path=/',
      'samesite=lax',
    ]);
  });

  it('ends the session at logout: the cookie is cleared and any copy of it is dead', async () => {
    const browser = await visitor();
    await browser.post(employeeLogin, { userName: 'jroe2024', password: demoPassword });
    await browser.openPage('/auth/employee-benefits/account');
    const copy = { id: browser.cookie(cookieName) ?? '', token: browser.csrfToken ?? '' };
    expect(await summaryCode(copy.id)).toBe('SUCCESS');

    const response = await browser.post(logout);
    expect(response.statusCode).toBe(200);
    const cleared = response.cookies.find((cookie) => cookie.name === cookieName);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    expect(browser.cookie(cookieName)).toBeUndefined();

    expect(await sessionRows(copy.id)).toEqual([]);
    expect(await summaryCode(copy.id)).toBe('NOTLOGGEDIN');
    expect((await withCookie(copy.id, copy.token).post(logout)).statusCode).toBe(403);
  });

  it(`expires after ${idleMinutes} idle minutes, not before, and activity keeps it alive`, async () => {
    const browser = await visitor();
    await browser.post(employeeLogin, { userName: 'jroe2024', password: demoPassword });
    await browser.openPage('/auth/employee-benefits/account');
    const id = browser.cookie(cookieName) ?? '';
    try {
      portal.clock.advanceMinutes(idleMinutes - 1);
      // Used within the idle time: alive, and the idle time starts again.
      expect(await summaryCode(id)).toBe('SUCCESS');
      portal.clock.advanceMinutes(idleMinutes - 1);
      expect(await summaryCode(id)).toBe('SUCCESS');
      portal.clock.advanceMinutes(idleMinutes + 1);
      expect(await summaryCode(id)).toBe('NOTLOGGEDIN');
      expect((await withCookie(id, browser.csrfToken).post(logout)).statusCode).toBe(403);
      // The next page gets a new id; the expired one is not brought back.
      await browser.openPage();
      expect(browser.cookie(cookieName)).not.toBe(id);
      expect(await summaryCode(browser.cookie(cookieName) ?? '')).toBe('NOTLOGGEDIN');
    } finally {
      portal.clock.advanceMinutes(-(3 * idleMinutes - 1));
    }
  });
});

describe('sessions behind https', () => {
  let portal: TestApp;
  const cookieName = sessionCookieName(true);
  const attributes = ['httponly', 'path=/', 'samesite=lax', 'secure'];

  beforeAll(async () => {
    portal = await startTestApp('pglite', { env: { PUBLIC_URL: 'https://portal.example' } });
  });
  afterAll(() => portal.close());

  it('names the cookie __Host- and marks it Secure at every step, clearing included', async () => {
    expect(cookieName).toBe('__Host-portal_sid');
    const browser = portal.browser({ address: '10.72.0.1' });
    const page = await browser.openPage();
    expect(attributesOf(sessionSetCookie(page, cookieName))).toEqual(attributes);
    const login = await browser.post(employeeLogin, {
      userName: 'jroe2024',
      password: demoPassword,
    });
    expect(login.json().status.code).toBe('AUTHENTICATION_SUCCESS');
    expect(attributesOf(sessionSetCookie(login, cookieName))).toEqual(attributes);
    await browser.openPage('/auth/employee-benefits/account');
    const out = await browser.post(logout);
    // A browser drops a __Host- cookie only when the clearing Set-Cookie is Secure, Path=/.
    const cleared = attributesOf(sessionSetCookie(out, cookieName));
    expect(cleared).toEqual(expect.arrayContaining(attributes));
    expect(cleared.some((attribute) => attribute.startsWith('domain='))).toBe(false);
  });

  it('reads the session only from the __Host- cookie, which a sibling site or plain http cannot set', async () => {
    const browser = portal.browser({ address: '10.72.0.2' });
    await browser.openPage();
    const id = browser.cookie(cookieName) ?? '';
    const call = (cookie: string) =>
      portal.app.inject({
        method: 'POST',
        url: employeeLogin,
        headers: { cookie, 'x-csrf-token': browser.csrfToken ?? '' },
        payload: { userName: 'nobody-here', password: 'Wrong#Passw0rd' },
      });
    expect((await call(`${cookieName}=${id}`)).statusCode).toBe(200);
    expect((await call(`${sessionCookieName(false)}=${id}`)).statusCode).toBe(403);
  });
});
