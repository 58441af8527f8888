// The registration start as an employee meets it: 'Set up your online access.', the form and
// its field checks as she types, and the help panel beside it.

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { fieldText } from '#domain/shared/messages';
import { portalConfig } from '#web/lib/portal-config.ts';
import {
  later,
  openRegistration,
  resetBrowserSession,
  rightSideContent,
  status,
} from '#tests/support/web/flow-test-kit';
import {
  answerVerify,
  continueButton,
  expectJaneOnTheIdentityStep,
  fillIn,
  jane,
  verifyPath,
} from '#tests/support/web/registration-kit';

beforeEach(() => {
  resetBrowserSession();
});

describe('the registration start', () => {
  test('asks who the person is, under the heading that has focus', async () => {
    answerVerify(status('NOTREGISTERED'));
    await openRegistration('full');

    const heading = screen.getByRole('heading', { level: 1, name: 'Set up your online access.' });
    expect(heading).toHaveFocus();
    expect(document.title).toBe('Registration');
    expect(screen.getByLabelText('First Name')).toBeRequired();
    expect(screen.getByLabelText('Last Name')).toBeRequired();
    expect(screen.getByRole('group', { name: 'Date of Birth' })).toBeInTheDocument();
    const ssnBox = screen.getByLabelText('Last 4 digits SSN / TIN');
    expect(ssnBox).toHaveAttribute('type', 'password');
    expect(ssnBox).toHaveAttribute('inputmode', 'numeric');
    expect(ssnBox).toHaveAttribute('maxlength', '4');
    expect(screen.queryByLabelText('Client ID')).toBeNull();
    expect(screen.getByRole('link', { name: 'Already registered? Log in here.' })).toHaveAttribute(
      'href',
      '/auth/employee-benefits/login',
    );
    expect(document.querySelector('.page-layout')).toHaveClass('page-registration');
  });

  test('sends her details as MM/DD/YYYY and takes her to the identity step', async () => {
    const user = userEvent.setup();
    const server = answerVerify({ ...status('NOTREGISTERED'), transactionId: 'tx-1' });
    await openRegistration('full');

    await fillIn(user);
    await user.click(continueButton());

    await expectJaneOnTheIdentityStep(server);
  });

  test('keeps no SSN or date of birth in the browser storage', async () => {
    const user = userEvent.setup();
    answerVerify({ ...status('NOTREGISTERED'), transactionId: 'tx-1' });
    await openRegistration('full');

    await fillIn(user);
    await user.click(continueButton());
    await screen.findByRole('heading', { name: "Let's verify your identity." });

    const stored = JSON.stringify({ ...sessionStorage });
    expect(stored).toContain('tx-1');
    expect(stored).not.toContain('1234');
    expect(stored).not.toContain('1982');
  });

  test('disables Continue while her details are being checked', async () => {
    const user = userEvent.setup();
    const answer = later();
    answerVerify(() => answer.promise);
    await openRegistration('full');
    await fillIn(user);

    await user.click(continueButton());
    expect(continueButton()).toBeDisabled();

    await act(async () => answer.resolve(status('OTHER', 'Try again.')));
    expect(continueButton()).toBeEnabled();
  });
});

describe('her details are checked as she goes', () => {
  test('Continue with nothing filled in names every field and sends nothing', async () => {
    const user = userEvent.setup();
    const server = answerVerify(status('NOTREGISTERED'));
    await openRegistration('full');

    await user.click(continueButton());

    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription(
      fieldText.firstName.defaultMessage,
    );
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription(
      fieldText.lastName.defaultMessage,
    );
    expect(screen.getByLabelText('Month')).toHaveAccessibleDescription(
      fieldText.dateOfBirth.defaultMessage,
    );
    expect(screen.getByLabelText('Last 4 digits SSN / TIN')).toHaveAccessibleDescription(
      fieldText.ssnLast4.defaultMessage,
    );
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    expect(server.callsTo(verifyPath)).toEqual([]);
  });

  test('a field says nothing until she leaves it, then follows every keystroke', async () => {
    const user = userEvent.setup();
    answerVerify(status('NOTREGISTERED'));
    await openRegistration('full');
    const ssnBox = screen.getByLabelText('Last 4 digits SSN / TIN');

    await user.type(ssnBox, '12');
    expect(screen.queryByText(fieldText.ssnLast4.defaultMessage)).toBeNull();

    await user.tab();
    expect(screen.getByText(fieldText.ssnLast4.defaultMessage)).toBeVisible();

    await user.type(ssnBox, '34');
    expect(screen.queryByText(fieldText.ssnLast4.defaultMessage)).toBeNull();
  });

  test('the SSN box takes digits only', async () => {
    const user = userEvent.setup();
    answerVerify(status('NOTREGISTERED'));
    await openRegistration('full');

    await user.type(screen.getByLabelText('Last 4 digits SSN / TIN'), '1a2-3 4');

    expect(screen.getByLabelText('Last 4 digits SSN / TIN')).toHaveValue('1234');
  });

  test('a date that does not exist is refused', async () => {
    const user = userEvent.setup();
    answerVerify(status('NOTREGISTERED'));
    await openRegistration('full');

    await fillIn(user, { ...jane, month: '02', day: '30' });
    await user.click(continueButton());

    expect(screen.getByText(fieldText.dateOfBirth.defaultMessage)).toBeVisible();
    expect(screen.getByLabelText('Month')).toHaveFocus();
  });
});

describe('the help panel beside the form', () => {
  test('lists what the portal offers and where to get help', async () => {
    answerVerify(status('NOTREGISTERED'));
    await openRegistration('full');

    const help = await screen.findByRole('region', { name: 'Having Trouble Registering?' });
    expect(
      await screen.findByRole('region', { name: 'With your online account you can' }),
    ).toHaveTextContent('Submit and manage absence requests');
    const guide = await within(help).findByRole('link', { name: /registration help guide/ });
    expect(guide).toHaveAttribute('href', rightSideContent.helpDocumentUrl);
    expect(guide).toHaveAttribute('target', '_blank');
    expect(help).toHaveTextContent(portalConfig.supportPhone);
  });

  test('is asked for once per browser session', async () => {
    const server = answerVerify(status('NOTREGISTERED'));
    const { unmount } = await openRegistration('full');
    await screen.findByRole('region', { name: 'With your online account you can' });
    unmount();

    await openRegistration('full');
    expect(screen.getByRole('region', { name: 'With your online account you can' })).toBeVisible();
    expect(server.callsTo('registration/rightSideContent')).toHaveLength(1);
  });
});

test('the registration start has no accessibility violations', async () => {
  const user = userEvent.setup();
  answerVerify(status('NOTREGISTERED'));
  const { container } = await openRegistration('full');
  await screen.findByRole('region', { name: 'With your online account you can' });
  await user.click(continueButton());

  const results = await axe.run(container);
  expect(results.violations).toEqual([]);
});
