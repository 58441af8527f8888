// Acme's 'Plans and rates' as Alex Admin reads it (docs/product/coverage.md#plans-and-rates): from
// his dashboard to the table of the four plans with this month's covered employees and premiums.

import { expect, test } from '@playwright/test';
import { logInToAccount } from '#tests/support/log-in-page';
import { expectNoAxeViolations, heading, screenshotAtWidths } from './fixtures.ts';

test("Alex reads Acme's plans, rates and this month's figures", async ({ page }) => {
  await logInToAccount(page, 'employers', 'acmehr');
  await page
    .getByRole('navigation', { name: 'Your employer account' })
    .getByRole('link', { name: 'Plans and rates' })
    .click();
  await expect(heading(page, 'Plans and rates')).toBeVisible();
  const table = page.getByRole('table', { name: /^Your plans as of \d{2}\/01\/\d{4}$/ });
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table.getByRole('row', { name: /Short-term disability/ })).toContainText(
    '$0.45 per $10 of weekly benefit, a month',
  );
  await expect(table.getByRole('row', { name: /Supplemental life/ })).toContainText(
    'Employee paid',
  );
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'employer-plans');
});
