// The banner and the alert modal (docs/product/shell.md#banner, docs/product/shell.md#alert) in a
// real browser: only here can we prove that a hostile message is defused, that focus and scrolling
// go where they should, and that the notices survive a reload through session storage.

import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures.ts';
import { fillLogIn } from '#tests/support/log-in-page';

type Variant = 'success' | 'warning' | 'error' | 'danger';

interface StoredBanner {
  showBanner: boolean;
  variant: Variant;
  errorMessage: string;
}

interface StoredAlert {
  showAlert: boolean;
  message: string;
  bodyMessage?: string;
  sessionTimeout?: boolean;
  sessionLocked?: boolean;
}

interface StoredState {
  banner: StoredBanner | null;
  bannerActivator: { clickedButton: string } | null;
  alert: StoredAlert | null;
}

const storageKey = 'portal-state';

const genericError = 'It looks like something went wrong on our end. Please try again.';

/** Markup that would run script, load an image or navigate if it reached the page as is. */
const hostileHtml =
  'Your <b>bold</b> move.' +
  '<img src=x onerror="window.__pwned=1">' +
  '<a href="javascript:window.__pwned=2">x</a>' +
  '<script>window.__pwned=3</script>';

/**
 * Puts notices into the state the app keeps in session storage (zustand's persist format)
 * and reloads, as if an earlier page of this browser session had raised them.
 */
async function reloadWithStoredState(page: Page, state: Partial<StoredState>): Promise<void> {
  const saved = {
    state: { banner: null, bannerActivator: null, alert: null, ...state },
    version: 0,
  };
  await page.evaluate(({ key, value }) => sessionStorage.setItem(key, value), {
    key: storageKey,
    value: JSON.stringify(saved),
  });
  await page.reload();
}

async function readStoredState(page: Page): Promise<StoredState> {
  const text = await page.evaluate((key) => sessionStorage.getItem(key), storageKey);
  return (JSON.parse(text ?? '{}') as { state: StoredState }).state;
}

async function pwned(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as { __pwned?: unknown }).__pwned);
}

async function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/** The banner of the given role shows exactly this message (its × button is no part of it). */
async function expectBannerMessage(
  scope: Page | Locator,
  role: 'alert' | 'status',
  message: string,
): Promise<void> {
  await expect(scope.getByRole(role).getByText(message, { exact: true })).toBeVisible();
}

function closeButtons(page: Page) {
  return page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true });
}

test.describe('the banner', () => {
  test('shows an HTML message with everything dangerous removed', async ({ page }) => {
    await page.goto('/auth/employee-benefits/login');

    await reloadWithStoredState(page, {
      banner: { showBanner: true, variant: 'error', errorMessage: hostileHtml },
    });

    const banner = page.getByRole('alert');
    await expectBannerMessage(page, 'alert', 'Your bold move.x');
    await expect(page.getByRole('button', { name: 'Dismiss notification' })).toBeFocused();
    expect(await scrollY(page)).toBe(0);
    await expect(banner.locator('b')).toHaveText('bold');
    await expect(banner.locator('img, script')).toHaveCount(0);
    await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
    // What is left of the link is harmless even when clicked.
    await banner.getByText('x', { exact: true }).click();
    expect(await pwned(page)).toBeUndefined();
  });

  test('renders each variant with the role that fits it', async ({ page }) => {
    await page.goto('/auth/employee-benefits/login');
    const main = page.getByRole('main');

    for (const [variant, role, other] of [
      ['success', 'status', 'alert'],
      ['warning', 'status', 'alert'],
      ['error', 'alert', 'status'],
      // The registration flow's name for the error notice.
      ['danger', 'alert', 'status'],
    ] as const) {
      const errorMessage = `A <b>${variant}</b> notice.`;
      await reloadWithStoredState(page, { banner: { showBanner: true, variant, errorMessage } });

      await expectBannerMessage(main, role, `A ${variant} notice.`);
      await expect(main.getByRole(other)).toHaveCount(0);
      if (variant !== 'danger') await expectNoAxeViolations(page);
    }
  });

  test('dismissing hides it for good and remembers that in session storage', async ({ page }) => {
    await page.goto('/auth/employee-benefits/login');
    await reloadWithStoredState(page, {
      banner: { showBanner: true, variant: 'warning', errorMessage: 'Mind the <b>gap</b>.' },
    });
    await expectBannerMessage(page, 'status', 'Mind the gap.');

    await page.getByRole('button', { name: 'Dismiss notification' }).click();

    await expect(page.getByRole('status')).toHaveCount(0);
    // Nothing caused this banner on this page, so focus goes to the main content.
    await expect(page.getByRole('main')).toBeFocused();
    expect((await readStoredState(page)).banner).toMatchObject({ showBanner: false });

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
  });
});

