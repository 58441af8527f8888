import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#tests/support/test-app';
import { redactedLogPaths } from './app.ts';
import { demoPassword } from './dev/demo/demo-data.ts';

const login = '/auth/employee-benefits/loginCredentials';

describe('pages, headers and unknown addresses', () => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await startTestApp('pglite', { env: { BRAND_NAME: 'Acme </script><b>' } });
  });
  afterAll(() => portal.close());

  it('redirects / to the landing page under /auth', async () => {
    const response = await portal.app.inject({ url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/auth/');
  });

  it('renders every page with the CSRF meta tags and a session cookie', async () => {
    const browser = portal.browser();
    const response = await browser.openPage('/auth/employers/login');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(browser.csrfToken).toMatch(/^[\w-]{40,}$/);
    expect(response.body).toContain('<meta name="_csrf_header" content="X-CSRF-TOKEN" />');
    const [cookie] = response.cookies;
    expect(cookie).toMatchObject({
      name: 'portal_sid',
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(cookie?.value).not.toBe(browser.csrfToken);
  });

  it('keeps the session across pages and gives each session its own token', async () => {
    const first = portal.browser();
    await first.openPage('/auth/');
    const token = first.csrfToken;
    await first.openPage('/auth/employers/login');
    expect(first.csrfToken).toBe(token);
    const second = portal.browser();
    await second.openPage('/auth/');
    expect(second.csrfToken).not.toBe(token);
  });

  it('puts the browser config in the page as inert, escaped JSON', async () => {
    const response = await portal.browser().openPage('/auth/');
    const json = /id="portal-config">([\s\S]*?)<\/script>/.exec(response.body)?.[1]?.trim();
    expect(json).toBeDefined();
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json ?? '')).toMatchObject({
      brandName: 'Acme </script><b>',
      supportPhone: '1-800-555-2273',
      timeZone: 'America/Chicago',
    });
  });

  it('sends a strict Content-Security-Policy and the other security headers', async () => {
    const response = await portal.browser().openPage('/auth/');
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
  });

  it('serves any unknown page address as the app, which shows Page not found', async () => {
    const response = await portal.browser().openPage('/auth/no/such/page');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="app"></div>');
  });

  it('answers unknown API addresses with 404 JSON', async () => {
    const browser = portal.browser();
    await browser.openPage();
    for (const response of [
      await browser.get('/auth/no/such/call', { accept: 'application/json' }),
      await browser.post('/auth/no/such/call', { a: 1 }),
      await browser.get('/elsewhere'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'NOT_FOUND' });
    }
  });

  it('never serves the page template itself', async () => {
    const response = await portal.app.inject({ url: '/auth/index.html' });
    expect(response.body).not.toContain('__PORTAL_CSRF__');
  });

  it('offers the development outbox', async () => {
    const response = await portal.browser().get('/auth/dev/outbox');
    expect(response.json()).toEqual({ messages: [] });
    const page = await portal.browser().get('/auth/dev/mailbox');
    expect(page.body).toContain('<h1>Development mailbox</h1>');
  });
});

describe('without the development outbox', () => {
  it('answers 404 for it', async () => {
    const portal = await startTestApp('pglite', { env: { DEV_OUTBOX: 'false' }, demoData: false });
    const response = await portal.browser().get('/auth/dev/outbox');
    await portal.close();
    expect(response.statusCode).toBe(404);
  });
});

describe('logs', () => {
  it('never contain a password, session cookie or CSRF token', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = pino({ level: 'debug', redact: redactedLogPaths }, sink);
    const portal = await startTestApp('pglite', { logger });
    const browser = portal.browser();
    await browser.openPage();
    await browser.post(login, { userName: 'jroe2024', password: demoPassword });
    await browser.post(login, { userName: 'jroe2024', password: 'Typo#Password9' });
    await portal.close();
    const log = lines.join('');
    expect(log).toContain('incoming request');
    for (const secret of [
      demoPassword,
      'Typo#Password9',
      browser.csrfToken ?? '?',
      browser.cookie('portal_sid') ?? '?',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('failures', () => {
  it('answers a server error with the generic message and no stack trace', async () => {
    const portal = await startTestApp('pglite');
    const browser = portal.browser();
    await browser.openPage();
    await portal.database.close();
    const response = await browser.post(login, { userName: 'jroe2024', password: demoPassword });
    await portal.app.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'INTERNAL',
      message: 'It looks like something went wrong on our end. Please try again.',
    });
  });

  it('limits the call rate per address with 429', async () => {
    const portal = await startTestApp('pglite', {
      env: { RATE_LIMIT_ADDRESS_PER_MINUTE: '3' },
      demoData: false,
    });
    const browser = portal.browser({ address: '192.0.2.7' });
    await browser.openPage();
    const statuses = [];
    for (let call = 0; call < 4; call++) {
      statuses.push((await browser.post(login, { userName: 'x', password: 'y' })).statusCode);
    }
    const limited = await browser.post(login, { userName: 'x', password: 'y' });
    await portal.close();
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(limited.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses password checks beyond the core count and queue with 503 at once', async () => {
    const portal = await startTestApp('pglite', {
      env: { HASH_CONCURRENCY: '1', HASH_QUEUE: '1' },
    });
    const browsers = await Promise.all(
      Array.from({ length: 6 }, async (_, index) => {
        const browser = portal.browser({ address: `198.51.100.${index}` });
        await browser.openPage();
        return browser;
      }),
    );
    const responses = await Promise.all(
      browsers.map((browser) =>
        browser.post(login, { userName: 'jroe2024', password: demoPassword }),
      ),
    );
    await portal.close();
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThanOrEqual(1);
    const refused = responses.find((response) => response.statusCode === 503);
    expect(refused?.json()).toMatchObject({ error: 'OVERLOADED' });
    expect(refused?.headers['retry-after']).toBe('1');
  });
});
