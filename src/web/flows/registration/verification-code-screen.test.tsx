// "Let's confirm your email.": the code e-mailed to the person, resent on request, and Back
// to change the e-mail or user name.

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { codeResentName } from '../../../domain/registration/registration-status.ts';
import { fieldMessages, messages } from '../../../domain/shared/messages.ts';
import {
  currentPath,
  findBanner,
  later,
  openRegistration,
  registrationPath,
  resetBrowserSession,
  serverAnswers,
  serverError,
  status,
} from './registration-test-kit.tsx';

const paths = {
  validate: 'employee-benefits/registration/validateVerificationCode',
  resend: 'employee-benefits/registration/resendVerificationCode',
  back: 'employee-benefits/backToCredentialPage',
};

const codeBox = () => screen.getByLabelText('Verification Code');
const button = (name: string) => screen.getByRole('button', { name });

function openCodeScreen() {
  return openRegistration('verificationCodeSent', {
    arrived: true,
    data: { emailAddress: 'jane.doe@example.com', userName: 'janedoe' },
  });
}

beforeEach(() => {
  resetBrowserSession();
});

describe("Let's confirm your email", () => {
  test('says where the code went and how long it lasts; the code box is masked', async () => {
    serverAnswers({});
    await openCodeScreen();

    expect(
      screen.getByRole('heading', { level: 1, name: "Let's confirm your email." }),
    ).toHaveFocus();
    expect(screen.getByText(/A code has been sent to/)).toHaveTextContent(
      'A code has been sent to jane.doe@example.com.',
    );
    expect(screen.getByText('The code expires in 15 minutes.')).toBeVisible();
    expect(codeBox()).toHaveAttribute('type', 'password');
    expect(codeBox()).toHaveAttribute('maxlength', '6');
    expect(button('Resend Code')).toHaveClass('button--link');
    expect(button('Back')).toBeVisible();
  });

  test('the code is six digits', async () => {
    const user = userEvent.setup();
    const server = serverAnswers({});
    await openCodeScreen();

    await user.type(codeBox(), '12a34');
    expect(codeBox()).toHaveValue('1234');
    await user.click(button('Continue'));

    expect(codeBox()).toHaveAccessibleDescription(fieldMessages.verificationCode);
    expect(server.callsTo(paths.validate)).toEqual([]);
  });

  test('OTPVALID: on to the review', async () => {
    const user = userEvent.setup();
    const server = serverAnswers({ [`POST ${paths.validate}`]: status('OTPVALID') });
    await openCodeScreen();

    await user.type(codeBox(), '123456');
    await user.click(button('Continue'));

    await screen.findByRole('heading', { level: 1, name: /^Review and submit\./ });
    expect(server.callsTo(paths.validate)[0]?.body).toEqual({ verificationCode: '123456' });
    expect(currentPath()).toBe(registrationPath('registrationReview'));
  });

  test.each(['OTPINVALID', 'OTPEXPIRED', 'OTPATTEMPTSEXCEEDED'])(
    '%s: a danger banner and an empty code box',
    async (code) => {
      const user = userEvent.setup();
      serverAnswers({ [`POST ${paths.validate}`]: status(code, `${code} sentence.`) });
      await openCodeScreen();

      await user.type(codeBox(), '123456');
      await user.click(button('Continue'));

      expect(await findBanner()).toHaveTextContent(`${code} sentence.`);
      expect(codeBox()).toHaveValue('');
      expect(screen.queryByText(fieldMessages.verificationCode)).toBeNull();
    },
  );

  test('a failed call: the generic message and an empty code box', async () => {
    const user = userEvent.setup();
    serverAnswers({ [`POST ${paths.validate}`]: serverError });
    await openCodeScreen();

    await user.type(codeBox(), '123456');
    await user.click(button('Continue'));

    expect(await findBanner()).toHaveTextContent(messages.genericError);
    expect(codeBox()).toHaveValue('');
  });

  test('Resend Code: a success banner; every button waits while it is sent', async () => {
    const user = userEvent.setup();
    const answer = later();
    const server = serverAnswers({ [`POST ${paths.resend}`]: () => answer.promise });
    await openCodeScreen();

    await user.click(button('Resend Code'));
    expect(button('Resend Code')).toBeDisabled();
    expect(button('Back')).toBeDisabled();
    expect(button('Continue')).toBeDisabled();

    answer.resolve(status('OTPCODESENT', codeResentName));
    expect(await findBanner('status')).toHaveTextContent(codeResentName);
    expect(button('Resend Code')).toBeEnabled();
    expect(server.callsTo(paths.resend)).toEqual([
      { method: 'POST', path: paths.resend, body: undefined },
    ]);
  });

  test('Resend Code too soon: a danger banner', async () => {
    const user = userEvent.setup();
    serverAnswers({
      [`POST ${paths.resend}`]: status('RESENDTOOSOON', 'Please wait 30 seconds.'),
    });
    await openCodeScreen();

    await user.click(button('Resend Code'));

    expect(await findBanner()).toHaveTextContent('Please wait 30 seconds.');
  });

  test('Back: to the profile, with the e-mail and user name given', async () => {
    const user = userEvent.setup();
    const server = serverAnswers({ [`POST ${paths.back}`]: status('SUCCESS') });
    await openCodeScreen();

    await user.click(button('Back'));

    await screen.findByRole('heading', { level: 1, name: 'Create your profile.' });
    expect(screen.getByLabelText('Email Address')).toHaveValue('jane.doe@example.com');
    expect(server.callsTo(paths.back)).toHaveLength(1);
    expect(currentPath()).toBe(registrationPath('selectCredentials'));
  });

  test('SESSIONLOCKED: the blocking alert', async () => {
    const user = userEvent.setup();
    serverAnswers({ [`POST ${paths.validate}`]: status('SESSIONLOCKED', 'Locked.') });
    await openCodeScreen();

    await user.type(codeBox(), '123456');
    await user.click(button('Continue'));

    expect(await screen.findByRole('dialog', { name: 'Locked.' })).toBeVisible();
  });

  test('has no accessibility violations', async () => {
    const user = userEvent.setup();
    serverAnswers({});
    const { container } = await openCodeScreen();
    await user.click(button('Continue'));

    expect((await axe.run(container)).violations).toEqual([]);
  });
});
