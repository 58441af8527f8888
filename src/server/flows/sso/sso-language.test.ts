// A single-sign-on registration answers in the request's language (docs/product/languages.md):
// once a partner's assertion opened it, its statuses and the fields it refuses in Spanish to a
// Spanish browser, in English to any other.

import { beforeAll, describe, expect, it } from 'vitest';
import { censusHeader, person } from '#tests/support/registration-client';
import { api, ssoKit } from '#tests/support/sso-kit';
import { testEngines } from '#tests/support/test-database';
import { testSecrets } from '#tests/support/test-secrets';
import { importCensus } from '#server/adapters/census-import';
import { todayOn } from '#domain/shared/clock';

/** People only these tests use. */
const testCensus = [
  censusHeader,
  'Hedy,Lamarr,11/09/1974,900-00-0031,20031,,',
  'Grace,Murray,03/27/1976,900-00-0032,20032,,',
].join('\n');
const hedy = person('Hedy', 'Lamarr', '11/09/1974', '0031');
const graceMurray = person('Grace', 'Murray', '03/27/1976', '0032');

const spanish = { 'accept-language': 'es' };

describe.each(testEngines)(
  'single-sign-on registration in the request language on %s',
  (engine) => {
    const sso = ssoKit(engine);

    beforeAll(async () => {
      const imported = await importCensus(
        sso.portal.database.db,
        { clientId: '100000039', clientName: 'Test Radio', csv: testCensus },
        { dataKey: testSecrets.DATA_KEY, today: todayOn(sso.portal.clock) },
      );
      expect(imported).toMatchObject({ ok: true, added: 2 });
    });

    it('says its statuses and field problems in Spanish to a Spanish browser', async () => {
      const { browser } = await sso.arrive(await sso.assertion());

      expect((await browser.get('/auth/reload', spanish)).json()).toMatchObject({
        status: { code: 'SUCCESS', name: 'Listo.' },
        sso: true,
      });
      const verify = async (body: object) =>
        (await browser.post(`${api}/verifyPersonalInfo`, body, spanish)).json();
      expect(await verify({ ...hedy, dateOfBirth: '13/09/1974' })).toMatchObject({
        field: 'dateOfBirth',
        message:
          'dateOfBirth: Ingrese la fecha de nacimiento como MM/DD/AAAA (p. ej., 05/01/1952).',
      });
      expect(await verify(hedy)).toMatchObject({
        status: {
          code: 'NOTREGISTERED',
          name: 'Encontramos su información. Continúe para verificar su identidad.',
        },
      });
    });

    it('says them in English to a browser that asks for no other language', async () => {
      const { browser } = await sso.arrive(await sso.assertion());

      expect((await browser.get('/auth/reload')).json()).toMatchObject({
        status: { code: 'SUCCESS', name: 'Done.' },
      });
      const verify = async (body: object) =>
        (await browser.post(`${api}/verifyPersonalInfo`, body)).json();
      expect(await verify({ ...graceMurray, dateOfBirth: '13/09/1974' })).toMatchObject({
        field: 'dateOfBirth',
        message: 'dateOfBirth: Please enter the date of birth as MM/DD/YYYY (e.g. 05/01/1952).',
      });
      expect(await verify(graceMurray)).toMatchObject({
        status: {
          code: 'NOTREGISTERED',
          name: 'We found your information. Please continue to verify your identity.',
        },
      });
    });
  },
);
