// Single-sign-on registration in Spanish (docs/product/languages.md): the start a partner's
// assertion opens and the failure page, in the page's language.

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test } from 'vitest';
import { showLanguage } from '#web/language/language-store.ts';
import { portalConfig } from '#web/lib/portal-config.ts';
import { App } from '#web/router.tsx';
import {
  openRegistration,
  resetBrowserSession,
  rightSideContent,
  serverAnswers,
  ssoFlow,
  status,
} from '#tests/support/web/flow-test-kit';
import { verifyPath } from '#tests/support/web/registration-kit';

beforeEach(async () => {
  resetBrowserSession();
  await act(() => showLanguage('es'));
});

test('the single-sign-on start asks who the person is, in Spanish', async () => {
  const user = userEvent.setup();
  const server = serverAnswers({
    'GET reload': ssoFlow,
    'POST registration/rightSideContent': rightSideContent,
    [`POST ${verifyPath}`]: status('NOTREGISTERED'),
  });
  await openRegistration('sso');

  expect(
    screen.getByRole('heading', {
      level: 1,
      name: 'Configure su acceso en línea sin interrupciones.',
    }),
  ).toHaveFocus();
  expect(document.title).toBe('Registro');
  await user.type(screen.getByLabelText('Apellido'), 'D0e');
  await user.tab();

  expect(screen.getByLabelText('Apellido')).toHaveAccessibleDescription(
    'Ingrese un apellido válido.',
  );
  expect(screen.getByRole('group', { name: 'Fecha de nacimiento' })).toBeInTheDocument();
  expect(server.callsTo(verifyPath)).toEqual([]);
});

test('the failure page says what went wrong and whom to call, in Spanish', async () => {
  serverAnswers({});
  window.history.replaceState(null, '', '/auth/employee-benefits/registration/sso/failure');
  render(<App />);

  expect(await screen.findByRole('heading', { level: 1, name: 'Algo salió mal.' })).toHaveFocus();
  expect(screen.getByText(/^Inténtelo de nuevo\./)).toHaveTextContent(
    `Inténtelo de nuevo. Si el problema continúa, llame al ${portalConfig.supportPhone} para informar un problema con el registro mediante inicio de sesión único (SSO).`,
  );
  expect(
    screen.getByText('Estamos disponibles para ayudarle de lunes a viernes, de 7am a 7pm CST.'),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Ir a la página de inicio de sesión' })).toHaveAttribute(
    'href',
    '/auth/employee-benefits/login',
  );
});
