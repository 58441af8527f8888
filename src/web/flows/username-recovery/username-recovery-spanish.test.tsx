// Username recovery in Spanish (docs/product/languages.md): the verify step, its help panel and
// the user name found, in the page's language.

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test } from 'vitest';
import { showLanguage } from '#web/language/language-store.ts';
import { portalConfig } from '#web/lib/portal-config.ts';
import {
  currentPath,
  openApp,
  resetBrowserSession,
  serverAnswers,
} from '#tests/support/web/flow-test-kit';

const verifyPath = 'userNameRecovery/verifyPersonalInfo';
const field = (label: string) => screen.getByLabelText(label);

beforeEach(async () => {
  resetBrowserSession();
  await act(() => showLanguage('es'));
});

test('finds her account in Spanish, and says what is wrong with her details', async () => {
  const user = userEvent.setup();
  const server = serverAnswers({
    [`POST ${verifyPath}`]: {
      status: { code: 'USERNAME_AVAILABLE', name: 'Encontramos su cuenta.' },
      userName: 'rrecall',
      transactionId: 'tx-recovery',
    },
  });
  await openApp('/auth/userNameRecovery/verifyPersonalInformation');

  expect(
    screen.getByRole('heading', { level: 1, name: 'Le ayudaremos a recuperar el acceso.' }),
  ).toHaveFocus();
  expect(screen.getByText('Para comenzar, busquemos su cuenta.')).toBeVisible();
  expect(document.title).toBe('Recuperación de la cuenta');
  expect(
    screen.getByRole('region', {
      name: '¿Tiene problemas para acceder? Estamos aquí para ayudarle',
    }),
  ).toHaveTextContent(
    `Llámenos al ${portalConfig.supportPhone}, de lunes a viernes, de 7:00 a.m. a 7:00 p.m. CST.`,
  );

  await user.type(field('Nombre'), 'R2D2');
  await user.tab();
  expect(field('Nombre')).toHaveAccessibleDescription('Ingrese un nombre válido.');

  await user.clear(field('Nombre'));
  await user.type(field('Nombre'), 'Rita');
  await user.type(field('Apellido'), 'Recall');
  await user.type(field('Mes'), '03031980');
  await user.type(field('Últimos 4 dígitos del SSN / TIN'), '0001');
  await user.click(screen.getByRole('button', { name: 'Continuar' }));

  await waitFor(() => expect(currentPath()).toBe('/auth/userNameRecovery/retrieveUserName'));
  expect(screen.getByRole('term')).toHaveTextContent('Nombre de usuario');
  expect(screen.getByRole('definition')).toHaveTextContent('rrecall');
  expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
    'href',
    '/auth/employee-benefits/login',
  );
  expect(screen.getByRole('link', { name: 'Restablecer la contraseña' })).toBeVisible();
  expect(server.callsTo(verifyPath)).toHaveLength(1);
});
