// Username recovery and password reset as people who lost their way in go through them
// (docs/product/username-recovery.md, docs/product/password-reset.md, decision 0014): John Roe
// finds his user name; Lee, locked out, resets his password on the employee side with the code from
// the outbox and logs in; Alex resets acmehr's on the employer side. axe-core and screenshots of
// every step. These change demo passwords and unlock llocked: playwright.config.ts runs this file
// after every other one.

import { type Page, expect, test } from '@playwright/test';
import {
  type Person,
  button,
  codeSentTo,
  expectNoAxeViolations,
  fillPersonalInfo,
  heading,
  screenshotAtWidths,
} from './fixtures.ts';
import { demoPassword } from '#server/dev/demo/demo-data';
import { confirmWithSentCode, fillLogIn, readOutbox } from '#tests/support/log-in-page';

const john: Person = {
  firstName: 'John',
  lastName: 'Roe',
  month: '02',
  day: '14',
  year: '1975',
  ssn: '5678',
};
const lee: Person = {
  firstName: 'Lee',
  lastName: 'Locked',
  month: '09',
  day: '09',
  year: '1979',
  ssn: '7890',
};
const resetUrl = (side: string) => `/auth/${side}/registration/password-reset`;
const recoveryUrl = (screen: string) => `/auth/userNameRecovery/${screen}`;
const newPasswordText =
  'Your username is below. Please create a new password to log in to your account.';

/** The code step: the code read from the outbox, entered. */
async function enterCode(page: Page, email: string) {
  await page.getByLabel('Verification Code').fill(await codeSentTo(page, email));
  await button(page, 'Continue').click();
}

/** The new-password step: both fields, then Continue. */
async function setNewPassword(page: Page, password: string) {
  await page.getByLabel('New Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm New Password').fill(password);
  await button(page, 'Continue').click();
}

test('John finds his user name, and Back returns to the verify step, then to the reset page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/auth/employee-benefits/login');
  await page.getByRole('link', { name: "Can't access your account?" }).click();
  await expect(page).toHaveURL(resetUrl('employee-benefits'));
  await expect(heading(page, "Let's help you get access.")).toBeVisible();
  await page.getByRole('link', { name: 'Forgot your username?' }).click();

  await expect(page).toHaveURL(recoveryUrl('verifyPersonalInformation'));
  await expect(page).toHaveTitle('Account Recovery');
  await expect(heading(page, "Let's help you get access.")).toBeVisible();
  await expect(page.getByText("To begin, let's find your account.")).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'recovery-verify');
  expect(await fillPersonalInfo(page, john)).toBe('USERNAME_AVAILABLE');

  await expect(page).toHaveURL(recoveryUrl('retrieveUserName'));
  await expect(page.getByRole('definition')).toHaveText('jroe2024');
  await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute(
    'href',
    '/auth/employee-benefits/login',
  );
  await expect(page.getByRole('link', { name: 'Password reset' })).toHaveAttribute(
    'href',
    resetUrl('employee-benefits'),
  );
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'recovery-user-name');
  const notice = (await readOutbox(page, 'john.roe@example.com')).at(0);
  expect(notice?.subject).toContain('your user name was recovered');
  expect(notice?.text).toContain("If this wasn't you, call us at");

  // A new tab of the same browser: the server still knows the name this session found.
  const tab = await page.context().newPage();
  await tab.goto(recoveryUrl('retrieveUserName'));
  await expect(tab.getByRole('definition')).toHaveText('jroe2024');
  await tab.close();

  let pageLoads = 0;
  page.on('load', () => pageLoads++);
  await page.goBack();
  await expect(page).toHaveURL(recoveryUrl('verifyPersonalInformation'));
  await expect(page.getByLabel('First Name')).toHaveValue('');
  expect(pageLoads).toBe(0);
  // Back to the reset page: loaded anew (docs/product/password-reset.md).
  await page.goBack();
  await expect(page).toHaveURL(resetUrl('employee-benefits'));
  await expect.poll(() => pageLoads).toBe(1);
  await expect(heading(page, "Let's help you get access.")).toBeVisible();
  await expect(page.getByLabel('First Name')).toBeVisible();
});

