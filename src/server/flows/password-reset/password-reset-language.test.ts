// The password reset answers in the request's language (docs/product/languages.md): its status
// names, with their values, and the fields it refuses, in Spanish to a Spanish browser and in
// English to any other.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeSentTo } from '#tests/support/registration-client';
import {
  oldPassword,
  recoveryVisitors,
  resetApi,
  rita,
  sara,
  startRecoveryPortal,
} from '#tests/support/recovery-portal';
import type { TestApp } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';

const spanish = { 'accept-language': 'es' };

describe.each(testEngines)('password reset in the request language on %s', (engine) => {
  let portal: TestApp;
  const { visitor } = recoveryVisitors(() => portal);

  beforeAll(async () => {
    portal = await startRecoveryPortal(engine);
  });
  afterAll(() => portal.close());

  it('says its statuses and field problems in Spanish to a Spanish browser', async () => {
    const rr = await visitor();
    const post = async (call: string, body?: unknown) =>
      (await rr.browser.post(`${resetApi}/${call}`, body, spanish)).json();

    const started = await post('verifyPersonalInfo', rita);
    expect(started).toMatchObject({
      status: { code: 'OTPCODESENT', name: 'Le enviamos un código de verificación.' },
    });
    const { transactionId } = started;
    expect(await post('resendVerificationCode')).toEqual({
      status: {
        code: 'RESENDTOOSOON',
        name: 'Espere 30 segundos antes de pedir otro código.',
      },
    });
    expect(await post('validateVerificationCode', { verificationCode: '12' })).toMatchObject({
      field: 'verificationCode',
      message: 'verificationCode: Ingrese un código válido.',
    });
    const code = await codeSentTo(portal.database.db, 'rita@recovery.example', 'email');
    expect(await post('validateVerificationCode', { verificationCode: code })).toMatchObject({
      status: { code: 'OTPVALID', name: 'Su código está verificado.' },
    });
    expect(await post('selectCredentials', { password: 'short', transactionId })).toMatchObject({
      field: 'password',
      message: 'password: Ingrese una contraseña válida.',
    });
    expect(await post('selectCredentials', { password: oldPassword, transactionId })).toEqual({
      status: {
        code: 'SAMEPASSWORD',
        name: 'Su nueva contraseña debe ser diferente de su contraseña actual. Elija otra.',
      },
    });
  });

  it('says them in English to a browser that asks for no other language', async () => {
    const ss = await visitor();
    const post = async (call: string, body?: unknown) =>
      (await ss.browser.post(`${resetApi}/${call}`, body)).json();

    expect(await post('verifyPersonalInfo', sara)).toMatchObject({
      status: { code: 'OTPCODESENT', name: 'We sent you a verification code.' },
    });
    expect(await post('resendVerificationCode')).toEqual({
      status: {
        code: 'RESENDTOOSOON',
        name: 'Please wait 30 seconds before asking for another code.',
      },
    });
    expect(await post('validateVerificationCode', { verificationCode: '12' })).toMatchObject({
      field: 'verificationCode',
      message: 'verificationCode: Please enter a valid code.',
    });
  });
});
