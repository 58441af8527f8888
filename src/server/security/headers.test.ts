// Security headers on every kind of answer (plugins/security-headers.ts,
// docs/decisions/0030-server-conventions.md): the page, data, each refusal (400, 403, 404, 413,
// 415, 429), a static file, a redirect, and the refusals of addresses the router cannot even parse;
// behind plain http and behind https (HSTS, upgrade-insecure-requests). And `Cache-Control:
// no-store` on every answer of the portal's calls and pages, the ones carrying personal data
// checked with real data in them.

import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { codeSentTo } from '#tests/support/registration-client';
import { testEngines } from '#tests/support/test-database';
import { demoPassword } from '#server/dev/demo/demo-data';
import { type AppRoute, routesOf } from '#tests/support/app-routes';

const employeeLogin = '/auth/employee-benefits/loginCredentials';
/** POSTs a session may make a minute here: one more meets the 429. */
const sessionCallsPerMinute = 8;

type Scheme = 'http' | 'https';

describe.each(
  testEngines.flatMap((engine) =>
    (['http', 'https'] as Scheme[]).map((scheme) => [engine, scheme] as const),
  ),
)('security headers on %s behind %s', (engine, scheme) => {
  let portal: TestApp;
  let files: string[];
  let visits = 0;

  beforeAll(async () => {
    portal = await startTestApp(engine, {
      env: {
        RATE_LIMIT_SESSION_PER_MINUTE: String(sessionCallsPerMinute),
        ...(scheme === 'https' ? { PUBLIC_URL: 'https://portal.example' } : {}),
      },
    });
    files = routesOf(portal.app).files;
  });
  afterAll(() => portal.close());

  async function visitor(page = '/auth/'): Promise<TestBrowser> {
    visits++;
    const browser = portal.browser({
      address: `10.73.${Math.floor(visits / 250)}.${visits % 250}`,
    });
    await browser.openPage(page);
    return browser;
  }

  const kinds: [string, number, () => Promise<LightMyRequestResponse>][] = [
    ['the HTML page', 200, async () => portal.browser().openPage('/auth/')],
    [
      'an unknown page (the app says Page not found)',
      200,
      async () => portal.browser().openPage('/auth/no/such/page'),
    ],
    [
      'a JSON answer',
      200,
      async () =>
        (await visitor()).post(employeeLogin, {
          userName: 'nobody-here',
          password: 'Wrong#Passw0rd',
        }),
    ],
    [
      'a 400 (a field missing)',
      400,
      async () => (await visitor()).post(employeeLogin, { userName: 'x' }),
    ],
    [
      'a 400 (broken JSON)',
      400,
      async () =>
        (await visitor()).post(employeeLogin, '{"userName":', {
          'content-type': 'application/json',
        }),
    ],
    [
      'a 403 (no token)',
      403,
      async () => portal.browser().post(employeeLogin, { userName: 'x', password: 'y' }),
    ],
    [
      'a 404 (an unknown call)',
      404,
      async () => portal.browser().get('/auth/no/such/call', { accept: 'application/json' }),
    ],
    ['a 404 (outside the base path)', 404, async () => portal.browser().get('/elsewhere')],
    [
      'a 413',
      413,
      async () =>
        (await visitor()).post(employeeLogin, { userName: 'x', password: 'y'.repeat(20_000) }),
    ],
    [
      'a 415',
      415,
      async () =>
        (await visitor()).post(employeeLogin, 'userName=x', { 'content-type': 'text/plain' }),
    ],
    [
      'a 429',
      429,
      async () => {
        const browser = await visitor();
        for (let call = 0; call < sessionCallsPerMinute; call++) {
          await browser.post(employeeLogin, { userName: 'x', password: 'y' });
        }
        return browser.post(employeeLogin, { userName: 'x', password: 'y' });
      },
    ],
    [
      'a static file',
      200,
      async () => portal.browser().get(files.find((file) => file.endsWith('.css')) ?? ''),
    ],
    ['a redirect (/ to the app)', 302, async () => portal.browser().get('/')],
    [
      'a redirect (the SSO entry to its failure page)',
      303,
      async () =>
        portal.app.inject({
          method: 'POST',
          url: '/auth/employee-benefits/registration/sso',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'assertion=forged',
        }),
    ],
    ['the development mailbox', 200, async () => portal.browser().get('/auth/dev/mailbox')],
    ['the claims desk', 200, async () => portal.browser().get('/auth/dev/claims-desk')],
    ['a 400 (an address with a broken escape)', 400, async () => portal.browser().get('/auth/%zz')],
    [
      'a refusal of an over-long path parameter',
      400,
      async () =>
        (await visitor()).get(`/auth/employers/registration/employerInfo/${'7'.repeat(200)}`),
    ],
  ];

  it.each(kinds)('%s carries every security header', async (_kind, status, request) => {
    const response = await request();
    // 414 is an acceptable answer to an over-long address too.
    expect([status, ...(status === 400 ? [414] : [])]).toContain(response.statusCode);
    const headers = response.headers;
    const csp = String(headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-powered-by']).toBeUndefined();
    if (scheme === 'https') {
      expect(headers['strict-transport-security']).toMatch(
        /^max-age=(\d{8,}|3153[6-9]\d{3});\s*includeSubDomains/,
      );
      expect(csp).toContain('upgrade-insecure-requests');
    } else {
      // HSTS over plain http would pin a development host to https.
      expect(headers['strict-transport-security']).toBeUndefined();
      expect(csp).not.toContain('upgrade-insecure-requests');
    }
    if (response.statusCode >= 400) {
      expect(headers['cache-control']).toBe('no-store');
    }
  });

  it('lets a static file be cached, and gives it no session cookie', async () => {
    const file = files.find((path) => path.endsWith('.css')) ?? '';
    const response = await portal.browser().get(file, { accept: 'text/css' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers every call and page of the portal with Cache-Control: no-store', async () => {
    const { api } = routesOf(portal.app);
    const checked: string[] = [];
    for (const route of api.filter((candidate: AppRoute) => candidate.url.startsWith('/auth'))) {
      const browser = await visitor();
      const url = route.url.replace(/:\w+/g, '6f1c2a9e-3b7d-4c1e-9a55-2d0c8e7f4b10');
      const response =
        route.method === 'GET'
          ? await browser.get(url, {
              accept: url.endsWith('.css') ? 'text/css' : 'application/json',
            })
          : await browser.post(url, {});
      // The mailbox stylesheet carries nothing personal; everything else may.
      if (url.endsWith('.css')) continue;
      expect({ url, cacheControl: response.headers['cache-control'] }).toEqual({
        url,
        cacheControl: 'no-store',
      });
      checked.push(url);
    }
    expect(checked.length).toBeGreaterThan(35);
  });

  it('answers no-store where personal data is in the answer', async () => {
    const noStore = (response: LightMyRequestResponse) => {
      expect(response.headers['cache-control']).toBe('no-store');
      return response.json();
    };
    // Username recovery shows John Roe's user name.
    const recovery = await visitor('/auth/userNameRecovery/verifyPersonalInformation');
    const recovered = noStore(
      await recovery.post('/auth/userNameRecovery/verifyPersonalInfo', {
        firstName: 'John',
        lastName: 'Roe',
        dateOfBirth: '02/14/1975',
        ssn: '5678',
      }),
    );
    expect(recovered.userName).toBe('jroe2024');
    // The development outbox shows the notice it sent him.
    const outbox = noStore(await portal.browser().get('/auth/dev/outbox'));
    expect(outbox.messages.length).toBeGreaterThan(0);
    expect(noStore(await recovery.get('/auth/reload')).userName).toBe('jroe2024');

    // Registration: Jane Doe's names come back on reload; her code reaches the code step.
    const jane = await visitor('/auth/employee-benefits/registration/full');
    const api = '/auth/employee-benefits/registration';
    const email = `jane.${scheme}.${engine}@example.com`;
    const verified = noStore(
      await jane.post(`${api}/verifyPersonalInfo`, {
        firstName: 'Jane',
        lastName: 'Doe',
        dateOfBirth: '05/01/1982',
        ssn: '1234',
      }),
    );
    expect(verified.status.code).toBe('NOTREGISTERED');
    noStore(
      await jane.post(`${api}/validateZipCode`, {
        zipCode: '60601',
        recaptchaToken: 'local-development',
      }),
    );
    expect(noStore(await jane.get('/auth/reload')).firstName).toBe('Jane');
    const credentials = noStore(
      await jane.post(`${api}/selectCredentials`, {
        username: `jdoe${scheme}${engine}`,
        password: 'Str0ng#Passw0rd',
        emailAddress: email,
        transactionId: verified.transactionId,
      }),
    );
    expect(credentials.emailAddress).toBe(email);
    const code = await codeSentTo(portal.database.db, email);
    const proven = noStore(
      await jane.post(`${api}/validateVerificationCode`, { verificationCode: code }),
    );
    expect(proven.status.code).toBe('OTPVALID');

    // The account home shows who is logged in.
    const john = await visitor('/auth/employee-benefits/login');
    noStore(await john.post(employeeLogin, { userName: 'jroe2024', password: demoPassword }));
    const summary = noStore(await john.get('/auth/employee-benefits/accountSummary'));
    expect(summary.account).toMatchObject({ firstName: 'John', lastName: 'Roe' });

    // An employer invitation names the contact.
    const pat = await visitor('/auth/employers/registration');
    const invitation = noStore(
      await pat.get(
        '/auth/employers/registration/employerInfo/6f1c2a9e-3b7d-4c1e-9a55-2d0c8e7f4b10',
      ),
    );
    expect(invitation.firstName).toBe('Pat');
  });
});
