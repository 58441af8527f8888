// The main paths by keyboard alone (docs/product/languages.md#accessibility-page): after the
// login, no click: Tab to a control, Space to choose, Enter to follow or press, letters to type.
// What these walk, the accessibility statement says was walked.

import { expect, type Locator, type Page, test } from '@playwright/test';
import { e2eBillNumber, e2eClaim, e2eKeyboardBillMonthsBack } from '#tests/support/e2e-accounts';
import { logInToAccount } from '#tests/support/log-in-page';
import { samplePdf } from '#tests/support/sample-documents';
import { expectNoAxeViolations, heading, screenshotAtWidths, tabTo, typedDay } from './fixtures.ts';

/** Tabs to a text field and types into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/**
 * Chooses `option` of a radio group as a keyboard does: Tab reaches the group on its first
 * option, the arrow keys move the choice.
 */
async function chooseRadio(page: Page, first: Locator, option: Locator, max = 6) {
  await tabTo(page, first);
  await page.keyboard.press('Space');
  for (let presses = 0; presses < max && !(await option.isChecked()); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(option).toBeChecked();
}

/** Tabs to a button and presses it with Enter. */
async function press(page: Page, name: string) {
  await tabTo(page, page.getByRole('button', { name, exact: true }));
  await page.keyboard.press('Enter');
}

test('John files a leave to bond with a new child by keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await logInToAccount(page, 'employee-benefits', 'jroe2024');
  await tabTo(page, page.getByRole('link', { name: 'File a claim or leave' }));
  await page.keyboard.press('Enter');
  await expect(heading(page, 'File a claim or family medical leave')).toBeVisible();

  // Continue with no answer: the step says what is missing, and the answer is one key away.
  await press(page, 'Continue');
  await expect(page.getByText('Please choose what you need.')).toBeVisible();
  await chooseRadio(
    page,
    page.getByLabel('Time off for my own illness, injury or pregnancy'),
    page.getByLabel('Time off to bond with a new child'),
  );
  await press(page, 'Continue');

  await expect(page.getByRole('heading', { name: 'About your absence' })).toBeVisible();
  await typeInto(page, page.getByLabel('Last day worked'), typedDay(89));
  await typeInto(page, page.getByLabel('First day of absence'), typedDay(90));
  await typeInto(page, page.getByLabel('Expected return to work'), typedDay(120));
  await chooseRadio(page, page.getByLabel('Continuous'), page.getByLabel('Continuous'));
  await typeInto(page, page.getByLabel('Date of birth or placement'), typedDay(85));
  const workedBefore = page.getByRole('group', {
    name: 'Have you worked for this employer before?',
  });
  await chooseRadio(page, workedBefore.getByLabel('Yes'), workedBefore.getByLabel('No'));
  await press(page, 'Continue');

  await expect(page.getByRole('heading', { name: 'Your provider' })).toBeVisible();
  await typeInto(page, page.getByLabel('Provider name'), 'Dr. Grace Hopper');
  await typeInto(page, page.getByLabel('Provider phone'), '3125550188');
  await expect(page.getByLabel('Provider phone')).toHaveValue('(312) 555-0188');
  await press(page, 'Continue');

  await expect(page.getByRole('heading', { name: 'Review and submit' })).toBeVisible();
  await expect(page.getByText('Dr. Grace Hopper')).toBeVisible();
  const confirm = page.getByLabel(
    'I confirm that the information I provided is true and complete.',
  );
  await tabTo(page, confirm);
  await page.keyboard.press('Space');
  await expect(confirm).toBeChecked();
  await press(page, 'Submit');

  await expect(heading(page, 'We received your request.')).toBeVisible();
  await expect(page.getByRole('link', { name: /^C\d{7}$/ })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'keyboard-claim-confirmation');
});

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
