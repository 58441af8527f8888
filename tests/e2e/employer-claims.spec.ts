// The employer's employee claims as Alex Admin of Acme Manufacturing uses them
// (docs/product/employer-claims.md, docs/product/demo-data.md): the dashboard with the statement
// due on John Roe's leave, 'Employee claims' with its filters in the address and never a health
// detail, the leave's page and its 'Employer statement', and 'Report an absence' for Maria Garcia,
// who is told by e-mail.

import { expect, type Page, test } from '@playwright/test';
import {
  button,
  expectNoAxeViolations,
  heading,
  screenshotAtWidths,
  typedDay,
} from './fixtures.ts';
import { logInToAccount, readOutbox } from '#tests/support/log-in-page';

/** John Roe's health details in the demo data: an employer's page shows none of them. */
const healthDetails = ['Surgery', 'Ada Byron', 'Mary Roe', 'Grace Hopper'];

const section = (page: Page, name: string) => page.getByRole('region', { name });

async function expectNoHealthDetail(page: Page) {
  const text = await page.locator('body').innerText();
  for (const detail of healthDetails) expect(text).not.toContain(detail);
}

test('Alex sees the open claims, the statement due on C1000002 and the bill', async ({ page }) => {
  await logInToAccount(page, 'employers', 'acmehr');
  await expect(heading(page, 'Welcome, Alex')).toBeVisible();
  const counts = section(page, 'Claims and leave');
  for (const label of ['Open claims', 'Open leave']) {
    const count = counts.locator('div', { hasText: label }).locator('dd');
    expect(Number(await count.textContent())).toBeGreaterThanOrEqual(1);
  }
  await expect(
    section(page, 'Tasks').getByRole('link', { name: 'Employer statement for claim C1000002' }),
  ).toBeVisible();
  // The billing run adds invoices to the demo data: a bill with its due date, or none yet.
  const bill = section(page, 'Current bill');
  if ((await bill.getByText('No bill yet').count()) === 0) {
    await expect(bill).toContainText('Due date');
  }
  const links = page.getByRole('navigation', { name: 'Your employer account' });
  for (const name of ['Employee claims', 'Bills and payments', 'Reports', 'Plans and rates']) {
    await expect(links.getByRole('link', { name })).toBeVisible();
  }
  await expect(button(page, 'Log out')).toBeVisible();
  await expectNoHealthDetail(page);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'employer-dashboard');
});

test("Alex finds John's leave among the employee claims, filters, and goes Back", async ({
  page,
}) => {
  await logInToAccount(page, 'employers', 'acmehr');
  await page.getByRole('link', { name: 'Employee claims' }).click();
  await expect(page).toHaveURL('/auth/employers/claims');
  await expect(heading(page, 'Employee claims')).toBeVisible();
  const results = section(page, 'Results');
  await expect(results.getByRole('link', { name: 'C1000002' })).toBeVisible();
  const johnsLeave = results.getByRole('listitem').filter({ hasText: 'C1000002' });
  await expect(johnsLeave).toContainText('John Roe');
  await expect(johnsLeave).toContainText('Family medical leave');
  await expect(johnsLeave).toContainText('Information needed');
  await expectNoHealthDetail(page);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'employer-claims-list');

  await page.getByLabel('Employee name').fill('roe');
  await page.getByLabel('Type').selectOption({ label: 'Family medical leave' });
  await button(page, 'Apply filters').click();
  await expect(page).toHaveURL('/auth/employers/claims?name=roe&kind=leave');
  await expect(page.getByRole('heading', { level: 2, name: 'Results' })).toBeFocused();
  await expect(results.getByRole('link', { name: 'C1000002' })).toBeVisible();
  await expect(results.getByRole('link', { name: 'C1000001' })).toHaveCount(0);
  await expectNoHealthDetail(page);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'employer-claims-filtered');

  await page.goBack();
  await expect(page).toHaveURL('/auth/employers/claims');
  await expect(results.getByRole('link', { name: 'C1000001' })).toBeVisible();
  await expect(page.getByLabel('Type')).toHaveValue('');
});

