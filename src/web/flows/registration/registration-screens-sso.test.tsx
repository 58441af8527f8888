// The single-sign-on start around its form: shown only to a flow a partner's assertion opened,
// the failure page otherwise, nothing of an earlier registration carried over, and browser
// Back (docs/product/registration.md#browser-back).

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { App } from '#web/router.tsx';
import { useFlowStore } from '#web/self-service/flow-store.ts';
import {
  currentPath,
  later,
  openRegistration,
  registrationPath,
  resetBrowserSession,
  rightSideContent,
  serverAnswers,
  ssoFlow,
  serverError,
  status,
} from '#tests/support/web/flow-test-kit';
import { heading, reachCredentials } from '#tests/support/web/registration-kit';

beforeEach(() => {
  resetBrowserSession();
});

describe('the single-sign-on start', () => {
  const ssoHeading = 'Set up your seamless online access.';
  const failurePath = '/auth/employee-benefits/registration/sso/failure';

  test('waits for the server, and shows the form to a flow a partner opened', async () => {
    const answer = later();
    const server = serverAnswers({
      'GET reload': () => answer.promise,
      'POST registration/rightSideContent': rightSideContent,
    });

    window.history.replaceState(null, '', registrationPath('sso'));
    render(<App />);

    // The first test of a file to render the registration sees its code load first ('Loading…').
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Loading your registration…'),
    );
    expect(screen.queryByLabelText('First Name')).toBeNull();
    await act(async () => answer.resolve(ssoFlow));
    expect(await heading(ssoHeading)).toBeVisible();
    expect(server.callsTo('reload')).toHaveLength(1);
    expect(currentPath()).toBe(registrationPath('sso'));
  });

  test.each([
    ['no registration', status('STEPNOTALLOWED')],
    ['an ordinary registration', { ...status('SUCCESS'), step: 'personalInfo' }],
  ])('with %s in this browser, the failure page instead', async (_case, answer) => {
    serverAnswers({ 'GET reload': answer });
    const entries = window.history.length;

    await openRegistration('sso');

    expect(await heading('Something went wrong.')).toBeVisible();
    expect(currentPath()).toBe(failurePath);
    expect(screen.queryByLabelText('First Name')).toBeNull();
    // Replaced: Back does not return to a form that cannot be used.
    expect(window.history.length).toBe(entries);
  });

  test('if the server cannot be asked, the failure page', async () => {
    serverAnswers({ 'GET reload': serverError });

    await openRegistration('sso');

    expect(await heading('Something went wrong.')).toBeVisible();
    expect(currentPath()).toBe(failurePath);
  });

  test('nothing of an earlier registration in this browser carries over', async () => {
    serverAnswers({
      'GET reload': ssoFlow,
      'POST registration/rightSideContent': rightSideContent,
    });

    await openRegistration('sso', {
      data: { transactionId: 'tx-old', userName: 'janedoe', ssnLength: 9, identityFailures: 1 },
    });

    expect(await heading(ssoHeading)).toBeVisible();
    expect(screen.getByLabelText('Last 4 digits SSN / TIN')).toBeVisible();
    expect(useFlowStore.getState()).toMatchObject({
      transactionId: 'tx-sso',
      userName: null,
      ssnLength: 4,
      identityFailures: 0,
    });
  });

  test('Back from a step returns to the SSO start; Back from it to the login page', async () => {
    const user = userEvent.setup();
    const server = serverAnswers({
      'GET reload': ssoFlow,
      'POST registration/rightSideContent': rightSideContent,
      'POST employee-benefits/registration/verifyPersonalInfo': {
        ...status('NOTREGISTERED'),
        transactionId: 'tx-sso',
      },
      'POST employee-benefits/registration/validateZipCode': status('VALID'),
      'GET back-to-login': status('SUCCESS'),
    });
    window.history.replaceState(null, '', '/auth/employee-benefits/login');
    window.history.pushState(null, '', registrationPath('sso'));
    await openRegistration('sso');

    await reachCredentials(user);

    act(() => window.history.back());
    expect(await heading(ssoHeading)).toBeVisible();
    expect(currentPath()).toBe(registrationPath('sso'));

    act(() => window.history.back());
    expect(await heading('Log in')).toBeVisible();
    expect(currentPath()).toBe('/auth/employee-benefits/login');
    await waitFor(() => expect(server.callsTo('back-to-login')).toHaveLength(1));
    expect(useFlowStore.getState().transactionId).toBeNull();
  });

  test('Back to the SSO start stays there, not the full start, whatever the store holds', async () => {
    const server = serverAnswers({
      'GET reload': ssoFlow,
      'POST registration/rightSideContent': rightSideContent,
      'GET back-to-login': status('SUCCESS'),
    });
    window.history.replaceState(null, '', '/auth/employee-benefits/login');
    window.history.pushState(null, '', registrationPath('sso'));
    window.history.pushState(null, '', registrationPath('selectVerificationOption'));
    await openRegistration('selectVerificationOption', { arrived: true });

    act(() => window.history.back());
    expect(await heading(ssoHeading)).toBeVisible();
    expect(currentPath()).toBe(registrationPath('sso'));
    expect(server.callsTo('reload')).toHaveLength(1);

    act(() => window.history.back());
    expect(await heading('Log in')).toBeVisible();
    await waitFor(() => expect(server.callsTo('back-to-login')).toHaveLength(1));
  });
});
