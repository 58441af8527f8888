// The registration start an employer's invitation opens: the invited names, the date of birth
// and the client id, and what the server answers to them.

import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { fieldText } from '#domain/shared/messages';
import { portalConfig } from '#web/lib/portal-config.ts';
import {
  type Answer,
  currentPath,
  findBanner,
  openRegistration,
  resetBrowserSession,
  rightSideContent,
  serverAnswers,
  status,
} from '#tests/support/web/flow-test-kit';
import { continueButton } from '#tests/support/web/registration-kit';

beforeEach(() => {
  resetBrowserSession();
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

    expect(screen.getByLabelText('Client ID')).toHaveAccessibleDescription(
      fieldText.clientId.defaultMessage,
    );
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
