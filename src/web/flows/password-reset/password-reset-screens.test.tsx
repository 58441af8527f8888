// Password reset as a person who cannot log in meets it, at one address per side: found by
// her details (employee) or her user name and e-mail on file (employer), the code sent to
// that e-mail, then a new password on the reset's variant of the credentials screen.

import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { claimInsteadMessage } from '#domain/self-service/self-service-status';
import { fieldMessages, messages } from '#domain/shared/messages';
import type { Side } from '#domain/shared/sides';
import { disabilityClaimUrl } from '#web/content/claim-links.ts';
import { portalConfig } from '#web/lib/portal-config.ts';
import { usePortalStore } from '#web/lib/store.ts';
import { useFlowStore } from '#web/self-service/flow-store.ts';
import {
  type Answer,
  currentPath,
  fillInPersonalInfo,
  findBanner,
  openApp,
  resetBrowserSession,
  serverAnswers,
  serverError,
  status,
} from '#tests/support/web/flow-test-kit';

const resetAddress = (side: Side) => `/auth/${side}/registration/password-reset`;
const callPath = (side: Side, call: string) => `${side}/registration/password-reset/${call}`;

const employeePaths = {
  verify: callPath('employee-benefits', 'verifyPersonalInfo'),
  validate: callPath('employee-benefits', 'validateVerificationCode'),
  newPassword: callPath('employee-benefits', 'selectCredentials'),
};
const employerPaths = {
  verify: callPath('employers', 'verifyAccount'),
  validate: callPath('employers', 'validateVerificationCode'),
  newPassword: callPath('employers', 'selectCredentials'),
};

const noFlow = status('STEPNOTALLOWED', 'This step is not available now.');

/** The secrets of the test: none of them may ever reach the browser's storage. */
const jane = { firstName: 'Jane', lastName: 'Roe', month: '07', day: '14', year: '1975' };
const ssn = '4321';
const code = '482913';
const newPassword = 'Fresh#Start2025';

const codeSent = (emailAddress = 'jr***@example.com') => ({
  status: { code: 'OTPCODESENT', name: 'We sent you a verification code.' },
  transactionId: 'tx-reset',
  emailAddress,
});
const codeValid = (userName = 'jroe2024') => ({
  status: { code: 'OTPVALID', name: 'Your code is verified.' },
  selectedValidationOption: 'EMAIL',
  userName,
});
const passwordChanged = (side: Side) => ({
  status: {
    code: 'PASSWORDCHANGED',
    name: 'Your password has been changed. Please log in with your new password.',
  },
  redirectUrl: `/auth/${side}/login`,
});

/** A reload answer of this browser's reset at `step`. */
function resetReload(step: string, data: object = {}, side: Side = 'employee-benefits') {
  return {
    status: { code: 'SUCCESS', name: 'Done.' },
    module: `${side}/password-reset`,
    step,
    transactionId: 'tx-reload',
    ...data,
  };
}

const field = (label: string) => screen.getByLabelText(label);
const button = (name: string) => screen.getByRole('button', { name });
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

function checklist(name: string) {
  const panel = screen.getByRole('heading', { level: 2, name }).parentElement!;
  return within(panel)
    .getAllByRole('listitem')
    .map((rule) => rule.textContent);
}

/** The addresses fetched, with their query strings (the kit's keys leave them out). */
function fetchedUrls(): string[] {
  return vi.mocked(globalThis.fetch).mock.calls.map(([input]) => String(input));
}

function expectNoSecretsStored() {
  const stored = JSON.stringify({ ...sessionStorage });
  for (const secret of [ssn, code, newPassword, '1975', '07/14']) {
    expect(stored).not.toContain(secret);
  }
}

/** Answers the reload (no flow unless told) and the calls the test names. */
function answer(answers: Record<string, Answer | Answer[]>, reload: Answer = noFlow) {
  return serverAnswers({ 'GET reload': reload, ...answers });
}

const openReset = (side: Side = 'employee-benefits') => openApp(resetAddress(side));

async function fillInJane(user: UserEvent) {
  await fillInPersonalInfo(user, { ...jane, ssn });
}

async function enterCode(user: UserEvent) {
  await user.type(field('Verification Code'), code);
  await user.click(button('Continue'));
}

