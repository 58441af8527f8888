// Username recovery as an employee who forgot her user name meets it: 'Let's help you get
// access.', her details checked as in registration, and the name shown with the ways on.

import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { claimInsteadMessage, sessionLockedBody } from '#web/self-service/step-outcome.ts';
import { messages } from '#domain/shared/messages';
import { disabilityClaimUrl } from '#web/content/claim-links.ts';
import { pageNavigation } from '#web/lib/page-navigation.ts';
import { portalConfig } from '#web/lib/portal-config.ts';
import { usePortalStore } from '#web/lib/store.ts';
import { recoveryHelpHeading } from '#web/self-service/help-panel.tsx';
import { useFlowStore } from '#web/self-service/flow-store.ts';
import {
  type Answer,
  currentPath,
  findBanner,
  openApp,
  resetBrowserSession,
  rightSideContent,
  serverAnswers,
  status,
  fillInPersonalInfo,
} from '#tests/support/web/flow-test-kit';

const verifyPath = 'userNameRecovery/verifyPersonalInfo';
const verifyAddress = '/auth/userNameRecovery/verifyPersonalInformation';
const retrieveAddress = '/auth/userNameRecovery/retrieveUserName';

const rita = { firstName: 'Rita', lastName: 'Recall', month: '03', day: '03', year: '1980' };
const found = {
  status: { code: 'USERNAME_AVAILABLE', name: 'We found your account.' },
  userName: 'rrecall',
  transactionId: 'tx-recovery',
};

const fillIn = (user: UserEvent, ssn = '0001') => fillInPersonalInfo(user, { ...rita, ssn });

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

function answerVerify(answer: Answer | Answer[]) {
  return serverAnswers({
    'POST registration/rightSideContent': rightSideContent,
    [`POST ${verifyPath}`]: answer,
  });
}

const openRecovery = (address = verifyAddress) => openApp(address);

beforeEach(() => {
  resetBrowserSession();
});

describe('verifyPersonalInformation', () => {
  test('asks who she is under the recovery headings, with the call-centre panel', async () => {
    const server = answerVerify(found);
    await openRecovery();

    expect(
      screen.getByRole('heading', { level: 1, name: "Let's help you get access." }),
    ).toHaveFocus();
    expect(screen.getByText("To begin, let's find your account.")).toBeVisible();
    expect(document.title).toBe('Account Recovery');
    expect(screen.getByLabelText('First Name')).toBeRequired();
    expect(screen.getByRole('group', { name: 'Date of Birth' })).toBeInTheDocument();
    expect(screen.getByLabelText('Last 4 digits SSN / TIN')).toHaveAttribute('maxlength', '4');
    expect(screen.queryByLabelText('Client ID')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Already registered? Log in here.' })).toBeNull();
    const help = screen.getByRole('region', { name: recoveryHelpHeading });
    expect(help).toHaveTextContent(portalConfig.supportPhone);
    expect(screen.queryByRole('region', { name: 'Having Trouble Registering?' })).toBeNull();
    expect(document.querySelector('.page-layout')).toHaveClass('page-registration');
    expect(server.callsTo('registration/rightSideContent')).toEqual([]);
  });

  test('/userNameRecovery opens the verify step', async () => {
    answerVerify(found);
    await openRecovery('/auth/userNameRecovery');

    await waitFor(() => expect(currentPath()).toBe(verifyAddress));
    expect(
      await screen.findByRole('heading', { level: 1, name: "Let's help you get access." }),
    ).toBeVisible();
  });

  test('USERNAME_AVAILABLE: her user name, with Login and Password reset', async () => {
    const user = userEvent.setup();
    const server = answerVerify(found);
    await openRecovery();

    await fillIn(user);
    await user.click(continueButton());

    await waitFor(() => expect(currentPath()).toBe(retrieveAddress));
    expect(
      await screen.findByRole('heading', { level: 1, name: "Let's help you get access." }),
    ).toHaveFocus();
    expect(screen.getByRole('definition')).toHaveTextContent('rrecall');
    expect(screen.getByRole('term')).toHaveTextContent('Username');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/auth/employee-benefits/login',
    );
    expect(screen.getByRole('link', { name: 'Password reset' })).toHaveAttribute(
      'href',
      '/auth/employee-benefits/registration/password-reset',
    );
    expect(document.title).toBe('Account Recovery');
    expect(server.callsTo(verifyPath)).toEqual([
      {
        method: 'POST',
        path: verifyPath,
        body: { firstName: 'Rita', lastName: 'Recall', dateOfBirth: '03/03/1980', ssn: '0001' },
      },
    ]);
    expect(server.callsTo('userNameRecovery/registration/verifyPersonalInfo')).toEqual([]);
    const stored = JSON.stringify({ ...sessionStorage });
    expect(stored).toContain('rrecall');
    expect(stored).not.toContain('0001');
    expect(stored).not.toContain('1980');
    expect(window.location.href).not.toMatch(/0001|1980/);
  });

  test('browser Back from the user name returns to the verify step, without a reload', async () => {
    const user = userEvent.setup();
    answerVerify(found);
    await openRecovery();
    await fillIn(user);
    await user.click(continueButton());
    await screen.findByRole('link', { name: 'Password reset' });

    window.history.back();

    await waitFor(() => expect(currentPath()).toBe(verifyAddress));
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(pageNavigation.reload).not.toHaveBeenCalled();
  });

  test('not validated twice in a row: first "cannot verify", then the online claim', async () => {
    const user = userEvent.setup();
    answerVerify(status('NOTVALIDATED', messages.notValidated));
    await openRecovery();

    await fillIn(user);
    await user.click(continueButton());
    expect(await findBanner()).toHaveTextContent(messages.cannotVerify);

    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await user.click(continueButton());
    const second = await findBanner();
    expect(
      await within(second).findByRole('link', { name: 'file a disability claim online' }),
    ).toHaveAttribute('href', disabilityClaimUrl);
    expect(usePortalStore.getState().banner?.errorMessage).toBe(
      claimInsteadMessage(disabilityClaimUrl),
    );
    expect(currentPath()).toBe(verifyAddress);
  });

  test('MULTIPLECLIENTS: all 9 digits are asked for, and she starts again', async () => {
    const user = userEvent.setup();
    const server = answerVerify([
      status('MULTIPLECLIENTS', 'Please enter your full Social Security Number or TIN.'),
      found,
    ]);
    await openRecovery();

    await fillIn(user);
    await user.click(continueButton());

    expect(await findBanner()).toHaveTextContent(
      'Please enter your full Social Security Number or TIN.',
    );
    const fullSsn = screen.getByLabelText('Social Security Number or TIN');
    expect(fullSsn).toHaveAttribute('maxlength', '9');
    expect(screen.getByLabelText('First Name')).toHaveValue('');

    await fillIn(user, '900200001');
    await user.click(continueButton());

    await waitFor(() => expect(currentPath()).toBe(retrieveAddress));
    expect(server.callsTo(verifyPath)[1]?.body).toMatchObject({ ssn: '900200001' });
  });

  test('SESSIONLOCKED: a blocking alert offering the online claim and the phone number', async () => {
    const user = userEvent.setup();
    answerVerify(status('SESSIONLOCKED', 'Locked for 30 minutes.'));
    await openRecovery();

    await fillIn(user);
    await user.click(continueButton());

    const alert = await screen.findByRole('dialog', { name: 'Locked for 30 minutes.' });
    expect(alert).toHaveTextContent(portalConfig.supportPhone);
    expect(usePortalStore.getState().alert).toMatchObject({
      sessionLocked: true,
      bodyMessage: sessionLockedBody(disabilityClaimUrl, portalConfig.supportPhone),
    });
  });

  test('USERLOCKED: an alert with the reason', async () => {
    const user = userEvent.setup();
    answerVerify(status('USERLOCKED', 'Online access for you is locked.'));
    await openRecovery();

    await fillIn(user);
    await user.click(continueButton());

    expect(
      await screen.findByRole('dialog', { name: 'Online access for you is locked.' }),
    ).toHaveTextContent(`Please call ${portalConfig.supportPhone} for assistance.`);
    expect(useFlowStore.getState().recoveredUserName).toBeNull();
  });

  test('AGEELIGIBILITYFAILED: only the date of birth is emptied', async () => {
    const user = userEvent.setup();
    answerVerify(status('AGEELIGIBILITYFAILED', 'You must be at least 18 years old.'));
    await openRecovery();

    await fillIn(user);
    await user.click(continueButton());

    expect(await findBanner()).toHaveTextContent('You must be at least 18 years old.');
    expect(screen.getByLabelText('Year')).toHaveValue('');
    expect(screen.getByLabelText('First Name')).toHaveValue('Rita');
  });

  test('has no accessibility violations', async () => {
    const user = userEvent.setup();
    answerVerify(found);
    const { container } = await openRecovery();
    await user.click(continueButton());

    expect((await axe.run(container)).violations).toEqual([]);
  });
});

