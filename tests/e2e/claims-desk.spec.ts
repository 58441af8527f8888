// The development claims desk (docs/product/claims.md#the-claims-system) as an examiner uses it: a
// claim number, a button, and what the desk posted with the portal's answer; then John Roe sees the
// payment and the document request on his claims' pages, as if the claims system had sent them.

import { expect, type Page, test } from '@playwright/test';
import { button, expectNoAxeViolations, heading, screenshotAtWidths } from './fixtures.ts';
import { logInToAccount } from '#tests/support/log-in-page';
import { typedDateOf } from '#domain/shared/absence-dates';
import { addDays } from '#domain/shared/calendar-date';
import { systemClock, todayOn } from '#domain/shared/clock';
import { decisionDueOn } from '#domain/claims/decision-deadline';
import { deskExtensionReason } from '#server/flows/claims/desk-events';
import { e2eUndecidedClaim } from '#tests/support/e2e-accounts';

const section = (page: Page, name: string) =>
  page
    .getByRole('region', { name })
    .or(page.locator('section', { has: page.getByRole('heading', { name }) }));

/** Presses a button of the desk and answers the event it posted, once its answer shows. */
async function act(page: Page, claimNumber: string, action: string, answer: number) {
  await page.getByLabel('Claim number').fill(claimNumber);
  await button(page, action).click();
  const outcome = page.getByRole('status');
  await expect(outcome).toContainText(`Answer: ${answer}`);
  await expect(outcome).toContainText(claimNumber);
  return JSON.parse((await outcome.locator('pre').first().textContent()) ?? '') as Record<
    string,
    string
  >;
}

test('an examiner pays a claim and asks for a document at the desk; John sees both', async ({
  page,
}) => {
  await page.goto('/auth/dev/claims-desk');
  await expect(page).toHaveTitle('Claims desk');
  await expect(heading(page, 'Claims desk')).toBeVisible();
  await expectNoAxeViolations(page);

  // A number that is not C and 7 digits is refused at the field.
  const field = page.getByLabel('Claim number');
  await field.fill('1000001');
  await button(page, 'Approve').click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/Enter a claim number: C and 7 digits/);

  const payment = await act(page, 'C1000001', 'Issue a payment', 200);
  expect(payment).toMatchObject({ type: 'claim.payment', status: 'sent' });
  await expect(field).not.toHaveAttribute('aria-invalid');
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'claims-desk');

  const request = await act(page, 'C1000002', 'Ask for a document', 200);
  expect(request).toMatchObject({
    type: 'claim.document-requested',
    documentType: 'medical-certification',
  });
  // C1000001 is approved already: the portal refuses, and the desk shows it.
  await act(page, 'C1000001', 'Approve', 409);
  await expect(page.getByRole('status')).toContainText('does not take');

  await logInToAccount(page, 'employee-benefits', 'jroe2024');

  await page.goto('/auth/employee-benefits/claims/C1000001');
  const payments = page.getByRole('table', { name: /Payments/ });
  const row = payments.getByRole('row', {
    name: new RegExp(`${typedDateOf(payment.periodStart!)} to ${typedDateOf(payment.periodEnd!)}`),
  });
  await expect(row).toContainText('$1,200.00');
  await expect(row).toContainText('$91.80');
  await expect(row).toContainText('$1,108.20');
  await expect(row).toContainText('Sent to bank');

  await page.goto('/auth/employee-benefits/claims/C1000002');
  await expect(section(page, 'Documents we need')).toContainText(
    `Medical certification, due ${typedDateOf(addDays(request.requestedOn!, 15))}`,
  );
});

test('an examiner extends a decision at the desk; John sees the new date and why', async ({
  page,
}) => {
  const { claimNumber } = e2eUndecidedClaim;
  const receivedOn = todayOn(systemClock());
  await page.goto('/auth/dev/claims-desk');
  await expect(section(page, 'Decisions due')).toContainText(claimNumber);
  const extended = await act(page, claimNumber, 'Extend the decision', 200);
  expect(extended).toMatchObject({ type: 'claim.decision-extended', reason: deskExtensionReason });

  await logInToAccount(page, 'employee-benefits', 'jroe2024');
  await page.goto(`/auth/employee-benefits/claims/${claimNumber}`);
  // 45 days from receipt, and 30 more (29 CFR 2560.503-1(f)(3)).
  const due = typedDateOf(decisionDueOn({ kind: 'disability', receivedOn, extensions: 1 }));
  await expect(page.getByText(/^Decision due by/)).toContainText(`Decision due by ${due}`);
  await expect(page.getByText(/^Decision due by/)).toContainText(deskExtensionReason);
  await expectNoAxeViolations(page);
});
