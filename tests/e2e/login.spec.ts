// Logging in on both sides, as a person does it: every status of
// docs/product/login.md#what-a-login-answers, the remember-me cookies, ?status=locked and ?path=,
// the account home and log out.

import { type Page, expect, test } from '@playwright/test';
import { e2eAccounts } from '#tests/support/e2e-accounts';
import { expectNoAxeViolations, screenshotAtWidths } from './fixtures.ts';
import { confirmWithSentCode, fillLogIn } from '#tests/support/log-in-page';

const sides = [
  { side: 'employee-benefits', userName: 'jroe2024', person: 'John', otherSide: 'employers' },
  { side: 'employers', userName: 'acmehr', person: 'Alex', otherSide: 'employee-benefits' },
] as const;

const banner = (page: Page) => page.getByRole('alert');
const alertDialog = (page: Page) => page.getByRole('dialog');

for (const { side, userName, person, otherSide } of sides) {
  test.describe(`${side} login`, () => {
    test('shows the login page as documented', async ({ page }) => {
      await page.goto(`/auth/${side}/login`);
      await expect(page).toHaveTitle('My Account');
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      await expect(page.getByLabel('Username', { exact: true })).toHaveAttribute('maxlength', '50');
      await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('maxlength', '50');
      await expect(page.getByLabel('Remember my username')).not.toBeChecked();
      await expect(page.getByRole('link', { name: "Can't access your account?" })).toHaveAttribute(
        'href',
        `/auth/${side}/registration/password-reset`,
      );
      await expect(
        page.getByRole('heading', { name: 'Register your account online.' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Register here' })).toBeVisible();
      for (const name of [/disclosure statement/, /business continuity page/]) {
        const link = page.getByRole('link', { name });
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      }
      await expectNoAxeViolations(page);
      await screenshotAtWidths(page, `${side}-login`);
    });

    test('logs the demo account in to the account home and out again', async ({ page }) => {
      await page.goto(`/auth/${side}/login`);
      await fillLogIn(page, userName);
      await confirmWithSentCode(page, side);
      await expect(page).toHaveURL(`/auth/${side}/account`);
      // Each side's account home is its benefits dashboard (docs/product/claims.md and
      // docs/product/employer-claims.md).
      await expect(page.getByRole('heading', { name: `Welcome, ${person}` })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Claims and leave' })).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshotAtWidths(page, `${side}-account-home`);

      await page.getByRole('button', { name: 'Log out' }).click();
      await expect(page).toHaveURL(`/auth/${side}/login`);
      await page.goto(`/auth/${side}/account`);
      await expect(page).toHaveURL(`/auth/${side}/login`);
    });

    test('refuses the account on the other side like a wrong password', async ({ page }) => {
      await page.goto(`/auth/${otherSide}/login`);
      await fillLogIn(page, userName);
      await expect(banner(page)).toContainText(
        'The user name or password you entered is incorrect. Please try again.',
      );
    });

    test('Register here hides the banner and goes to the registration start', async ({ page }) => {
      await page.goto(`/auth/${side}/login`);
      await fillLogIn(page, 'nobody-at-all');
      await expect(banner(page)).toBeVisible();
      await page.getByRole('button', { name: 'Register here' }).click();
      await expect(page).toHaveURL(`/auth/${side}/registration/full`);
      await expect(banner(page)).toHaveCount(0);
    });
  });
}

test('a wrong password clears the password and shows a red banner with focus on it', async ({
  page,
}) => {
  await page.goto('/auth/employee-benefits/login');
  await fillLogIn(page, 'jroe2024', 'Not#ThePassword1');
  await expect(banner(page)).toContainText(
    'The user name or password you entered is incorrect. Please try again.',
  );
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(page.getByText('Please enter a valid password.')).toHaveCount(0);
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue('jroe2024');
  const dismiss = page.getByRole('button', { name: 'Dismiss notification' });
  await expect(dismiss).toBeFocused();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'employee-login-wrong-password');
  await dismiss.click();
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeFocused();
});

test('asks for both fields before calling the server', async ({ page }) => {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/loginCredentials')) calls++;
  });
  await page.goto('/auth/employers/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Please enter a valid user name.')).toBeVisible();
  await expect(page.getByText('Please enter a valid password.')).toBeVisible();
  expect(calls).toBe(0);
});

test('clears the banner and disables Log in while the call is in flight', async ({ page }) => {
  await page.goto('/auth/employee-benefits/login');
  await fillLogIn(page, 'jroe2024', 'Not#ThePassword1');
  await expect(banner(page)).toBeVisible();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/auth/employee-benefits/loginCredentials', async (route) => {
    await held;
    await route.continue();
  });
  await fillLogIn(page, 'jroe2024', 'Not#ThePassword2');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();
  await expect(banner(page)).toHaveCount(0);
  release();
  await expect(banner(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
});

