// The registration start a partner's single-sign-on assertion opens: the employee's form under
// its own heading, on to the same identity step.

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { useFlowStore } from '#web/self-service/flow-store.ts';
import {
  type Answer,
  currentPath,
  findBanner,
  openRegistration,
  resetBrowserSession,
  rightSideContent,
  serverAnswers,
  ssoFlow,
  status,
} from '#tests/support/web/flow-test-kit';
import {
  continueButton,
  expectJaneOnTheIdentityStep,
  fillIn,
  verifyPath,
} from '#tests/support/web/registration-kit';

beforeEach(() => {
  resetBrowserSession();
});

describe("the single-sign-on start, opened by a partner's assertion", () => {
  function answerSsoVerify(answer: Answer) {
    return serverAnswers({
      'GET reload': ssoFlow,
      'POST registration/rightSideContent': rightSideContent,
      [`POST ${verifyPath}`]: answer,
    });
  }

  test('the same form under its own heading, with the help panel and no login link', async () => {
    answerSsoVerify(status('NOTREGISTERED'));
    await openRegistration('sso');

    const heading = screen.getByRole('heading', {
      level: 1,
      name: 'Set up your seamless online access.',
    });
    expect(heading).toHaveFocus();
    expect(document.title).toBe('Registration');
    expect(screen.getByLabelText('First Name')).toBeRequired();
    expect(screen.getByRole('group', { name: 'Date of Birth' })).toBeInTheDocument();
    expect(screen.getByLabelText('Last 4 digits SSN / TIN')).toHaveAttribute('maxlength', '4');
    expect(screen.queryByRole('link', { name: 'Already registered? Log in here.' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Having Trouble Registering?' })).toBeVisible();
    expect(
      await screen.findByRole('region', { name: 'With your online account you can' }),
    ).toBeVisible();
    expect(currentPath()).toBe('/auth/employee-benefits/registration/sso');
  });

  test("NOTREGISTERED: on to the employee's identity step, as from the full start", async () => {
    const user = userEvent.setup();
    const server = answerSsoVerify({ ...status('NOTREGISTERED'), transactionId: 'tx-sso' });
    await openRegistration('sso');

    await fillIn(user);
    await user.click(continueButton());

    await expectJaneOnTheIdentityStep(server);
    expect(useFlowStore.getState().transactionId).toBe('tx-sso');
  });

  test('ALREADYREGISTERED: the employee login page, with the reason in a danger banner', async () => {
    const user = userEvent.setup();
    answerSsoVerify(status('ALREADYREGISTERED', 'You already have an online account.'));
    await openRegistration('sso');

    await fillIn(user);
    await user.click(continueButton());

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(currentPath()).toBe('/auth/employee-benefits/login');
    expect(await findBanner()).toHaveTextContent('You already have an online account.');
  });

  test('has no accessibility violations', async () => {
    const user = userEvent.setup();
    answerSsoVerify(status('NOTREGISTERED'));
    const { container } = await openRegistration('sso');
    await screen.findByRole('region', { name: 'With your online account you can' });
    await user.click(continueButton());

    expect((await axe.run(container)).violations).toEqual([]);
  });
});
