// The employee's claims calls in the request's language (docs/product/languages.md): a refused
// field, a refusal and the sentences of a claim's page come in Spanish to a browser that asks for
// Spanish, and in English to one that names no language.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimDetail } from '#domain/claims/claims-answers';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { loggedIn } from '#tests/support/log-in-kit';

const api = '/auth/employee-benefits/api';
const spanish = { 'accept-language': 'es' };

describe.each(testEngines)('the claims calls in two languages on %s', (engine) => {
  let portal: TestApp;
  let john: TestBrowser;

  beforeAll(async () => {
    portal = await startTestApp(engine);
    john = await loggedIn(portal, 'jroe2024', 'employee-benefits');
  });
  afterAll(() => portal.close());

  it('says a refused field of the wizard in Spanish when asked, else in English', async () => {
    // Step 2 asked for with step 1 unanswered.
    const skipped = { step: 'absence', answers: { need: { reason: '', alsoFmla: false } } };

    const inSpanish = await john.post(`${api}/claims/draft`, skipped, spanish);
    expect(inSpanish.statusCode).toBe(400);
    expect(inSpanish.json()).toEqual({
      error: 'BAD_REQUEST',
      field: 'answers.need.reason',
      message: 'Elija lo que necesita.',
    });

    const inEnglish = await john.post(`${api}/claims/draft`, skipped);
    expect(inEnglish.json()).toMatchObject({
      field: 'answers.need.reason',
      message: 'Please choose what you need.',
    });
  });

  it('refuses reported time in the same language', async () => {
    const tooLong = { date: '11/20/2026', hours: 25 };

    const inSpanish = await john.post(`${api}/claims/C1000002/time`, tooLong, spanish);
    expect(inSpanish.json()).toMatchObject({
      field: 'hours',
      message: 'Ingrese las horas tomadas, de 0.25 a 24, en cuartos de hora.',
    });
    const onDisability = await john.post(`${api}/claims/C1000001/time`, tooLong, spanish);
    expect(onDisability.json()).toMatchObject({
      field: 'date',
      message: 'Solo se puede informar tiempo en una licencia intermitente abierta.',
    });

    const inEnglish = await john.post(`${api}/claims/C1000002/time`, tooLong);
    expect(inEnglish.json()).toMatchObject({
      field: 'hours',
      message: 'Please enter the hours taken, from 0.25 to 24 in quarter hours.',
    });
  });

  it('says the status a claim can no longer be withdrawn in', async () => {
    const inSpanish = await john.post(`${api}/claims/C1000001/withdraw`, undefined, spanish);
    expect(inSpanish.statusCode).toBe(409);
    expect(inSpanish.json().message).toBe('No se puede retirar una solicitud con estado Aprobado.');

    const inEnglish = await john.post(`${api}/claims/C1000001/withdraw`);
    expect(inEnglish.json().message).toBe('A request that is Approved cannot be withdrawn.');
  });

  it("writes a claim's page in Spanish: its balance, eligibility and status history", async () => {
    const inSpanish = (await john.get(`${api}/claims/C1000002`, spanish)).json() as ClaimDetail;
    expect(inSpanish.leaveBalance?.text).toMatch(/ de 12 semanas usadas$/);
    expect(inSpanish.fmlaEligibility).toBe(
      'Estamos confirmando con su empleador su elegibilidad para la licencia médica familiar (FMLA).',
    );
    const history = inSpanish.timeline.map((entry) => entry.text);
    expect(history).toContain('Recibimos su solicitud');
    expect(history).toContain('Le pedimos un certificado médico.');

    const inEnglish = (await john.get(`${api}/claims/C1000002`)).json() as ClaimDetail;
    expect(inEnglish.leaveBalance?.text).toMatch(/ of 12 weeks used$/);
    expect(inEnglish.timeline.map((entry) => entry.text)).toContain('We received your request');
  });
});
