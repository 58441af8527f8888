// 'Confirm it's you' and 'Sign-in and security' answer their refusals in the request's language
// (docs/product/languages.md): in Spanish to a browser that asks for it, with their values, and in
// English to any other.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SecurityOverview } from '#domain/second-factor/second-factor-answers';
import { employeeApi } from '#tests/support/employer-kit';
import { setUpApp } from '#tests/support/second-factor-kit';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { loggedIn } from '#tests/support/log-in-kit';

const side = 'employee-benefits';
const spanish = { 'accept-language': 'es' };
const unknownFactor = `${employeeApi}/security/factors/00000000-0000-4000-8000-000000000000/remove`;

describe.each(testEngines)('the second factor in the request language on %s', (engine) => {
  let portal: TestApp;
  let john: TestBrowser;

  beforeAll(async () => {
    portal = await startTestApp(engine);
    john = await loggedIn(portal, 'jroe2024', side);
  });
  afterAll(() => portal.close());

  it("says 'Sign-in and security' refusals in Spanish to a Spanish browser", async () => {
    const unnamed = await john.post(
      `${employeeApi}/security/passkeys`,
      { name: '   ', response: {} },
      spanish,
    );
    expect(unnamed.json()).toEqual({
      outcome: 'refused',
      message: 'Asigne a esta llave de acceso un nombre de 1 a 40 caracteres.',
      field: 'name',
    });

    // No set-up was started: the app's first code comes too late, said with its minutes.
    const late = await john.post(`${employeeApi}/security/app`, { code: '123456' }, spanish);
    expect(late.json()).toEqual({
      outcome: 'refused',
      message: 'Vuelva a configurar la aplicación: la configuración termina después de 5 minutos.',
      field: 'code',
    });

    const unknown = await john.post(unknownFactor, undefined, spanish);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: 'NOT_FOUND',
      message: 'No existe esa forma de confirmar que es usted.',
    });
  });

  it('says them in English to a browser that asks for no other language', async () => {
    const unnamed = await john.post(`${employeeApi}/security/passkeys`, {
      name: '   ',
      response: {},
    });
    expect(unnamed.json()).toEqual({
      outcome: 'refused',
      message: 'Please give this passkey a name of 1 to 40 characters.',
      field: 'name',
    });
    expect((await john.post(unknownFactor)).json()).toEqual({
      error: 'NOT_FOUND',
      message: 'There is no such factor.',
    });
  });

  it("names the app, and refuses a code 'Confirm it's you' does not offer, in each language", async () => {
    await setUpApp(portal, john, side);
    const named = async (headers?: Record<string, string>) =>
      ((await john.get(`${employeeApi}/security`, headers)).json() as SecurityOverview).factors.map(
        (factor) => factor.name,
      );
    expect(await named(spanish)).toEqual(['Aplicación de autenticación']);
    expect(await named()).toEqual(['Authenticator app']);

    // With an app, no code is sent: the person confirms with the app or a recovery code.
    const stepping = await loggedIn(portal, 'jroe2024', side, { secondStep: 'none' });
    const send = `${employeeApi}/second-step/code/send`;
    const refusedInSpanish = await stepping.post(send, undefined, spanish);
    expect(refusedInSpanish.statusCode).toBe(409);
    expect(refusedInSpanish.json()).toEqual({
      error: 'NOT_OFFERED',
      message:
        'Confirme con su llave de acceso, su aplicación de autenticación o un código de recuperación.',
    });
    expect((await stepping.post(send)).json()).toEqual({
      error: 'NOT_OFFERED',
      message: 'Please confirm with your passkey, authenticator app or a recovery code.',
    });
  });
});
