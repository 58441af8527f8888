// The registration start as an employee meets it: 'Set up your online access.', her details
// checked against her employer's records, and every answer the server can give.

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { claimInsteadMessage, sessionLockedBody } from '#domain/self-service/self-service-status';
import { fieldMessages, messages } from '#domain/shared/messages';
import { disabilityClaimUrl } from '#web/content/claim-links.ts';
import { portalConfig } from '#web/lib/portal-config.ts';
import { usePortalStore } from '#web/lib/store.ts';
import { useFlowStore } from '#web/self-service/flow-store.ts';
import {
  type Answer,
  currentPath,
  findBanner,
  later,
  openRegistration,
  resetBrowserSession,
  rightSideContent,
  serverAnswers,
  ssoFlow,
  serverError,
  sessionExpired,
  status,
  fillInPersonalInfo,
  type TypedPerson,
} from '#tests/support/web/flow-test-kit';

const verifyPath = 'employee-benefits/registration/verifyPersonalInfo';

const jane = {
  firstName: 'Jane',
  lastName: 'Doe',
  month: '05',
  day: '01',
  year: '1982',
  ssn: '1234',
};

const fillIn = (user: UserEvent, person: Partial<TypedPerson> = jane) =>
  fillInPersonalInfo(user, person);

/** Jane's details went to the server once, as typed, and she is on the ZIP step. */
async function expectJaneOnTheIdentityStep(server: ReturnType<typeof serverAnswers>) {
  expect(
    await screen.findByRole('heading', { level: 1, name: "Let's verify your identity." }),
  ).toHaveFocus();
  expect(server.callsTo(verifyPath)).toEqual([
    {
      method: 'POST',
      path: verifyPath,
      body: { firstName: 'Jane', lastName: 'Doe', dateOfBirth: '05/01/1982', ssn: '1234' },
    },
  ]);
  expect(currentPath()).toBe('/auth/employee-benefits/registration/selectVerificationOption');
  expect(document.title).toBe('Identity');
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

function answerVerify(answer: Answer | Answer[]) {
  return serverAnswers({
    'POST registration/rightSideContent': rightSideContent,
    [`POST ${verifyPath}`]: answer,
  });
}

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
      fieldMessages.firstName,
    );
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription(fieldMessages.lastName);
    expect(screen.getByLabelText('Month')).toHaveAccessibleDescription(fieldMessages.dateOfBirth);
    expect(screen.getByLabelText('Last 4 digits SSN / TIN')).toHaveAccessibleDescription(
      fieldMessages.ssnLast4,
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
    expect(screen.queryByText(fieldMessages.ssnLast4)).toBeNull();

    await user.tab();
    expect(screen.getByText(fieldMessages.ssnLast4)).toBeVisible();

    await user.type(ssnBox, '34');
    expect(screen.queryByText(fieldMessages.ssnLast4)).toBeNull();
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

    expect(screen.getByText(fieldMessages.dateOfBirth)).toBeVisible();
    expect(screen.getByLabelText('Month')).toHaveFocus();
  });
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
    expect(screen.queryByText(fieldMessages.firstName)).toBeNull();

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

