// Single sign-on without partners, and the development page that signs a demo assertion.

import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#tests/support/test-app';
import { acme, acmeKeys, audience, ssoEntry, ssoFailure } from '#tests/support/sso-kit';

describe('single-sign-on without partners', () => {
  // Started in a hook, whose time limit is the longer (vitest.config.ts): starting an app is
  // not what is tested, and a loaded machine takes a while to do it.
  let portal: TestApp;
  beforeAll(async () => {
    portal = await startTestApp('pglite', { env: { SSO_PARTNERS: '[]' }, demoData: false });
  });
  afterAll(() => portal.close());

  it('sends every assertion to the failure page', async () => {
    const now = Math.floor(portal.clock.now().getTime() / 1000);
    const token = await new SignJWT({
      iss: acme.issuer,
      aud: audience,
      sub: 'x',
      jti: randomUUID(),
      iat: now,
      exp: now + 300,
    })
      .setProtectedHeader({ alg: 'ES256' })
      .sign(acmeKeys.privateKey);
    const entry = await portal
      .browser()
      .request('POST', ssoEntry, new URLSearchParams({ assertion: token }).toString(), {
        'content-type': 'application/x-www-form-urlencoded',
      });
    expect(entry.headers.location).toBe(ssoFailure);
    // Nor is there a demo partner to mint with.
    expect((await portal.browser().get('/auth/dev/sso')).statusCode).toBe(404);
  });
});

describe('the development SSO page', () => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await startTestApp('pglite', { demoData: false });
  });
  afterAll(() => portal.close());

  /** The form the page shows: where it posts, what it posts, and its button. */
  function formOf(body: string) {
    return {
      action: /<form class="message" method="post" action="([^"]+)">/.exec(body)?.[1],
      assertion: /name="assertion" value="([^"]+)"/.exec(body)?.[1],
      button: /<button type="submit">(Continue[^<]*)<\/button>/.exec(body)?.[1],
    };
  }

  it('mints a demo assertion that opens an SSO registration', async () => {
    const browser = portal.browser();
    const page = await browser.get('/auth/dev/sso');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    // A plain form under the strict policy: no script at all.
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.body).not.toContain('<script');
    const form = formOf(page.body);
    expect(form).toEqual({
      action: ssoEntry,
      assertion: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      button: 'Continue to registration as demo-employee-1',
    });

    const entry = await browser.request(
      'POST',
      form.action ?? '',
      new URLSearchParams({ assertion: form.assertion ?? '' }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    );
    expect(entry.statusCode).toBe(303);
    expect(entry.headers.location).toBe(ssoEntry);
    expect((await browser.get('/auth/reload')).json()).toMatchObject({ sso: true });
  });

  it('signs for the subject named in ?sub=, escaped', async () => {
    const named = await portal.browser().get('/auth/dev/sso?sub=pat-42');
    expect(formOf(named.body).button).toBe('Continue to registration as pat-42');
    const hostile = await portal.browser().get(`/auth/dev/sso?sub=${encodeURIComponent('<b>x')}`);
    expect(hostile.body).not.toContain('<b>x');
    expect(formOf(hostile.body).button).toBe('Continue to registration as &#60;b&#62;x');
  });

  it('answers 404 without the development outbox', async () => {
    const quiet = await startTestApp('pglite', { env: { DEV_OUTBOX: 'false' }, demoData: false });
    try {
      expect((await quiet.browser().get('/auth/dev/sso')).statusCode).toBe(404);
    } finally {
      await quiet.close();
    }
  });
});
