// Acme's census as Alex Admin reads it (docs/product/census.md#employees): from his dashboard to
// 'Employees', the four demo members with their plans, a search by name, and John
// Roe's page with his employment, his coverage and its history.

import { expect, test } from '@playwright/test';
import { logInToAccount } from '#tests/support/log-in-page';
import { expectNoAxeViolations, heading, screenshotAtWidths } from './fixtures.ts';

test("Alex finds John Roe among Acme's employees and reads his employment and coverage", async ({
  page,
}) => {
  await logInToAccount(page, 'employers', 'acmehr');
  await page
    .getByRole('navigation', { name: 'Your employer account' })
    .getByRole('link', { name: 'Employees' })
    .click();
  await expect(heading(page, 'Employees')).toBeVisible();
  const table = page.getByRole('table', { name: /^Employees as of \d{2}\/\d{2}\/\d{4}$/ });
  // The four demo members, and any another scenario of the run added to Acme's census.
  for (const name of ['Jane Doe', 'Maria Garcia', 'Lee Locked', 'John Roe']) {
    await expect(table.getByRole('link', { name })).toBeVisible();
  }
  await expect(table.getByRole('row', { name: /John Roe/ })).toContainText(
    'Short-term disability, Long-term disability, Basic life and AD&D, Supplemental life',
  );
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'employees');

  await page.getByRole('searchbox', { name: 'Employee name' }).fill('roe');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('1 employee on this page.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/employers\/employees\?name=roe$/);

  await table.getByRole('link', { name: 'John Roe' }).click();
  await expect(heading(page, 'John Roe')).toBeVisible();
  const employment = page.getByRole('region', { name: 'Employment', exact: true });
  await expect(employment).toContainText('03/02/2015');
  await expect(employment).toContainText('$104,000.00');
  const coverage = page.getByRole('table', { name: /^Coverage as of / });
  await expect(coverage.getByRole('row', { name: /Short-term disability/ })).toContainText(
    '$1,200.00 a week',
  );
  await expect(coverage.getByRole('row', { name: /Basic life and AD&D/ })).toContainText('$50,000');
  await expect(page.getByRole('main').getByText(/Ann Roe|beneficiar/i)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'employee');

  await page.goBack();
  await expect(page).toHaveURL(/\/auth\/employers\/employees\?name=roe$/);
  await expect(page.getByText('1 employee on this page.')).toBeVisible();
});

test("Alex records Maria's raise and the end of Lee's employment", async ({ page }) => {
  const today = new Date();
  const inDays = (days: number) => {
    const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${two(day.getMonth() + 1)}/${two(day.getDate())}/${day.getFullYear()}`;
  };
  await logInToAccount(page, 'employers', 'acmehr');
  await page.goto('/auth/employers/employees?name=maria');
  await page.getByRole('link', { name: 'Maria Garcia' }).click();
  const changes = page.getByRole('region', { name: 'Make a change' });
  await changes.getByRole('textbox', { name: 'New annual earnings' }).fill('60,000');
  await changes
    .getByRole('textbox', { name: /Date the new earnings take effect/ })
    .fill(inDays(14));
  await changes.getByRole('button', { name: 'Change earnings' }).click();
  await expect(page.getByText(`The new earnings are recorded from ${inDays(14)}.`)).toBeVisible();
  const history = page.getByRole('table', { name: 'Employment, as recorded from each date' });
  await expect(history.getByRole('row', { name: new RegExp(inDays(14)) })).toContainText(
    '$60,000.00',
  );
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'employee-changed');

  await page.goto('/auth/employers/employees?name=lee');
  await page.getByRole('link', { name: 'Lee Locked' }).click();
  await page
    .getByRole('region', { name: 'Make a change' })
    .getByRole('textbox', { name: /Last day worked/ })
    .fill(inDays(30));
  await page.getByRole('button', { name: 'End employment' }).click();
  await page.getByRole('button', { name: 'Yes, end employment' }).click();
  await expect(
    page.getByText(`Employment ends after ${inDays(30)}; coverage ends on`),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Make a change' })).toHaveCount(0);
});
