// Sending a document as John Roe does it (docs/product/documents.md): the documents page of a
// claim, a PDF chosen with the picker, its progress and 'Uploaded', then the document listed
// under 'Documents you sent' and downloaded as the same file.

import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { e2eClaim } from '#tests/support/e2e-accounts';
import { samplePdf } from '#tests/support/sample-documents';
import { expectNoAxeViolations, heading, screenshotAtWidths } from './fixtures.ts';
import { logInToAccount } from '#tests/support/log-in-page';

const documentsPage = `/auth/employee-benefits/documents?claim=${e2eClaim.claimNumber}`;

test('John uploads a PDF for his claim and finds it among the documents he sent', async ({
  page,
}) => {
  await logInToAccount(page, 'employee-benefits', 'jroe2024');
  await page.goto(documentsPage);
  await expect(page).toHaveTitle('Documents');
  await expect(heading(page, 'Documents')).toBeVisible();
  await expect(page.getByLabel('Claim', { exact: true })).toHaveValue(e2eClaim.claimNumber);
  await page
    .getByLabel('Document type', { exact: true })
    .selectOption({ label: 'Medical certification' });
  const pdf = samplePdf();
  await page.getByLabel('Files', { exact: true }).setInputFiles({
    name: 'certification-e2e.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText(
    'certification-e2e.pdfReady to upload',
  );
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'documents-chosen');

  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText(
    'certification-e2e.pdfUploaded',
  );
  const sent = page.getByRole('region', { name: 'Documents you sent' });
  const link = sent.getByRole('link', { name: 'certification-e2e.pdf' });
  await expect(link).toBeVisible();
  await expect(sent).toContainText(`Medical certification · Claim ${e2eClaim.claimNumber}`);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'documents-uploaded');

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('certification-e2e.pdf');
  expect(readFileSync(await download.path()).equals(pdf)).toBe(true);
});

test('a refused file says why while the other goes through', async ({ page }) => {
  await logInToAccount(page, 'employee-benefits', 'jroe2024');
  await page.goto(documentsPage);
  await page.getByLabel('Document type', { exact: true }).selectOption({ label: 'Other' });
  await page.getByLabel('Files', { exact: true }).setInputFiles([
    {
      name: 'renamed.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ not a pdf at all'),
    },
    { name: 'fine.pdf', mimeType: 'application/pdf', buffer: samplePdf() },
  ]);
  await page.getByRole('button', { name: 'Upload' }).click();
  const chosen = page.getByRole('list', { name: 'Chosen files' });
  await expect(chosen).toContainText('renamed.pdfThis file is not a PDF, JPEG or PNG.');
  await expect(chosen).toContainText('fine.pdfUploaded');
  await screenshotAtWidths(page, 'documents-refused');
});

test('the documents page sends a visitor without a login to the login page', async ({ page }) => {
  await page.goto(documentsPage);
  await expect(page).toHaveURL('/auth/employee-benefits/login');
});
