// The link of an employer's invitation: the registration opened with the invited names, or
// what stops it.

import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { messages } from '#domain/shared/messages';
import { App } from '#web/router.tsx';
import { useFlowStore } from '#web/self-service/flow-store.ts';
import {
  currentPath,
  findBanner,
  later,
  registrationPath,
  resetBrowserSession,
  rightSideContent,
  serverAnswers,
  serverError,
  status,
} from '#tests/support/web/flow-test-kit';
import { invitationAlertText } from './registration-outcomes.ts';

beforeEach(() => {
  resetBrowserSession();
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

    const alert = await screen.findByRole('dialog', {
      name: invitationAlertText.notFoundHeading.defaultMessage,
    });
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