test('Lee, locked out, resets his password on the employee side and logs in', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/auth/employee-benefits/login');
  await fillLogIn(page, 'llocked', demoPassword);
  await expect(page).toHaveURL('/auth/employee-benefits/login?status=locked');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
  await page.getByRole('link', { name: "Can't access your account?" }).click();

  await expect(page).toHaveURL(resetUrl('employee-benefits'));
  await expect(page).toHaveTitle('Account Recovery');
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'reset-employee-verify');
  expect(await fillPersonalInfo(page, lee)).toBe('OTPCODESENT');

  await expect(heading(page, "Let's confirm your email.")).toBeVisible();
  await expect(page.getByText('A code has been sent to')).toContainText(/le\*+@example\.com/);
  await expect(page).toHaveURL(resetUrl('employee-benefits'));
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'reset-employee-code');
  await enterCode(page, 'lee.locked@example.com');

  await expect(heading(page, 'Create a new password.')).toBeVisible();
  await expect(page.getByText(newPasswordText)).toBeVisible();
  const userName = page.getByLabel('Username', { exact: true });
  await expect(userName).toHaveValue('llocked');
  await expect(userName).toHaveAttribute('readonly', '');
  // A reload keeps the step, with the user name from the server.
  await page.reload();
  await expect(heading(page, 'Create a new password.')).toBeVisible();
  await expect(userName).toHaveValue('llocked');
  await page.getByLabel('New Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm New Password').focus();
  await expect(page.getByText('Please enter a valid password.')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'reset-employee-new-password');

  // The current password is refused by the server.
  await setNewPassword(page, demoPassword);
  await expect(page.getByRole('alert')).toContainText(
    'Your new password must be different from your current password.',
  );
  await expect(page.getByLabel('New Password', { exact: true })).toHaveValue('');
  await setNewPassword(page, 'Lantern#Field58');

  await expect(heading(page, 'Your password has been changed.')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'reset-employee-done');
  const notice = (await readOutbox(page, 'lee.locked@example.com')).at(0);
  expect(notice?.subject).toContain('your password was changed');
  await page.getByRole('link', { name: 'Log in' }).click();

  await expect(page).toHaveURL('/auth/employee-benefits/login');
  await fillLogIn(page, 'llocked', demoPassword);
  await expect(page.getByRole('alert')).toContainText(
    'The user name or password you entered is incorrect.',
  );
  await fillLogIn(page, 'llocked', 'Lantern#Field58');
  await confirmWithSentCode(page, 'employee-benefits');
  await expect(page).toHaveURL('/auth/employee-benefits/account');
});

test('Alex resets acmehr on the employer side with the e-mail on file', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/auth/employers/login');
  await page.getByRole('link', { name: "Can't access your account?" }).click();

  await expect(page).toHaveURL(resetUrl('employers'));
  await expect(heading(page, "Let's help you get access.")).toBeVisible();
  await button(page, 'Continue').click();
  await expect(page.getByText('Please enter a valid user name.')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'reset-employer-verify');
  await page.getByLabel('Username', { exact: true }).fill('acmehr');
  await page.getByLabel('Email Address').fill('someone.else@acme.example');
  await button(page, 'Continue').click();
  await expect(page.getByRole('alert')).toContainText(
    'We cannot verify your account based on the information provided. Please try again.',
  );
  await page.getByLabel('Email Address').fill('Alex.Admin@acme.example');
  await button(page, 'Continue').click();

  await expect(heading(page, 'We sent you a verification code.')).toBeVisible();
  await expect(button(page, 'Back')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'reset-employer-code');
  await enterCode(page, 'alex.admin@acme.example');

  await expect(heading(page, 'Create a new password.')).toBeVisible();
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue('acmehr');
  await setNewPassword(page, 'Harbor#Light73');
  await expect(heading(page, 'Your password has been changed.')).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();

  await expect(page).toHaveURL('/auth/employers/login');
  await fillLogIn(page, 'acmehr', 'Harbor#Light73');
  await confirmWithSentCode(page, 'employers');
  await expect(page).toHaveURL('/auth/employers/account');
});
