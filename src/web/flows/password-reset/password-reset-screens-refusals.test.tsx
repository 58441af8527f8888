// What an employee's password reset refuses, and how: a new password the field or the server
// refuses, her details not validated twice, and the alerts of a locked account or flow.

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { claimInsteadMessage } from '#web/self-service/step-outcome.ts';
import { fieldText, messages } from '#domain/shared/messages';
import { disabilityClaimUrl } from '#web/content/claim-links.ts';
import { portalConfig } from '#web/lib/portal-config.ts';
import { usePortalStore } from '#web/lib/store.ts';
import {
  currentPath,
  findBanner,
  resetBrowserSession,
  status,
} from '#tests/support/web/flow-test-kit';
import {
  answer,
  button,
  employeePaths,
  field,
  fillInJane,
  heading,
  newPassword,
  openReset,
  resetAddress,
  resetReload,
  typeNewPassword,
} from '#tests/support/web/password-reset-kit';

beforeEach(() => {
  resetBrowserSession();
});

describe('employee password reset', () => {
  test('a password too short is refused at the field and nothing is sent', async () => {
    const user = userEvent.setup();
    const server = answer({}, resetReload('credentials', { userName: 'jroe2024' }));
    await openReset();
    await heading('Create a new password.');

    await typeNewPassword(user, 'Ab#1');
    await user.click(button('Continue'));

    expect(field('New Password')).toHaveAccessibleDescription(
      expect.stringContaining(fieldText.password.defaultMessage),
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
      fieldText.passwordsDoNotMatch.defaultMessage,
    );
    expect(field('New Password')).not.toHaveAccessibleDescription(
      expect.stringContaining(fieldText.password.defaultMessage),
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
      expect(screen.queryByText(fieldText.password.defaultMessage)).toBeNull();
      expect(screen.queryByText(fieldText.confirmPassword.defaultMessage)).toBeNull();
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
});
