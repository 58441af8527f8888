// Every step of the password reset, on either side, with no accessibility violations.

import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { resetBrowserSession } from '#tests/support/web/flow-test-kit';
import {
  answer,
  button,
  employeePaths,
  heading,
  openReset,
  passwordChanged,
  resetReload,
  typeNewPassword,
} from '#tests/support/web/password-reset-kit';

beforeEach(() => {
  resetBrowserSession();
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
