// Registration answers in the request's language (docs/product/languages.md): its status
// names, the field it refuses and its help panel in Spanish to a Spanish browser, in English
// to any other.

import { describe, expect, it } from 'vitest';
import { testEngines } from '#tests/support/test-database';
import { ada, alan, api, employeeRegistrationKit } from '#tests/support/employee-registration-kit';

const spanish = { 'accept-language': 'es' };
const helpPanel = '/auth/registration/rightSideContent';

describe.each(testEngines)('registration in the request language on %s', (engine) => {
  const kit = employeeRegistrationKit(engine);

  it('says its statuses and field problems in Spanish to a Spanish browser', async () => {
    const { browser } = await kit.visitor();
    const post = async (path: string, body?: unknown) =>
      (await browser.post(path, body, spanish)).json();

    expect(await post(`${api}/verifyPersonalInfo`, { ...ada, lastName: 'L0velace' })).toMatchObject(
      {
        field: 'lastName',
        message: 'lastName: Ingrese un apellido válido.',
      },
    );
    expect(await post(`${api}/verifyPersonalInfo`, ada)).toMatchObject({
      status: {
        code: 'NOTREGISTERED',
        name: 'Encontramos su información. Continúe para verificar su identidad.',
      },
    });
    const zip = (zipCode: string) =>
      post(`${api}/validateZipCode`, { zipCode, recaptchaToken: 'local-development' });
    expect(await zip('1000')).toMatchObject({
      field: 'zipCode',
      message: 'zipCode: Ingrese un código postal válido.',
    });
    expect(await zip('99999')).toEqual({
      status: {
        code: 'ZIPNOTVALID',
        name: 'El código postal que ingresó no coincide con nuestros registros. Inténtelo de nuevo.',
      },
    });
    expect(await post(helpPanel)).toMatchObject({
      status: { code: 'SUCCESS', name: 'Listo.' },
      heading: 'Con su cuenta en línea puede',
      offers: [
        'Conocer su cobertura',
        'Presentar y administrar solicitudes de ausencia',
        'Descargar y cargar documentos',
      ],
    });
  });

  it('says them in English to a browser that asks for no other language', async () => {
    const { browser } = await kit.visitor();
    const post = async (path: string, body?: unknown) => (await browser.post(path, body)).json();

    expect(await post(`${api}/verifyPersonalInfo`, { ...alan, lastName: 'Tur1ng' })).toMatchObject({
      field: 'lastName',
      message: 'lastName: Please enter a valid last name.',
    });
    expect(await post(`${api}/verifyPersonalInfo`, alan)).toMatchObject({
      status: {
        code: 'NOTREGISTERED',
        name: 'We found your information. Please continue to verify your identity.',
      },
    });
    expect(
      await post(`${api}/validateZipCode`, {
        zipCode: '1000',
        recaptchaToken: 'local-development',
      }),
    ).toMatchObject({ field: 'zipCode', message: 'zipCode: Please enter a valid zip code.' });
    expect(await post(helpPanel)).toMatchObject({
      heading: 'With your online account you can',
      offers: [
        'Learn about your coverage',
        'Submit and manage absence requests',
        'Download and upload documents',
      ],
    });
  });
});
