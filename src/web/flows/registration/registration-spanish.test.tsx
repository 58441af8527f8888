// Registration in Spanish (docs/product/languages.md): every screen of the flow in the page's
// language, the browser's own sentences and field messages included; the server's status
// names show as the server says them, in the language it was asked in.

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { showLanguage } from '#web/language/language-store.ts';
import {
  findBanner,
  openRegistration,
  resetBrowserSession,
  rightSideContent,
  serverAnswers,
  status,
} from '#tests/support/web/flow-test-kit';
import { answerVerify, verifyPath } from '#tests/support/web/registration-kit';

const field = (label: string) => screen.getByLabelText(label);
const continueButton = () => screen.getByRole('button', { name: 'Continuar' });

beforeEach(async () => {
  resetBrowserSession();
  await act(() => showLanguage('es'));
});

describe('the registration start in Spanish', () => {
  test('asks who the person is, and says what is wrong with her details', async () => {
    const user = userEvent.setup();
    const server = answerVerify(status('NOTREGISTERED'));
    await openRegistration('full');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Configure su acceso en línea.' }),
    ).toHaveFocus();
    expect(field('Nombre')).toBeRequired();
    expect(field('Apellido')).toBeRequired();
    const date = screen.getByRole('group', { name: 'Fecha de nacimiento' });
    expect(within(date).getByLabelText('Año')).toHaveAttribute('placeholder', 'AAAA');
    expect(field('Últimos 4 dígitos del SSN / TIN')).toHaveAttribute('maxlength', '4');
    expect(
      screen.getByRole('link', { name: '¿Ya está registrado? Inicie sesión aquí.' }),
    ).toBeVisible();

    await user.click(continueButton());

    expect(field('Nombre')).toHaveAccessibleDescription('Ingrese un nombre válido.');
    expect(field('Mes')).toHaveAccessibleDescription(
      'Ingrese la fecha de nacimiento como MM/DD/AAAA (p. ej., 05/01/1952).',
    );
    expect(field('Últimos 4 dígitos del SSN / TIN')).toHaveAccessibleDescription(
      'Ingrese los últimos 4 dígitos del número de Seguro Social o TIN.',
    );
    expect(server.callsTo(verifyPath)).toEqual([]);
  });

  test("the help panel asks the server again in the page's language", async () => {
    const spanishContent = {
      ...rightSideContent,
      heading: 'Con su cuenta en línea puede',
      offers: ['Conocer su cobertura'],
    };
    const server = serverAnswers({
      'POST registration/rightSideContent': [rightSideContent, spanishContent],
    });
    await act(() => showLanguage('en'));
    await openRegistration('full');
    await screen.findByRole('region', { name: 'With your online account you can' });

    await act(() => showLanguage('es'));

    expect(
      await screen.findByRole('region', { name: 'Con su cuenta en línea puede' }),
    ).toHaveTextContent('Conocer su cobertura');
    expect(
      screen.getByRole('region', { name: '¿Tiene problemas para registrarse?' }),
    ).toHaveTextContent(
      /^¿Tiene problemas para registrarse\?Lea la guía de ayuda para el registro/,
    );
    expect(server.callsTo('registration/rightSideContent')).toHaveLength(2);
  });

  test("the first not-validated answer says so in the browser's words", async () => {
    const user = userEvent.setup();
    answerVerify(
      status(
        'NOTVALIDATED',
        'No pudimos validar su cuenta con la información proporcionada. Inténtelo de nuevo.',
      ),
    );
    await openRegistration('full');

    await user.type(field('Nombre'), 'Jane');
    await user.type(field('Apellido'), 'Doe');
    await user.type(field('Mes'), '05011982');
    await user.type(field('Últimos 4 dígitos del SSN / TIN'), '1234');
    await user.click(continueButton());

    expect(await findBanner()).toHaveTextContent(
      'No podemos verificar su cuenta con la información proporcionada. Inténtelo de nuevo.',
    );
  });
});

