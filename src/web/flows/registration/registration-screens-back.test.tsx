// Browser Back during a registration, as docs/product/registration.md#browser-back says: back
// to the start, then to the login page, the flow cancelled on the server; on the employer
// side back through the invitation.

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { pageNavigation } from '#web/lib/page-navigation.ts';
import { useFlowStore } from '#web/self-service/flow-store.ts';
import {
  currentPath,
  openRegistration,
  registrationPath,
  resetBrowserSession,
  rightSideContent,
  serverAnswers,
  status,
} from '#tests/support/web/flow-test-kit';
import { heading, reachCredentials } from '#tests/support/web/registration-kit';

beforeEach(() => {
  resetBrowserSession();
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
