// "Let's confirm your email.": the code e-mailed to the person, resent on request, and Back
// to change the e-mail or user name.

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { selfServiceText } from '#domain/self-service/self-service-status';
import { fieldText, messages } from '#domain/shared/messages';
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
} from '#tests/support/web/flow-test-kit';
import type { FlowData } from './flow-store.ts';

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

    expect(codeBox()).toHaveAccessibleDescription(fieldText.verificationCode.defaultMessage);
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
      expect(screen.queryByText(fieldText.verificationCode.defaultMessage)).toBeNull();
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

    answer.resolve(status('OTPCODESENT', selfServiceText.codeResent.defaultMessage));
    expect(await findBanner('status')).toHaveTextContent(selfServiceText.codeResent.defaultMessage);
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

describe('the employer code screen', () => {
  const employerPaths = {
    validate: 'employers/registration/validateVerificationCode',
    resend: 'employers/registration/resendVerificationCode',
    backToDevices: 'employers/backToDeviceSelectionPage',
    backToCredentials: 'employers/backToCredentialPage',
  };
  const maskedEmail = 'pa**********@acme.example';
  const maskedPhone = '(***) ***-0101';

  function openEmployerCode(data: Partial<FlowData>) {
    return openRegistration('verificationCodeSent', {
      side: 'employers',
      arrived: true,
      data: { emailAddress: maskedEmail, phoneNumber: maskedPhone, transactionId: 'tx-1', ...data },
    });
  }

  test("the contact's code by e-mail: no Back, and the advice to check the junk folder", async () => {
    serverAnswers({});
    await openEmployerCode({ codeChannel: 'EMAIL', codeStep: 'contactCode' });

    expect(
      screen.getByRole('heading', { level: 1, name: 'We sent you a verification code.' }),
    ).toHaveFocus();
    expect(screen.getByText(/A code has been sent to/)).toHaveTextContent(
      `A code has been sent to ${maskedEmail}.`,
    );
    expect(screen.getByText('The code expires in 15 minutes.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.getByRole('region', { name: "Didn't receive a code?" })).toHaveTextContent(
      /junk/,
    );
  });

  test("the contact's code by phone: Back returns to the choice of device", async () => {
    const user = userEvent.setup();
    const server = serverAnswers({ [`POST ${employerPaths.backToDevices}`]: status('SUCCESS') });
    await openEmployerCode({ codeChannel: 'PHONE', codeStep: 'contactCode' });

    expect(
      screen.getByRole('heading', { level: 1, name: "Let's confirm your phone number." }),
    ).toBeVisible();
    expect(screen.getByText(/A code has been sent to/)).toHaveTextContent(maskedPhone);
    expect(screen.queryByRole('region', { name: "Didn't receive a code?" })).toBeNull();
    await user.click(button('Back'));

    expect(await screen.findByRole('group', { name: 'Send my code to' })).toBeVisible();
    expect(server.callsTo(employerPaths.backToDevices)).toHaveLength(1);
    expect(server.callsTo(employerPaths.backToCredentials)).toEqual([]);
    expect(currentPath()).toBe(registrationPath('selectVerificationOption', 'employers'));
  });

  test('OTPVALID with EMAIL: the contact is proven, on to the credentials', async () => {
    const user = userEvent.setup();
    const server = serverAnswers({
      [`POST ${employerPaths.validate}`]: {
        ...status('OTPVALID'),
        selectedValidationOption: 'EMAIL',
      },
    });
    await openEmployerCode({ codeChannel: 'EMAIL', codeStep: 'contactCode' });

    await user.type(codeBox(), '123456');
    await user.click(button('Continue'));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your profile.' }),
    ).toBeVisible();
    expect(server.callsTo(employerPaths.validate)[0]?.body).toEqual({
      verificationCode: '123456',
    });
    expect(currentPath()).toBe(registrationPath('selectCredentials', 'employers'));
    // The masked phone on file is not offered as the new mobile number.
    expect(screen.getByLabelText('Mobile Phone Number')).toHaveValue('');
  });

  test('the code after the credentials: Back to the profile, with the number given', async () => {
    const user = userEvent.setup();
    const server = serverAnswers({
      [`POST ${employerPaths.backToCredentials}`]: status('SUCCESS'),
    });
    await openEmployerCode({
      codeChannel: 'PHONE',
      codeStep: 'code',
      phoneNumber: '(312) 555-0199',
      userName: 'pat.hr',
    });

    expect(
      screen.getByRole('heading', { level: 1, name: "Let's confirm your phone number." }),
    ).toBeVisible();
    expect(screen.getByText(/A code has been sent to/)).toHaveTextContent('(312) 555-0199');
    await user.click(button('Back'));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your profile.' }),
    ).toBeVisible();
    expect(screen.getByLabelText('Mobile Phone Number')).toHaveValue('(312) 555-0199');
    expect(server.callsTo(employerPaths.backToCredentials)).toHaveLength(1);
    expect(server.callsTo(employerPaths.backToDevices)).toEqual([]);
  });

  test('OTPVALID with PHONE: the new number is proven, on to the review', async () => {
    const user = userEvent.setup();
    serverAnswers({
      [`POST ${employerPaths.validate}`]: {
        ...status('OTPVALID'),
        selectedValidationOption: 'PHONE',
      },
    });
    await openEmployerCode({ codeChannel: 'PHONE', codeStep: 'code' });

    await user.type(codeBox(), '123456');
    await user.click(button('Continue'));

    await screen.findByRole('heading', { level: 1, name: /^Review and submit\./ });
    expect(currentPath()).toBe(registrationPath('registrationReview', 'employers'));
  });

  test('Resend Code sends no body: the code goes again where the last one went', async () => {
    const user = userEvent.setup();
    const server = serverAnswers({
      [`POST ${employerPaths.resend}`]: status(
        'OTPCODESENT',
        selfServiceText.codeResent.defaultMessage,
      ),
    });
    await openEmployerCode({ codeChannel: 'EMAIL', codeStep: 'contactCode' });

    await user.click(button('Resend Code'));

    expect(await findBanner('status')).toHaveTextContent(selfServiceText.codeResent.defaultMessage);
    expect(server.callsTo(employerPaths.resend)[0]?.body).toBeUndefined();
  });

  test.each([
    ['EMAIL', 'contactCode'],
    ['PHONE', 'code'],
  ] as const)('by %s at %s: no accessibility violations', async (codeChannel, codeStep) => {
    const user = userEvent.setup();
    serverAnswers({});
    const { container } = await openEmployerCode({ codeChannel, codeStep });
    await user.click(button('Continue'));

    expect((await axe.run(container)).violations).toEqual([]);
  });
});
