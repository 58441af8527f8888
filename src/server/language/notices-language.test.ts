// E-mails and texts in the person's language (docs/product/languages.md): each notice written in
// Spanish and in English, word for word; an account's chosen language decides its login code and
// security notices; and a message already queued keeps the language it was written in.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdOf, logIn, logInPasswordOnly } from '#tests/support/log-in-kit';
import { outboxMessages } from '#tests/support/second-factor-kit';
import { startTestApp, type TestApp } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { setAccountLanguage } from '#server/db/accounts-repository';
import { receipt, changeNotice } from '#server/flows/claims/claim-notices';
import { paymentNotice } from '#server/flows/billing/billing-notices';
import { absenceReportedNotice } from '#server/flows/employer-claims/employer-claims-notices';
import { userNameRecoveredNotice } from '#server/self-service/account-notices';
import { codeMessage, codePages } from '#server/self-service/one-time-code-step';
import { claimStatusText } from '#domain/shared/claim-terms';

const deps = {
  brandName: 'Meridian Mutual',
  phone: '1-800-555-2273',
  claimUrl: (claimNumber: string) => `https://portal.example/claims/${claimNumber}`,
  billingUrl: 'https://portal.example/billing',
};
const at = new Date('2026-11-26T17:42:00Z');
const maria = { email: 'maria@example.com', firstName: 'María' };

describe('a code, by e-mail and by text', () => {
  const email = { channel: 'EMAIL', to: maria.email } as const;
  const phone = { channel: 'PHONE', to: '(312) 555-0142' } as const;

  it('is written in Spanish', () => {
    expect(codeMessage(deps, codePages.registration, email, '482913', 'es')).toEqual({
      channel: 'email',
      recipient: maria.email,
      subject: 'Su código de verificación de Meridian Mutual',
      text: [
        'Su código de verificación es 482913.',
        '',
        'Ingréselo en la página de registro en un plazo de 15 minutos. Funciona una sola vez.',
        'Si usted no lo pidió, puede ignorar este correo electrónico; nadie puede usar el código sin sus demás datos. ¿Preguntas? Llame al 1-800-555-2273.',
      ].join('\n'),
    });
    const sms = codeMessage(deps, codePages.registration, phone, '482913', 'es');
    expect(sms.text).toBe('482913: su código de Meridian Mutual. Vence en 15 min. No lo comparta.');
    // An accent makes a text UCS-2: one segment is 70 characters.
    expect(sms.text.length).toBeLessThanOrEqual(70);
  });

  it('keeps its English word for word', () => {
    const mail = codeMessage(deps, codePages.passwordReset, email, '482913', 'en');
    expect(mail.subject).toBe('Your Meridian Mutual verification code');
    expect(mail.text).toContain(
      'Enter it on the password reset page within 15 minutes. It works once.',
    );
    expect(codeMessage(deps, codePages.registration, phone, '482913', 'en').text).toBe(
      '482913 is your Meridian Mutual verification code. It expires in 15 minutes. Never share it.',
    );
  });
});

