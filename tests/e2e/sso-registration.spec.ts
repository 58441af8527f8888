// Single-sign-on registration as an employee goes through it (docs/product/sso.md, screens 1
// and 8; docs/decisions/0013): from the partner's page (the development stand-in at
// /auth/dev/sso) to the SSO form, the rest of the employee flow with the code read from the
// development outbox, and a first login; a used assertion and the SSO address opened without
// one end on the failure page; axe-core and screenshots of both SSO screens.

import { type Page, expect, test } from '@playwright/test';
import {
  button,
  codeSentTo,
  expectNoAxeViolations,
  fillPersonalInfo,
  heading,
  screenshotAtWidths,
} from './fixtures.ts';
import { confirmWithSentCode } from '#tests/support/log-in-page';

/**
 * Riley is in the census only for this spec (tests/support/e2e-accounts.ts): every person of
 * the demo census registers, or is refused, in another spec, and the database is shared.
 */
const riley = {
  firstName: 'Riley',
  lastName: 'Stone',
  month: '08',
  day: '22',
  year: '1988',
  ssn: '8765',
  zipCode: '60604',
  email: 'riley.stone@example.com',
  userName: 'rstone88',
};
const newPassword = 'Quiet#Harbor42';
const ssoStart = '/auth/employee-benefits/registration/sso';
const ssoFailure = '/auth/employee-benefits/registration/sso/failure';
const stepUrl = (screen: string) => `/auth/employee-benefits/registration/${screen}`;

const assertionField = (page: Page) => page.locator('input[name="assertion"]');

/**
 * Opens the partner's page for `subject` and answers the assertion it signed, before its
 * button posts it.
 */
async function openPartnerPage(page: Page, subject: string): Promise<string> {
  await page.goto(`/auth/dev/sso?sub=${encodeURIComponent(subject)}`);
  return assertionField(page).inputValue();
}

async function continueFromPartner(page: Page, subject: string) {
  await button(page, `Continue to registration as ${subject}`).click();
}

async function expectFailurePage(page: Page) {
  await expect(page).toHaveURL(ssoFailure);
  await expect(page).toHaveTitle('Registration');
  await expect(heading(page, 'Something went wrong.')).toBeVisible();
  await expect(page.getByText(/^Please try again\./)).toHaveText(
    /^Please try again\. If it continues, please call [\d-]+ to report a problem with SSO registration\.$/,
  );
  await expect(page.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute(
    'href',
    '/auth/employee-benefits/login',
  );
  await expect(page.getByLabel('First Name')).toHaveCount(0);
}

test.describe('an employee registers from her benefits platform', () => {
  test('Riley goes from the partner page through the SSO form to her first login', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openPartnerPage(page, 'e2e-riley');
    await continueFromPartner(page, 'e2e-riley');

    await expect(page).toHaveURL(ssoStart);
    await expect(page).toHaveTitle('Registration');
    await expect(heading(page, 'Set up your seamless online access.')).toBeFocused();
    await expect(page.getByRole('link', { name: 'Already registered? Log in here.' })).toHaveCount(
      0,
    );
    await expect(page.getByRole('heading', { name: 'Having Trouble Registering?' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'With your online account you can' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'sso-registration-start');

    // A reload keeps the SSO form: the server still holds the flow the assertion opened.
    await page.reload();
    await expect(heading(page, 'Set up your seamless online access.')).toBeVisible();
    await fillPersonalInfo(page, riley);

    await expect(page).toHaveURL(stepUrl('selectVerificationOption'));
    await expect(page).toHaveTitle('Identity');
    // Back from a step returns to the SSO start, not the full one.
    await page.goBack();
    await expect(page).toHaveURL(ssoStart);
    await expect(heading(page, 'Set up your seamless online access.')).toBeVisible();
    await fillPersonalInfo(page, riley);

    await expect(heading(page, "Let's verify your identity.")).toBeVisible();
    await page.getByLabel('ZIP Code').fill(riley.zipCode);
    await button(page, 'Continue').click();

    await expect(page).toHaveURL(stepUrl('selectCredentials'));
    await page.getByLabel('Email Address').fill(riley.email);
    await page.getByLabel('Username', { exact: true }).fill(riley.userName);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    await button(page, 'Continue').click();

    await expect(page).toHaveURL(stepUrl('verificationCodeSent'));
    await expect(page.getByText('A code has been sent to')).toContainText(riley.email);
    const code = await codeSentTo(page, riley.email);
    await page.getByLabel('Verification Code').fill(code);
    await button(page, 'Continue').click();

    await expect(page).toHaveURL(stepUrl('registrationReview'));
    await expect(page.getByText(riley.userName)).toBeVisible();
    await page.getByLabel('I have read and agree to the terms and conditions.').check();
    await button(page, 'Submit').click();

    await expect(heading(page, 'Your registration is completed!')).toBeVisible();
    await button(page, 'Proceed').click();

    await expect(page).toHaveURL('/auth/employee-benefits/login');
    await page.getByLabel('Username', { exact: true }).fill(riley.userName);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await button(page, 'Log in').click();
    await confirmWithSentCode(page, 'employee-benefits');
    await expect(page).toHaveURL('/auth/employee-benefits/account');
    await expect(page.getByRole('heading', { name: 'Welcome, Riley' })).toBeVisible();
    const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
    expect(stored).not.toContain(riley.ssn);
    expect(stored).not.toContain(`${riley.month}/${riley.day}/${riley.year}`);
    expect(stored).not.toContain(newPassword);
    expect(stored).not.toContain(code);

    // Back from her platform later, her subject is registered: to the login page, as a
    // census person with an account is.
    await openPartnerPage(page, 'e2e-riley');
    await continueFromPartner(page, 'e2e-riley');
    await expect(heading(page, 'Set up your seamless online access.')).toBeVisible();
    await fillPersonalInfo(page, riley);
    await expect(page).toHaveURL('/auth/employee-benefits/login');
    await expect(page.getByRole('alert')).toContainText('You already have an online account.');
  });
});

test.describe('the SSO failure page', () => {
  test('an assertion used before ends there, and says whom to call', async ({ page }) => {
    const assertion = await openPartnerPage(page, 'e2e-replay');
    await continueFromPartner(page, 'e2e-replay');
    await expect(heading(page, 'Set up your seamless online access.')).toBeVisible();

    // The partner's page posts the same assertion again (a replay).
    await openPartnerPage(page, 'e2e-replay');
    await assertionField(page).evaluate(
      (field: HTMLInputElement, used) => (field.value = used),
      assertion,
    );
    await continueFromPartner(page, 'e2e-replay');

    await expectFailurePage(page);
    await expect(heading(page, 'Something went wrong.')).toBeFocused();
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'sso-registration-failure');
    await page.getByRole('link', { name: 'Go to the login page' }).click();
    await expect(page).toHaveURL('/auth/employee-benefits/login');
  });

  test('the SSO address opened without an assertion shows no form', async ({ page }) => {
    await page.goto(ssoStart);
    await expectFailurePage(page);
  });
});
