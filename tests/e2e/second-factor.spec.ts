// The second factor (docs/product/second-factor.md) as people use it, in Chromium: John confirms
// with the code e-mailed to him, takes the passkey offered and adds one on a virtual authenticator
// (the DevTools protocol's WebAuthn domain), logs out and in, and confirms with it; Alex sets up an
// authenticator app and confirms with a code this test computes from the secret the page shows; a
// recovery code works once. axe-core and screenshots of each new screen. These give John and Alex
// factors that other files' logins could not pass: playwright.config.ts runs this file after them,
// and each test removes what it added.

import { type Page, expect, test } from '@playwright/test';
import { generate } from 'otplib';
import type { Side } from '#domain/shared/sides';
import {
  addVirtualAuthenticator,
  button,
  expectNoAxeViolations,
  heading,
  screenshotAtWidths,
} from './fixtures.ts';
import { confirmWithSentCode, logInToAccount, logInWithPassword } from '#tests/support/log-in-page';

async function logOut(page: Page, side: Side) {
  await page.goto(`/auth/${side}/account`);
  await button(page, 'Log out').click();
  await expect(page).toHaveURL(`/auth/${side}/login`);
}

async function openSecurityPage(page: Page, side: Side) {
  await page.goto(`/auth/${side}/account`);
  await page.getByRole('link', { name: 'Sign-in and security' }).click();
  await expect(page).toHaveURL(`/auth/${side}/security`);
  await expect(heading(page, 'Sign-in and security')).toBeVisible();
}

const factors = (page: Page) =>
  page.getByRole('region', { name: "Your ways to confirm it's you" }).getByRole('listitem');

/** Removes each factor the test added, so the other files' logins get a code again. */
async function removeFactors(page: Page, side: Side) {
  await openSecurityPage(page, side);
  while ((await factors(page).count()) > 0) {
    const before = await factors(page).count();
    const first = factors(page).first();
    await first.getByRole('button', { name: /^Remove/ }).click();
    await first.getByRole('button', { name: 'Yes, remove it' }).click();
    await expect(factors(page)).toHaveCount(before - 1);
  }
}

/**
 * The code of the 30-second step after this one, as a phone whose clock runs a little ahead
 * shows it: a step's code is taken once, and the portal takes a step either side of its own.
 */
function nextAppCode(secret: string): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
}

test('John confirms with the e-mailed code; a wrong one is refused in words', async ({ page }) => {
  await logInWithPassword(page, 'employee-benefits', 'jroe2024');
  await expect(page.getByText(/^We sent a code to jo\*+@example\.com\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use a passkey' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'second-factor-confirm-code');

  await page.getByLabel('Code we sent you').fill('000000');
  await button(page, 'Confirm').click();
  await expect(
    page.getByText('That code did not work. Please check it and try again.'),
  ).toBeVisible();
  await expect(page.getByLabel('Code we sent you')).toBeFocused();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'second-factor-confirm-refused');

  await confirmWithSentCode(page, 'employee-benefits');
  await expect(page).toHaveURL('/auth/employee-benefits/account');
});

test('John adds a passkey, logs out, logs in and confirms with it', async ({ page }) => {
  test.setTimeout(90_000);
  await addVirtualAuthenticator(page);

  // The passkey offered on the way in, to an account without a factor.
  await logInWithPassword(page, 'employee-benefits', 'jroe2024');
  await page
    .getByRole('checkbox', { name: 'Then add a passkey, to confirm in one step next time' })
    .check();
  await confirmWithSentCode(page, 'employee-benefits');
  await expect(page).toHaveURL('/auth/employee-benefits/security');
  await expect(heading(page, 'Sign-in and security')).toBeVisible();
  await expect(factors(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'second-factor-security-empty');

  await button(page, 'Add a passkey').click();
  await expect(page.getByLabel('Name of this passkey')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Name of this passkey').fill('This laptop');
  await button(page, 'Add a passkey').click();
  await expect(page.getByText('This laptop was added.')).toBeVisible();
  await expect(factors(page)).toHaveCount(1);
  await expect(factors(page).first()).toContainText('Passkey');
  await expect(factors(page).first()).toContainText('not used yet');
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'second-factor-security-passkey');
  // 'Remove' asks first; 'Keep it' keeps the passkey.
  await factors(page).first().getByRole('button', { name: 'Remove This laptop' }).click();
  await expect(
    page.getByText(
      "Remove This laptop? You will no longer be able to confirm it's you with it. With none left, we will send you a code each time you log in.",
    ),
  ).toBeFocused();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'second-factor-remove-question');
  await button(page, 'Keep it').click();
  await expect(factors(page)).toHaveCount(1);

  await logOut(page, 'employee-benefits');
  await logInWithPassword(page, 'employee-benefits', 'jroe2024');
  // An account with a factor is sent no code.
  await expect(page.getByLabel('Code we sent you')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'second-factor-confirm-passkey');
  await button(page, 'Use a passkey').click();
  await expect(page).toHaveURL('/auth/employee-benefits/account');
  await expect(page.getByRole('heading', { name: 'Welcome, John' })).toBeVisible();

  await openSecurityPage(page, 'employee-benefits');
  await expect(factors(page).first()).toContainText('last used');
  await removeFactors(page, 'employee-benefits');
});

test('Alex sets up an authenticator app and confirms with its code; a recovery code works once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInToAccount(page, 'employers', 'acmehr');
  await openSecurityPage(page, 'employers');
  await button(page, 'Set up an authenticator app').click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = await page.locator('code[data-secret]').getAttribute('data-secret');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'second-factor-app-setup');

  await page
    .getByLabel('Code from your authenticator app')
    .fill(await generate({ secret: secret! }));
  await button(page, 'Confirm').click();
  await expect(page.getByText('Your authenticator app was added.')).toBeVisible();
  await expect(factors(page)).toHaveCount(1);

  await button(page, 'Get new recovery codes').click();
  const shown = page.getByRole('group', { name: /We show them only this once/ });
  await expect(shown.getByRole('listitem')).toHaveCount(10);
  const codes = await shown.getByRole('listitem').allTextContents();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'second-factor-recovery-codes');

  await logOut(page, 'employers');
  await logInWithPassword(page, 'employers', 'acmehr');
  await expect(page.getByLabel('Code from your authenticator app')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'second-factor-confirm-app');
  await page.getByLabel('Code from your authenticator app').fill(await nextAppCode(secret!));
  await button(page, 'Confirm').click();
  await expect(page).toHaveURL('/auth/employers/account');

  // A recovery code, once: the second time it is refused like any wrong code.
  for (const attempt of ['first', 'again'] as const) {
    await logOut(page, 'employers');
    await logInWithPassword(page, 'employers', 'acmehr');
    const disclosure = page.getByRole('button', { name: 'Use a recovery code' });
    await disclosure.click();
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    await page.getByLabel('Recovery code').fill(codes[0]!.toLowerCase());
    await button(page, 'Confirm').click();
    if (attempt === 'first') {
      await expect(page).toHaveURL('/auth/employers/account');
    } else {
      await expect(
        page.getByText('That code did not work. Please check it and try again.'),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshotAtWidths(page, 'second-factor-confirm-recovery-refused');
      await page.getByLabel('Recovery code').fill(codes[1]!);
      await button(page, 'Confirm').click();
      await expect(page).toHaveURL('/auth/employers/account');
    }
  }

  await removeFactors(page, 'employers');
});
