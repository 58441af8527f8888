// The employee's benefits area as John Roe uses it (docs/product/claims.md and
// docs/product/demo-data.md): his dashboard with the demo claims, filing a continuous leave for his
// own illness with family medical leave through the wizard (a reload on the way loses nothing), then
// a leave to bond with a new child by keyboard alone, the claim pages, and the payments with their
// CSV. Both filings are here, one after the other, as they go through John's one wizard draft.

import { expect, type Page, test } from '@playwright/test';
import {
  button,
  expectNoAxeViolations,
  heading,
  screenshotAtWidths,
  tabTo,
  typedDay,
} from './fixtures.ts';
import { logInToAccount, readOutbox } from '#tests/support/log-in-page';
import { chooseRadio, press, typeInto } from './keyboard-kit.ts';

const section = (page: Page, name: string) =>
  page
    .getByRole('region', { name })
    .or(page.locator('section', { has: page.getByRole('heading', { name }) }));

test('John sees his claims, what to do and his last payment on the dashboard', async ({ page }) => {
  await logInToAccount(page, 'employee-benefits', 'jroe2024');
  await expect(heading(page, 'Welcome, John')).toBeVisible();
  const claims = section(page, 'Claims and leave');
  await expect(claims.getByRole('link', { name: 'C1000001' })).toBeVisible();
  await expect(claims.getByRole('link', { name: 'C1000002' })).toBeVisible();
  await expect(claims).toContainText('Short-term disability');
  await expect(claims).toContainText('Family medical leave');
  await expect(claims).toContainText('Information needed');
  await expect(section(page, 'Things to do')).toContainText(
    /medical certification .*C1000002, due/,
  );
  await expect(page.getByRole('link', { name: 'File a claim or leave' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upload documents' })).toBeVisible();
  await expect(button(page, 'Log out')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'claims-dashboard');
});

test('John files a continuous leave for his own illness with FMLA, and sees both claims', async ({
  page,
}) => {
  // A login with its code, five steps saved on the server, four axe scans, eight screenshots and
  // two calls of the claims desk: 28 to 32 s on a slow two-core machine, so twice the usual.
  test.setTimeout(120_000);
  await logInToAccount(page, 'employee-benefits', 'jroe2024');
  await page.getByRole('link', { name: 'File a claim or leave' }).click();
  await expect(page).toHaveURL('/auth/employee-benefits/claims/new');
  await expect(heading(page, 'File a claim or family medical leave')).toBeVisible();
  // Until the first answer says a disability claim, there is no payment step.
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'claims-wizard-need');

  // Continue without an answer: the step says what is missing.
  await button(page, 'Continue').click();
  await expect(page.getByText('Please choose what you need.')).toBeVisible();
  await page.getByLabel('Time off for my own illness, injury or pregnancy').check();
  await page.getByLabel('Also request family medical leave (FMLA) for this absence').check();
  await button(page, 'Continue').click();

  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About your absence' })).toBeVisible();
  await page.getByLabel('Last day worked').fill(typedDay(-2));
  await page.getByLabel('First day of absence').fill(typedDay(-1));
  await page.getByLabel('Expected return to work').fill(typedDay(40));
  await page.getByLabel('Continuous').check();
  // The leave asks about earlier service with the employer (825.110(b)).
  const workedBefore = page.getByRole('group', {
    name: 'Have you worked for this employer before?',
  });
  await workedBefore.getByLabel('Yes').check();
  await page.getByLabel('First day of your earlier employment').fill('06/03/2019');
  await page.getByLabel('Last day of your earlier employment').fill('08/30/2019');
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'claims-wizard-absence');
  await button(page, 'Continue').click();

  // A reload keeps the answers: the draft is on the server.
  await expect(page.getByText('Step 3 of 5')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Step 3 of 5')).toBeVisible();
  await page.getByLabel('Provider name').fill('Dr. Alan Turing');
  await page.getByLabel('Provider phone').fill('3125550177');
  await expect(page.getByLabel('Provider phone')).toHaveValue('(312) 555-0177');
  await page.getByRole('group', { name: 'Is this related to your work?' }).getByLabel('No').check();
  await page.getByRole('group', { name: 'Condition category' }).getByLabel('Illness').check();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'claims-wizard-provider');
  await button(page, 'Continue').click();

  await expect(page.getByText('Step 4 of 5')).toBeVisible();
  await page.getByLabel('Direct deposit').check();
  await page.getByLabel('Routing number').fill('110000000');
  await page.getByLabel('Account number', { exact: true }).fill('000123456789');
  await page.getByLabel('Confirm account number').fill('000123456788');
  await button(page, 'Continue').click();
  await expect(page.getByText('Account numbers entered do not match.')).toBeVisible();
  await page.getByLabel('Confirm account number').fill('000123456789');
  await button(page, 'Continue').click();

  await expect(page.getByText('Step 5 of 5')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Review and submit' })).toBeVisible();
  await expect(page.getByText('••••6789')).toBeVisible();
  await expect(page.getByText('000123456789')).toHaveCount(0);
  await expect(page.getByText('Dr. Alan Turing')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'claims-wizard-review');

  await page.getByLabel('I confirm that the information I provided is true and complete.').check();
  await button(page, 'Submit').click();
  await expect(heading(page, 'We received your request.')).toBeVisible();
  const numbers = await page.getByRole('link', { name: /^C\d{7}$/ }).allTextContents();
  expect(numbers).toHaveLength(2);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'claims-confirmation');

  const receipt = (await readOutbox(page, 'john.roe@example.com')).find((message) =>
    message.subject.includes('We received your request'),
  );
  for (const number of numbers) expect(receipt?.text).toContain(number);
  expect(receipt?.text).not.toContain('Turing');

  await page.goto('/auth/employee-benefits/account');
  const claims = section(page, 'Claims and leave');
  for (const number of numbers)
    await expect(claims.getByRole('link', { name: number })).toBeVisible();

  // An examiner approves the disability claim at the claims desk and pays it; John sees both.
  const [disability = ''] = numbers;
  await page.goto('/auth/dev/claims-desk');
  for (const action of ['Approve', 'Issue a payment']) {
    await page.getByLabel('Claim number').fill(disability);
    await button(page, action).click();
    await expect(page.getByRole('status')).toContainText('Answer: 200');
    await expect(page.getByRole('status')).toContainText(
      action === 'Approve' ? 'approve' : 'claim.payment',
    );
  }
  await page.goto(`/auth/employee-benefits/claims/${disability}`);
  await expect(page.getByText('Status: Approved', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: /Payments/ })).toContainText('Sent to bank');
  const notices = await readOutbox(page, 'john.roe@example.com');
  expect(
    notices.some((notice) => notice.text.includes(`${disability}: The status is now Approved.`)),
  ).toBe(true);
});

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

