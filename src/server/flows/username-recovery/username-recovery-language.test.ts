// Username recovery answers in the request's language (docs/product/languages.md): the status
// names, with their values, and the field it refuses, in Spanish to a Spanish browser and in
// English to any other.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dee,
  recoveryApi,
  recoveryVisitors,
  rita,
  startRecoveryPortal,
} from '#tests/support/recovery-portal';
import type { TestApp } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';

const spanish = { 'accept-language': 'es' };

describe.each(testEngines)('username recovery in the request language on %s', (engine) => {
  let portal: TestApp;
  const { visitor } = recoveryVisitors(() => portal);

  beforeAll(async () => {
    portal = await startRecoveryPortal(engine);
  });
  afterAll(() => portal.close());

  const recover = async (body: object, headers: Record<string, string> = {}) => {
    const { browser } = await visitor();
    return (await browser.post(`${recoveryApi}/verifyPersonalInfo`, body, headers)).json();
  };

  it('says its statuses and field problems in Spanish to a Spanish browser', async () => {
    expect(await recover(rita, spanish)).toMatchObject({
      status: { code: 'USERNAME_AVAILABLE', name: 'Encontramos su cuenta.' },
      userName: 'rrecall',
    });
    expect(await recover(dee, spanish)).toEqual({
      status: {
        code: 'USERLOCKED',
        name: 'Por su seguridad, su acceso en línea está bloqueado. Llame al 1-800-555-2273 para recibir ayuda.',
      },
    });
    expect(await recover({ ...rita, ssn: '12' }, spanish)).toMatchObject({
      field: 'ssn',
      message: 'ssn: Ingrese los últimos 4 dígitos del número de Seguro Social o TIN.',
    });
  });

  it('says them in English to a browser that asks for no other language', async () => {
    expect(await recover(rita)).toMatchObject({
      status: { code: 'USERNAME_AVAILABLE', name: 'We found your account.' },
    });
    expect(await recover({ ...rita, ssn: '12' })).toMatchObject({
      field: 'ssn',
      message: 'ssn: Please enter the last 4 digits of Social Security Number or TIN.',
    });
  });
});
