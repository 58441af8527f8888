// Password reset in Spanish (docs/product/languages.md): each side's first step, the new
// password and the way back to login, in the page's language.

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { showLanguage } from '#web/language/language-store.ts';
import { resetBrowserSession } from '#tests/support/web/flow-test-kit';
import {
  answer,
  button,
  employerPaths,
  field,
  heading,
  openReset,
  passwordChanged,
  resetReload,
} from '#tests/support/web/password-reset-kit';

beforeEach(async () => {
  resetBrowserSession();
  await act(() => showLanguage('es'));
});

describe('password reset in Spanish', () => {
  test("the employee's first step, with the way to username recovery", async () => {
    answer({});
    await openReset();

    expect(await heading('Le ayudaremos a recuperar el acceso.')).toHaveFocus();
    expect(field('Nombre')).toBeRequired();
    expect(screen.getByRole('group', { name: 'Fecha de nacimiento' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Olvidó su nombre de usuario?' })).toHaveAttribute(
      'href',
      '/auth/userNameRecovery/verifyPersonalInformation',
    );
  });

  test("the employer's account on file, and what is wrong with it", async () => {
    const user = userEvent.setup();
    const server = answer({});
    await openReset('employers');

    expect(await heading('Le ayudaremos a recuperar el acceso.')).toHaveFocus();
    expect(field('Dirección de correo electrónico')).toHaveAccessibleDescription(
      'La dirección de correo electrónico que su cuenta tiene registrada: el código se envía allí.',
    );
    await user.click(button('Continuar'));

    expect(field('Nombre de usuario')).toHaveAccessibleDescription(
      'Ingrese un nombre de usuario válido.',
    );
    expect(field('Nombre de usuario')).toHaveFocus();
    expect(server.callsTo(employerPaths.verify)).toEqual([]);
  });

  test('the new password, its checklist and its messages, then the way back to login', async () => {
    const user = userEvent.setup();
    answer(
      { [`POST ${employerPaths.newPassword}`]: passwordChanged('employers') },
      resetReload('credentials', { userName: 'acme.admin' }, 'employers'),
    );
    await openReset('employers');

    expect(await heading('Cree una nueva contraseña.')).toHaveFocus();
    expect(
      screen.getByText(
        'Su nombre de usuario aparece abajo. Cree una nueva contraseña para iniciar sesión en su cuenta.',
      ),
    ).toBeVisible();
    expect(field('Nombre de usuario')).toHaveValue('acme.admin');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Requisitos de la contraseña' }),
    ).toBeVisible();
    await user.type(field('Nueva contraseña'), 'Fresh#Start2025');
    await user.type(field('Confirmar nueva contraseña'), 'Fresh#Start2026');
    await user.click(button('Continuar'));

    expect(field('Confirmar nueva contraseña')).toHaveAccessibleDescription(
      'Las contraseñas ingresadas no coinciden.',
    );

    await user.clear(field('Confirmar nueva contraseña'));
    await user.type(field('Confirmar nueva contraseña'), 'Fresh#Start2025');
    await user.click(button('Continuar'));

    expect(await heading('Su contraseña se ha cambiado.')).toHaveFocus();
    expect(screen.getByText('Inicie sesión con su nueva contraseña.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/auth/employers/login',
    );
  });
});
