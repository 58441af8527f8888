// Around every registration screen: a reload keeps the person on the step the server says,
// with what they gave, and browser Back works as SPEC.md section 4 says.

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { messages } from '#domain/shared/messages';
import { pageNavigation } from '#web/lib/page-navigation.ts';
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
  ssoFlow,
  serverError,
  status,
} from '#tests/support/web/flow-test-kit';
import { invitationNotFoundHeading } from './registration-outcomes.ts';

beforeEach(() => {
  resetBrowserSession();
});

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

/** Jane from the start through the ZIP step to the credentials, the date typed in one go. */
async function reachCredentials(user: UserEvent) {
  await user.type(screen.getByLabelText('First Name'), 'Jane');
  await user.type(screen.getByLabelText('Last Name'), 'Doe');
  await user.type(screen.getByLabelText('Month'), '05011982');
  await user.type(screen.getByLabelText('Last 4 digits SSN / TIN'), '1234');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await heading("Let's verify your identity.");
  await user.type(screen.getByLabelText('ZIP Code'), '60601');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await heading('Create your profile.');
}

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

    await reachCredentials(user);

    act(() => window.history.back());
    expect(await heading('Set up your online access.')).toBeVisible();
    expect(currentPath()).toBe(registrationPath('full'));

    act(() => window.history.back());
    expect(await heading('Log in')).toBeVisible();
    expect(currentPath()).toBe('/auth/employee-benefits/login');
    await waitFor(() => expect(server.callsTo('back-to-login')).toHaveLength(1));
    expect(useFlowStore.getState().transactionId).toBeNull();
  });
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

    expect(await screen.findByRole('status')).toHaveTextContent('Loading your registration…');
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

describe('the employer invitation link', () => {
  const regid = '6f1c2a9e-3b7d-4c1e-9a55-2d0c8e7f4b10';
  const employerInfoPath = `employers/registration/employerInfo/${regid}`;

  function openInvitation(link = `/auth/employers/registration?regid=${regid}`) {
    window.history.replaceState(null, '', link);
    return render(<App />);
  }

  test('opens the registration with the invited names, filled in and disabled', async () => {
    const server = serverAnswers({
      [`GET ${employerInfoPath}`]: {
        ...status('SUCCESS'),
        firstName: 'Pat',
        lastName: 'Employer',
        transactionId: 'tx-1',
      },
      'POST registration/rightSideContent': rightSideContent,
    });
    const entries = window.history.length;
    openInvitation();

    expect(await screen.findByLabelText('Client ID')).toBeVisible();
    expect(screen.getByLabelText('First Name')).toHaveValue('Pat');
    expect(screen.getByLabelText('First Name')).toBeDisabled();
    expect(screen.getByLabelText('Last Name')).toHaveValue('Employer');
    expect(currentPath()).toBe(registrationPath('full', 'employers'));
    expect(window.location.search).toBe('');
    expect(server.callsTo(employerInfoPath)).toHaveLength(1);
    expect(useFlowStore.getState()).toMatchObject({
      regid,
      transactionId: 'tx-1',
      invitedNames: { firstName: 'Pat', lastName: 'Employer' },
    });
    // Replaced: Back from the start does not open the invitation again.
    expect(window.history.length).toBe(entries);
  });

  test('USERNOTFOUND: an alert with the status name as its body', async () => {
    serverAnswers({
      [`GET ${employerInfoPath}`]: status('USERNOTFOUND', 'We could not find this invitation.'),
    });
    openInvitation();

    const alert = await screen.findByRole('dialog', { name: invitationNotFoundHeading });
    expect(alert).toHaveTextContent('We could not find this invitation.');
    expect(currentPath()).toBe('/auth/employers/registration');
    expect(useFlowStore.getState().regid).toBeNull();
  });

  test('a failed call: the generic banner', async () => {
    serverAnswers({ [`GET ${employerInfoPath}`]: serverError });
    openInvitation();

    expect(await findBanner()).toHaveTextContent(messages.genericError);
    expect(screen.queryByRole('status')).toBeNull();
    expect(currentPath()).toBe('/auth/employers/registration');
  });

  test('says it is opening the invitation meanwhile, with no accessibility violations', async () => {
    const answer = later();
    serverAnswers({ [`GET ${employerInfoPath}`]: () => answer.promise });
    const { container } = openInvitation();

    expect(await screen.findByRole('status')).toHaveTextContent('Opening your invitation…');
    expect(document.title).toBe('Registration');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  test('without a regid, the start of the registration', async () => {
    const server = serverAnswers({ 'POST registration/rightSideContent': rightSideContent });
    openInvitation('/auth/employers/registration');

    expect(await screen.findByLabelText('Client ID')).toBeVisible();
    expect(currentPath()).toBe(registrationPath('full', 'employers'));
    expect(server.calls.filter((call) => call.path.includes('employerInfo'))).toEqual([]);
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

describe('browser Back on the employer side', () => {
  const regid = 'regid-1';

  test('from a step reloads the invitation; from the start goes to the employer login', async () => {
    const user = userEvent.setup();
    const server = serverAnswers({
      'POST registration/rightSideContent': rightSideContent,
      'POST employers/registration/verifyPersonalInfo': {
        ...status('SUCCESS'),
        transactionId: 'tx-1',
        emailAddress: 'pa**********@acme.example',
        phoneNumber: '(***) ***-0101',
      },
      'GET back-to-login': status('SUCCESS'),
    });
    window.history.replaceState(null, '', '/auth/employers/login');
    window.history.pushState(null, '', registrationPath('full', 'employers'));
    await openRegistration('full', {
      side: 'employers',
      data: { regid, transactionId: 'tx-1', invitedNames: { firstName: 'Pat', lastName: 'E' } },
    });

    await user.type(screen.getByLabelText('Month'), '03151970');
    await user.type(screen.getByLabelText('Client ID'), '100000001');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('group', { name: 'Send my code to' });

    act(() => window.history.back());
    await waitFor(() =>
      expect(pageNavigation.assign).toHaveBeenCalledWith(
        `/auth/employers/registration?regid=${regid}`,
      ),
    );

    act(() => window.history.back());
    expect(await heading('Log in')).toBeVisible();
    expect(currentPath()).toBe('/auth/employers/login');
    await waitFor(() => expect(server.callsTo('back-to-login')).toHaveLength(1));
    expect(useFlowStore.getState().regid).toBeNull();
  });
});
