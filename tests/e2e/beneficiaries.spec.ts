// John Roe names his beneficiaries (docs/product/coverage.md#beneficiaries): from the footer's
// 'Update a Beneficiary', on a browser he told to remember him (so his login asked for no second
// step), 'Change beneficiaries' asks for 'Confirm it's you' again; he adds his daughter, shares his
// basic life and applies it to every life plan, downloads the confirmation, and reads the e-mail
// that says a change was made without naming anyone.

import { expect, test } from '@playwright/test';
import { pdfTextOf } from '#tests/support/pdf-text';
import {
  confirmWithSentCode,
  fillLogIn,
  logInWithPassword,
  readOutbox,
} from '#tests/support/log-in-page';
import { expectNoAxeViolations, heading, readDownload, screenshotAtWidths } from './fixtures.ts';

test('John changes his beneficiaries after confirming it is him again', async ({ page }) => {
  // Two logins with their codes, a third code, three axe scans, four screenshots and a PDF.
  test.setTimeout(120_000);
  await logInWithPassword(page, 'employee-benefits', 'jroe2024');
  await page.getByRole('checkbox', { name: 'Remember this device for 30 days' }).check();
  await confirmWithSentCode(page, 'employee-benefits');
  // Log out leads to the login page: wait for it, or a second navigation races the first.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/auth/employee-benefits/login');
  await fillLogIn(page, 'jroe2024');
  // The remembered browser: no 'Confirm it's you' at the login.
  await expect(page).toHaveURL('/auth/employee-benefits/account');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Update a Beneficiary' }).click();
  await expect(heading(page, 'Beneficiaries')).toBeVisible();
  const basic = page.getByRole('region', { name: 'Basic life and AD&D' });
  await expect(basic.getByRole('listitem')).toHaveText('Ann Roe, Spouse, 100%');
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'beneficiaries');

  await basic.getByRole('button', { name: 'Change beneficiaries' }).click();
  await expect(page.getByText("please confirm it's you again", { exact: false })).toBeVisible();
  await confirmWithSentCode(page, 'employee-benefits');
  await expect(page).toHaveURL('/auth/employee-benefits/beneficiaries');
  const form = basic.getByRole('form', { name: 'Change beneficiaries' });
  await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ann Roe');

  await form.getByRole('textbox', { name: 'Share (%)' }).fill('60');
  await form.getByRole('button', { name: 'Add a beneficiary' }).click();
  const bea = form.getByRole('group', { name: 'Beneficiary 2' });
  await bea.getByRole('textbox', { name: 'Full name' }).fill('Bea Roe');
  await bea.getByRole('combobox', { name: 'Relationship' }).selectOption('Child');
  await bea.getByRole('textbox', { name: 'Date of birth' }).fill('04012010');
  await bea.getByRole('textbox', { name: 'Share (%)' }).fill('30');
  await form.getByRole('button', { name: 'Save beneficiaries' }).click();
  await expect(form.getByRole('alert')).toHaveText('Primary shares must add up to 100%.');
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'beneficiaries-form');

  await bea.getByRole('textbox', { name: 'Share (%)' }).fill('40');
  await form
    .getByRole('checkbox', { name: 'Use these beneficiaries for all my life coverage' })
    .check();
  await form.getByRole('button', { name: 'Save beneficiaries' }).click();
  await expect(page.getByText('Your beneficiaries are saved.')).toBeVisible();
  for (const plan of ['Basic life and AD&D', 'Supplemental life']) {
    await expect(page.getByRole('region', { name: plan }).getByRole('listitem')).toHaveText([
      'Ann Roe, Spouse, 60%',
      'Bea Roe, Child, 40%',
    ]);
  }
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'beneficiaries-saved');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    basic.getByRole('link', { name: 'Download confirmation (PDF)' }).click(),
  ]);
  const text = await pdfTextOf(await readDownload(download));
  expect(text).toContain('Beneficiary designation');
  expect(text).toContain('Primary: Bea Roe, Child, 40%, born 04/01/2010');

  const [notice] = await readOutbox(page, 'john.roe@example.com');
  expect(notice?.subject).toBe('Meridian Mutual: Your beneficiaries were changed');
  expect(notice?.text).not.toMatch(/Ann|Bea/);
});

test('the beneficiaries page sends a visitor without a login to the employee login', async ({
  page,
}) => {
  await page.goto('/auth/employee-benefits/beneficiaries');
  await expect(page).toHaveURL(/\/auth\/employee-benefits\/login/);
});
