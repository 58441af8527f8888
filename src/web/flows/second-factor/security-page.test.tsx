// 'Sign-in and security' as a person uses it: the factors with when each was last used and
// 'Remove', a passkey added, an app set up from its QR code or typed key, recovery codes shown
// once, devices forgotten, and the factor an employer owes said first.

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, test } from 'vitest';
import type { SecurityOverview } from '#domain/second-factor/second-factor-answers';
import { openApp, resetBrowserSession, serverAnswers } from '#tests/support/web/flow-test-kit';
import { webauthn } from '#tests/support/web/browser-webauthn';
import './second-factor-screens.tsx';

const api = 'employers/api/security';
const address = '/auth/employers/security';
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
      name: 'Authenticator app',
      createdAt: '2026-11-03T15:00:00.000Z',
      lastUsedAt: null,
    },
  ],
  recoveryCodes: { left: 9, createdAt: '2026-11-03T15:00:00.000Z', lastUsedAt: null },
  rememberedDevices: 2,
  mustEnrol: false,
  confirmedWith: 'passkey',
};
const none: SecurityOverview = {
  ...overview,
  factors: [],
  recoveryCodes: { left: 0, createdAt: null, lastUsedAt: null },
  rememberedDevices: 0,
};
const factorsList = () =>
  within(screen.getByRole('region', { name: "Your ways to confirm it's you" }));

/** The page once its data is on show. */
async function openSecurity() {
  const result = await openApp(address);
  await screen.findByRole('region', { name: "Your ways to confirm it's you" });
  return result;
}

beforeEach(() => {
  resetBrowserSession();
  webauthn.startRegistration.mockReset();
});

describe("'Sign-in and security'", () => {
  test('lists each factor with when it was added and last used; Remove takes one away', async () => {
    const server = serverAnswers({
      [`GET ${api}`]: [overview, { ...overview, factors: overview.factors.slice(1) }],
      [`POST ${api}/factors/f1/remove`]: { outcome: 'done' },
    });
    await openSecurity();
    const user = userEvent.setup();

    const items = factorsList().getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Work laptopPasskey, added 11/02/2026, last used 11/20/2026Remove Work laptop',
      'Authenticator appAdded 11/03/2026, not used yetRemove Authenticator app',
    ]);
    expect(factorsList().getByText('You have 9 recovery codes left.')).toBeVisible();

    // It asks first; 'Keep it' changes nothing and gives focus back to 'Remove'.
    const removeLaptop = within(items[0]!).getByRole('button', { name: 'Remove Work laptop' });
    await user.click(removeLaptop);
    expect(
      within(items[0]!).getByText(
        "Remove Work laptop? You will no longer be able to confirm it's you with it.",
      ),
    ).toHaveFocus();
    await user.click(within(items[0]!).getByRole('button', { name: 'Keep it' }));
    expect(within(items[0]!).getByRole('button', { name: 'Remove Work laptop' })).toHaveFocus();
    expect(server.callsTo(`${api}/factors/f1/remove`)).toHaveLength(0);

    await user.click(within(items[0]!).getByRole('button', { name: 'Remove Work laptop' }));
    await user.click(within(items[0]!).getByRole('button', { name: 'Yes, remove it' }));
    expect(await screen.findByText('Work laptop was removed.')).toHaveFocus();
    expect(server.callsTo(`${api}/factors/f1/remove`)).toHaveLength(1);
    expect(factorsList().getAllByRole('listitem')).toHaveLength(1);
  });

  test('adds a named passkey with the browser’s prompt; a name is needed first', async () => {
    const server = serverAnswers({
      [`GET ${api}`]: none,
      [`POST ${api}/passkeys/options`]: { challenge: 'xyz', rp: { name: 'Meridian Mutual' } },
      [`POST ${api}/passkeys`]: { outcome: 'added' },
    });
    webauthn.startRegistration.mockResolvedValue({ id: 'new', response: { attestation: 'a' } });
    await openSecurity();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(screen.getByLabelText('Name of this passkey')).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo(`${api}/passkeys/options`)).toHaveLength(0);

    await user.type(screen.getByLabelText('Name of this passkey'), '  My   phone ');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('My phone was added.')).toBeVisible();
    expect(webauthn.startRegistration).toHaveBeenCalledWith({
      optionsJSON: { challenge: 'xyz', rp: { name: 'Meridian Mutual' } },
    });
    expect(server.callsTo(`${api}/passkeys`)[0]?.body).toEqual({
      name: 'My phone',
      response: { id: 'new', response: { attestation: 'a' } },
    });
  });

  test('sets up an app: the QR code as an image, the key as text, a wrong first code refused', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const server = serverAnswers({
      [`GET ${api}`]: none,
      [`POST ${api}/app/start`]: {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/x',
        qrSvg: svg,
      },
      [`POST ${api}/app`]: [{ outcome: 'refused' }, { outcome: 'added' }],
    });
    await openSecurity();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    );
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeVisible();

    await user.type(screen.getByLabelText('Code from your authenticator app'), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('That code did not work. Please check it and try again.'),
    ).toBeVisible();
    await user.clear(screen.getByLabelText('Code from your authenticator app'));
    await user.type(screen.getByLabelText('Code from your authenticator app'), '222222');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your authenticator app was added.')).toBeVisible();
    expect(server.callsTo(`${api}/app`).map((call) => call.body)).toEqual([
      { code: '111111' },
      { code: '222222' },
    ]);
  });

  test('shows ten new recovery codes once, with the warning', async () => {
    const codes = Array.from({ length: 10 }, (_, index) => `ABCDE-${10000 + index}`);
    serverAnswers({ [`GET ${api}`]: overview, [`POST ${api}/recovery-codes`]: { codes } });
    await openSecurity();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Get new recovery codes' }));
    const shown = await screen.findByRole('group', { name: /We show them only this once/ });
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
  });

  test("'Forget all devices', and the factor an employer owes said first", async () => {
    const server = serverAnswers({
      [`GET ${api}`]: [
        { ...none, mustEnrol: true, rememberedDevices: 1 },
        { ...none, mustEnrol: true },
      ],
      [`POST ${api}/forget-devices`]: { outcome: 'done' },
    });
    await openSecurity();
    const user = userEvent.setup();

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your organization asks you to add a passkey or an authenticator app before you continue to your account.',
    );
    expect(screen.queryByRole('link', { name: 'Back to your account' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Forget all devices' }));
    await waitFor(() => expect(screen.getByText('No device skips this step now.')).toBeVisible());
    expect(server.callsTo(`${api}/forget-devices`)).toHaveLength(1);
  });

  test('has no accessibility violations', async () => {
    serverAnswers({ [`GET ${api}`]: overview });
    const { container } = await openSecurity();

    expect((await axe.run(container)).violations).toEqual([]);
  });
});
