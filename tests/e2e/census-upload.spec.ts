// 'Upload a census file' as Alex Admin uses it (docs/product/census.md#upload-a-census-file): the
// sample downloads as the page documents it; a file with a bad row is refused line by line and
// offers nothing to apply; the corrected file says what it would add, applies, and the new hires
// are on 'Employees'. The new hires' SSNs and last name are new on every run, so a retry on the
// same database adds them again instead of finding them.

import { expect, test } from '@playwright/test';
import { logInToAccount } from '#tests/support/log-in-page';
import { expectNoAxeViolations, heading, readDownload, screenshotAtWidths } from './fixtures.ts';

const header =
  'first_name,last_name,date_of_birth,ssn,zip_code,email,reserved_user_name,hire_date,annual_earnings,hours_per_week,supplemental_life,last_day_worked';

test('Alex checks a census file, fixes a row, applies it and finds the new hires', async ({
  page,
}) => {
  // A login with its code, two checks, an apply and a search.
  test.setTimeout(120_000);
  const stamp = String(Date.now() % 10_000).padStart(4, '0');
  // Letters only, as a name takes them: 0427 -> 'aech'.
  const lastName = `Census${[...stamp].map((digit) => String.fromCharCode(97 + Number(digit))).join('')}`;
  const rows = (zip: string) =>
    [
      header,
      `Olga,${lastName},05/06/1991,900-88-${stamp},${zip},,,11/02/2026,"61,000.00",40,,`,
      `Pablo,${lastName},07/08/1989,900-89-${stamp},60601,,,11/09/2026,47000,32,,`,
    ].join('\r\n');

  await logInToAccount(page, 'employers', 'acmehr');
  await page.goto('/auth/employers/employees');
  await page.getByRole('link', { name: 'Upload a census file' }).click();
  await expect(heading(page, 'Upload a census file')).toBeVisible();
  await expect(page).toHaveTitle(/Upload a census file/);
  const columns = page.getByRole('table', { name: 'What each column holds' });
  await expect(columns.getByRole('row')).toHaveCount(13);
  const [sample] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download a sample file' }).click(),
  ]);
  expect(sample.suggestedFilename()).toBe('census-sample.csv');
  expect((await readDownload(sample)).toString('utf8')).toMatch(new RegExp(`^${header}\r\n`));
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'census-upload');

  const file = page.getByLabel('Census file');
  await file.setInputFiles({
    name: 'payroll.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(rows('6060')),
  });
  await page.getByRole('button', { name: 'Check file' }).click();
  const refused = page.getByRole('heading', { level: 2, name: '1 row is refused' });
  await expect(refused).toBeFocused();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Line 2: ZIP Code must have 5 digits.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply these changes' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'census-upload-refused');

  await file.setInputFiles({
    name: 'payroll.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(rows('60601')),
  });
  await page.getByRole('button', { name: 'Check file' }).click();
  const wouldChange = page.getByRole('heading', {
    level: 2,
    name: 'What applying payroll.csv would change',
  });
  await expect(wouldChange).toBeFocused();
  await expect(page.getByText('2 to add', { exact: true })).toBeVisible();
  await expect(page.getByText('0 to end', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'census-upload-checked');

  await page.getByRole('button', { name: 'Apply these changes' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Your census is updated' }),
  ).toBeFocused();
  await expect(page.getByText('2 added', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'See your employees' }).click();
  await page.getByRole('searchbox', { name: 'Employee name' }).fill(lastName);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('2 employees on this page.')).toBeVisible();
  await expect(page.getByRole('link', { name: `Olga ${lastName}` })).toBeVisible();
});
