import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { rowsOf } from '#server/db/client';
import { accountIdOf, logIn } from '#tests/support/log-in-kit';

const htmlLang = (body: string) => /<html lang="([^"]*)">/.exec(body)?.[1];

describe.each(testEngines)('the language of a request on %s', (engine) => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await startTestApp(engine);
  });
  afterAll(() => portal.close());

  const accountLanguage = async (userName: string) => {
    const accountId = await accountIdOf(portal.database.db, userName);
    const [row] = rowsOf(
      await portal.database.db.execute(`select language from accounts where id = '${accountId}'`),
    );
    return row?.language ?? null;
  };

  it('renders the page in the first language of Accept-Language the portal speaks', async () => {
    const page = (acceptLanguage?: string) =>
      portal.browser().get('/auth/employee-benefits/login', {
        accept: 'text/html',
        ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
      });
    expect(htmlLang((await page('es-MX,es;q=0.9,en;q=0.8')).body)).toBe('es');
    expect(htmlLang((await page('fr-FR,fr;q=0.9,es;q=0.5')).body)).toBe('es');
    expect(htmlLang((await page('en-US,en;q=0.9,es;q=0.8')).body)).toBe('en');
    expect(htmlLang((await page('de')).body)).toBe('en');
    expect(htmlLang((await page()).body)).toBe('en');
  });

  it('keeps a visitor’s choice in a cookie, over the browser’s languages', async () => {
    const browser = portal.browser();
    await browser.openPage();
    const chosen = await browser.post('/auth/language', { language: 'es' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ language: 'es' });
    expect(browser.cookie('portal-language')).toBe('es');
    const setCookie = String(chosen.headers['set-cookie']);
    expect(setCookie).toContain('Max-Age=31536000');
    expect(setCookie).toContain('SameSite=Lax');
    const page = await browser.get('/auth/employee-benefits/login', {
      accept: 'text/html',
      'accept-language': 'en-US',
    });
    expect(htmlLang(page.body)).toBe('es');
  });

  it('refuses a language the portal does not speak, and a choice without the page’s token', async () => {
    const browser = portal.browser();
    await browser.openPage();
    const refused = await browser.post('/auth/language', { language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(browser.cookie('portal-language')).toBeUndefined();
    const forged = await browser.post(
      '/auth/language',
      { language: 'es' },
      { 'x-csrf-token': 'x' },
    );
    expect(forged.statusCode).toBe(403);
    expect(browser.cookie('portal-language')).toBeUndefined();
  });

  it('keeps a logged-in person’s choice on his account, for every browser that has not chosen', async () => {
    const browser = portal.browser();
    await logIn(browser, 'jroe2024', 'employee-benefits');
    expect(await accountLanguage('jroe2024')).toBeNull();
    await browser.post('/auth/language', { language: 'es' });
    expect(await accountLanguage('jroe2024')).toBe('es');

    const elsewhere = portal.browser();
    await logIn(elsewhere, 'jroe2024', 'employee-benefits');
    const page = await elsewhere.get('/auth/employee-benefits/home', {
      accept: 'text/html',
      'accept-language': 'en-US',
    });
    expect(htmlLang(page.body)).toBe('es');

    await browser.post('/auth/language', { language: 'en' });
    expect(await accountLanguage('jroe2024')).toBe('en');
  });

  it('saves a choice made before logging in on the account, and gives it to a browser that made none', async () => {
    const before = portal.browser();
    await before.openPage('/auth/employers/login');
    await before.post('/auth/language', { language: 'es' });
    expect(await accountLanguage('acmehr')).toBeNull();
    await logIn(before, 'acmehr', 'employers');
    expect(await accountLanguage('acmehr')).toBe('es');

    const fresh = portal.browser();
    await logIn(fresh, 'acmehr', 'employers');
    expect(fresh.cookie('portal-language')).toBe('es');
  });
});