describe('the notices, in Spanish', () => {
  it("an account's: the user name shown, with when, MM/DD/YYYY", () => {
    const notice = userNameRecoveredNotice(
      deps,
      { ...maria, language: 'es', userName: 'mgarcia' },
      at,
    );
    expect(notice.subject).toBe('Meridian Mutual: se recuperó su nombre de usuario');
    expect(notice.text).toBe(
      [
        'Hola, María:',
        '',
        'Se mostró su nombre de usuario mgarcia a alguien que ingresó sus datos personales el 11/26/2026 a las 5:42 p. m. (UTC).',
        'Si fue usted, no necesita hacer nada más. Si no fue usted, llámenos de inmediato al 1-800-555-2273; su contraseña no ha cambiado.',
      ].join('\n'),
    );
  });

  it('an account without a chosen language is written to in English', () => {
    const notice = userNameRecoveredNotice(
      deps,
      { ...maria, language: null, userName: 'mgarcia' },
      at,
    );
    expect(notice.subject).toBe('Meridian Mutual: your user name was recovered');
    expect(notice.text).toContain('on November 26, 2026 at 5:42 PM (UTC).');
  });

  it("a claim's receipt and its changes name the kind and status in Spanish", () => {
    const to = { ...maria, language: 'es' as const };
    const filed = receipt(deps, to, [{ claimNumber: 'C1000101', kind: 'leave' }]);
    expect(filed.subject).toBe('Meridian Mutual: Recibimos su solicitud');
    expect(filed.text).toContain('- C1000101: Licencia médica familiar');
    expect(filed.text).toContain('Siga C1000101: https://portal.example/claims/C1000101');

    const changed = changeNotice(deps, to, 'C1000101', (say) =>
      say(
        { id: 'notices.claims.statusNow', defaultMessage: 'The status is now {status}.' },
        {
          status: say(claimStatusText.approved),
        },
      ),
    );
    expect(changed.subject).toBe('Meridian Mutual: Novedades sobre C1000101');
    expect(changed.text.split('\n')[2]).toBe('C1000101: El estado ahora es Aprobado.');
  });

  it("a bill's failed payment, with the bank's reason or our own", () => {
    const notice = paymentNotice(
      deps,
      { ...maria, language: 'es' },
      {
        invoiceNumber: 'INV-100000001-202611',
        amountCents: 120000,
        accountLast4: '6789',
        status: 'failed',
        failureMessage: null,
      },
    );
    expect(notice.subject).toBe('Meridian Mutual: Falló el pago de INV-100000001-202611');
    expect(notice.text).toContain(
      'Su pago de $1,200.00 de la factura INV-100000001-202611 desde la cuenta ••••6789 no se procesó: el banco no lo aceptó.',
    );
    expect(notice.text).toContain('Facturas y pagos: https://portal.example/billing');
  });

  it('an absence the employer reported, its first day MM/DD/YYYY', () => {
    const notice = absenceReportedNotice(deps, {
      ...maria,
      language: 'es',
      employerName: 'Acme Manufacturing',
      claimNumber: 'C1000102',
      kind: 'disability',
      firstDayOfAbsence: '2026-12-01',
    });
    expect(notice.subject).toBe('Meridian Mutual: Su empleador notificó una ausencia');
    expect(notice.text).toContain(
      'Acme Manufacturing notificó una ausencia suya a partir del 12/01/2026.',
    );
    expect(notice.text).toContain('- C1000102: Discapacidad a corto plazo');
  });
});

describe.each(testEngines)("an account's language on %s", (engine) => {
  let portal: TestApp;
  let addresses = 0;
  const john = 'john.roe@example.com';

  beforeAll(async () => {
    portal = await startTestApp(engine);
  });
  afterAll(() => portal.close());

  const browser = () => portal.browser({ address: `10.61.0.${++addresses}` });

  it('writes the login code and the new-device notice in the language the account chose', async () => {
    const accountId = await accountIdOf(portal.database.db, 'jroe2024');
    await setAccountLanguage(portal.database.db, accountId, 'es');
    const spanish = await logIn(browser(), 'jroe2024', 'employee-benefits');

    const [newest, code] = await outboxMessages(spanish, john);
    expect(newest?.subject).toBe('Meridian Mutual: un inicio de sesión desde un dispositivo nuevo');
    expect(newest?.text).toMatch(/^Hola, John:\n\nSe inició sesión en su cuenta desde /);
    expect(code?.subject).toBe('Su código de verificación de Meridian Mutual');
    expect(code?.text).toContain('Ingréselo en la página de Confirme que es usted');

    // Back to English: what was queued keeps its Spanish, what comes next is in English.
    await setAccountLanguage(portal.database.db, accountId, 'en');
    const english = await logIn(browser(), 'jroe2024', 'employee-benefits');
    const messages = await outboxMessages(english, john);
    expect(messages[0]?.subject).toBe('Meridian Mutual: a sign-in from a new device');
    expect(messages[1]?.subject).toBe('Your Meridian Mutual verification code');
    expect(messages).toContainEqual(code);
  });

  it('a Spanish choice made before the login reaches the account, and so its code', async () => {
    const visitor = browser();
    await visitor.openPage('/auth/employee-benefits/login');
    expect((await visitor.post('/auth/language', { language: 'es' })).statusCode).toBe(200);
    await logInPasswordOnly(visitor, 'jroe2024', 'employee-benefits');
    expect(
      (await visitor.post('/auth/employee-benefits/api/second-step/code/send')).json(),
    ).toEqual({ outcome: 'sent' });
    const [code] = await outboxMessages(visitor, john);
    expect(code?.subject).toBe('Su código de verificación de Meridian Mutual');
  });
});
