// "Review and submit": the account as it will be, the terms, and Submit once they are
// accepted; then the confirmation and Proceed to the login page.

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { employeeTerms, employerTerms } from '#domain/registration/terms';
import { messages } from '#domain/shared/messages';
import { pageNavigation } from '#web/lib/page-navigation.ts';
import { useFlowStore } from '#web/self-service/flow-store.ts';
import {
  currentPath,
  findBanner,
  openRegistration,
  registrationPath,
  resetBrowserSession,
  serverAnswers,
  status,
} from '#tests/support/web/flow-test-kit';

const paths = {
  submit: 'employee-benefits/registration/submit',
  back: 'employee-benefits/backToCredentialPage',
  proceed: 'employee-benefits/registration/proceedToLogin',
};

const button = (name: string) => screen.getByRole('button', { name });
const termsBox = () =>
  screen.getByRole('checkbox', { name: 'I have read and agree to the terms and conditions.' });

function openReview() {
  return openRegistration('registrationReview', {
    arrived: true,
    data: { emailAddress: 'jane.doe@example.com', userName: 'janedoe', transactionId: 'tx-1' },
  });
}

beforeEach(() => {
  resetBrowserSession();
});

describe('Review and submit', () => {
  test('shows the user name, the e-mail and the employee terms in a scrollable region', async () => {
    serverAnswers({});
    await openReview();

    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Review and submit. Please confirm and submit the information you provided.',
      }),
    ).toHaveFocus();
    expect(screen.getByText('janedoe')).toBeVisible();
    expect(screen.getByText('jane.doe@example.com')).toBeVisible();
    const terms = screen.getByRole('region', { name: employeeTerms.title.defaultMessage });
    expect(terms).toHaveAttribute('tabindex', '0');
    expect(terms).toHaveTextContent(employeeTerms.paragraphs[1]!.defaultMessage);
  });

  test('Submit is enabled only once the terms are accepted', async () => {
    const user = userEvent.setup();
    serverAnswers({});
    await openReview();

    expect(button('Submit')).toBeDisabled();
    await user.click(termsBox());
    expect(button('Submit')).toBeEnabled();
    await user.click(termsBox());
    expect(button('Submit')).toBeDisabled();
  });

  test('SUCCESS: the registration is completed', async () => {
    const user = userEvent.setup();
    const server = serverAnswers({ [`POST ${paths.submit}`]: status('SUCCESS') });
    await openReview();

    await user.click(termsBox());
    await user.click(button('Submit'));

    expect(
      await screen.findByRole('heading', { level: 1, name: messages.registrationCompleted }),
    ).toHaveFocus();
    expect(server.callsTo(paths.submit)[0]?.body).toEqual({ transactionId: 'tx-1' });
    expect(currentPath()).toBe(registrationPath('confirmation'));
  });

  test('any other status: a banner, and Submit again', async () => {
    const user = userEvent.setup();
    serverAnswers({ [`POST ${paths.submit}`]: status('STEPNOTALLOWED', 'Not now.') });
    await openReview();

    await user.click(termsBox());
    await user.click(button('Submit'));

    expect(await findBanner()).toHaveTextContent('Not now.');
    expect(button('Submit')).toBeEnabled();
  });

  test('SESSIONLOCKED: the blocking alert', async () => {
    const user = userEvent.setup();
    serverAnswers({ [`POST ${paths.submit}`]: status('SESSIONLOCKED', 'Locked.') });
    await openReview();

    await user.click(termsBox());
    await user.click(button('Submit'));

    expect(await screen.findByRole('dialog', { name: 'Locked.' })).toBeVisible();
  });

  test('Edit: back to the profile', async () => {
    const user = userEvent.setup();
    const server = serverAnswers({ [`POST ${paths.back}`]: status('SUCCESS') });
    await openReview();

    await user.click(button('Edit'));

    await screen.findByRole('heading', { level: 1, name: 'Create your profile.' });
    expect(server.callsTo(paths.back)).toHaveLength(1);
    expect(screen.getByLabelText('Username')).toHaveValue('janedoe');
  });

  test('has no accessibility violations', async () => {
    serverAnswers({});
    const { container } = await openReview();

    expect((await axe.run(container)).violations).toEqual([]);
  });
});

