// Login answers its statuses in the request's language (docs/product/languages.md): in Spanish
// to a Spanish browser, with their values, and in English to any other.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '#server/dev/demo/demo-data';
import { startTestApp, type TestApp } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';

const employeeLogin = '/auth/employee-benefits/loginCredentials';
const spanish = { 'accept-language': 'es' };

describe.each(testEngines)('login in the request language on %s', (engine) => {
  let portal: TestApp;
  let visitors = 0;

  beforeAll(async () => {
    portal = await startTestApp(engine);
  });
  afterAll(() => portal.close());

  /** A visitor of its own, from an address of its own, on the login page. */
  async function visitor() {
    visitors++;
    const browser = portal.browser({ address: `10.9.0.${visitors}` });
    await browser.openPage();
    return browser;
  }

  it('says its statuses in Spanish to a Spanish browser', async () => {
    const browser = await visitor();
    const logIn = async (userName: string, password: string) =>
      (await browser.post(employeeLogin, { userName, password }, spanish)).json();

    expect(await logIn('jroe2024', 'Wrong#Password1')).toEqual({
      status: {
        code: 'INVALIDCREDENTIALS',
        name: 'El nombre de usuario o la contraseña que ingresó no es correcto. Inténtelo de nuevo.',
      },
    });
    expect((await logIn('ddisabled', demoPassword)).status).toEqual({
      code: 'ACCOUNTDISABLED',
      name: 'Su cuenta en línea está desactivada. Llame al 1-800-555-2273 para recibir ayuda.',
    });
    expect((await browser.get('/auth/employee-benefits/accountSummary', spanish)).json()).toEqual({
      status: { code: 'NOTLOGGEDIN', name: 'Inicie sesión para ver su cuenta.' },
    });
  });

  it('says them in English to a browser that asks for no other language', async () => {
    const browser = await visitor();

    expect(
      (
        await browser.post(employeeLogin, { userName: 'jroe2024', password: 'Wrong#Password1' })
      ).json(),
    ).toEqual({
      status: {
        code: 'INVALIDCREDENTIALS',
        name: 'The user name or password you entered is incorrect. Please try again.',
      },
    });
    expect((await browser.get('/auth/employee-benefits/accountSummary')).json()).toEqual({
      status: { code: 'NOTLOGGEDIN', name: 'Please log in to see your account.' },
    });
  });
});
