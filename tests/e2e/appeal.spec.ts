// 'Appeal this decision' as John uses it (docs/product/claims.md, "Appeals"): his disability
// claim denied three days ago (tests/support/e2e-seed.ts) offers the appeal; what he leaves out
// is said at its field, and once sent the claim reads 'Appeal in review' with its due date, on
// the page and on his dashboard, and his receipt is in the mailbox; the claims system's decision
// on the appeal (the desk's) then shows on his page.

import { expect, test } from '@playwright/test';
import { appealDecisionDueOn } from '#domain/claims/appeal';
import { typedDateOf } from '#domain/shared/absence-dates';
import { systemClock, todayOn } from '#domain/shared/clock';
import { e2eDeniedClaim } from '#tests/support/e2e-accounts';
import { logInToAccount, readOutbox } from '#tests/support/log-in-page';
import { button, expectNoAxeViolations, heading, screenshotAtWidths } from './fixtures.ts';

const { claimNumber } = e2eDeniedClaim;

test('John appeals his denied claim and sees it in review, due in 45 days', async ({ page }) => {
  await logInToAccount(page, 'employee-benefits', 'jroe2024');
  await page.goto(`/auth/employee-benefits/claims/${claimNumber}`);
  await expect(heading(page, `Short-term disability ${claimNumber}`)).toBeVisible();
  await expect(page.getByText(/^Status:/)).toHaveText('Status: Denied');
  const appeal = page.getByRole('region', { name: 'Appeal this decision' });
  await expect(appeal).toContainText('You can appeal this decision until');
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'claim-appeal');

  const why = appeal.getByLabel('Why do you disagree?');
  await button(page, 'Submit appeal').click();
  await expect(why).toBeFocused();
  await expect(why).toHaveAccessibleDescription(/Please tell us why you disagree\.$/);
  await why.fill('My doctor says I cannot return before March. I am sending her letter.');
  await button(page, 'Submit appeal').click();
  await expect(appeal.getByRole('checkbox')).toBeFocused();
  await appeal.getByRole('checkbox').check();
  await button(page, 'Submit appeal').click();

  const due = typedDateOf(appealDecisionDueOn(todayOn(systemClock())));
  await expect(page.getByRole('status')).toHaveText('We received your appeal.');
  await expect(page.getByText(/^Status:/)).toHaveText('Status: Appeal in review');
  await expect(page.getByText(/^Decision due by/)).toHaveText(`Decision due by ${due}`);
  await expect(appeal).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'claim-appeal-received');

  await page.goto('/auth/employee-benefits/account');
  const claims = page.getByRole('region', { name: 'Claims and leave' });
  await expect(claims.getByRole('listitem').filter({ hasText: claimNumber })).toContainText(
    `Appeal in reviewDecision due by ${due}`,
  );

  const receipt = (await readOutbox(page)).find((message) =>
    message.text.includes(`${claimNumber}: We received your appeal.`),
  );
  expect(receipt?.text).toContain(`A decision is due by ${due}.`);
  expect(receipt?.text).not.toContain('doctor');

  // The claims system decides the appeal (here its desk): approved, the claim says so.
  await page.goto('/auth/dev/claims-desk');
  await page.getByLabel('Claim number').fill(claimNumber);
  await button(page, 'Approve').click();
  await expect(page.getByRole('status')).toContainText('Answer: 200');
  await page.goto(`/auth/employee-benefits/claims/${claimNumber}`);
  await expect(page.getByText(/^Status:/)).toHaveText('Status: Approved');
  await expect(page.getByText(/^Decision due by/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Appeal this decision' })).toHaveCount(0);
});
