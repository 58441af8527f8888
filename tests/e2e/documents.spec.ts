// Sending a document as John Roe does it (docs/product/documents.md): the documents page of a
// claim, a PDF chosen with the picker, its progress and 'Uploaded', then the document listed
// under 'Documents you sent' and downloaded as the same file. A document whose stored copy is
// altered says so on the page instead of saving a file (decision 0038).

import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, readSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { e2eClaim } from '#tests/support/e2e-accounts';
import { samplePdf } from '#tests/support/sample-documents';
import { expectNoAxeViolations, heading, screenshotAtWidths } from './fixtures.ts';
import { logInToAccount } from '#tests/support/log-in-page';

const documentsPage = `/auth/employee-benefits/documents?claim=${e2eClaim.claimNumber}`;

/** Flips one byte of a stored document where the portal keeps it (playwright.config.ts). */
function alterStoredCopy(id: string, at: number) {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the tests with playwright.config.ts');
  const file = openSync(join(dataDir, 'documents', id), 'r+');
  const byte = Buffer.alloc(1);
  readSync(file, byte, 0, 1, at);
  byte[0] = (byte[0] ?? 0) ^ 0x01;
  writeSync(file, byte, 0, 1, at);
  closeSync(file);
}

/** The id of a document listed under 'Documents you sent', from its link. */
async function documentIdOf(page: Page, fileName: string): Promise<string> {
  const link = page
    .getByRole('region', { name: 'Documents you sent' })
    .getByRole('link', { name: fileName });
  const href = (await link.getAttribute('href')) ?? '';
  return href.slice(href.lastIndexOf('/') + 1);
}

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

test('a document whose stored copy was altered says so on the page, and saves nothing', async ({
  page,
}) => {
  await logInToAccount(page, 'employee-benefits', 'jroe2024');
  await page.goto(documentsPage);
  await page.getByLabel('Document type', { exact: true }).selectOption({ label: 'Other' });
  // Past 64 KiB: the second is altered in its second segment, after one it can give.
  const large = Buffer.concat([samplePdf(), randomBytes(100_000)]);
  await page.getByLabel('Files', { exact: true }).setInputFiles([
    { name: 'altered-start.pdf', mimeType: 'application/pdf', buffer: samplePdf() },
    { name: 'altered-later.pdf', mimeType: 'application/pdf', buffer: large },
  ]);
  await page.getByRole('button', { name: 'Upload' }).click();
  const chosen = page.getByRole('list', { name: 'Chosen files' });
  await expect(chosen).toContainText('altered-start.pdfUploaded');
  await expect(chosen).toContainText('altered-later.pdfUploaded');
  const sent = page.getByRole('region', { name: 'Documents you sent' });
  await expect(sent.getByRole('link', { name: 'altered-later.pdf' })).toBeVisible();
  // Past the 8-byte header: in the first segment, then in the second (64 KiB and its tag on).
  alterStoredCopy(await documentIdOf(page, 'altered-start.pdf'), 100);
  alterStoredCopy(await documentIdOf(page, 'altered-later.pdf'), 8 + 65_552 + 100);

  let saved = 0;
  page.on('download', () => saved++);
  await sent.getByRole('link', { name: 'altered-start.pdf' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'We cannot give you this document: our copy of it is damaged. Please send it to us again.',
  );
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'documents-damaged');

  await sent.getByRole('link', { name: 'altered-later.pdf' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'The download did not finish. Please try again.',
  );
  expect(saved).toBe(0);
});

test('the documents page sends a visitor without a login to the login page', async ({ page }) => {
  await page.goto(documentsPage);
  await expect(page).toHaveURL('/auth/employee-benefits/login');
});