test.describe('the alert modal', () => {
  test('shows a locked session: sanitised HTML body, focus kept, page behind hidden', async ({
    page,
  }) => {
    await page.goto('/auth/');
    await reloadWithStoredState(page, {
      alert: {
        showAlert: true,
        message: 'Your session is locked.',
        sessionLocked: true,
        bodyMessage:
          '<p>You can still <a href="https://www.meridianmutual.example/claims">file a disability claim online</a>.</p>' +
          hostileHtml,
      },
    });

    const dialog = page.getByRole('dialog', { name: 'Your session is locked.' });
    await expect(dialog.getByRole('heading', { name: 'Your session is locked.' })).toBeVisible();
    await expect(
      dialog.getByRole('link', { name: 'file a disability claim online' }),
    ).toHaveAttribute('href', 'https://www.meridianmutual.example/claims');
    await expect(dialog).toHaveAccessibleDescription(
      /^You can still file a disability claim online\.\s*Your bold move\.x$/,
    );
    await expect(dialog.locator('b')).toHaveText('bold');
    await expect(dialog.locator('img, script')).toHaveCount(0);
    await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
    expect(await pwned(page)).toBeUndefined();

    // Two Close buttons, the one in the header has focus. The body's link is part of the
    // dialog too, so Tab goes round all three and never reaches the page behind.
    await expect(closeButtons(page)).toHaveCount(2);
    await expect(closeButtons(page).first()).toBeFocused();
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }

    // The landing page behind is out of reach of assistive tools and of the keyboard.
    await expect(page.locator('#app')).toHaveAttribute('aria-hidden', 'true');
    await expect(page.locator('#app')).toHaveAttribute('inert', '');
    await expect(page.getByRole('link', { name: 'Log in as an employee' })).toHaveCount(0);
    await expect(page.getByRole('main')).toHaveCount(0);

    // A click on the backdrop, in the corner of the window, is not a way out.
    await closeButtons(page).last().focus();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await expect(closeButtons(page).last()).toBeFocused();

    await expectNoAxeViolations(page);
  });

  test('survives a reload, and Close starts over on the employee login page', async ({ page }) => {
    await page.goto('/auth/');
    await reloadWithStoredState(page, {
      alert: { showAlert: true, message: 'Your account is locked.' },
    });
    const dialog = page.getByRole('dialog', { name: 'Your account is locked.' });
    await expect(dialog).toBeVisible();

    await page.reload();
    await expect(dialog).toBeVisible();

    await closeButtons(page).last().click();

    await expect(page).toHaveURL('/auth/employee-benefits/login');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('#app')).not.toHaveAttribute('aria-hidden', 'true');
    expect((await readStoredState(page)).alert).toMatchObject({ showAlert: false });
  });

  test('Close starts over on the employer login page from an employer address', async ({
    page,
  }) => {
    await page.goto('/auth/employers/no-such-page');
    await reloadWithStoredState(page, {
      alert: { showAlert: true, message: 'USERLOCKED' },
    });

    await closeButtons(page).first().click();

    await expect(page).toHaveURL('/auth/employers/login');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('by default gives the phone number and hours, with focus kept on its two Close buttons', async ({
    page,
  }) => {
    await page.goto('/auth/');

    await reloadWithStoredState(page, {
      alert: { showAlert: true, message: 'USERLOCKED', bodyMessage: 'Not shown' },
    });

    await expect(page.getByRole('dialog', { name: 'USERLOCKED' })).toHaveAccessibleDescription(
      "Please call 1-800-555-2273 for assistance. We're available to help Monday to Friday, 7am to 7pm CST.",
    );
    const headerClose = closeButtons(page).first();
    const bodyClose = closeButtons(page).last();
    await expect(closeButtons(page)).toHaveCount(2);
    await expect(headerClose).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(bodyClose).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(headerClose).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(bodyClose).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(headerClose).toBeFocused();
  });

  test('a session timeout body is shown as plain text', async ({ page }) => {
    await page.goto('/auth/');

    await reloadWithStoredState(page, {
      alert: {
        showAlert: true,
        message: 'Session Timeout',
        bodyMessage: 'Your session has <b>expired</b>.',
        sessionTimeout: true,
      },
    });

    const dialog = page.getByRole('dialog', { name: 'Session Timeout' });
    await expect(dialog).toHaveAccessibleDescription('Your session has <b>expired</b>.');
    await expect(dialog.locator('b')).toHaveCount(0);
  });
});

test.describe('failed calls', () => {
  test('a 403 from the server shows the Session Timeout alert', async ({ page, context }) => {
    await page.goto('/auth/employee-benefits/login');
    // Without its session cookie the page's CSRF token belongs to no session: 403.
    await context.clearCookies();

    await fillLogIn(page, 'jroe2024', 'anything');

    const dialog = page.getByRole('dialog', { name: 'Session Timeout' });
    await expect(dialog).toHaveAccessibleDescription(
      'Due to inactivity on the page, your session has expired.',
    );

    await closeButtons(page).last().click();

    await expect(page).toHaveURL('/auth/employee-benefits/login');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  test('any other failure shows the generic banner, at the top, with focus', async ({ page }) => {
    await page.route('**/auth/employee-benefits/loginCredentials', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.goto('/auth/employee-benefits/login');
    await page.getByRole('textbox', { name: 'Username' }).fill('jroe2024');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('anything');
    // Scrolled away from the top, the person submits with Enter in the password field.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await scrollY(page)).toBeGreaterThan(0);

    await password.press('Enter');

    await expectBannerMessage(page, 'alert', genericError);
    await expect(page.getByRole('button', { name: 'Dismiss notification' })).toBeFocused();
    expect(await scrollY(page)).toBe(0);
    await expect(password).toHaveValue('');

    // Kept in session storage, the banner is still there after a reload.
    await page.reload();
    await expectBannerMessage(page, 'alert', genericError);

    await page.getByRole('button', { name: 'Dismiss notification' }).click();

    await expect(page.getByRole('alert')).toHaveCount(0);
    // Focus goes back to the button that caused the banner.
    await expect(page.getByRole('button', { name: 'Log in' })).toBeFocused();
  });
});
