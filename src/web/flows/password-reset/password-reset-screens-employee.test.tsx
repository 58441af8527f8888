// Password reset as an employee who cannot log in goes through it, at one address: found by
// her details, the code sent to her e-mail, then a new password on the reset's variant of the
// credentials screen; Back on the code screen; and a reload on any step.

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { messages } from '#domain/shared/messages';
import { useFlowStore } from '#web/self-service/flow-store.ts';
import {
  currentPath,
  findBanner,
  resetBrowserSession,
  serverError,
} from '#tests/support/web/flow-test-kit';
import {
  answer,
  button,
  code,
  codeSent,
  codeValid,
  employeePaths,
  enterCode,
  expectNoSecretsStored,
  fetchedUrls,
  field,
  fillInJane,
  heading,
  newPassword,
  openReset,
  passwordChanged,
  resetAddress,
  resetReload,
  ssn,
  typeNewPassword,
} from '#tests/support/web/password-reset-kit';

/** The rules of a checklist under its heading, each with whether it is passed. */
function checklist(name: string) {
  const panel = screen.getByRole('heading', { level: 2, name }).parentElement!;
  return within(panel)
    .getAllByRole('listitem')
    .map((rule) => rule.textContent);
}

beforeEach(() => {
  resetBrowserSession();
});

describe('employee password reset', () => {
  test('finds her, takes the e-mailed code and sets the new password, at one address', async () => {
    const user = userEvent.setup();
    const server = answer({
      [`POST ${employeePaths.verify}`]: codeSent(),
      [`POST ${employeePaths.validate}`]: codeValid(),
      [`POST ${employeePaths.newPassword}`]: passwordChanged('employee-benefits'),
    });
    await openReset();

    // The verify step.
    expect(await heading("Let's help you get access.")).toHaveFocus();
    expect(screen.getByText("To begin, let's find your account.")).toBeVisible();
    expect(document.title).toBe('Account Recovery');
    expect(screen.getByRole('link', { name: 'Forgot your username?' })).toHaveAttribute(
      'href',
      '/auth/userNameRecovery/verifyPersonalInformation',
    );
    expect(screen.queryByRole('link', { name: 'Already registered? Log in here.' })).toBeNull();
    expect(fetchedUrls()).toContain('/auth/reload?module=employee-benefits%2Fpassword-reset');

    await fillInJane(user);
    await user.click(button('Continue'));

    // The code step.
    expect(await heading("Let's confirm your email.")).toHaveFocus();
    expect(server.callsTo(employeePaths.verify)).toEqual([
      {
        method: 'POST',
        path: employeePaths.verify,
        body: { firstName: 'Jane', lastName: 'Roe', dateOfBirth: '07/14/1975', ssn },
      },
    ]);
    expect(screen.getByText(/A code has been sent to/)).toHaveTextContent(
      'A code has been sent to jr***@example.com.',
    );
    expect(button('Back')).toBeVisible();
    expect(currentPath()).toBe(resetAddress('employee-benefits'));
    // The store is kept in the session storage, where the masked e-mail may be, not the secrets.
    expect(JSON.stringify({ ...sessionStorage })).toContain('jr***@example.com');
    expectNoSecretsStored();

    await enterCode(user);

    // The new-password step.
    expect(await heading('Create a new password.')).toHaveFocus();
    expect(server.callsTo(employeePaths.validate)).toEqual([
      { method: 'POST', path: employeePaths.validate, body: { verificationCode: code } },
    ]);
    expect(
      screen.getByText(
        'Your username is below. Please create a new password to log in to your account.',
      ),
    ).toBeVisible();
    expect(field('Username')).toHaveValue('jroe2024');
    expect(field('Username')).toHaveAttribute('readonly');
    expect(field('New Password')).toHaveAttribute('type', 'password');
    expect(field('Confirm New Password')).toHaveAttribute('type', 'password');
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByLabelText('Confirm Password')).toBeNull();
    expect(checklist('Password requirements')).toEqual([
      '8 to 24 characters not passed',
      'At least three of: lowercase letter, uppercase letter, number, special character not passed',
      'No spaces not passed',
    ]);
    expect(currentPath()).toBe(resetAddress('employee-benefits'));
    expectNoSecretsStored();

    await typeNewPassword(user);
    expect(checklist('Password requirements')).toEqual([
      '8 to 24 characters passed',
      'At least three of: lowercase letter, uppercase letter, number, special character passed',
      'No spaces passed',
    ]);
    expectNoSecretsStored();
    await user.click(button('Continue'));

    // Done.
    expect(await heading('Your password has been changed.')).toHaveFocus();
    expect(server.callsTo(employeePaths.newPassword)).toEqual([
      {
        method: 'POST',
        path: employeePaths.newPassword,
        body: { username: 'jroe2024', password: newPassword, transactionId: 'tx-reset' },
      },
    ]);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth/employee-benefits/login',
    );
    expect(currentPath()).toBe(resetAddress('employee-benefits'));
    expect(window.location.href).not.toMatch(/4321|1975|482913|Fresh/);
    expectNoSecretsStored();
  });

  test('Back on the code screen returns to the verify step without a call', async () => {
    const user = userEvent.setup();
    const server = answer({ [`POST ${employeePaths.verify}`]: codeSent() });
    await openReset();
    await fillInJane(user);
    await user.click(button('Continue'));
    await heading("Let's confirm your email.");
    const callsBefore = server.calls.length;

    await user.click(button('Back'));

    expect(await heading("Let's help you get access.")).toHaveFocus();
    expect(field('First Name')).toHaveValue('');
    expect(button('Continue')).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Forgot your username?' })).toBeVisible();
    expect(server.calls.slice(callsBefore)).toEqual([]);
    expect(currentPath()).toBe(resetAddress('employee-benefits'));
  });
});