async function typeNewPassword(user: UserEvent, password = newPassword, confirm = password) {
  await user.type(field('New Password'), password);
  await user.type(field('Confirm New Password'), confirm);
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

  test('a password too short is refused at the field and nothing is sent', async () => {
    const user = userEvent.setup();
    const server = answer({}, resetReload('credentials', { userName: 'jroe2024' }));
    await openReset();
    await heading('Create a new password.');

    await typeNewPassword(user, 'Ab#1');
    await user.click(button('Continue'));

    expect(field('New Password')).toHaveAccessibleDescription(
      expect.stringContaining(fieldMessages.password),
    );
    expect(field('New Password')).toHaveFocus();
    expect(server.callsTo(employeePaths.newPassword)).toEqual([]);
  });

  test('a confirmation that differs says the passwords do not match; nothing is sent', async () => {
    const user = userEvent.setup();
    const server = answer({}, resetReload('credentials', { userName: 'jroe2024' }));
    await openReset();
    await heading('Create a new password.');

    await typeNewPassword(user, newPassword, 'Fresh#Start2026');
    await user.click(button('Continue'));

    expect(field('Confirm New Password')).toHaveAccessibleDescription(
      fieldMessages.passwordsDoNotMatch,
    );
    expect(field('New Password')).not.toHaveAccessibleDescription(
      expect.stringContaining(fieldMessages.password),
    );
    expect(server.callsTo(employeePaths.newPassword)).toEqual([]);
  });

  test.each([
    [
      'SAMEPASSWORD',
      'Your new password must be different from your current password. Please choose another one.',
    ],
    [
      'PASSWORDNOTALLOWED',
      'This password is too common and easy to guess. Please choose another one.',
    ],
  ])(
    '%s: the server sentence, both password fields emptied, still on the step',
    async (statusCode, sentence) => {
      const user = userEvent.setup();
      const server = answer(
        { [`POST ${employeePaths.newPassword}`]: status(statusCode, sentence) },
        resetReload('credentials', { userName: 'jroe2024' }),
      );
      await openReset();
      await heading('Create a new password.');

      await typeNewPassword(user);
      await user.click(button('Continue'));

      expect(await findBanner()).toHaveTextContent(sentence);
      expect(field('New Password')).toHaveValue('');
      expect(field('Confirm New Password')).toHaveValue('');
      expect(screen.queryByText(fieldMessages.password)).toBeNull();
      expect(screen.queryByText(fieldMessages.confirmPassword)).toBeNull();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create a new password.');
      expect(field('Username')).toHaveValue('jroe2024');
      expect(button('Continue')).toBeEnabled();
      expect(server.callsTo(employeePaths.newPassword)[0]?.body).toEqual({
        username: 'jroe2024',
        password: newPassword,
        transactionId: 'tx-reload',
      });
    },
  );

  test('not validated twice in a row: first "cannot verify", then the online claim', async () => {
    const user = userEvent.setup();
    answer({ [`POST ${employeePaths.verify}`]: status('NOTVALIDATED', messages.notValidated) });
    await openReset();

    await fillInJane(user);
    await user.click(button('Continue'));
    expect(await findBanner()).toHaveTextContent(messages.cannotVerify);

    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await user.click(button('Continue'));
    const second = await findBanner();
    expect(
      await within(second).findByRole('link', { name: 'file a disability claim online' }),
    ).toHaveAttribute('href', disabilityClaimUrl);
    expect(usePortalStore.getState().banner?.errorMessage).toBe(
      claimInsteadMessage(disabilityClaimUrl),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Let's help you get access.",
    );
    expect(currentPath()).toBe(resetAddress('employee-benefits'));
  });

  test('USERLOCKED: an alert with the reason', async () => {
    const user = userEvent.setup();
    answer({ [`POST ${employeePaths.verify}`]: status('USERLOCKED', 'Online access is locked.') });
    await openReset();

    await fillInJane(user);
    await user.click(button('Continue'));

    expect(
      await screen.findByRole('dialog', { name: 'Online access is locked.' }),
    ).toHaveTextContent(`Please call ${portalConfig.supportPhone} for assistance.`);
    // The page behind the alert is hidden from assistive tools: still the verify step.
    expect(screen.getByRole('heading', { level: 1, hidden: true })).toHaveTextContent(
      "Let's help you get access.",
    );
  });

  test('SESSIONLOCKED: a blocking alert with the reason', async () => {
    const user = userEvent.setup();
    answer({
      [`POST ${employeePaths.verify}`]: status('SESSIONLOCKED', 'Locked for 30 minutes.'),
    });
    await openReset();

    await fillInJane(user);
    await user.click(button('Continue'));

    expect(await screen.findByRole('dialog', { name: 'Locked for 30 minutes.' })).toHaveTextContent(
      portalConfig.supportPhone,
    );
    expect(usePortalStore.getState().alert).toMatchObject({ sessionLocked: true });
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

    expect(field('Username')).toHaveAccessibleDescription(fieldMessages.userName);
    expect(field('Email Address')).toHaveAccessibleDescription(
      expect.stringContaining(fieldMessages.emailAddress),
    );
    expect(field('Username')).toHaveFocus();
    expect(server.callsTo(employerPaths.verify)).toEqual([]);

    await user.type(field('Username'), 'acme.admin');
    await user.type(field('Email Address'), 'admin@acme.example');
    expect(screen.queryByText(fieldMessages.userName)).toBeNull();
    expect(screen.queryByText(fieldMessages.emailAddress)).toBeNull();
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

describe('accessibility', () => {
  test.each(['employee-benefits', 'employers'] as const)(
    'the verify step of %s has no violations',
    async (side) => {
      answer({});
      const { container } = await openReset(side);
      await heading("Let's help you get access.");

      expect((await axe.run(container)).violations).toEqual([]);
    },
  );

  test('the code step has no violations', async () => {
    answer({}, resetReload('code', { emailAddress: 'jr***@example.com' }));
    const { container } = await openReset();
    await heading("Let's confirm your email.");

    expect((await axe.run(container)).violations).toEqual([]);
  });

  test('the new-password step has no violations', async () => {
    answer({}, resetReload('credentials', { userName: 'jroe2024' }));
    const { container } = await openReset();
    await heading('Create a new password.');

    expect((await axe.run(container)).violations).toEqual([]);
  });

  test('the done step has no violations', async () => {
    const user = userEvent.setup();
    answer(
      { [`POST ${employeePaths.newPassword}`]: passwordChanged('employee-benefits') },
      resetReload('credentials', { userName: 'jroe2024' }),
    );
    const { container } = await openReset();
    await heading('Create a new password.');
    await typeNewPassword(user);
    await user.click(button('Continue'));
    await heading('Your password has been changed.');

    expect((await axe.run(container)).violations).toEqual([]);
  });
});
