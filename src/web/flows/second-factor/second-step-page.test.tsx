// 'Confirm it's you' as a person meets it: a code sent to an account without a factor, an
// app's code, a recovery code behind its disclosure, a passkey; one sentence for a refusal,
// the lock with the support phone; and the benefits area sending a call that wants the step
// here and back.

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, test } from 'vitest';
import type { SecondStepOptions } from '#domain/second-factor/second-factor-answers';
import { defaultPortalConfig } from '#domain/shared/portal-config';
import {
  currentPath,
  openApp,
  resetBrowserSession,
  serverAnswers,
} from '#tests/support/web/flow-test-kit';
import { webauthn } from '#tests/support/web/browser-webauthn';
import './second-factor-screens.tsx';

const step = 'employee-benefits/api/second-step';
const confirmAddress = '/auth/employee-benefits/confirm';
const noFactor: SecondStepOptions = {
  passkey: false,
  app: false,
  recoveryCode: false,
  code: { channel: 'email', destination: 'jo***@example.com' },
  mustEnrol: false,
  confirmed: false,
  confirmedRecently: false,
};
const withApp: SecondStepOptions = { ...noFactor, app: true, recoveryCode: true, code: null };
const confirmed = { outcome: 'confirmed', redirectUrl: '/auth/employee-benefits/account' };
const refused = { outcome: 'refused' };
const codeField = () => screen.getByLabelText('Code from your authenticator app');
const passkeyOffer = 'Then add a passkey, to confirm in one step next time';

beforeEach(() => {
  resetBrowserSession();
  webauthn.startAuthentication.mockReset();
});