describe('retrieveUserName', () => {
  test('an address typed without a name found goes back to the verify step', async () => {
    answerVerify(found);
    await openRecovery(retrieveAddress);

    await waitFor(() => expect(currentPath()).toBe(verifyAddress));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Let's help you get access.",
    );
    expect(screen.queryByRole('link', { name: 'Password reset' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeVisible();
  });

  test('after a reload shows the name kept for this browser session', async () => {
    answerVerify(found);
    useFlowStore.getState().update({ recoveredUserName: 'rrecall' });
    await openRecovery(retrieveAddress);

    expect(screen.getByRole('definition')).toHaveTextContent('rrecall');
    expect(currentPath()).toBe(retrieveAddress);
  });

  test('has no accessibility violations', async () => {
    answerVerify(found);
    useFlowStore.getState().update({ recoveredUserName: 'rrecall' });
    const { container } = await openRecovery(retrieveAddress);

    expect((await axe.run(container)).violations).toEqual([]);
  });
});

describe('retrieveUserName in a new tab', () => {
  const recoveryReload = {
    status: { code: 'SUCCESS', name: 'Done.' },
    module: 'userNameRecovery',
    step: 'completed',
    userName: 'rrecall',
  };

  test("nothing stored: the server's completed recovery shows its name", async () => {
    serverAnswers({ 'GET reload': recoveryReload });
    await openRecovery(retrieveAddress);

    expect(await screen.findByRole('definition')).toHaveTextContent('rrecall');
    expect(currentPath()).toBe(retrieveAddress);
    expect(useFlowStore.getState().recoveredUserName).toBe('rrecall');
    expect(vi.mocked(globalThis.fetch).mock.calls.map(([input]) => String(input))).toContain(
      '/auth/reload?module=userNameRecovery',
    );
  });

  test.each([
    ['another module’s flow', { ...recoveryReload, module: 'employee-benefits/password-reset' }],
    ['a recovery not completed', { ...recoveryReload, step: 'personalInfo' }],
    ['no flow', status('STEPNOTALLOWED', 'This step is not available now.')],
  ])('%s: the verify step', async (_case, reload) => {
    serverAnswers({ 'GET reload': reload });
    await openRecovery(retrieveAddress);

    await waitFor(() => expect(currentPath()).toBe(verifyAddress));
    expect(
      await screen.findByRole('heading', { level: 1, name: "Let's help you get access." }),
    ).toBeVisible();
    expect(screen.queryByRole('definition')).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeVisible();
  });
});
