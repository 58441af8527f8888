// Around every registration screen: a reload keeps the person on the step the server says,
// with what they gave, and browser Back works as SPEC.md section 4 says.

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { messages } from '../../../domain/shared/messages.ts';
import { App } from '../../router.tsx';
import { useRegistrationStore } from './registration-store.ts';
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
} from './registration-test-kit.tsx';

beforeEach(() => {
  resetBrowserSession();
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

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
    expect(useRegistrationStore.getState().selfServiceResponse).toMatchObject({ step: 'code' });
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
    expect(useRegistrationStore.getState().userName).toBeNull();
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

describe('browser Back', () => {
  test('from a step returns to the registration start; from the start to the login page', async () => {
    const user = userEvent.setup();
    const server = serverAnswers({
      'POST registration/rightSideContent': rightSideContent,
      'POST employee-benefits/registration/verifyPersonalInfo': {
        ...status('NOTREGISTERED'),
        transactionId: 'tx-1',
      },
      'POST employee-benefits/registration/validateZipCode': status('VALID'),
      'GET back-to-login': status('SUCCESS'),
    });
    window.history.replaceState(null, '', '/auth/employee-benefits/login');
    window.history.pushState(null, '', registrationPath('full'));
    await openRegistration('full');

    await user.type(screen.getByLabelText('First Name'), 'Jane');
    await user.type(screen.getByLabelText('Last Name'), 'Doe');
    await user.type(screen.getByLabelText('Month'), '05011982');
    await user.type(screen.getByLabelText('Last 4 digits SSN / TIN'), '1234');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading("Let's verify your identity.");
    await user.type(screen.getByLabelText('ZIP Code'), '60601');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('Create your profile.');

    act(() => window.history.back());
    expect(await heading('Set up your online access.')).toBeVisible();
    expect(currentPath()).toBe(registrationPath('full'));

    act(() => window.history.back());
    expect(await heading('Log in')).toBeVisible();
    expect(currentPath()).toBe('/auth/employee-benefits/login');
    await waitFor(() => expect(server.callsTo('back-to-login')).toHaveLength(1));
    expect(useRegistrationStore.getState().transactionId).toBeNull();
  });
});