describe('employee password reset after a reload', () => {
  test("step 'credentials': the new-password step with the user name", async () => {
    const user = userEvent.setup();
    const server = answer(
      { [`POST ${employeePaths.newPassword}`]: passwordChanged('employee-benefits') },
      resetReload('credentials', { userName: 'jroe2024' }),
    );
    await openReset();

    expect(await heading('Create a new password.')).toHaveFocus();
    expect(field('Username')).toHaveValue('jroe2024');

    await typeNewPassword(user);
    await user.click(button('Continue'));

    await heading('Your password has been changed.');
    expect(server.callsTo(employeePaths.newPassword)[0]?.body).toEqual({
      username: 'jroe2024',
      password: newPassword,
      transactionId: 'tx-reload',
    });
  });

  test("step 'code': the code screen with the masked e-mail", async () => {
    const user = userEvent.setup();
    const server = answer(
      { [`POST ${employeePaths.validate}`]: codeValid() },
      resetReload('code', { emailAddress: 'jr***@example.com' }),
    );
    await openReset();

    expect(await heading("Let's confirm your email.")).toHaveFocus();
    expect(screen.getByText(/A code has been sent to/)).toHaveTextContent(
      'A code has been sent to jr***@example.com.',
    );

    await enterCode(user);

    expect(await heading('Create a new password.')).toBeVisible();
    expect(field('Username')).toHaveValue('jroe2024');
    expect(server.callsTo(employeePaths.validate)).toHaveLength(1);
  });

  test("another module's flow: the verify step", async () => {
    answer(
      {},
      {
        status: { code: 'SUCCESS', name: 'Done.' },
        module: 'employee-benefits',
        step: 'code',
        transactionId: 'tx-registration',
        emailAddress: 'jane.doe@example.com',
      },
    );
    await openReset();

    expect(await heading("Let's help you get access.")).toHaveFocus();
    expect(screen.queryByText(/jane\.doe@example\.com/)).toBeNull();
    expect(screen.queryByLabelText('Verification Code')).toBeNull();
    expect(useFlowStore.getState().transactionId).toBeNull();
  });

  test("step 'completed': the verify step, to start again", async () => {
    answer({}, resetReload('completed', { userName: 'jroe2024' }));
    await openReset();

    expect(await heading("Let's help you get access.")).toHaveFocus();
    expect(screen.queryByLabelText('New Password')).toBeNull();
    expect(screen.getByLabelText('First Name')).toBeVisible();
  });

  test('a reload that fails: the verify step and the generic banner', async () => {
    answer({}, serverError);
    await openReset();

    expect(await heading("Let's help you get access.")).toBeVisible();
    expect(await findBanner()).toHaveTextContent(messages.genericError);
    expect(screen.getByLabelText('First Name')).toBeVisible();
  });
});
