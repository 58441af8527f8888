// Cross-site request forgery (docs/decisions/0030-server-conventions.md, decisions 0002 and 0013):
// every state-changing call of the app, read from the app itself, is refused with 403 (which the
// web app shows as 'Session Timeout') unless it carries its own session's token from a page of this
// site; the refusal changes nothing. The single-sign-on entry is the one exemption, and only for
// itself.

import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { sessionCookieName } from '#server/plugins/session';
import { type AppRoute, routesOf, tableDigest } from '#tests/support/app-routes';

const ssoEntry = '/auth/employee-benefits/registration/sso';
const ssoFailure = `${ssoEntry}/failure`;
const cookieName = sessionCookieName(false);

/** The answer the web app turns into the 'Session Timeout' alert. */
const forbidden = {
  error: 'FORBIDDEN',
  message: 'The session has expired or the request did not come from this site.',
};

/** Every call here is refused or harmless; the per-minute caps are tested elsewhere. */
const env = { RATE_LIMIT_ADDRESS_PER_MINUTE: '100000', RATE_LIMIT_SESSION_PER_MINUTE: '100000' };

describe.each(testEngines)('CSRF protection on %s', (engine) => {
  let portal: TestApp;
  let stateChanging: AppRoute[];
  let exempt: AppRoute[];
  let digest: () => Promise<Record<string, string>>;
  let visits = 0;

  beforeAll(async () => {
    portal = await startTestApp(engine, { env });
    const { api } = routesOf(portal.app);
    stateChanging = api.filter((route) => route.method === 'POST' && !route.config?.csrfExempt);
    exempt = api.filter((route) => route.config?.csrfExempt !== undefined);
    digest = await tableDigest(portal.database.db);
  });
  afterAll(() => portal.close());

  /** A person who opened a page of the portal: a session and its token. */
  async function visitor(): Promise<TestBrowser> {
    visits++;
    const browser = portal.browser({
      address: `10.70.${Math.floor(visits / 250)}.${visits % 250}`,
    });
    await browser.openPage();
    return browser;
  }

  /** POSTs `{}` to each state-changing route with the cookie and headers given. */
  async function postToEvery(
    browser: TestBrowser,
    headers: Record<string, string | string[]>,
    { withCookie = true } = {},
  ): Promise<[string, LightMyRequestResponse][]> {
    const answers: [string, LightMyRequestResponse][] = [];
    for (const route of stateChanging) {
      const cookie = browser.cookie(cookieName);
      const response = await portal.app.inject({
        method: 'POST',
        url: route.url,
        headers: {
          ...(withCookie && cookie ? { cookie: `${cookieName}=${cookie}` } : {}),
          ...headers,
        },
        payload: {},
      });
      answers.push([route.url, response]);
    }
    return answers;
  }

  function expectAllForbidden(answers: [string, LightMyRequestResponse][]) {
    expect(answers.length).toBe(stateChanging.length);
    for (const [url, response] of answers) {
      expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual(forbidden);
    }
  }

  it('reads the state-changing calls from the app, and exempts exactly the signed entries', () => {
    expect(stateChanging.length).toBeGreaterThan(30);
    expect(stateChanging.map((route) => route.url)).toContain(
      '/auth/employee-benefits/loginCredentials',
    );
    expect(exempt.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      `POST ${ssoEntry}`,
      'POST /auth/integrations/claims/events',
      'POST /auth/integrations/payments/webhook',
    ]);
  });

  it('accepts every state-changing call that carries its own token (the refusals below are the token)', async () => {
    for (const route of stateChanging) {
      const browser = await visitor();
      const response = await browser.post(route.url, {});
      expect({ url: route.url, status: response.statusCode }).not.toEqual({
        url: route.url,
        status: 403,
      });
    }
  });

  describe.each([
    ['without a token', async () => ({})],
    ['with an empty token', async () => ({ 'x-csrf-token': '' })],
    ['with a forged token of the right form', async () => ({ 'x-csrf-token': 'A'.repeat(43) })],
    [
      "with another session's token",
      async (other: TestBrowser) => ({ 'x-csrf-token': other.csrfToken ?? '' }),
    ],
    [
      'with the right token sent twice',
      async (_other: TestBrowser, own: TestBrowser) => ({
        'x-csrf-token': [own.csrfToken ?? '', own.csrfToken ?? ''],
      }),
    ],
    [
      'with the right token in another header',
      async (_other: TestBrowser, own: TestBrowser) => ({ 'x-xsrf-token': own.csrfToken ?? '' }),
    ],
    [
      'with the right token from a cross-site page (Sec-Fetch-Site: cross-site)',
      async (_other: TestBrowser, own: TestBrowser) => ({
        'x-csrf-token': own.csrfToken ?? '',
        'sec-fetch-site': 'cross-site',
      }),
    ],
  ])('a call %s', (_name, headersOf) => {
    it('is refused with 403 on every state-changing route and changes nothing', async () => {
      const own = await visitor();
      const other = await visitor();
      const headers = await headersOf(other, own);
      const before = await digest();
      expectAllForbidden(await postToEvery(own, headers));
      expect(await digest()).toEqual(before);
    });
  });

  it('refuses a token without its session, a forged session, and an expired one', async () => {
    const own = await visitor();
    const token = { 'x-csrf-token': own.csrfToken ?? '' };
    const before = await digest();
    expectAllForbidden(await postToEvery(own, token, { withCookie: false }));
    expectAllForbidden(
      await postToEvery(
        own,
        { ...token, cookie: `${cookieName}=forged-session-id` },
        { withCookie: false },
      ),
    );
    portal.clock.advanceMinutes(31);
    try {
      expectAllForbidden(await postToEvery(own, token));
    } finally {
      portal.clock.advanceMinutes(-31);
    }
    expect(await digest()).toEqual(before);
  });

  it('takes the token from a same-origin page, and from a browser that sends no Sec-Fetch-Site', async () => {
    for (const site of ['same-origin', 'none', undefined]) {
      const own = await visitor();
      const response = await own.post(
        '/auth/employee-benefits/loginCredentials',
        { userName: 'nobody-here', password: 'Wrong#Passw0rd' },
        site ? { 'sec-fetch-site': site } : {},
      );
      expect({ site, status: response.statusCode }).toEqual({ site, status: 200 });
    }
  });

  it('lets a partner page post to the SSO entry cross-site, without session or token', async () => {
    const response = await portal.app.inject({
      method: 'POST',
      url: ssoEntry,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'cross-site',
      },
      payload: 'assertion=not-a-signed-assertion',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(ssoFailure);
  });

  it('exempts no other address: the same cross-site form post is refused everywhere else', async () => {
    const crossSiteForm = async (url: string) =>
      portal.app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'cross-site',
        },
        payload: 'assertion=not-a-signed-assertion',
      });
    const before = await digest();
    for (const route of stateChanging) {
      expect({ url: route.url, status: (await crossSiteForm(route.url)).statusCode }).toEqual({
        url: route.url,
        status: 403,
      });
    }
    // Addresses that resemble the entry but are not it fall to the not-found context, which
    // has no exemption.
    for (const url of [
      '/auth/employers/registration/sso',
      '/auth/employee-benefits/registration/SSO',
      `${ssoFailure}`,
      `${ssoEntry}/..%2F..%2FloginCredentials`,
      '/auth/employee-benefits/registration/sso%2F..%2F..%2FloginCredentials',
    ]) {
      const response = await crossSiteForm(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
      expect(response.json()).toEqual(forbidden);
    }
    expect(await digest()).toEqual(before);
  });
});
