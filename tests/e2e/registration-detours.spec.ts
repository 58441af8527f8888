// Employee registrations that take detours (docs/product/registration.md#status-driven-transitions
// and #browser-back): Maria asked for all nine digits, a wrong code, a taken user name, Back
// and Edit; Sam's reserved user name kept through a reload, and browser Back to the start and
// the login page, which ends the flow.

import { type Page, expect, test } from '@playwright/test';
import {
  ssnLabel,
  button,
  codeSentTo,
  expectNoAxeViolations,
  fillPersonalInfo,
  heading,
  screenshotAtWidths,
} from './fixtures.ts';
import {
  chooseCredentials,
  dangerBanner,
  people,
  start,
  stepUrl,
  verifyZip,
} from './registration-kit.ts';

const successBanner = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ });

test.describe('an employee registers', () => {
  test('Maria: all nine digits, a wrong code, a taken user name, Back and Edit', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(start);
    await fillPersonalInfo(page, people.maria);
    await expect(dangerBanner(page)).toContainText('more than one employer');
    await expect(page.getByLabel(ssnLabel[9])).toHaveAttribute('maxlength', '9');
    await expect(page.getByLabel('First Name')).toHaveValue('');
    await expect(page.getByLabel('Client ID')).toHaveCount(0);
    await screenshotAtWidths(page, 'registration-multiple-clients');

    await fillPersonalInfo(page, people.maria, '999994321');
    await expect(dangerBanner(page)).toContainText('could not match the Social Security Number');
    await expect(page.getByLabel(ssnLabel[4])).toHaveAttribute('maxlength', '4');

    await fillPersonalInfo(page, people.maria);
    await expect(page.getByLabel(ssnLabel[9])).toBeVisible();
    await fillPersonalInfo(page, people.maria, '111224321');
    await verifyZip(page, '60603');

    await expect(page).toHaveURL(stepUrl('selectCredentials'));
    await chooseCredentials(page, 'jroe2024', 'maria.garcia@example.com');
    await expect(dangerBanner(page)).toContainText('This user name is not available.');
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue('');

    await chooseCredentials(page, 'mgarcia90', 'maria.garcia@example.com');
    await expect(page).toHaveURL(stepUrl('verificationCodeSent'));
    await page.reload();
    await expect(page.getByText('A code has been sent to')).toContainText(
      'maria.garcia@example.com',
    );
    await page.getByLabel('Verification Code').fill('000000');
    await button(page, 'Continue').click();
    await expect(dangerBanner(page)).toContainText('The code you entered is not correct.');
    await button(page, 'Resend Code').click();
    await expect(dangerBanner(page)).toContainText('Please wait');

    await button(page, 'Back').click();
    await expect(page).toHaveURL(stepUrl('selectCredentials'));
    await chooseCredentials(page, 'mgarcia90', 'maria.garcia@example.com');
    await expect(page).toHaveURL(stepUrl('verificationCodeSent'));
    await page
      .getByLabel('Verification Code')
      .fill(await codeSentTo(page, 'maria.garcia@example.com'));
    await button(page, 'Continue').click();
    await expect(page).toHaveURL(stepUrl('registrationReview'));
    await page.reload();
    await expect(page.getByText('mgarcia90')).toBeVisible();
    await button(page, 'Edit').click();
    await expect(page).toHaveURL(stepUrl('selectCredentials'));
  });

  test('Sam keeps his reserved user name; reload keeps the step, Back returns to the start', async ({
    page,
  }) => {
    await page.goto('/auth/employee-benefits/login');
    await button(page, 'Register here').click();
    await fillPersonalInfo(page, people.sam);
    await verifyZip(page, '73301');
    await expect(page).toHaveURL(stepUrl('selectCredentials'));
    await expect(successBanner(page)).toContainText('You already have a user name with us');
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue('slegacy');
    await expect(page.getByLabel('Username', { exact: true })).not.toBeEditable();
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'registration-reserved-user-name');

    await page.goBack();
    await expect(page).toHaveURL(start);
    await expect(heading(page, 'Set up your online access.')).toBeVisible();
    // Back from the start cancels the registration on the server.
    await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/auth/back-to-login')),
      page.goBack(),
    ]);
    await expect(page).toHaveURL('/auth/employee-benefits/login');
    // The flow is over: its steps are no longer open to this browser.
    await page.goto(stepUrl('selectCredentials'));
    await expect(page).toHaveURL(start);

    // Started again, a reload keeps the step and the user name kept for him.
    await fillPersonalInfo(page, people.sam);
    await verifyZip(page, '73301');
    await expect(page).toHaveURL(stepUrl('selectCredentials'));
    await page.reload();
    await expect(page).toHaveURL(stepUrl('selectCredentials'));
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue('slegacy');
    await page.goBack();
    await expect(page).toHaveURL(start);
  });
});
