// "Create your profile": the e-mail the code goes to, a user name and a password, with the
// rules ticking as they are typed.

import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { fieldText, messages } from '#domain/shared/messages';
import { useFlowStore } from '#web/self-service/flow-store.ts';
import {
  currentPath,
  findBanner,
  openRegistration,
  registrationPath,
  resetBrowserSession,
  serverAnswers,
  serverError,
  status,
} from '#tests/support/web/flow-test-kit';

const credentialsPath = 'employee-benefits/registration/selectCredentials';

const field = (label: string) => screen.getByLabelText(label);
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

async function fillIn(user: UserEvent, password = 'Benefits#2024') {
  await user.type(field('Email Address'), 'jane.doe@example.com');
  await user.type(field('Username'), 'janedoe');
  await user.type(field('Password'), password);
  await user.type(field('Confirm Password'), password);
}

function checklist(name: string) {
  const panel = screen.getByRole('heading', { level: 2, name }).parentElement!;
  return within(panel)
    .getAllByRole('listitem')
    .map((rule) => rule.textContent);
}

beforeEach(() => {
  resetBrowserSession();
});

describe('Create your profile', () => {
  test('asks for the e-mail, user name and password, and says all are required', async () => {
    serverAnswers({});
    await openRegistration('selectCredentials', { arrived: true });

    expect(screen.getByRole('heading', { level: 1, name: 'Create your profile.' })).toHaveFocus();
    expect(screen.getByText(messages.allFieldsRequired)).toBeVisible();
    expect(field('Email Address')).toHaveAttribute('type', 'email');
    expect(field('Password')).toHaveAttribute('type', 'password');
    expect(field('Confirm Password')).toHaveAttribute('placeholder', 'Re-enter password');
    expect(screen.getByRole('region', { name: 'How we use your e-mail' })).toHaveTextContent(
      'We use your e-mail address to send you a verification code now',
    );
  });

  test('the side checklists tick as the user name and password are typed', async () => {
    const user = userEvent.setup();
    serverAnswers({});
    await openRegistration('selectCredentials', { arrived: true });

    expect(checklist('Password requirements')).toEqual([
      '8 to 24 characters not passed',
      'At least three of: lowercase letter, uppercase letter, number, special character not passed',
      'No spaces not passed',
    ]);

    await user.type(field('Username'), 'jane');
    expect(checklist('Username requirements')).toEqual([
      '5 to 50 characters not passed',
      'Letters, numbers and . @ _ - only passed',
      'No spaces passed',
    ]);
    await user.type(field('Username'), 'doe');
    expect(checklist('Username requirements')[0]).toBe('5 to 50 characters passed');

    await user.type(field('Password'), 'Benefits#2024');
    expect(checklist('Password requirements')).toEqual([
      '8 to 24 characters passed',
      'At least three of: lowercase letter, uppercase letter, number, special character passed',
      'No spaces passed',
    ]);
  });

  test('the rule tooltip describes the password field while it has focus', async () => {
    const user = userEvent.setup();
    serverAnswers({});
    await openRegistration('selectCredentials', { arrived: true });

    await user.type(field('Password'), 'short');

    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('8 to 24 characters not passed');
    expect(field('Password')).toHaveAccessibleDescription(/8 to 24 characters not passed/);
  });

  test('the password fields take only what is typed: no paste', async () => {
    const user = userEvent.setup();
    serverAnswers({});
    await openRegistration('selectCredentials', { arrived: true });

    await user.click(field('Password'));
    await user.paste('Benefits#2024');
    await user.click(field('Confirm Password'));
    await user.paste('Benefits#2024');

    expect(field('Password')).toHaveValue('');
    expect(field('Confirm Password')).toHaveValue('');
  });

  test('Confirm Password asks to re-enter, then says when the two differ', async () => {
    const user = userEvent.setup();
    serverAnswers({});
    await openRegistration('selectCredentials', { arrived: true });

    await user.type(field('Password'), 'Benefits#2024');
    await user.click(field('Confirm Password'));
    await user.tab();
    expect(field('Confirm Password')).toHaveAccessibleDescription(
      fieldText.confirmPassword.defaultMessage,
    );

    await user.type(field('Confirm Password'), 'Benefits#2025');
    expect(field('Confirm Password')).toHaveAccessibleDescription(
      fieldText.passwordsDoNotMatch.defaultMessage,
    );

    await user.clear(field('Confirm Password'));
    await user.type(field('Confirm Password'), 'Benefits#2024');
    expect(field('Confirm Password')).not.toHaveAccessibleDescription();
  });

  test('Continue with nothing filled in names every field and sends nothing', async () => {
    const user = userEvent.setup();
    const server = serverAnswers({});
    await openRegistration('selectCredentials', { arrived: true });

    await user.click(continueButton());

    expect(screen.getByText(fieldText.emailAddress.defaultMessage)).toBeVisible();
    expect(screen.getByText(fieldText.userName.defaultMessage)).toBeVisible();
    expect(screen.getByText(fieldText.password.defaultMessage)).toBeVisible();
    expect(screen.getByText(fieldText.confirmPassword.defaultMessage)).toBeVisible();
    expect(field('Email Address')).toHaveFocus();
    expect(server.callsTo(credentialsPath)).toEqual([]);
  });

  test('OTPCODESENT: the code screen, naming the address the code went to', async () => {
    const user = userEvent.setup();
    const server = serverAnswers({ [`POST ${credentialsPath}`]: status('OTPCODESENT') });
    await openRegistration('selectCredentials', { arrived: true, data: { transactionId: 'tx-1' } });

    await fillIn(user);
    await user.click(continueButton());

    expect(
      await screen.findByRole('heading', { level: 1, name: "Let's confirm your email." }),
    ).toHaveFocus();
    expect(screen.getByText('jane.doe@example.com')).toBeVisible();
    expect(server.callsTo(credentialsPath)[0]?.body).toEqual({
      username: 'janedoe',
      password: 'Benefits#2024',
      emailAddress: 'jane.doe@example.com',
      transactionId: 'tx-1',
    });
    expect(currentPath()).toBe(registrationPath('verificationCodeSent'));
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Benefits#2024');
  });

  test('USERIDNOTAVAILABLE: the user name is emptied for another choice', async () => {
    const user = userEvent.setup();
    serverAnswers({
      [`POST ${credentialsPath}`]: status('USERIDNOTAVAILABLE', 'This user name is taken.'),
    });
    await openRegistration('selectCredentials', { arrived: true });

    await fillIn(user);
    await user.click(continueButton());

    expect(await findBanner()).toHaveTextContent('This user name is taken.');
    expect(field('Username')).toHaveValue('');
    expect(field('Password')).toHaveValue('Benefits#2024');
    expect(continueButton()).toBeEnabled();
  });

  test('PASSWORDNOTALLOWED: both password fields are emptied', async () => {
    const user = userEvent.setup();
    serverAnswers({
      [`POST ${credentialsPath}`]: status('PASSWORDNOTALLOWED', 'This password is too common.'),
    });
    await openRegistration('selectCredentials', { arrived: true });

    await fillIn(user, 'Password123!');
    await user.click(continueButton());

    expect(await findBanner()).toHaveTextContent('This password is too common.');
    expect(field('Password')).toHaveValue('');
    expect(field('Confirm Password')).toHaveValue('');
    expect(field('Username')).toHaveValue('janedoe');
    expect(screen.queryByText(fieldText.password.defaultMessage)).toBeNull();
  });

  test('a failed call: the generic message, and the passwords are emptied', async () => {
    const user = userEvent.setup();
    serverAnswers({ [`POST ${credentialsPath}`]: serverError });
    await openRegistration('selectCredentials', { arrived: true });

    await fillIn(user);
    await user.click(continueButton());

    expect(await findBanner()).toHaveTextContent(messages.genericError);
    expect(field('Password')).toHaveValue('');
  });

  test('SESSIONLOCKED: the blocking alert', async () => {
    const user = userEvent.setup();
    serverAnswers({ [`POST ${credentialsPath}`]: status('SESSIONLOCKED', 'Locked.') });
    await openRegistration('selectCredentials', { arrived: true });

    await fillIn(user);
    await user.click(continueButton());

    expect(await screen.findByRole('dialog', { name: 'Locked.' })).toBeVisible();
  });

  test('coming back to change something, the e-mail and user name are there already', async () => {
    serverAnswers({});
    await openRegistration('selectCredentials', {
      arrived: true,
      data: { emailAddress: 'jane.doe@example.com', userName: 'janedoe' },
    });

    expect(field('Email Address')).toHaveValue('jane.doe@example.com');
    expect(field('Username')).toHaveValue('janedoe');
    expect(field('Password')).toHaveValue('');
    expect(useFlowStore.getState().reservedUserName).toBeNull();
  });

  test('has no accessibility violations', async () => {
    const user = userEvent.setup();
    serverAnswers({});
    const { container } = await openRegistration('selectCredentials', { arrived: true });
    await user.click(continueButton());
    await user.type(field('Password'), 'abc');
    await screen.findByRole('tooltip');

    expect((await axe.run(container)).violations).toEqual([]);
  });
});

