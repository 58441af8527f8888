// The employer contact's choice of device on file for the first code: shown masked, chosen
// with a radio group, and sent with resendVerificationCode.

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { useFlowStore } from '#web/self-service/flow-store.ts';
import {
  currentPath,
  findBanner,
  later,
  openRegistration,
  registrationPath,
  resetBrowserSession,
  serverAnswers,
  status,
} from '#tests/support/web/flow-test-kit';

const resendPath = 'employers/registration/resendVerificationCode';
const maskedEmail = 'pa**********@acme.example';
const maskedPhone = '(***) ***-0101';

const button = (name: string) => screen.getByRole('button', { name });
const choices = () => screen.getByRole('group', { name: 'Send my code to' });

function openDeviceSelection() {
  return openRegistration('selectVerificationOption', {
    side: 'employers',
    arrived: true,
    data: { emailAddress: maskedEmail, phoneNumber: maskedPhone, transactionId: 'tx-1' },
  });
}

beforeEach(() => {
  resetBrowserSession();
});

describe('choosing where the first code goes', () => {
  test('lists the devices on file, masked, in a group named by its legend', async () => {
    serverAnswers({});
    await openDeviceSelection();

    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Where should we send your verification code?',
      }),
    ).toHaveFocus();
    const radios = within(choices()).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(within(choices()).getByRole('radio', { name: `Email ${maskedEmail}` })).toBeChecked();
    expect(
      within(choices()).getByRole('radio', { name: `Mobile Phone (text message) ${maskedPhone}` }),
    ).not.toBeChecked();
    expect(document.title).toBe('Registration');
  });

  test('the phone is chosen with the arrow keys, and the code goes there', async () => {
    const user = userEvent.setup();
    const server = serverAnswers({
      [`POST ${resendPath}`]: { ...status('OTPCODESENT'), phoneNumber: maskedPhone },
    });
    await openDeviceSelection();

    await user.tab();
    expect(screen.getByRole('radio', { name: /^Email/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /^Mobile Phone/ })).toBeChecked();
    await user.click(button('Continue'));

    expect(
      await screen.findByRole('heading', { level: 1, name: "Let's confirm your phone number." }),
    ).toBeVisible();
    expect(screen.getByText(/A code has been sent to/)).toHaveTextContent(
      `A code has been sent to ${maskedPhone}.`,
    );
    expect(server.callsTo(resendPath)[0]?.body).toEqual({ selectedValidationOption: 'PHONE' });
    expect(currentPath()).toBe(registrationPath('verificationCodeSent', 'employers'));
    expect(useFlowStore.getState()).toMatchObject({
      codeChannel: 'PHONE',
      codeStep: 'contactCode',
    });
  });

  test('the e-mail: "We sent you a verification code."', async () => {
    const user = userEvent.setup();
    const server = serverAnswers({
      [`POST ${resendPath}`]: { ...status('OTPCODESENT'), emailAddress: maskedEmail },
    });
    await openDeviceSelection();

    await user.click(button('Continue'));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We sent you a verification code.' }),
    ).toBeVisible();
    expect(server.callsTo(resendPath)[0]?.body).toEqual({ selectedValidationOption: 'EMAIL' });
  });

  test('Continue waits for the answer; too soon after a code, a danger banner', async () => {
    const user = userEvent.setup();
    const answer = later();
    serverAnswers({ [`POST ${resendPath}`]: () => answer.promise });
    await openDeviceSelection();

    await user.click(button('Continue'));
    expect(button('Continue')).toBeDisabled();
    answer.resolve(status('RESENDTOOSOON', 'Please wait 30 seconds.'));

    expect(await findBanner()).toHaveTextContent('Please wait 30 seconds.');
    expect(button('Continue')).toBeEnabled();
    expect(currentPath()).toBe(registrationPath('selectVerificationOption', 'employers'));
  });

  test('SESSIONLOCKED: the blocking alert', async () => {
    const user = userEvent.setup();
    serverAnswers({ [`POST ${resendPath}`]: status('SESSIONLOCKED', 'Locked.') });
    await openDeviceSelection();

    await user.click(button('Continue'));

    expect(await screen.findByRole('dialog', { name: 'Locked.' })).toBeVisible();
  });

  test('after a reload, the devices come from the server', async () => {
    serverAnswers({
      'GET reload': {
        ...status('SUCCESS'),
        step: 'verification',
        module: 'employers',
        emailAddress: maskedEmail,
        phoneNumber: maskedPhone,
      },
    });
    await openRegistration('selectVerificationOption', { side: 'employers' });

    expect(await screen.findByRole('radio', { name: `Email ${maskedEmail}` })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Mobile Phone/ })).toBeVisible();
  });

  test('has no accessibility violations', async () => {
    serverAnswers({});
    const { container } = await openDeviceSelection();

    expect((await axe.run(container)).violations).toEqual([]);
  });
});
