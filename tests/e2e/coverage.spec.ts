// 'My coverage' as John Roe reads it (docs/product/coverage.md and its demo data): from his
// dashboard to his four plans with his own amounts, and the certificate of coverage downloaded
// and read back (the page in Spanish: spanish-benefits.spec.ts).

import { expect, test } from '@playwright/test';
import { pdfTextOf } from '#tests/support/pdf-text';
import { logInToAccount } from '#tests/support/log-in-page';
import { expectNoAxeViolations, heading, readDownload, screenshotAtWidths } from './fixtures.ts';

test('John finds his coverage from his dashboard and downloads his certificate', async ({
  page,
}) => {
  await logInToAccount(page, 'employee-benefits', 'jroe2024');
  await page
    .getByRole('region', { name: 'Your coverage' })
    .getByRole('link', { name: 'My coverage' })
    .click();
  await expect(page).toHaveURL(/\/auth\/employee-benefits\/coverage$/);
  await expect(heading(page, 'My coverage')).toBeVisible();

  const plan = (name: string) => page.getByRole('region', { name });
  await expect(plan('Short-term disability')).toContainText('Your weekly benefit: $1,200.00');
  await expect(plan('Short-term disability')).toContainText(
    '60% of your weekly earnings, up to $1,500 a week',
  );
  await expect(plan('Long-term disability')).toContainText('Your monthly benefit: $5,200.00');
  await expect(plan('Basic life and AD&D')).toContainText('Your coverage: $50,000');
  await expect(plan('Supplemental life')).toContainText('Your coverage: $100,000');
  await expect(plan('Supplemental life')).toContainText('Your monthly cost: $20.00');
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'coverage');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download certificate of coverage (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^certificate-of-coverage-\d{4}-\d{2}-\d{2}\.pdf$/);
  const text = await pdfTextOf(await readDownload(download));
  expect(text).toContain('Issued to John Roe, an employee of Acme Manufacturing');
  expect(text).toContain('Your weekly benefit: $1,200.00');
  expect(text).toContain('Your monthly cost: $20.00');
});

test('the coverage page sends a visitor without a login to the employee login', async ({
  page,
}) => {
  await page.goto('/auth/employee-benefits/coverage');
  await expect(page).toHaveURL(/\/auth\/employee-benefits\/login/);
});
