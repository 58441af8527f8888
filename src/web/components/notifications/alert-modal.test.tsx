// @vitest-environment jsdom
// The blocking alert as a user meets it: it must be acknowledged, keeps focus on its two
// Close buttons, hides the page from assistive tools, and closing starts over at login.

import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { messages } from '#domain/shared/messages';
import { type AlertNotification, storageKey, usePortalStore } from '#web/lib/store.ts';
import { pageNavigation as navigation } from '#web/lib/page-navigation.ts';
import { AlertModal } from './alert-modal.tsx';

function RegistrationPage() {
  return (
    <main id="main-content" className="page-registration">
      <h1>Set up your online access.</h1>
      <button type="button">Continue</button>
      <AlertModal />
    </main>
  );
}

function showAlert(alert: Omit<AlertNotification, 'showAlert'>) {
  act(() => usePortalStore.getState().showAlert(alert));
}

const sessionTimeout = {
  message: messages.sessionTimeoutTitle,
  bodyMessage: messages.sessionTimeoutBody,
  sessionTimeout: true,
};

const closeButtons = () => screen.getAllByRole('button', { name: 'Close' });

let cookieNotice: HTMLElement;

beforeEach(() => {
  usePortalStore.setState({ banner: null, bannerActivator: null, alert: null });
  vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
  window.history.replaceState(null, '', '/auth/employee-benefits/registration/full');
  // Something else mounted straight into the body, with an aria-hidden of its own.
  cookieNotice = document.createElement('div');
  cookieNotice.setAttribute('aria-hidden', 'false');
  cookieNotice.textContent = 'We use cookies.';
  document.body.append(cookieNotice);
});

afterEach(() => {
  cookieNotice.remove();
});

describe('the alert modal', () => {
  test('shows when an alert is set, headed by its message', () => {
    render(<RegistrationPage />);
    expect(screen.queryByRole('dialog')).toBeNull();

    showAlert(sessionTimeout);

    const dialog = screen.getByRole('dialog', { name: 'Session Timeout' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading', { name: 'Session Timeout' })).toBeInTheDocument();
  });

  test('stays hidden for an alert that was closed', () => {
    act(() =>
      usePortalStore.setState({ alert: { showAlert: false, message: 'Your account is locked.' } }),
    );
    render(<RegistrationPage />);

    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a session timeout shows its body as plain text', () => {
    render(<RegistrationPage />);

    showAlert({ ...sessionTimeout, bodyMessage: 'Your session has <b>expired</b>.' });

    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleDescription('Your session has <b>expired</b>.');
    expect(dialog.querySelector('b')).toBeNull();
  });

  test('a locked session shows its body as sanitised HTML', async () => {
    render(<RegistrationPage />);

    showAlert({
      message: 'Your session is locked.',
      sessionLocked: true,
      bodyMessage:
        '<p>You can still <a href="/auth/claims">file a disability claim online</a>.' +
        '<img src="x" onerror="alert(1)"></p><script>alert(2)</script>',
    });

    const dialog = screen.getByRole('dialog', { name: 'Your session is locked.' });
    const link = await within(dialog).findByRole('link', {
      name: 'file a disability claim online',
    });
    expect(link).toHaveAttribute('href', '/auth/claims');
    expect(dialog.querySelector('img, script, [onerror]')).toBeNull();
    expect(dialog).toHaveAccessibleDescription(/^You can still file a disability claim online/);
  });

  test('any other alert shows the call-centre text', () => {
    render(<RegistrationPage />);

    showAlert({ message: 'USERLOCKED', bodyMessage: 'Not shown' });

    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      "Please call 1-800-555-2273 for assistance. We're available to help Monday to Friday, 7am to 7pm CST.",
    );
  });

  test('has a Close button in the header and one in the body, and focus starts on the first', () => {
    render(<RegistrationPage />);

    showAlert(sessionTimeout);

    const [headerClose, bodyClose] = closeButtons();
    expect(headerClose).toHaveTextContent('×');
    expect(bodyClose).toHaveTextContent('Close');
    expect(headerClose).toHaveFocus();
  });

  test('Tab and Shift+Tab keep focus on the two Close buttons', async () => {
    const user = userEvent.setup();
    render(<RegistrationPage />);
    showAlert(sessionTimeout);
    const [headerClose, bodyClose] = closeButtons();

    await user.tab();
    expect(bodyClose).toHaveFocus();
    await user.tab();
    expect(headerClose).toHaveFocus();
    await user.tab({ shift: true });
    expect(bodyClose).toHaveFocus();
    await user.tab({ shift: true });
    expect(headerClose).toHaveFocus();
  });

  test('clicking the backdrop or pressing Escape does nothing', async () => {
    const user = userEvent.setup();
    render(<RegistrationPage />);
    showAlert(sessionTimeout);
    const dialog = screen.getByRole('dialog');

    await user.click(dialog.parentElement as HTMLElement);
    await user.keyboard('{Escape}');

    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(closeButtons()[0]).toHaveFocus();
    expect(navigation.assign).not.toHaveBeenCalled();
    expect(usePortalStore.getState().alert?.showAlert).toBe(true);
  });

  test('while open, the rest of the page is hidden from assistive tools and from focus', async () => {
    const user = userEvent.setup();
    const { container } = render(<RegistrationPage />);
    const page = screen.getByRole('main');

    showAlert(sessionTimeout);

    for (const element of [container, cookieNotice, page]) {
      expect(element).toHaveAttribute('aria-hidden', 'true');
      expect(element).toHaveAttribute('inert');
    }
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();

    await user.click(closeButtons()[1] as HTMLElement);

    expect(container).not.toHaveAttribute('aria-hidden');
    expect(container).not.toHaveAttribute('inert');
    expect(page).not.toHaveAttribute('aria-hidden');
    expect(cookieNotice).toHaveAttribute('aria-hidden', 'false');
    expect(cookieNotice).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  test('closing on the employee side goes to the employee login with a page load', async () => {
    const user = userEvent.setup();
    render(<RegistrationPage />);
    showAlert(sessionTimeout);

    await user.click(closeButtons()[0] as HTMLElement);

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(navigation.assign).toHaveBeenCalledExactlyOnceWith('/auth/employee-benefits/login');
  });

  test('closing on a path that contains /employers goes to the employer login', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/auth/employers/registration/full?regid=abc');
    render(<RegistrationPage />);
    showAlert(sessionTimeout);

    await user.click(closeButtons()[1] as HTMLElement);

    expect(navigation.assign).toHaveBeenCalledExactlyOnceWith('/auth/employers/login');
  });

  test('closing is remembered in session storage, so the reloaded page shows no alert', async () => {
    const user = userEvent.setup();
    render(<RegistrationPage />);
    showAlert(sessionTimeout);

    await user.click(closeButtons()[0] as HTMLElement);

    const saved = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as { state?: unknown };
    expect(saved.state).toMatchObject({ alert: { ...sessionTimeout, showAlert: false } });
  });

  test('has no accessibility violations', async () => {
    render(<RegistrationPage />);

    showAlert({
      message: 'Your session is locked.',
      sessionLocked: true,
      bodyMessage: '<p>Call us or <a href="/auth/claims">file a claim online</a>.</p>',
    });
    await screen.findByRole('link', { name: 'file a claim online' });

    const results = await axe.run(document.body);
    expect(results.violations).toEqual([]);
  });
});