test('Alex opens C1000002, sends the employer statement, and sees it done', async ({ page }) => {
  await logInToAccount(page, 'employers', 'acmehr');
  await page.goto('/auth/employers/claims?kind=leave&name=roe');
  await section(page, 'Results').getByRole('link', { name: 'C1000002' }).click();
  await expect(page).toHaveURL('/auth/employers/claims/C1000002');
  await expect(heading(page, 'Family medical leave C1000002')).toBeVisible();
  await expect(section(page, 'Details')).toContainText('John Roe');
  await expect(section(page, 'Family medical leave (FMLA) eligibility')).toContainText(
    'We need your employer statement of the hours worked to confirm',
  );
  await expectNoHealthDetail(page);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'employer-claim-statement-due');

  const statement = section(page, 'Employer statement');
  await statement
    .getByLabel(/^Hours worked in the 12 months before \d{2}\/\d{2}\/\d{4}$/)
    .fill('1,900');
  await statement.getByLabel('Weekly earnings').fill('1,250.00');
  await statement.getByLabel('Work schedule').fill('90');
  await statement.getByLabel('Last day worked').fill(typedDay(-13));
  await statement
    .getByRole('group', { name: 'Did the employee work for you before their current hire date?' })
    .getByLabel('No')
    .check();
  await button(page, 'Submit statement').click();
  // Too many hours a week: the field says so, and takes focus.
  await expect(statement.getByLabel('Work schedule')).toBeFocused();
  await expect(statement.getByLabel('Work schedule')).toHaveAccessibleDescription(/from 1 to 80/);
  await expectNoAxeViolations(page);
  await statement.getByLabel('Work schedule').fill('40');
  await button(page, 'Submit statement').click();

  await expect(page.getByRole('status')).toContainText('Your statement was sent.');
  await expect(statement).toContainText('You sent the statement on');
  await expect(statement).toContainText('$1,250.00');
  await expect(button(page, 'Submit statement')).toHaveCount(0);
  await expect(section(page, 'Family medical leave (FMLA) eligibility')).toContainText(
    'The employee is eligible for family medical leave (FMLA).',
  );
  await expect(section(page, 'Status history')).toContainText('The employer sent its statement');
  // What it was decided on: the statement's hours among the facts.
  await expect(section(page, 'Family medical leave (FMLA) eligibility')).toContainText(
    'What eligibility was decided on',
  );
  await expect(section(page, 'Family medical leave (FMLA) eligibility')).toContainText('1,900');
  await expectNoHealthDetail(page);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'employer-claim-statement-sent');

  await page.goto('/auth/employers/claims/C9999999');
  await expect(heading(page, 'We could not find this claim.')).toBeVisible();
});

test('Alex reports an absence for Maria Garcia, who is told by e-mail', async ({ page }) => {
  await logInToAccount(page, 'employers', 'acmehr');
  await page.goto('/auth/employers/claims');
  await page.getByRole('link', { name: 'Report an absence' }).click();
  await expect(page).toHaveURL('/auth/employers/report-absence');
  await expect(heading(page, 'Report an absence')).toBeVisible();
  await expectNoAxeViolations(page);

  await button(page, 'Report absence').click();
  await expect(page.getByLabel('Employee')).toBeFocused();
  await expect(page.getByLabel('Employee')).toHaveAccessibleDescription(
    /Please choose the employee\./,
  );

  await page.getByLabel('Employee').fill('garcia');
  await button(page, 'Find employee').click();
  // Globex has a Maria Garcia too: Acme's census alone is searched.
  await expect(page.getByText('We found 1 employee with this name.')).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Maria Garcia/ })).toBeChecked();
  await page.getByLabel('Short-term disability').check();
  await page.getByLabel('Last day worked').fill(typedDay(-1));
  await page.getByLabel('First day of absence').fill(typedDay(0));
  await page.getByLabel('Expected return to work').fill(typedDay(30));
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'employer-report-absence');
  await button(page, 'Report absence').click();

  const said = page.getByText(/^Absence reported: claim (C\d{7}), Short-term disability/);
  await expect(said).toBeVisible();
  await expect(said).toBeFocused();
  const claimNumber = /claim (C\d{7})/.exec((await said.textContent()) ?? '')?.[1] ?? '';
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'employer-report-absence-done');

  await expect
    .poll(async () =>
      (await readOutbox(page, 'maria.garcia@example.com')).find((message) =>
        message.text.includes(claimNumber),
      ),
    )
    .toBeTruthy();
  const [notice] = (await readOutbox(page, 'maria.garcia@example.com')).filter((message) =>
    message.text.includes(claimNumber),
  );
  expect(notice?.subject).toContain('Your employer reported an absence');
  expect(notice?.text).toContain(`/auth/employee-benefits/claims/${claimNumber}`);

  await page.getByRole('link', { name: `Open claim ${claimNumber}` }).click();
  await expect(heading(page, `Short-term disability ${claimNumber}`)).toBeVisible();
  await expect(section(page, 'Details')).toContainText('Your organization');
  await expect(section(page, 'Status history')).toContainText('The employer reported this absence');
});

test('the employer pages send a visitor without a login to the employer login', async ({
  page,
}) => {
  await page.goto('/auth/employers/claims/C1000001');
  await expect(page).toHaveURL(/\/auth\/employers\/login/);
});