describe('Review and submit, employer', () => {
  const employerPaths = {
    submit: 'employers/registration/submit',
    back: 'employers/backToCredentialPage',
  };

  function openEmployerReview() {
    return openRegistration('registrationReview', {
      side: 'employers',
      arrived: true,
      data: {
        emailAddress: 'pa**********@acme.example',
        phoneNumber: '(312) 555-0199',
        userName: 'pat.hr',
        transactionId: 'tx-1',
      },
    });
  }

  test('shows the user name, the mobile phone and the employer terms', async () => {
    serverAnswers({});
    await openEmployerReview();

    expect(screen.getByText('pat.hr')).toBeVisible();
    expect(screen.getByText('Mobile Phone Number')).toBeVisible();
    expect(screen.getByText('(312) 555-0199')).toBeVisible();
    expect(screen.queryByText('pa**********@acme.example')).toBeNull();
    const terms = screen.getByRole('region', { name: employerTerms.title.defaultMessage });
    expect(terms).toHaveTextContent(employerTerms.paragraphs[2]!.defaultMessage);
    expect(screen.queryByRole('region', { name: employeeTerms.title.defaultMessage })).toBeNull();
  });

  test('Submit once the terms are accepted: the registration is completed', async () => {
    const user = userEvent.setup();
    const server = serverAnswers({ [`POST ${employerPaths.submit}`]: status('SUCCESS') });
    await openEmployerReview();

    expect(button('Submit')).toBeDisabled();
    await user.click(termsBox());
    await user.click(button('Submit'));

    await screen.findByRole('heading', { level: 1, name: messages.registrationCompleted });
    expect(server.callsTo(employerPaths.submit)[0]?.body).toEqual({ transactionId: 'tx-1' });
    expect(currentPath()).toBe(registrationPath('confirmation', 'employers'));
  });

  test('Edit: back to the profile, with the number given', async () => {
    const user = userEvent.setup();
    const server = serverAnswers({ [`POST ${employerPaths.back}`]: status('SUCCESS') });
    await openEmployerReview();

    await user.click(button('Edit'));

    await screen.findByRole('heading', { level: 1, name: 'Create your profile.' });
    expect(screen.getByLabelText('Mobile Phone Number')).toHaveValue('(312) 555-0199');
    expect(server.callsTo(employerPaths.back)).toHaveLength(1);
  });

  test('has no accessibility violations', async () => {
    serverAnswers({});
    const { container } = await openEmployerReview();

    expect((await axe.run(container)).violations).toEqual([]);
  });
});

describe('Your registration is completed!', () => {
  function openConfirmation() {
    return openRegistration('confirmation', { arrived: true, data: { transactionId: 'tx-1' } });
  }

  test('Proceed ends the registration and loads the login page the server names', async () => {
    const user = userEvent.setup();
    const server = serverAnswers({
      [`POST ${paths.proceed}`]: {
        ...status('SUCCESS'),
        redirectUrl: '/auth/employee-benefits/login',
      },
    });
    await openConfirmation();

    await user.click(button('Proceed'));

    await vi.waitFor(() =>
      expect(pageNavigation.assign).toHaveBeenCalledWith('/auth/employee-benefits/login'),
    );
    expect(server.callsTo(paths.proceed)[0]?.body).toEqual({ transactionId: 'tx-1' });
    expect(useFlowStore.getState().transactionId).toBeNull();
  });

  test('a redirect to another site is not followed: the login page is loaded instead', async () => {
    const user = userEvent.setup();
    serverAnswers({
      [`POST ${paths.proceed}`]: { ...status('SUCCESS'), redirectUrl: 'https://evil.example/' },
    });
    await openConfirmation();

    await user.click(button('Proceed'));

    await vi.waitFor(() =>
      expect(pageNavigation.assign).toHaveBeenCalledWith('/auth/employee-benefits/login'),
    );
  });

  test('without a redirect, the status is shown in a banner', async () => {
    const user = userEvent.setup();
    serverAnswers({ [`POST ${paths.proceed}`]: status('STEPNOTALLOWED', 'Not now.') });
    await openConfirmation();

    await user.click(button('Proceed'));

    const banner = await findBanner();
    expect(banner).toHaveTextContent('Not now.');
    await user.click(within(banner).getByRole('button', { name: 'Dismiss notification' }));
    expect(button('Proceed')).toHaveFocus();
    expect(pageNavigation.assign).not.toHaveBeenCalled();
  });
});
