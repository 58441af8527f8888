// The main paths by keyboard alone (docs/product/languages.md#accessibility-page): after the
// login, no click: Tab to a control, Space to choose, Enter to follow or press, letters to type.
// What these walk, the accessibility statement says was walked. Filing a claim by keyboard is in
// claims.spec.ts, after the other filing: both go through John's one wizard draft, which two
// specs running at once would share.

import { expect, test } from '@playwright/test';
import { e2eBillNumber, e2eClaim, e2eKeyboardBillMonthsBack } from '#tests/support/e2e-accounts';
import { logInToAccount } from '#tests/support/log-in-page';
import { samplePdf } from '#tests/support/sample-documents';
import { expectNoAxeViolations, heading, screenshotAtWidths, tabTo } from './fixtures.ts';
import { press, typeInto } from './keyboard-kit.ts';

test('John sends a document for his claim by keyboard alone', async ({ page }) => {
  test.setTimeout(90_000);
  await logInToAccount(page, 'employee-benefits', 'jroe2024');
  await tabTo(page, page.getByRole('link', { name: 'Upload documents' }).first());
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Documents')).toBeVisible();

  // A closed list answers the letters typed: the claim by its number, the type by its name.
  const claim = page.getByLabel('Claim', { exact: true });
  await tabTo(page, claim);
  await page.keyboard.type(e2eClaim.claimNumber);
  await expect(claim).toHaveValue(e2eClaim.claimNumber);
  const type = page.getByLabel('Document type', { exact: true });
  await tabTo(page, type);
  await page.keyboard.type('Other');
  await expect(type).toHaveValue('other');

  // The files are chosen in the system's dialog, which the keyboard opens.
  await tabTo(page, page.getByLabel('Files', { exact: true }));
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.keyboard.press('Space'),
  ]);
  await chooser.setFiles({
    name: 'keyboard-e2e.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdf(),
  });
  const chosen = page.getByRole('list', { name: 'Chosen files' });
  await expect(chosen).toContainText('keyboard-e2e.pdfReady to upload');
  await press(page, 'Upload');
  await expect(chosen).toContainText('keyboard-e2e.pdfUploaded');
  const sent = page.getByRole('region', { name: 'Documents you sent' });
  await expect(sent.getByRole('link', { name: 'keyboard-e2e.pdf' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("Alex pays a bill by keyboard alone, and hears the bank's answer", async ({ page }) => {
  test.setTimeout(90_000);
  const number = e2eBillNumber(e2eKeyboardBillMonthsBack);
  await logInToAccount(page, 'employers', 'acmehr');
  await tabTo(page, page.getByRole('link', { name: 'Bills and payments' }).first());
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Bills and payments')).toBeVisible();

  const bill = page.getByRole('article', { name: number });
  await tabTo(page, bill.getByRole('button', { name: 'Pay this bill' }));
  await page.keyboard.press('Enter');
  const form = bill.getByRole('region', { name: 'Pay this bill' });
  await typeInto(page, form.getByLabel('Name on the account'), 'Acme Manufacturing');
  await typeInto(page, form.getByLabel('Routing number'), '110000000');
  await typeInto(page, form.getByLabel('Account number', { exact: true }), '000111111116');
  await typeInto(page, form.getByLabel('Confirm account number'), '000111111115');
  await tabTo(page, form.getByRole('button', { name: 'Pay now' }));
  await page.keyboard.press('Enter');
  // The refusal takes the focus to the field to fix, with its message.
  const confirm = form.getByLabel('Confirm account number');
  await expect(confirm).toBeFocused();
  await expect(form.getByText('Account numbers entered do not match.')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('000111111116');
  await tabTo(page, form.getByRole('button', { name: 'Pay now' }));
  await page.keyboard.press('Enter');

  // The test account has insufficient funds: the bank's answer is said, and the bill stays open.
  await expect(bill.getByText('The bank account has insufficient funds.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('status').first()).toContainText(
    'failed: The bank account has insufficient funds.',
  );
  await expect(bill.getByRole('button', { name: 'Pay this bill' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'keyboard-bill-answer');
});
