// @vitest-environment jsdom
// The banner as a user meets it: a notice that comes into view with focus on its close
// button, says what the server said (safely), and gives focus back when dismissed.

import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { type BannerVariant, storageKey, usePortalStore } from '#web/lib/store.ts';
import { Banner } from './banner.tsx';

function LoginPage() {
  return (
    <>
      <header>
        <button type="button" id="log-in">
          Log in
        </button>
      </header>
      <main id="main-content">
        <Banner />
        <h1>Log in</h1>
      </main>
    </>
  );
}

function showBanner(errorMessage: string, variant?: BannerVariant, activator?: string) {
  act(() => usePortalStore.getState().showBanner({ errorMessage, variant }, activator));
}

const closeButton = () => screen.getByRole('button', { name: 'Dismiss notification' });

beforeEach(() => {
  usePortalStore.setState({ banner: null, bannerActivator: null, alert: null });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('the banner', () => {
  test('is hidden until a notification is set', () => {
    render(<LoginPage />);
    expect(screen.queryByRole('alert')).toBeNull();

    act(() =>
      usePortalStore.setState({
        banner: { showBanner: false, variant: 'error', errorMessage: 'Hidden' },
      }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('shows the message as sanitised HTML', async () => {
    render(<LoginPage />);

    showBanner(
      '<p>We could not log you in. <b>Try again</b><img src="x" onerror="alert(1)">' +
        '<script>alert(2)</script> or <a href="https://example.com/help" target="_blank">get help</a>.</p>',
    );

    const banner = screen.getByRole('alert');
    const link = await within(banner).findByRole('link', { name: 'get help' });
    expect(link).toHaveAttribute('href', 'https://example.com/help');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(banner).getByText('Try again').tagName).toBe('B');
    expect(banner.querySelector('script, img, [onerror]')).toBeNull();
  });

  test('on show it scrolls to the top and focuses its close button', () => {
    render(<LoginPage />);

    showBanner('It looks like something went wrong on our end. Please try again.');

    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(closeButton()).toHaveFocus();
  });

  test('dismissing hides it and gives focus back to the control that caused it', async () => {
    const user = userEvent.setup();
    render(<LoginPage />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    showBanner('INVALIDCREDENTIALS', 'error', '#log-in');
    await user.click(closeButton());

    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
    expect(usePortalStore.getState().banner?.showBanner).toBe(false);
  });

  test.each([
    ['no activator', undefined],
    ['an activator that is no longer on the page', '#register-here'],
    ['an activator selector that is not valid', '#log in['],
  ])('with %s, dismissing focuses the main content', async (_case, activator) => {
    const user = userEvent.setup();
    render(<LoginPage />);

    showBanner('Please try again.', 'warning', activator);
    await user.click(closeButton());

    expect(screen.getByRole('main')).toHaveFocus();
  });

  test('the same message shown again comes back into view and takes focus again', async () => {
    const user = userEvent.setup();
    render(<LoginPage />);
    const message = 'It looks like something went wrong on our end. Please try again.';

    showBanner(message);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    showBanner(message);

    expect(window.scrollTo).toHaveBeenCalledTimes(2);
    expect(closeButton()).toHaveFocus();
  });

  test.each([
    ['error', 'alert', 'banner--error'],
    ['danger', 'alert', 'banner--error'],
    ['warning', 'status', 'banner--warning'],
    ['success', 'status', 'banner--success'],
  ] as const)('the %s variant is announced as %s', (variant, role, look) => {
    render(<LoginPage />);

    showBanner('Notice', variant);

    expect(screen.getByRole(role)).toHaveClass('banner', look);
  });

  test('error is the default variant', () => {
    render(<LoginPage />);

    showBanner('Notice');

    expect(screen.getByRole('alert')).toHaveClass('banner--error');
  });

  test('is kept in session storage, so a reload shows the same notice', async () => {
    showBanner('<b>Saved</b>', 'success', '#log-in');

    const saved = sessionStorage.getItem(storageKey) ?? '';
    expect((JSON.parse(saved) as { state: unknown }).state).toMatchObject({
      banner: { showBanner: true, variant: 'success', errorMessage: '<b>Saved</b>' },
      bannerActivator: { clickedButton: '#log-in' },
    });

    // A reload: the page starts empty and reads the session storage back.
    usePortalStore.setState({ banner: null, bannerActivator: null });
    sessionStorage.setItem(storageKey, saved);
    await act(() => usePortalStore.persist.rehydrate());
    render(<LoginPage />);

    expect(await within(screen.getByRole('status')).findByText('Saved')).toBeInTheDocument();
  });

  test('has no accessibility violations', async () => {
    const { container } = render(<LoginPage />);

    showBanner('Please <a href="/auth/employee-benefits/login">log in</a> again.');
    await screen.findByRole('link', { name: 'log in' });

    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
