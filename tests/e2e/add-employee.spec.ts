// A new hire from the HR contact's form to her own account (docs/product/census.md#add-an-employee):
// Alex Admin adds Ana Lopez on 'Add an employee', and Ana registers right after, proven against
// the row he added. Her SSN is new on every run, so a retry on the same database adds her again
// instead of finding her employed.

import { expect, test } from '@playwright/test';
import { confirmWithSentCode, logInToAccount } from '#tests/support/log-in-page';
import {
  button,
  codeSentTo,
  expectNoAxeViolations,
  fillPersonalInfo,
  heading,
  screenshotAtWidths,
} from './fixtures.ts';
import { chooseCredentials, newPassword, start, stepUrl, verifyZip } from './registration-kit.ts';

/** MM/DD/YYYY, `days` from today. */
function typedDay(days: number): string {
  const today = new Date();
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(day.getMonth() + 1)}/${two(day.getDate())}/${day.getFullYear()}`;
}

test('Alex adds Ana Lopez, who registers right after', async ({ page: alexs, browser }) => {
  let page = alexs;
  // A login with its code, the form, a registration with its code and a first login.
  test.setTimeout(150_000);
  const last4 = String(Date.now() % 10_000).padStart(4, '0');
  const userName = `analopez${last4}`;
  const email = `ana.lopez.${last4}@example.com`;

  await logInToAccount(page, 'employers', 'acmehr');
  await page.goto('/auth/employers/employees');
  await page.getByRole('link', { name: 'Add an employee' }).click();
  await expect(heading(page, 'Add an employee')).toBeVisible();
  await expect(page).toHaveTitle(/Add an employee/);
  await expect(page.getByRole('checkbox', { name: 'Basic life and AD&D' })).toBeChecked();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add an employee' }).click();
  await expect(page.getByRole('textbox', { name: 'First Name' })).toBeFocused();
  await page.getByRole('textbox', { name: 'First Name' }).fill('Ana');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Lopez');
  await page.getByRole('textbox', { name: /^Date of Birth/ }).fill('04/02/1994');
  await page.getByRole('textbox', { name: 'Social Security Number' }).fill(`900-77-${last4}`);
  await page.getByRole('textbox', { name: 'ZIP Code' }).fill('60601');
  await page.getByRole('textbox', { name: 'Email Address' }).fill(email);
  await page.getByRole('textbox', { name: /^Hire date/ }).fill(typedDay(-2));
  await page.getByRole('textbox', { name: 'Annual earnings' }).fill('52,000');
  await page.getByRole('textbox', { name: 'Hours per week' }).fill('40');
  await page.getByRole('checkbox', { name: 'Supplemental life' }).check();
  await page.getByRole('textbox', { name: 'Supplemental life amount' }).fill('50,000');
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'add-employee');
  await page.getByRole('button', { name: 'Add an employee' }).click();
  await expect(page.getByRole('status')).toContainText(/^Ana Lopez is added\. Coverage starts on/);
  await expect(page.getByRole('status')).toBeFocused();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'employee-added');

  await page.getByRole('link', { name: "See Ana Lopez's page" }).click();
  await expect(heading(page, 'Ana Lopez')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(last4);

  // Ana, at her own computer.
  const anas = await browser.newContext();
  page = await anas.newPage();
  await page.goto(start);
  const ana = { firstName: 'Ana', lastName: 'Lopez', month: '04', day: '02', year: '1994' };
  expect(await fillPersonalInfo(page, { ...ana, ssn: last4 })).toBe('NOTREGISTERED');
  await verifyZip(page, '60601');
  await expect(page).toHaveURL(stepUrl('selectCredentials'));
  await chooseCredentials(page, userName, email);
  await page.getByLabel('Verification Code').fill(await codeSentTo(page, email));
  await button(page, 'Continue').click();
  await page.getByLabel('I have read and agree to the terms and conditions.').check();
  await button(page, 'Submit').click();
  await expect(heading(page, 'Your registration is completed!')).toBeVisible();
  await button(page, 'Proceed').click();

  await page.getByLabel('Username', { exact: true }).fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await button(page, 'Log in').click();
  await confirmWithSentCode(page, 'employee-benefits');
  await expect(page.getByRole('heading', { name: 'Welcome, Ana' })).toBeVisible();
  await anas.close();
});
