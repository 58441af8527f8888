// The employer's reports as Alex Admin of Acme Manufacturing uses them (docs/product/reports.md,
// docs/product/demo-data.md): both charts with the tables of their figures, the three downloads and
// what is in them, the page at a phone's width, and the charts loaded on this page only.

import { readFile } from 'node:fs/promises';
import { expect, type Download, type Page, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import type { ReportsAnswer } from '#domain/reports/reports-answers';
import { billingCsvColumns, claimsCsvColumns } from '#domain/reports/reports-terms';
import { pdfPagesText } from '#tests/support/pdf-text';
import { expectNoAxeViolations, heading, screenshotAtWidths } from './fixtures.ts';
import { logInToAccount } from '#tests/support/log-in-page';
import { systemClock, todayOn } from '#domain/shared/clock';

const reportsAddress = '/auth/employers/reports';

/** Each row of a table as its cells' texts, the heading row first. */
async function tableCells(page: Page, name: string): Promise<string[][]> {
  const table = page.getByRole('table', { name });
  await expect(table).toBeVisible();
  return table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''),
      ),
    );
}

async function download(page: Page, link: string): Promise<{ file: Download; bytes: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: link, exact: true }).click(),
  ]);
  const path = await file.path();
  return { file, bytes: await readFile(path) };
}

const today = () => todayOn(systemClock());

test('Alex reads both charts and their tables, and downloads the three reports', async ({
  page,
}) => {
  await logInToAccount(page, 'employers', 'acmehr');
  await page.goto(reportsAddress);
  await expect(heading(page, 'Reports')).toBeVisible();
  await expect(page.getByText(/^Acme Manufacturing, on \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();

  const monthChart = page.getByRole('img', { name: 'Absences by month: chart' });
  const statusChart = page.getByRole('img', { name: 'Open claims by status: chart' });
  await expect(monthChart).toBeVisible();
  await expect(statusChart).toBeVisible();
  await expect(monthChart).toHaveAccessibleDescription(/stacked, .* to .*\. The most: \d+ in /);

  // The tables hold what the server counted; John's disability and leave both run this month.
  const figures = (await (
    await page.request.get('/auth/employers/api/reports')
  ).json()) as ReportsAnswer;
  const months = await tableCells(page, 'Absences by month: the figures');
  expect(months[0]).toEqual(['Month', 'Short-term disability', 'Family medical leave', 'Total']);
  expect(months).toHaveLength(13);
  const current = figures.absencesByMonth.at(-1);
  expect(current?.counts.disability).toBeGreaterThanOrEqual(1);
  expect(current?.counts.leave).toBeGreaterThanOrEqual(1);
  expect(months.at(-1)?.slice(1)).toEqual([
    String(current?.counts.disability),
    String(current?.counts.leave),
    String((current?.counts.disability ?? 0) + (current?.counts.leave ?? 0)),
  ]);
  const statuses = await tableCells(page, 'Open claims by status: the figures');
  expect(statuses.map((row) => row[0])).toEqual([
    'Status',
    'Submitted',
    'In review',
    'Information needed',
    'Approved',
  ]);
  const approved = figures.openClaimsByStatus.find((entry) => entry.status === 'approved');
  expect(approved?.counts.disability).toBeGreaterThanOrEqual(1);
  expect(statuses.at(-1)?.[1]).toBe(String(approved?.counts.disability));
  await expectNoAxeViolations(page);

  // A phone's width: the page never scrolls sideways; a wide table scrolls in its own box.
  await page.setViewportSize({ width: 390, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'reports');
  await page.setViewportSize({ width: 1280, height: 900 });

  const claims = await download(page, 'Claims and leave (CSV)');
  expect(claims.file.suggestedFilename()).toBe(`claims-and-leave-${today()}.csv`);
  const claimRows = parse(claims.bytes.toString('utf8')) as string[][];
  expect(claimRows[0]).toEqual([...claimsCsvColumns]);
  const disability = claimRows.find((row) => row[1] === 'C1000001');
  expect(disability?.slice(0, 4)).toEqual([
    'John Roe',
    'C1000001',
    'Short-term disability',
    'Approved',
  ]);
  expect(disability?.slice(4).every((cell) => /^\d{4}-\d{2}-\d{2}$/.test(cell))).toBe(true);
  expect(claimRows.find((row) => row[1] === 'C1000002')?.[3]).toBe('Information needed');
  for (const detail of ['Surgery', 'Dr. Ada Byron', 'Dr. Grace Hopper', 'Mary Roe']) {
    expect(claims.bytes.toString('utf8')).not.toContain(detail);
  }

  const billing = await download(page, 'Billing history (CSV)');
  expect(billing.file.suggestedFilename()).toBe(`billing-history-${today()}.csv`);
  const billingRows = parse(billing.bytes.toString('utf8')) as string[][];
  expect(billingRows[0]).toEqual([...billingCsvColumns]);
  for (const row of billingRows.slice(1)) expect(row[0]).toMatch(/^INV-100000001-\d{6}$/);

  const summary = await download(page, 'Absence summary (PDF)');
  expect(summary.file.suggestedFilename()).toBe(`absence-summary-${today()}.pdf`);
  expect(summary.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const [text] = await pdfPagesText(summary.bytes);
  const lines = text?.split('\n') ?? [];
  expect(lines).toContain('Acme Manufacturing (client 100000001)');
  // The same figures as the page's tables, row for row.
  for (const row of [...months.slice(1), ...statuses.slice(1)])
    expect(lines).toContain(row.join(' '));
  expect(text).not.toContain('John');
});

test('the charts load on the reports page only, never with the login page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/auth/employers/login');
  await expect(heading(page, /./)).toBeVisible();
  expect(scripts.filter((script) => script.includes('reports-page'))).toEqual([]);
  await logInToAccount(page, 'employers', 'acmehr');
  await page.goto(reportsAddress);
  await expect(page.getByRole('img', { name: 'Absences by month: chart' })).toBeVisible();
  expect(scripts.filter((script) => script.includes('reports-page'))).toHaveLength(1);
});

test("an employee's login does not open the employer's reports", async ({ page }) => {
  await logInToAccount(page, 'employee-benefits', 'jroe2024');
  await page.goto(reportsAddress);
  await expect(page).toHaveURL('/auth/employers/login');
  expect(
    (await page.request.get('/auth/employers/api/reports/claims-and-leave.csv')).status(),
  ).toBe(401);
});
