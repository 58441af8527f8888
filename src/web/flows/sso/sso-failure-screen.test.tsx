// The single-sign-on failure page as an employee meets it after a partner's assertion that
// opened nothing: what went wrong, what to do, whom to call (docs/product/sso.md, screen 8).

import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, expect, test } from 'vitest';
import { portalConfig } from '#web/lib/portal-config.ts';
import { App } from '#web/router.tsx';
import { resetBrowserSession, serverAnswers } from '#tests/support/web/flow-test-kit';

const failurePath = '/auth/employee-benefits/registration/sso/failure';

beforeEach(() => {
  resetBrowserSession();
});

function openFailurePage() {
  window.history.replaceState(null, '', failurePath);
  return render(<App />);
}

test('says something went wrong, to try again, and whom to call about it', async () => {
  const server = serverAnswers({});
  openFailurePage();

  const heading = await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' });
  expect(heading).toHaveFocus();
  expect(document.title).toBe('Registration');
  expect(screen.getByText(/^Please try again\. If it continues, please call/)).toHaveTextContent(
    `Please try again. If it continues, please call ${portalConfig.supportPhone} to report a problem with SSO registration.`,
  );
  expect(
    screen.getByText("We're available to help Monday to Friday, 7am to 7pm CST."),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute(
    'href',
    '/auth/employee-benefits/login',
  );
  // Not a step of the registration: nothing is asked of the server, no help panel beside it.
  expect(server.calls).toEqual([]);
  expect(screen.queryByRole('region', { name: 'Having Trouble Registering?' })).toBeNull();
  expect(window.location.pathname).toBe(failurePath);
});

test('has no accessibility violations', async () => {
  serverAnswers({});
  const { container } = openFailurePage();
  await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' });

  expect((await axe.run(container)).violations).toEqual([]);
});
