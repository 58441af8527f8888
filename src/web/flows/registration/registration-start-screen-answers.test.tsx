// What the server can answer to an employee's details at the registration start, and what
// she sees for each: the login page, the full SSN asked for, fields emptied, the online claim
// instead, the blocking alerts, the generic message.

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { claimInsteadMessage, sessionLockedBody } from '#web/self-service/step-outcome.ts';
import { fieldText, messages } from '#domain/shared/messages';
import { disabilityClaimUrl } from '#web/content/claim-links.ts';
import { portalConfig } from '#web/lib/portal-config.ts';
import { usePortalStore } from '#web/lib/store.ts';
import {
  currentPath,
  findBanner,
  openRegistration,
  resetBrowserSession,
  serverError,
  sessionExpired,
  status,
} from '#tests/support/web/flow-test-kit';
import { answerVerify, continueButton, fillIn, jane } from '#tests/support/web/registration-kit';

beforeEach(() => {
  resetBrowserSession();
});

describe('what the server answers', () => {
  test('ALREADYREGISTERED: the employee login page, with the reason in a danger banner', async () => {
    const user = userEvent.setup();
    answerVerify(status('ALREADYREGISTERED', 'You already have an online account.'));
    await openRegistration('full');

    await fillIn(user);
    await user.click(continueButton());

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(currentPath()).toBe('/auth/employee-benefits/login');
    expect(await findBanner()).toHaveTextContent('You already have an online account.');
  });

  test('MULTIPLECLIENTS: all 9 digits are asked for, and she starts again', async () => {
    const user = userEvent.setup();
    answerVerify([
      status('MULTIPLECLIENTS', 'Please enter your full Social Security Number or TIN.'),
      status('SSNAVAILABLE', 'Please enter the last 4 digits and try again.'),
    ]);
    await openRegistration('full');

    await fillIn(user);
    await user.click(continueButton());

    expect(await findBanner()).toHaveTextContent(
      'Please enter your full Social Security Number or TIN.',
    );
    const fullSsn = screen.getByLabelText('Social Security Number or TIN');
    expect(fullSsn).toHaveAttribute('maxlength', '9');
    expect(fullSsn).toHaveValue('');
    expect(screen.getByLabelText('First Name')).toHaveValue('');
    expect(screen.getByLabelText('Year')).toHaveValue('');
    expect(screen.queryByLabelText('Client ID')).toBeNull();
    // Emptied by the server, not by her: no field message yet.
    expect(screen.queryByText(fieldText.firstName.defaultMessage)).toBeNull();

    await fillIn(user, { ...jane, ssn: '123451234' });
    await user.click(continueButton());

    await waitFor(() => expect(screen.getByLabelText('Last 4 digits SSN / TIN')).toBeVisible());
    expect(screen.getByLabelText('Last 4 digits SSN / TIN')).toHaveAttribute('maxlength', '4');
    expect(screen.getByLabelText('Last Name')).toHaveValue('');
    expect(await findBanner()).toHaveTextContent('Please enter the last 4 digits and try again.');
  });

  test('AGEELIGIBILITYFAILED: only the date of birth is emptied', async () => {
    const user = userEvent.setup();
    answerVerify(status('AGEELIGIBILITYFAILED', 'You must be at least 18 years old.'));
    await openRegistration('full');

    await fillIn(user);
    await user.click(continueButton());

    expect(await findBanner()).toHaveTextContent('You must be at least 18 years old.');
    expect(screen.getByLabelText('Month')).toHaveValue('');
    expect(screen.getByLabelText('Day')).toHaveValue('');
    expect(screen.getByLabelText('Year')).toHaveValue('');
    expect(screen.getByLabelText('First Name')).toHaveValue('Jane');
  });

  test('not validated twice in a row: first "cannot verify", then the online claim instead', async () => {
    const user = userEvent.setup();
    answerVerify(status('NOTVALIDATED', messages.notValidated));
    await openRegistration('full');

    await fillIn(user);
    await user.click(continueButton());
    expect(await findBanner()).toHaveTextContent(messages.cannotVerify);

    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(continueButton()).toHaveFocus();
    await user.click(continueButton());

    const second = await findBanner();
    expect(
      await within(second).findByRole('link', { name: 'file a disability claim online' }),
    ).toHaveAttribute('href', disabilityClaimUrl);
    // The whole sentence is read from the store: happy-dom's parser loses the text before a
    // link when DOMPurify cleans it (the end-to-end tests see it in Chromium).
    expect(usePortalStore.getState().banner?.errorMessage).toBe(
      claimInsteadMessage(disabilityClaimUrl),
    );
  });

  test('SESSIONLOCKED: a blocking alert offering the online claim and the phone number', async () => {
    const user = userEvent.setup();
    answerVerify(status('SESSIONLOCKED', 'Registration is locked for 30 minutes.'));
    await openRegistration('full');

    await fillIn(user);
    await user.click(continueButton());

    const alert = await screen.findByRole('dialog', {
      name: 'Registration is locked for 30 minutes.',
    });
    expect(
      await within(alert).findByRole('link', { name: 'file a disability claim online' }),
    ).toHaveAttribute('href', disabilityClaimUrl);
    expect(alert).toHaveTextContent(portalConfig.supportPhone);
    expect(usePortalStore.getState().alert).toMatchObject({
      sessionLocked: true,
      bodyMessage: sessionLockedBody(disabilityClaimUrl, portalConfig.supportPhone),
    });
  });

  test('USERLOCKED: an alert with the reason', async () => {
    const user = userEvent.setup();
    answerVerify(status('USERLOCKED', 'Online access for you is locked.'));
    await openRegistration('full');

    await fillIn(user);
    await user.click(continueButton());

    expect(
      await screen.findByRole('dialog', { name: 'Online access for you is locked.' }),
    ).toHaveTextContent(`Please call ${portalConfig.supportPhone} for assistance.`);
  });

  test('any other status shows the server sentence', async () => {
    const user = userEvent.setup();
    answerVerify(status('STEPNOTALLOWED', 'This step is not available now.'));
    await openRegistration('full');

    await fillIn(user);
    await user.click(continueButton());

    expect(await findBanner()).toHaveTextContent('This step is not available now.');
    expect(continueButton()).toBeEnabled();
    expect(screen.getByLabelText('First Name')).toHaveValue('Jane');
  });

  test('an expired session shows the Session Timeout alert and gives Continue back', async () => {
    const user = userEvent.setup();
    answerVerify(sessionExpired);
    await openRegistration('full');

    await fillIn(user);
    await user.click(continueButton());

    expect(await screen.findByRole('dialog', { name: 'Session Timeout' })).toBeVisible();
    // Behind the alert, hidden from assistive tools until it is closed.
    expect(screen.getByRole('button', { name: 'Continue', hidden: true })).toBeEnabled();
  });

  test('a failed call shows the generic message', async () => {
    const user = userEvent.setup();
    answerVerify(serverError);
    await openRegistration('full');

    await fillIn(user);
    await user.click(continueButton());

    expect(await findBanner()).toHaveTextContent(messages.genericError);
    expect(continueButton()).toBeEnabled();
  });
});