describe("'Confirm it's you' without a factor", () => {
  test('sends a code on arrival and confirms with it, onto the account page', async () => {
    const server = serverAnswers({
      [`GET ${step}`]: noFactor,
      [`POST ${step}/code/send`]: { outcome: 'sent' },
      [`POST ${step}/code`]: confirmed,
    });
    await openApp(confirmAddress);
    const user = userEvent.setup();

    expect(await screen.findByText(/We sent a code to jo\*\*\*@example\.com\./)).toBeVisible();
    expect(server.callsTo(`${step}/code/send`)).toHaveLength(1);
    await user.type(await screen.findByLabelText('Code we sent you'), '123456');
    await user.click(screen.getByRole('checkbox', { name: 'Remember this device for 30 days' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(server.callsTo(`${step}/code`)[0]?.body).toEqual({
      code: '123456',
      rememberDevice: true,
    });
    await waitFor(() => expect(currentPath()).toBe('/auth/employee-benefits/account'));
  });

  test('a passkey offered on the way in: ticked, its page comes next', async () => {
    serverAnswers({
      [`GET ${step}`]: noFactor,
      [`POST ${step}/code/send`]: { outcome: 'sent' },
      [`POST ${step}/code`]: confirmed,
      'GET employee-benefits/api/security': {
        factors: [],
        recoveryCodes: { left: 0, createdAt: null, lastUsedAt: null },
        rememberedDevices: 0,
        mustEnrol: false,
        confirmedWith: 'code',
      },
    });
    await openApp(`${confirmAddress}?path=${encodeURIComponent('/employee-benefits/payments')}`);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Code we sent you'), '123456');
    await user.click(screen.getByRole('checkbox', { name: passkeyOffer }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(currentPath()).toBe('/auth/employee-benefits/security'));
  });

  test("'Send a new code' says in words what the server answered", async () => {
    serverAnswers({
      [`GET ${step}`]: noFactor,
      [`POST ${step}/code/send`]: [{ outcome: 'sent' }, { outcome: 'too-soon' }],
    });
    await openApp(confirmAddress);
    const user = userEvent.setup();
    await screen.findByText(/We sent a code/);

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(
      await screen.findByText('Please wait 30 seconds before asking for another code.'),
    ).toBeVisible();
  });
});

describe("'Confirm it's you' with a factor", () => {
  test('a wrong app code: one sentence under the field, which takes the focus', async () => {
    const server = serverAnswers({ [`GET ${step}`]: withApp, [`POST ${step}/app`]: refused });
    await openApp(confirmAddress);
    const user = userEvent.setup();

    await screen.findByLabelText('Code from your authenticator app');
    expect(screen.queryByLabelText('Code we sent you')).toBeNull();
    await user.type(codeField(), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(
      await screen.findByText('That code did not work. Please check it and try again.'),
    ).toBeVisible();
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveFocus();
    expect(server.callsTo(`${step}/code/send`)).toHaveLength(0);
    expect(currentPath()).toBe(confirmAddress);
  });

  test('locked: an alert with the lock and the support phone', async () => {
    serverAnswers({ [`GET ${step}`]: withApp, [`POST ${step}/app`]: { outcome: 'locked' } });
    await openApp(confirmAddress);
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Code from your authenticator app'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('locked for 30 minutes');
    expect(alert).toHaveTextContent(defaultPortalConfig.supportPhone);
  });

  test('a recovery code behind its disclosure, back to the page the person was on', async () => {
    const server = serverAnswers({
      [`GET ${step}`]: withApp,
      [`POST ${step}/recovery-code`]: confirmed,
      'GET employee-benefits/api/documents': { claims: [], documents: [] },
    });
    await openApp(`${confirmAddress}?path=${encodeURIComponent('/employee-benefits/documents')}`);
    const user = userEvent.setup();

    const disclosure = await screen.findByRole('button', { name: 'Use a recovery code' });
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await user.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(currentPath()).toBe('/auth/employee-benefits/documents'));
    expect(server.callsTo(`${step}/recovery-code`)[0]?.body).toEqual({
      code: 'abcde-12345',
      rememberDevice: false,
    });
  });

  test('asked again for a high-risk change, a session confirmed at its login confirms again', async () => {
    const from = '/employee-benefits/beneficiaries?change=basic-life';
    const server = serverAnswers({
      [`GET ${step}`]: [
        { ...noFactor, confirmed: true },
        { ...noFactor, confirmed: true, confirmedRecently: true },
      ],
      [`POST ${step}/code/send`]: { outcome: 'sent' },
      [`POST ${step}/code`]: confirmed,
      'GET employee-benefits/api/beneficiaries': { plans: [], confirmedRecently: true },
    });
    await openApp(`${confirmAddress}?path=${encodeURIComponent(from)}&again=1`);
    const user = userEvent.setup();

    expect(
      await screen.findByText(
        "For your security, please confirm it's you again: this change needs a second step within the last 5 minutes.",
      ),
    ).toBeVisible();
    expect(currentPath()).toBe(confirmAddress);
    await user.type(await screen.findByLabelText('Code we sent you'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(currentPath()).toBe('/auth/employee-benefits/beneficiaries'));
    expect(server.callsTo(`${step}/code/send`)).toHaveLength(1);
  });

  test('a session confirmed recently enough goes straight on, asked again or not', async () => {
    serverAnswers({
      [`GET ${step}`]: { ...noFactor, confirmed: true, confirmedRecently: true },
      'GET employee-benefits/api/beneficiaries': { plans: [], confirmedRecently: true },
    });
    await openApp(
      `${confirmAddress}?path=${encodeURIComponent('/employee-benefits/beneficiaries')}&again=1`,
    );
    await waitFor(() => expect(currentPath()).toBe('/auth/employee-benefits/beneficiaries'));
  });

  test('a passkey: the browser signs the server’s challenge; a closed prompt says so', async () => {
    const server = serverAnswers({
      [`GET ${step}`]: { ...withApp, passkey: true },
      [`POST ${step}/passkey/options`]: { challenge: 'abc', rpId: 'localhost' },
      [`POST ${step}/passkey`]: confirmed,
      'GET employee-benefits/api/dashboard': {
        firstName: 'John',
        claims: [],
        thingsToDo: [],
        lastPayment: null,
      },
    });
    webauthn.startAuthentication
      .mockRejectedValueOnce(new Error('NotAllowedError'))
      .mockResolvedValueOnce({ id: 'cred', response: { signature: 'sig' } });
    await openApp(confirmAddress);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No passkey was used.');
    expect(server.callsTo(`${step}/passkey`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(currentPath()).toBe('/auth/employee-benefits/account'));
    expect(webauthn.startAuthentication).toHaveBeenLastCalledWith({
      optionsJSON: { challenge: 'abc', rpId: 'localhost' },
    });
    expect(server.callsTo(`${step}/passkey`)[0]?.body).toEqual({
      response: { id: 'cred', response: { signature: 'sig' } },
      rememberDevice: false,
    });
  });

  test('has no accessibility violations', async () => {
    serverAnswers({ [`GET ${step}`]: { ...withApp, passkey: true } });
    const { container } = await openApp(confirmAddress);
    await screen.findByLabelText('Code from your authenticator app');

    expect((await axe.run(container)).violations).toEqual([]);
  });
});

describe('the benefits area before the step', () => {
  test("a 401 CONFIRM_IT_IS_YOU goes to 'Confirm it's you' with the page to come back to", async () => {
    serverAnswers({
      'GET employee-benefits/api/payments': {
        httpStatus: 401,
        body: { error: 'CONFIRM_IT_IS_YOU', message: "Please confirm it's you to continue." },
      },
      [`GET ${step}`]: withApp,
    });
    await openApp('/auth/employee-benefits/payments?claim=C1');

    await waitFor(() => expect(currentPath()).toBe(confirmAddress));
    expect(new URLSearchParams(window.location.search).get('path')).toBe(
      '/employee-benefits/payments?claim=C1',
    );
  });

  test('a plain 401 still goes to the login page', async () => {
    serverAnswers({
      'GET employee-benefits/api/dashboard': {
        httpStatus: 401,
        body: { error: 'UNAUTHORIZED', message: 'Please log in to continue.' },
      },
    });
    await openApp('/auth/employee-benefits/account');

    await waitFor(() => expect(currentPath()).toBe('/auth/employee-benefits/login'));
  });
});