describe('the steps after the start in Spanish', () => {
  test('the ZIP code step', async () => {
    const user = userEvent.setup();
    serverAnswers({});
    await openRegistration('selectVerificationOption', { arrived: true });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Verifiquemos su identidad.' }),
    ).toHaveFocus();
    await user.type(field('Código postal'), '606');
    await user.click(continueButton());

    expect(field('Código postal')).toHaveAccessibleDescription('Ingrese un código postal válido.');
    expect(
      screen.getByText('Esta página está protegida contra el uso abusivo automatizado.'),
    ).toBeVisible();
  });

  test("the employer's choice of device", async () => {
    serverAnswers({});
    await openRegistration('selectVerificationOption', {
      side: 'employers',
      arrived: true,
      data: { emailAddress: 'al***@acme.example', phoneNumber: '(***) ***-0101' },
    });

    expect(
      screen.getByRole('heading', {
        level: 1,
        name: '¿A dónde debemos enviar su código de verificación?',
      }),
    ).toHaveFocus();
    const choice = screen.getByRole('group', { name: 'Enviar mi código a' });
    expect(
      within(choice).getByRole('radio', { name: 'Correo electrónico al***@acme.example' }),
    ).toBeChecked();
    expect(
      within(choice).getByRole('radio', {
        name: 'Teléfono móvil (mensaje de texto) (***) ***-0101',
      }),
    ).not.toBeChecked();
  });

  test('Create your profile, with its checklists ticking in Spanish', async () => {
    const user = userEvent.setup();
    serverAnswers({});
    await openRegistration('selectCredentials', { arrived: true });

    expect(screen.getByRole('heading', { level: 1, name: 'Cree su perfil.' })).toHaveFocus();
    expect(screen.getByText('Todos los campos son obligatorios.')).toBeVisible();
    expect(field('Confirmar contraseña')).toHaveAttribute(
      'placeholder',
      'Vuelva a ingresar la contraseña',
    );
    await user.type(field('Dirección de correo electrónico'), 'jane@');
    await user.type(field('Contraseña'), 'abcdefgh');
    await user.tab();

    expect(field('Dirección de correo electrónico')).toHaveAccessibleDescription(
      'Ingrese una dirección de correo electrónico válida.',
    );
    const checklist = screen.getByRole('heading', {
      level: 2,
      name: 'Requisitos de la contraseña',
    }).parentElement!;
    expect(
      within(checklist)
        .getAllByRole('listitem')
        .map((rule) => rule.textContent),
    ).toEqual([
      'De 8 a 24 caracteres se cumple',
      'Al menos tres de estos: letra minúscula, letra mayúscula, número, carácter especial no se cumple',
      'Sin espacios se cumple',
    ]);
  });

  test('the verification code', async () => {
    const user = userEvent.setup();
    serverAnswers({});
    await openRegistration('verificationCodeSent', {
      arrived: true,
      data: { emailAddress: 'jane@example.com', codeChannel: 'EMAIL', codeStep: 'code' },
    });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirmemos su correo electrónico.' }),
    ).toHaveFocus();
    expect(screen.getByText(/^Se envió un código a/)).toHaveTextContent(
      'Se envió un código a jane@example.com.',
    );
    expect(screen.getByRole('button', { name: 'Reenviar código' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeEnabled();
    await user.type(field('Código de verificación'), '123');
    await user.click(continueButton());

    expect(field('Código de verificación')).toHaveAccessibleDescription(
      'Ingrese un código válido.',
    );
  });

  test('the review, with the terms in Spanish', async () => {
    serverAnswers({});
    await openRegistration('registrationReview', {
      arrived: true,
      data: { userName: 'janedoe', emailAddress: 'jane@example.com' },
    });

    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Revise y envíe. Confirme y envíe la información que proporcionó.',
      }),
    ).toHaveFocus();
    expect(
      screen.getByRole('region', { name: 'Términos y condiciones para empleados' }),
    ).toHaveTextContent('Al enviar, usted los acepta.');
    expect(
      screen.getByLabelText('He leído y acepto los términos y condiciones.'),
    ).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Editar' })).toBeEnabled();
  });

  test('the confirmation', async () => {
    serverAnswers({});
    await openRegistration('confirmation', { arrived: true });

    expect(
      screen.getByRole('heading', { level: 1, name: '¡Su registro se ha completado!' }),
    ).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  });
});
