// A reload on a registration screen keeps the person on the step the server says, with what
// they gave, on either side.

import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { messages } from '#domain/shared/messages';
import { App } from '#web/router.tsx';
import { useFlowStore } from '#web/self-service/flow-store.ts';
import {
  currentPath,
  findBanner,
  later,
  openRegistration,
  registrationPath,
  resetBrowserSession,
  rightSideContent,
  serverAnswers,
  serverError,
  status,
} from '#tests/support/web/flow-test-kit';
import { heading } from '#tests/support/web/registration-kit';

beforeEach(() => {
  resetBrowserSession();
});

describe('after a reload', () => {
  test('the person stays on the step the server says, with what they gave', async () => {
    const server = serverAnswers({
      'GET reload': { ...status('SUCCESS'), step: 'code', transactionId: 'tx-1' },
    });

    await openRegistration('verificationCodeSent', {
      data: { emailAddress: 'jane.doe@example.com', userName: 'janedoe' },
    });

    expect(await heading("Let's confirm your email.")).toBeVisible();
    expect(screen.getByText('jane.doe@example.com')).toBeVisible();
    expect(server.callsTo('reload')).toHaveLength(1);
    expect(useFlowStore.getState().selfServiceResponse).toMatchObject({ step: 'code' });
  });

  test('a step the flow has not reached sends the person to the one it is at', async () => {
    serverAnswers({ 'GET reload': { ...status('SUCCESS'), step: 'credentials' } });

    await openRegistration('registrationReview');

    expect(await heading('Create your profile.')).toBeVisible();
    expect(currentPath()).toBe(registrationPath('selectCredentials'));
  });

  test('without a registration on the server, a step sends the person to the start', async () => {
    serverAnswers({
      'GET reload': status('STEPNOTALLOWED'),
      'POST registration/rightSideContent': rightSideContent,
    });

    await openRegistration('selectCredentials', { data: { userName: 'janedoe' } });

    expect(await heading('Set up your online access.')).toBeVisible();
    expect(currentPath()).toBe(registrationPath('full'));
    expect(useFlowStore.getState().userName).toBeNull();
  });

  test('the step waits for the server before it shows', async () => {
    const answer = later();
    serverAnswers({ 'GET reload': () => answer.promise });

    window.history.replaceState(null, '', registrationPath('registrationReview'));
    render(<App />);

    expect(await screen.findByRole('status')).toHaveTextContent('Loading your registration…');
    await act(async () => answer.resolve({ ...status('SUCCESS'), step: 'review' }));
    expect(
      await heading('Review and submit. Please confirm and submit the information you provided.'),
    ).toBeVisible();
  });

  test('if the server cannot be asked, the step shows with the generic message', async () => {
    serverAnswers({ 'GET reload': serverError });

    await openRegistration('selectVerificationOption');

    expect(await heading("Let's verify your identity.")).toBeVisible();
    expect(await findBanner()).toHaveTextContent(messages.genericError);
  });

  test('a step the flow itself opened does not ask again', async () => {
    const server = serverAnswers({});

    await openRegistration('selectVerificationOption', { arrived: true });

    expect(server.callsTo('reload')).toHaveLength(0);
  });
});

describe('the employer side after a reload', () => {
  test.each([
    ['contactCode', 'EMAIL', 'We sent you a verification code.'],
    ['contactCode', 'PHONE', "Let's confirm your phone number."],
    ['code', 'PHONE', "Let's confirm your phone number."],
  ] as const)('%s by %s: "%s"', async (step, selectedValidationOption, title) => {
    serverAnswers({
      'GET reload': {
        ...status('SUCCESS'),
        step,
        module: 'employers',
        selectedValidationOption,
        emailAddress: 'pa**********@acme.example',
        phoneNumber: '(***) ***-0101',
      },
    });

    await openRegistration('verificationCodeSent', { side: 'employers' });

    expect(await heading(title)).toBeVisible();
    expect(useFlowStore.getState()).toMatchObject({
      codeStep: step,
      codeChannel: selectedValidationOption,
    });
  });
});
