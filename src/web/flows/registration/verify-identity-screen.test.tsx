// The employee's identity step: the ZIP code on file, sent with a bot-protection token.

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

const zipPath = 'employee-benefits/registration/validateZipCode';

const zipBox = () => screen.getByLabelText('ZIP Code');
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

beforeEach(() => {
  resetBrowserSession();
});

describe("Let's verify your identity", () => {
  test('asks for the ZIP code, five digits, with the bot-protection notice', async () => {
    serverAnswers({});
    await openRegistration('selectVerificationOption', { arrived: true });

    expect(
      screen.getByRole('heading', { level: 1, name: "Let's verify your identity." }),
    ).toHaveFocus();
    expect(document.title).toBe('Identity');
    expect(zipBox()).toHaveAttribute('placeholder', '#####');
    expect(zipBox()).toHaveAttribute('maxlength', '5');
    expect(zipBox()).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText('This page is protected against automated abuse.')).toBeVisible();
  });

  test('takes digits only and says so when the ZIP code is short', async () => {
    const user = userEvent.setup();
    const server = serverAnswers({});
    await openRegistration('selectVerificationOption', { arrived: true });

    await user.type(zipBox(), '6a0-6');
    expect(zipBox()).toHaveValue('606');
    await user.click(continueButton());

    expect(zipBox()).toHaveAccessibleDescription(fieldText.zipCode.defaultMessage);
    expect(server.callsTo(zipPath)).toEqual([]);
  });

  test('VALID: on to the profile, with the local verifier token when no site key is set', async () => {
    const user = userEvent.setup();
    const server = serverAnswers({ [`POST ${zipPath}`]: status('VALID') });
    await openRegistration('selectVerificationOption', { arrived: true });

    await user.type(zipBox(), '60601');
    await user.click(continueButton());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your profile.' }),
    ).toHaveFocus();
    expect(server.callsTo(zipPath)[0]?.body).toEqual({
      zipCode: '60601',
      recaptchaToken: 'local-development',
    });
    expect(currentPath()).toBe(registrationPath('selectCredentials'));
  });

  test('VALID_USERNAME_EXIST: on to the profile with a success banner and the kept user name', async () => {
    const user = userEvent.setup();
    serverAnswers({
      [`POST ${zipPath}`]: {
        ...status('VALID_USERNAME_EXIST', 'You already have a user name with us.'),
        userName: 'slegacy',
      },
    });
    await openRegistration('selectVerificationOption', { arrived: true });

    await user.type(zipBox(), '73301');
    await user.click(continueButton());

    await screen.findByRole('heading', { level: 1, name: 'Create your profile.' });
    const notice = await findBanner('status');
    expect(notice).toHaveTextContent('You already have a user name with us.');
    expect(within(notice).getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
    const userName = screen.getByLabelText('Username');
    expect(userName).toHaveValue('slegacy');
    expect(userName).toHaveAttribute('readonly');
  });

  test.each([
    ['ZIPNOTVALID', 'The ZIP code you entered does not match our records.'],
    ['BOTCHECKFAILED', 'We could not confirm that this request came from a person.'],
  ])('%s: a danger banner, and Continue again', async (code, sentence) => {
    const user = userEvent.setup();
    serverAnswers({ [`POST ${zipPath}`]: status(code, sentence) });
    await openRegistration('selectVerificationOption', { arrived: true });

    await user.type(zipBox(), '60602');
    await user.click(continueButton());

    expect(await findBanner()).toHaveTextContent(sentence);
    expect(continueButton()).toBeEnabled();
    expect(currentPath()).toBe(registrationPath('selectVerificationOption'));
  });

  test('SESSIONLOCKED: the blocking alert', async () => {
    const user = userEvent.setup();
    serverAnswers({ [`POST ${zipPath}`]: status('SESSIONLOCKED', 'Registration is locked.') });
    await openRegistration('selectVerificationOption', { arrived: true });

    await user.type(zipBox(), '60601');
    await user.click(continueButton());

    expect(await screen.findByRole('dialog', { name: 'Registration is locked.' })).toBeVisible();
    expect(useFlowStore.getState().reservedUserName).toBeNull();
  });

  test('a failed call: the generic message', async () => {
    const user = userEvent.setup();
    serverAnswers({ [`POST ${zipPath}`]: serverError });
    await openRegistration('selectVerificationOption', { arrived: true });

    await user.type(zipBox(), '60601');
    await user.click(continueButton());

    expect(await findBanner()).toHaveTextContent(messages.genericError);
  });

  test('has no accessibility violations', async () => {
    const user = userEvent.setup();
    serverAnswers({});
    const { container } = await openRegistration('selectVerificationOption', { arrived: true });
    await user.click(continueButton());

    expect((await axe.run(container)).violations).toEqual([]);
  });
});
