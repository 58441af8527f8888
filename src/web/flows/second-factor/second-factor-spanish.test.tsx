// 'Confirm it's you' and 'Sign-in and security' in Spanish (docs/product/languages.md): headings,
// buttons, labels and the page's own refusals in the page's language, a refusal on show following
// a change of language, and the server's words shown as the server says them.

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import type {
  SecondStepOptions,
  SecurityOverview,
} from '#domain/second-factor/second-factor-answers';
import { defaultPortalConfig } from '#domain/shared/portal-config';
import { showLanguage } from '#web/language/language-store.ts';
import { openApp, resetBrowserSession, serverAnswers } from '#tests/support/web/flow-test-kit';
import './second-factor-screens.tsx';

const step = 'employee-benefits/api/second-step';
const security = 'employers/api/security';
const withApp: SecondStepOptions = {
  passkey: false,
  app: true,
  recoveryCode: true,
  code: null,
  mustEnrol: false,
  confirmed: false,
  confirmedRecently: false,
};
const overview: SecurityOverview = {
  factors: [
    {
      id: 'f1',
      kind: 'passkey',
      name: 'Work laptop',
      createdAt: '2026-11-02T15:00:00.000Z',
      lastUsedAt: '2026-11-20T09:30:00.000Z',
    },
    {
      id: 'f2',
      kind: 'app',
      // As the server names an app to a Spanish browser.
      name: 'Aplicación de autenticación',
      createdAt: '2026-11-03T15:00:00.000Z',
      lastUsedAt: null,
    },
  ],
  recoveryCodes: { left: 9, createdAt: '2026-11-03T15:00:00.000Z', lastUsedAt: null },
  rememberedDevices: 2,
  mustEnrol: false,
  confirmedWith: 'passkey',
};

beforeEach(async () => {
  resetBrowserSession();
  await act(() => showLanguage('es'));
});

describe("'Confirm it's you' in Spanish", () => {
  test('names the step, its field and buttons, and refuses in Spanish', async () => {
    serverAnswers({
      [`GET ${step}`]: withApp,
      [`POST ${step}/app`]: [{ outcome: 'refused' }, { outcome: 'locked' }],
    });
    await openApp('/auth/employee-benefits/confirm');
    const user = userEvent.setup();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirme que es usted' }),
    ).toBeVisible();
    expect(
      await screen.findByText(
        'Por su seguridad, confirme que es usted antes de que le mostremos sus reclamos, documentos y pagos.',
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('checkbox', { name: 'Recordar este dispositivo durante 30 días' }),
    ).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Usar un código de recuperación' })).toBeVisible();
    const field = screen.getByLabelText('Código de su aplicación de autenticación');

    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Ingrese el código.')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(
      await screen.findByText('Ese código no funcionó. Revíselo e inténtelo de nuevo.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Por su seguridad, la opción de confirmar que es usted está bloqueada durante 30 minutos después de demasiados intentos fallidos. Inténtelo de nuevo más tarde o llame al ${defaultPortalConfig.supportPhone} para recibir ayuda.`,
    );
  });

  test('a refusal on show follows the page into the other language', async () => {
    serverAnswers({ [`GET ${step}`]: withApp, [`POST ${step}/app`]: { outcome: 'refused' } });
    await act(() => showLanguage('en'));
    await openApp('/auth/employee-benefits/confirm');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Code from your authenticator app'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('That code did not work. Please check it and try again.');

    await act(() => showLanguage('es'));
    expect(screen.getByLabelText('Código de su aplicación de autenticación')).toHaveValue('000000');
    expect(
      screen.getByText('Ese código no funcionó. Revíselo e inténtelo de nuevo.'),
    ).toBeVisible();
    expect(screen.queryByText('That code did not work. Please check it and try again.')).toBeNull();
  });
});

describe("'Sign-in and security' in Spanish", () => {
  test('lists the ways to confirm, and refuses a passkey without a name', async () => {
    const server = serverAnswers({
      [`GET ${security}`]: overview,
      [`POST ${security}/passkeys/options`]: { challenge: 'xyz', rp: { name: 'Meridian Mutual' } },
    });
    await openApp('/auth/employers/security');
    const user = userEvent.setup();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inicio de sesión y seguridad' }),
    ).toBeVisible();
    const factors = within(
      await screen.findByRole('region', { name: 'Sus formas de confirmar que es usted' }),
    );
    expect(factors.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Work laptopLlave de acceso, agregada el 11/02/2026, usada por última vez el 11/20/2026Eliminar Work laptop',
      'Aplicación de autenticaciónAgregada el 11/03/2026, aún sin usarEliminar Aplicación de autenticación',
    ]);
    expect(factors.getByText('Le quedan 9 códigos de recuperación.')).toBeVisible();
    expect(
      screen.getByText(
        '2 dispositivos omiten "Confirme que es usted" durante 30 días desde que se recordó cada uno.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Olvidar todos los dispositivos' })).toBeVisible();

    await user.click(within(factors.getAllByRole('listitem')[0]!).getByRole('button'));
    expect(
      screen.getByText(
        '¿Desea eliminar Work laptop? Ya no podrá confirmar que es usted de esa forma.',
      ),
    ).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Sí, eliminarla' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Conservarla' }));

    await user.click(screen.getByRole('button', { name: 'Agregar una llave de acceso' }));
    expect(screen.getByLabelText('Nombre de esta llave de acceso')).toHaveAccessibleDescription(
      expect.stringContaining(
        'Ingrese un nombre de hasta 40 caracteres, como "Computadora del trabajo".',
      ),
    );
    expect(server.callsTo(`${security}/passkeys/options`)).toHaveLength(0);
  });
});
