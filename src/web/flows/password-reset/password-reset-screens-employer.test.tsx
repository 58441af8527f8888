// Password reset as an employer who cannot log in goes through it: found by the user name and
// the e-mail on file, the code sent there, then a new password and the employer login.

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { fieldText, messages } from '#domain/shared/messages';
import {
  currentPath,
  findBanner,
  resetBrowserSession,
  status,
} from '#tests/support/web/flow-test-kit';
import {
  answer,
  button,
  code,
  codeSent,
  codeValid,
  employerPaths,
  enterCode,
  expectNoSecretsStored,
  fetchedUrls,
  field,
  heading,
  newPassword,
  openReset,
  passwordChanged,
  resetAddress,
  typeNewPassword,
} from '#tests/support/web/password-reset-kit';

beforeEach(() => {
  resetBrowserSession();
});

describe('employer password reset', () => {
  test('user name and e-mail on file, the code, the new password, then the employer login', async () => {
    const user = userEvent.setup();
    const server = answer({
      [`POST ${employerPaths.verify}`]: codeSent('ad***@acme.example'),
      [`POST ${employerPaths.validate}`]: codeValid('acme.admin'),
      [`POST ${employerPaths.newPassword}`]: passwordChanged('employers'),
    });
    await openReset('employers');

    expect(await heading("Let's help you get access.")).toHaveFocus();
    expect(fetchedUrls()).toContain('/auth/reload?module=employers%2Fpassword-reset');
    expect(field('Username')).toBeRequired();
    expect(field('Email Address')).toHaveAttribute('type', 'email');
    expect(screen.queryByLabelText('First Name')).toBeNull();

    await user.click(button('Continue'));

    expect(field('Username')).toHaveAccessibleDescription(fieldText.userName.defaultMessage);
    expect(field('Email Address')).toHaveAccessibleDescription(
      expect.stringContaining(fieldText.emailAddress.defaultMessage),
    );
    expect(field('Username')).toHaveFocus();
    expect(server.callsTo(employerPaths.verify)).toEqual([]);

    await user.type(field('Username'), 'acme.admin');
    await user.type(field('Email Address'), 'admin@acme.example');
    expect(screen.queryByText(fieldText.userName.defaultMessage)).toBeNull();
    expect(screen.queryByText(fieldText.emailAddress.defaultMessage)).toBeNull();
    await user.click(button('Continue'));

    expect(await heading('We sent you a verification code.')).toHaveFocus();
    expect(server.callsTo(employerPaths.verify)).toEqual([
      {
        method: 'POST',
        path: employerPaths.verify,
        body: { userName: 'acme.admin', emailAddress: 'admin@acme.example' },
      },
    ]);
    expect(screen.getByText(/A code has been sent to/)).toHaveTextContent(
      'A code has been sent to ad***@acme.example.',
    );
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: "Didn't receive a code?" })).toBeVisible();

    await enterCode(user);

    expect(await heading('Create a new password.')).toHaveFocus();
    expect(server.callsTo(employerPaths.validate)[0]?.body).toEqual({ verificationCode: code });
    expect(field('Username')).toHaveValue('acme.admin');

    await typeNewPassword(user);
    await user.click(button('Continue'));

    expect(await heading('Your password has been changed.')).toBeVisible();
    expect(server.callsTo(employerPaths.newPassword)[0]?.body).toEqual({
      username: 'acme.admin',
      password: newPassword,
      transactionId: 'tx-reset',
    });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth/employers/login',
    );
    expect(currentPath()).toBe(resetAddress('employers'));
    expectNoSecretsStored();
  });

  test('NOTVALIDATED: the "cannot verify" banner, still on the first step', async () => {
    const user = userEvent.setup();
    answer({ [`POST ${employerPaths.verify}`]: status('NOTVALIDATED', messages.notValidated) });
    await openReset('employers');

    await user.type(field('Username'), 'acme.admin');
    await user.type(field('Email Address'), 'admin@acme.example');
    await user.click(button('Continue'));

    expect(await findBanner()).toHaveTextContent(messages.cannotVerify);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Let's help you get access.",
    );
    expect(button('Continue')).toBeEnabled();
  });
});