test('remembers the user name for one month only when asked to', async ({ page, context }) => {
  await page.goto('/auth/employers/login');
  await page.getByLabel('Remember my username').check();
  await fillLogIn(page, 'acmehr');
  await confirmWithSentCode(page, 'employers');
  await expect(page).toHaveURL('/auth/employers/account');
  const cookies = await context.cookies();
  const remembered = cookies.find((cookie) => cookie.name === 'rememberMe');
  expect(remembered?.value).toBe('acmehr');
  expect(cookies.find((cookie) => cookie.name === 'rememberCheckbox')?.value).toBe('true');
  const days = ((remembered?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29);
  expect(days).toBeLessThanOrEqual(31);

  await page.goto('/auth/employers/login');
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue('acmehr');
  await expect(page.getByLabel('Remember my username')).toBeChecked();
  await page.getByLabel('Remember my username').uncheck();
  await fillLogIn(page, 'acmehr', 'Not#ThePassword1');
  await expect(banner(page)).toBeVisible();
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain('rememberMe');
  expect(names).not.toContain('rememberCheckbox');
});

test('?status=locked shows the locked alert, and Close starts over at login', async ({ page }) => {
  await page.goto('/auth/employers/login?status=locked');
  const dialog = alertDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Your account is locked.' })).toBeVisible();
  await expect(dialog).toContainText(
    "Please call 1-800-555-2273 for assistance. We're available to help Monday to Friday, 7am to 7pm CST.",
  );
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'employer-login-locked-alert');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(page).toHaveURL('/auth/employers/login');
  await expect(alertDialog(page)).toHaveCount(0);
});

test('?path= goes to a route of the app, and nowhere else', async ({ page }) => {
  await page.goto('/auth/employee-benefits/login?path=/employers/login');
  await expect(page).toHaveURL('/auth/employers/login');
  await page.goto('/auth/employee-benefits/login?path=https://evil.example/');
  await expect(page).toHaveURL(/\/auth\/employee-benefits\/login\?path=/);
  await page.goto('/auth/employee-benefits/login?path=//evil.example/x');
  await expect(page).toHaveURL(/\/auth\/employee-benefits\/login\?path=/);
});

test('llocked is locked from the start', async ({ page }) => {
  await page.goto('/auth/employee-benefits/login');
  await fillLogIn(page, 'llocked');
  await expect(page).toHaveURL('/auth/employee-benefits/login?status=locked');
  await expect(
    alertDialog(page).getByRole('heading', { name: 'Your account is locked.' }),
  ).toBeVisible();
});

test('five wrong passwords lock the account, the fifth with the locked alert', async ({ page }) => {
  const { userName, side } = e2eAccounts.lockout;
  await page.goto(`/auth/${side}/login`);
  for (let attempt = 1; attempt <= 4; attempt++) {
    await fillLogIn(page, userName, `Wrong#Password${attempt}`);
    await expect(banner(page)).toContainText('The user name or password you entered is incorrect.');
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
  }
  await fillLogIn(page, userName, 'Wrong#Password5');
  await expect(page).toHaveURL(`/auth/${side}/login?status=locked`);
  await expect(
    alertDialog(page).getByRole('heading', { name: 'Your account is locked.' }),
  ).toBeVisible();
  await alertDialog(page).getByRole('button', { name: 'Close' }).first().click();
  await fillLogIn(page, userName);
  await expect(page).toHaveURL(`/auth/${side}/login?status=locked`);
});

test('a disabled account is told so in a banner', async ({ page }) => {
  await page.goto('/auth/employee-benefits/login');
  await fillLogIn(page, 'ddisabled');
  await expect(banner(page)).toContainText(
    'Your online account has been disabled. Please call 1-800-555-2273 for assistance.',
  );
});

test('a test account answers TEST and follows its redirect', async ({ page }) => {
  const { userName, side } = e2eAccounts.test;
  await page.goto(`/auth/${side}/login`);
  await fillLogIn(page, userName);
  await confirmWithSentCode(page, side);
  await expect(page).toHaveURL(`/auth/${side}/account`);
  // No HR contact stands behind the test account: it reads no employer's claims.
  await expect(
    page.getByRole('heading', { name: 'Your account is not linked to an employer.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('a browser failing across many user names gets the SESSIONLOCKED alert', async ({ page }) => {
  await page.goto('/auth/employers/login');
  for (let attempt = 0; attempt < 10; attempt++) {
    await fillLogIn(page, `stranger${attempt}`, 'Wrong#Password1');
    await expect(banner(page)).toBeVisible();
  }
  await fillLogIn(page, 'acmehr');
  const dialog = alertDialog(page);
  await expect(
    dialog.getByRole('heading', {
      name: 'There have been too many unsuccessful login attempts from this browser. Please try again in 30 minutes.',
    }),
  ).toBeVisible();
  // Behind the alert the form is hidden from assistive tools, but ready again.
  await expect(page.locator('#login-submit')).toBeEnabled();
});

test('a request refused with 403 shows the Session Timeout alert', async ({ page, context }) => {
  await page.goto('/auth/employee-benefits/login');
  await context.clearCookies();
  await fillLogIn(page, 'jroe2024');
  const dialog = alertDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Session Timeout' })).toBeVisible();
  await expect(dialog).toContainText('Due to inactivity on the page, your session has expired.');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(page).toHaveURL('/auth/employee-benefits/login');
  await fillLogIn(page, 'jroe2024');
  await confirmWithSentCode(page, 'employee-benefits');
  await expect(page).toHaveURL('/auth/employee-benefits/account');
});

test('any other failure shows the generic message and clears the password', async ({ page }) => {
  await page.route('**/auth/employers/loginCredentials', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.goto('/auth/employers/login');
  await fillLogIn(page, 'acmehr');
  await expect(banner(page)).toContainText(
    'It looks like something went wrong on our end. Please try again.',
  );
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
});

test('an answer without a status shows the generic message', async ({ page }) => {
  await page.route('**/auth/employers/loginCredentials', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":{}}' }),
  );
  await page.goto('/auth/employers/login');
  await fillLogIn(page, 'acmehr');
  await expect(banner(page)).toContainText(
    'It looks like something went wrong on our end. Please try again.',
  );
});