describe('Create your profile, employer', () => {
  const employerCredentialsPath = 'employers/registration/selectCredentials';

  function openEmployerCredentials() {
    return openRegistration('selectCredentials', {
      side: 'employers',
      arrived: true,
      data: { transactionId: 'tx-1', phoneNumber: '(***) ***-0101' },
    });
  }

  async function fillInEmployer(user: UserEvent) {
    await user.type(field('Mobile Phone Number'), '3125550199');
    await user.type(field('Username'), 'pat.hr');
    await user.type(field('Password'), 'Benefits#2024');
    await user.type(field('Confirm Password'), 'Benefits#2024');
  }

  test('asks for the mobile phone instead of the e-mail, with its hint', async () => {
    serverAnswers({});
    await openEmployerCredentials();

    expect(screen.getByRole('heading', { level: 1, name: 'Create your profile.' })).toHaveFocus();
    expect(screen.queryByLabelText('Email Address')).toBeNull();
    expect(field('Mobile Phone Number')).toHaveAttribute('maxlength', '14');
    expect(field('Mobile Phone Number')).toHaveAccessibleDescription(
      fieldText.phoneHint.defaultMessage,
    );
    expect(field('Mobile Phone Number')).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'How we use your e-mail' })).toBeNull();
    expect(checklist('Password requirements').length).toBeGreaterThan(0);
  });

  test('the number takes the mask (###) ###-#### as it is typed', async () => {
    const user = userEvent.setup();
    serverAnswers({});
    await openEmployerCredentials();

    await user.type(field('Mobile Phone Number'), '312');
    expect(field('Mobile Phone Number')).toHaveValue('(312');
    await user.type(field('Mobile Phone Number'), '5');
    expect(field('Mobile Phone Number')).toHaveValue('(312) 5');
    await user.type(field('Mobile Phone Number'), 'x55-01999');
    expect(field('Mobile Phone Number')).toHaveValue('(312) 555-0199');
  });

  test('a number short of ten digits is refused with its field message', async () => {
    const user = userEvent.setup();
    const server = serverAnswers({});
    await openEmployerCredentials();

    await user.type(field('Mobile Phone Number'), '312555');
    await user.click(continueButton());

    expect(field('Mobile Phone Number')).toHaveAccessibleDescription(
      `${fieldText.phoneHint.defaultMessage} ${fieldText.phoneNumber.defaultMessage}`,
    );
    expect(field('Mobile Phone Number')).toHaveFocus();
    expect(server.callsTo(employerCredentialsPath)).toEqual([]);
  });

  test('USERIDAVAILABLE: the code went by SMS to the number given', async () => {
    const user = userEvent.setup();
    const server = serverAnswers({
      [`POST ${employerCredentialsPath}`]: {
        ...status('USERIDAVAILABLE'),
        phoneNumber: '(312) 555-0199',
      },
    });
    await openEmployerCredentials();

    await fillInEmployer(user);
    await user.click(continueButton());

    expect(
      await screen.findByRole('heading', { level: 1, name: "Let's confirm your phone number." }),
    ).toHaveFocus();
    expect(screen.getByText(/A code has been sent to/)).toHaveTextContent('(312) 555-0199');
    expect(screen.getByRole('button', { name: 'Back' })).toBeVisible();
    expect(server.callsTo(employerCredentialsPath)[0]?.body).toEqual({
      username: 'pat.hr',
      password: 'Benefits#2024',
      phoneNumber: '(312) 555-0199',
      transactionId: 'tx-1',
    });
    expect(currentPath()).toBe(registrationPath('verificationCodeSent', 'employers'));
    expect(useFlowStore.getState()).toMatchObject({
      codeChannel: 'PHONE',
      codeStep: 'code',
    });
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Benefits#2024');
  });

  test('USERIDNOTAVAILABLE: the user name is emptied, the number kept', async () => {
    const user = userEvent.setup();
    serverAnswers({ [`POST ${employerCredentialsPath}`]: status('USERIDNOTAVAILABLE', 'Taken.') });
    await openEmployerCredentials();

    await fillInEmployer(user);
    await user.click(continueButton());

    expect(await findBanner()).toHaveTextContent('Taken.');
    expect(field('Username')).toHaveValue('');
    expect(field('Mobile Phone Number')).toHaveValue('(312) 555-0199');
  });

  test('has no accessibility violations', async () => {
    const user = userEvent.setup();
    serverAnswers({});
    const { container } = await openEmployerCredentials();
    await user.click(continueButton());

    expect((await axe.run(container)).violations).toEqual([]);
  });
});
