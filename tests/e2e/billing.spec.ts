// The employer's bills and payments as Alex Admin of Acme Manufacturing uses them
// (docs/product/billing.md, docs/product/demo-data.md), against the built portal whose local
// stand-in provider settles debits a moment after Pay now and posts its signed webhooks back: a
// past due bill paid with the account that has insufficient funds, the current bill paid with the
// good test account ('Processing', then 'Paid' without a reload), the invoice PDF and the receipt.

import { expect, type Page, test } from '@playwright/test';
import { e2eBillNumber } from '#tests/support/e2e-accounts';
import { pdfTextOf } from '#tests/support/pdf-text';
import { expectNoAxeViolations, heading, readDownload, screenshotAtWidths } from './fixtures.ts';
import { logInToAccount, readOutbox } from '#tests/support/log-in-page';

/** The webhook comes a moment after Pay now, and the page reads again every 2 seconds. */
const settles = { timeout: 20_000 };

/** At 390 px the page itself never scrolls sideways: wide tables scroll in their own box. */
async function expectNoSidewaysScroll(page: Page) {
  const original = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 900 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page-level horizontal scroll at 390 px').toBeLessThanOrEqual(0);
  if (original) await page.setViewportSize(original);
}

const invoice = (page: Page, number: string) => page.getByRole('article', { name: number });

/** The number of this month's bill: 'INV-100000001-<YYYYMM>'. */
function currentBillNumber(): string {
  const today = new Date().toISOString();
  return `INV-100000001-${today.slice(0, 4)}${today.slice(5, 7)}`;
}

async function payWith(page: Page, number: string, accountNumber: string, confirm = accountNumber) {
  const form = invoice(page, number).getByRole('region', { name: 'Pay this bill' });
  await form.getByLabel('Name on the account').fill('Acme Manufacturing');
  await form.getByLabel('Routing number').fill('110000000');
  await form.getByLabel('Account number', { exact: true }).fill(accountNumber);
  await form.getByLabel('Confirm account number').fill(confirm);
  return form;
}

test('Alex pays a past due bill that fails, then the current bill, and sees each outcome', async ({
  page,
}) => {
  // A login with its code, three axe scans, six screenshots, two PDFs and two payments that
  // may each take 20 s to settle: 31 s on a slow two-core machine, so twice the usual.
  test.setTimeout(120_000);
  await logInToAccount(page, 'employers', 'acmehr');
  await page.goto('/auth/employers/billing');
  await expect(heading(page, 'Bills and payments')).toBeVisible();
  const current = invoice(page, currentBillNumber());
  const pastDue = invoice(page, e2eBillNumber());
  await expect(current).toContainText('Open');
  await expect(pastDue).toContainText('Past due');
  // Newest first: this month's bill, the two paid ones, then the old one.
  const numbers = await page.getByRole('article').getByRole('heading').allTextContents();
  expect(numbers[0]).toBe(currentBillNumber());
  expect(numbers.at(-1)).toBe(e2eBillNumber());
  await expect(page.getByRole('article').filter({ hasText: 'Paid' })).toHaveCount(2);

  await current.getByRole('button', { name: 'Show details' }).click();
  const lines = current.getByRole('table', { name: `Details of ${currentBillNumber()}` });
  await expect(lines.getByRole('row', { name: /^Short-term disability/ })).toContainText(
    '$0.45 per $10 of weekly benefit, a month',
  );
  await expect(lines.getByRole('row', { name: /^Amount due/ })).toContainText('$267.33');
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'billing-invoices');
  await expectNoSidewaysScroll(page);

  // The past due bill, with the account that has insufficient funds: field messages first.
  await pastDue.getByRole('button', { name: 'Pay this bill' }).click();
  const form = await payWith(page, e2eBillNumber(), '000111111116', '000111111115');
  await form.getByRole('button', { name: 'Pay now' }).click();
  await expect(form.getByLabel('Confirm account number')).toBeFocused();
  await expect(form.getByText('Account numbers entered do not match.')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'billing-pay-form');
  await expectNoSidewaysScroll(page);
  await form.getByLabel('Confirm account number').fill('000111111116');
  await form.getByRole('button', { name: 'Pay now' }).dblclick();
  await expect(pastDue.getByText('Processing', { exact: true })).toBeVisible();
  await expect(pastDue.getByText('The bank account has insufficient funds.')).toBeVisible(settles);
  await expect(page.getByRole('status').first()).toContainText(
    'failed: The bank account has insufficient funds.',
  );
  await expect(pastDue).toContainText('Past due');
  await expect(pastDue.getByRole('button', { name: 'Pay this bill' })).toBeVisible();

  // The current bill, with the good test account.
  await current.getByRole('button', { name: 'Pay this bill' }).click();
  const good = await payWith(page, currentBillNumber(), '000123456789');
  await good.getByRole('button', { name: 'Pay now' }).click();
  await expect(current.getByText('Processing', { exact: true })).toBeVisible();
  await expect(current.getByText('Paid', { exact: true })).toBeVisible(settles);
  await expect(current.getByRole('button', { name: 'Pay this bill' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'billing-paid');
  await expectNoSidewaysScroll(page);

  const history = page.getByRole('table', { name: 'Payments, newest first' });
  await expect(history).toContainText('The bank account has insufficient funds.');
  await expect(history.getByRole('row').filter({ hasText: currentBillNumber() })).toContainText(
    'Paid',
  );
  // One debit per Pay now, double click included: the failed one and the good one.
  await expect(history.getByRole('row').filter({ hasText: e2eBillNumber() })).toHaveCount(1);

  const [receipt] = await Promise.all([
    page.waitForEvent('download'),
    history.getByRole('link', { name: `Receipt of ${currentBillNumber()} (PDF)` }).click(),
  ]);
  expect(receipt.suggestedFilename()).toBe(`receipt-${currentBillNumber()}.pdf`);
  const receiptText = await pdfTextOf(await readDownload(receipt));
  expect(receiptText).toContain(`Invoice: ${currentBillNumber()}`);
  expect(receiptText).toContain('account ••••6789');
  expect(receiptText).not.toContain('000123456789');

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    current.getByRole('link', { name: `Download ${currentBillNumber()} as PDF` }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`${currentBillNumber()}.pdf`);
  const invoiceText = await pdfTextOf(await readDownload(pdf));
  expect(invoiceText).toContain(`Invoice ${currentBillNumber()}`);
  expect(invoiceText).toContain('Status: Paid');

  const notices = await readOutbox(page, 'alex.admin@acme.example');
  expect(notices.map((notice) => notice.subject)).toEqual(
    expect.arrayContaining([
      `Meridian Mutual: Payment received for ${currentBillNumber()}`,
      `Meridian Mutual: Payment failed for ${e2eBillNumber()}`,
    ]),
  );
  for (const notice of notices) expect(notice.text).not.toContain('000123456789');
});

test('the bills page sends a visitor without an employer login to the employer login', async ({
  page,
}) => {
  await page.goto('/auth/employers/billing');
  await expect(page).toHaveURL(/\/auth\/employers\/login/);
});