describe('the employer start, opened from an invitation', () => {
  const employerVerifyPath = 'employers/registration/verifyPersonalInfo';
  const pat = { firstName: 'Pat', lastName: 'Employer' };

  function answerEmployerVerify(answer: Answer | Answer[]) {
    return serverAnswers({
      'POST registration/rightSideContent': rightSideContent,
      [`POST ${employerVerifyPath}`]: answer,
    });
  }

  function openEmployerStart(invitedNames: typeof pat | null = pat) {
    return openRegistration('full', {
      side: 'employers',
      data: { regid: 'regid-1', transactionId: 'tx-1', invitedNames },
    });
  }

  async function fillInEmployer(user: UserEvent, clientId = '100000001') {
    await user.type(screen.getByLabelText('Month'), '03151970');
    await user.type(screen.getByLabelText('Client ID'), clientId);
  }

  test('shows the invited names, disabled, and asks for the date of birth and client id', async () => {
    answerEmployerVerify(status('SUCCESS'));
    await openEmployerStart();

    expect(
      screen.getByRole('heading', { level: 1, name: 'Set up your online access.' }),
    ).toHaveFocus();
    expect(document.title).toBe('Registration');
    expect(screen.getByLabelText('First Name')).toHaveValue('Pat');
    expect(screen.getByLabelText('First Name')).toBeDisabled();
    expect(screen.getByLabelText('Last Name')).toHaveValue('Employer');
    expect(screen.getByLabelText('Last Name')).toBeDisabled();
    expect(screen.getByLabelText('Client ID')).toHaveAttribute('maxlength', '9');
    expect(screen.queryByLabelText(/SSN|Social Security Number/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Already registered? Log in here.' })).toHaveAttribute(
      'href',
      '/auth/employers/login',
    );
  });

  test('the help box reads as the employer text', async () => {
    answerEmployerVerify(status('SUCCESS'));
    await openEmployerStart();

    expect(
      await screen.findByRole('region', {
        name: "Having trouble getting access? We're here to help",
      }),
    ).toHaveTextContent(portalConfig.supportPhone);
    expect(screen.queryByRole('region', { name: 'Having Trouble Registering?' })).toBeNull();
  });

  test('the client id is exactly 9 digits', async () => {
    const user = userEvent.setup();
    const server = answerEmployerVerify(status('SUCCESS'));
    await openEmployerStart();

    await fillInEmployer(user, '12345');
    await user.click(continueButton());

    expect(screen.getByLabelText('Client ID')).toHaveAccessibleDescription(fieldMessages.clientId);
    expect(server.callsTo(employerVerifyPath)).toEqual([]);
  });

  test('SUCCESS: the names, date of birth and client id are sent; on to choose a device', async () => {
    const user = userEvent.setup();
    const server = answerEmployerVerify({
      ...status('SUCCESS'),
      transactionId: 'tx-1',
      emailAddress: 'pa**********@acme.example',
      phoneNumber: '(***) ***-0101',
    });
    await openEmployerStart();

    await fillInEmployer(user);
    await user.click(continueButton());

    expect(
      await screen.findByRole('radio', { name: 'Email pa**********@acme.example' }),
    ).toBeChecked();
    expect(server.callsTo(employerVerifyPath)[0]?.body).toEqual({
      firstName: 'Pat',
      lastName: 'Employer',
      dateOfBirth: '03/15/1970',
      ssn: '',
      clientId: '100000001',
    });
    expect(currentPath()).toBe('/auth/employers/registration/selectVerificationOption');
    expect(document.title).toBe('Registration');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('1970');
  });

  test('OTPCODESENT: the code went to the only device, named masked', async () => {
    const user = userEvent.setup();
    answerEmployerVerify({
      ...status('OTPCODESENT'),
      transactionId: 'tx-1',
      emailAddress: 'pa**********@acme.example',
    });
    await openEmployerStart();

    await fillInEmployer(user);
    await user.click(continueButton());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We sent you a verification code.' }),
    ).toBeVisible();
    expect(screen.getByText(/A code has been sent to/)).toHaveTextContent(
      'A code has been sent to pa**********@acme.example.',
    );
    expect(currentPath()).toBe('/auth/employers/registration/verificationCodeSent');
  });

  test('ALREADYREGISTERED: the employer login page, with the reason in a danger banner', async () => {
    const user = userEvent.setup();
    answerEmployerVerify(status('ALREADYREGISTERED', 'You already have an online account.'));
    await openEmployerStart();

    await fillInEmployer(user);
    await user.click(continueButton());

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(currentPath()).toBe('/auth/employers/login');
    expect(await findBanner()).toHaveTextContent('You already have an online account.');
  });

  test('AGEELIGIBILITYFAILED: the date of birth is emptied, the client id kept', async () => {
    const user = userEvent.setup();
    answerEmployerVerify(status('AGEELIGIBILITYFAILED', 'Too young.'));
    await openEmployerStart();

    await fillInEmployer(user);
    await user.click(continueButton());

    expect(await findBanner()).toHaveTextContent('Too young.');
    expect(screen.getByLabelText('Year')).toHaveValue('');
    expect(screen.getByLabelText('Client ID')).toHaveValue('100000001');
  });

  test('without an invitation the names are typed, and the server says to start again', async () => {
    const user = userEvent.setup();
    const server = answerEmployerVerify(
      status(
        'STEPNOTALLOWED',
        'This step is not available now. Please start your registration again.',
      ),
    );
    await openEmployerStart(null);

    expect(screen.getByLabelText('First Name')).toBeEnabled();
    await user.type(screen.getByLabelText('First Name'), 'Pat');
    await user.type(screen.getByLabelText('Last Name'), 'Employer');
    await fillInEmployer(user);
    await user.click(continueButton());

    expect(await findBanner()).toHaveTextContent(
      'This step is not available now. Please start your registration again.',
    );
    expect(server.callsTo(employerVerifyPath)[0]?.body).toMatchObject({ firstName: 'Pat' });
  });

  test('has no accessibility violations', async () => {
    const user = userEvent.setup();
    answerEmployerVerify(status('SUCCESS'));
    const { container } = await openEmployerStart();
    await screen.findByRole('region', { name: 'With your online account you can' });
    await user.click(continueButton());

    expect((await axe.run(container)).violations).toEqual([]);
  });
});