test("John reads a claim's page and its payments, and reports time taken", async ({ page }) => {
  await logInToAccount(page, 'employee-benefits', 'jroe2024');
  await section(page, 'Claims and leave').getByRole('link', { name: 'C1000001' }).click();
  await expect(page).toHaveURL('/auth/employee-benefits/claims/C1000001');
  await expect(page.getByText('Dr. Ada Byron')).toBeVisible();
  await expect(page.getByRole('table', { name: /Payments/ })).toContainText('Sent to bank');
  await expect(page.getByRole('table', { name: /Payments/ })).toContainText('Scheduled');
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'claims-disability-page');

  await page.goto('/auth/employee-benefits/claims/C1000002');
  await expect(page.getByText(/of 12 weeks used/)).toBeVisible();
  await expect(section(page, 'Documents we need')).toContainText('Medical certification');
  const form = section(page, 'Report time taken');
  await form.getByLabel('Date').fill(typedDay(-1));
  await form.getByLabel('Hours').fill('2.5');
  await form.getByRole('button', { name: 'Report time taken' }).click();
  await expect(page.getByRole('status')).toContainText('We recorded 2.5 hours');
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'claims-leave-page');

  await page.goto('/auth/employee-benefits/claims/C9999999');
  await expect(page.getByText('We could not find this claim.')).toBeVisible();
});

test('John lists his payments and downloads them as CSV', async ({ page }) => {
  await logInToAccount(page, 'employee-benefits', 'jroe2024');
  await page.goto('/auth/employee-benefits/payments');
  await expect(heading(page, 'Payments')).toBeVisible();
  await expect(page.getByRole('table')).toContainText('C1000001');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download payment history (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('payment-history.csv');
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'claims-payments');
});

test('the claims pages send a visitor without a login to the login page', async ({ page }) => {
  await page.goto('/auth/employee-benefits/claims/C1000001');
  await expect(page).toHaveURL(/\/auth\/employee-benefits\/login/);
});
