// What the registration start answers people of the demo census who cannot register: already
// registered, too young, disabled by an operator, and unknown until the flow locks, with the
// online claim offered instead.

import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, fillPersonalInfo, screenshotAtWidths } from './fixtures.ts';
import { dangerBanner, people, start } from './registration-kit.ts';

test.describe('the registration start answers', () => {
  test('John, already registered, is sent to the login page with a red banner', async ({
    page,
  }) => {
    await page.goto(start);
    await fillPersonalInfo(page, people.john);
    await expect(page).toHaveURL('/auth/employee-benefits/login');
    await expect(dangerBanner(page)).toContainText('You already have an online account.');
  });

  test('Tim, too young, is told so and his date of birth cleared', async ({ page }) => {
    await page.goto(start);
    await fillPersonalInfo(page, people.tim);
    await expect(dangerBanner(page)).toContainText('at least 18 years old');
    await expect(page.getByLabel('Year')).toHaveValue('');
    await expect(page.getByLabel('First Name')).toHaveValue('Tim');
  });

  test('Dana, disabled by an operator, gets the locked alert', async ({ page }) => {
    await page.goto(start);
    await fillPersonalInfo(page, people.dana);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('online access for you is locked');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(page).toHaveURL('/auth/employee-benefits/login');
  });

  test('an unknown person: the double message with the claim link, then the session lock', async ({
    page,
  }) => {
    await page.goto(start);
    await fillPersonalInfo(page, people.nobody);
    await expect(dangerBanner(page)).toContainText(
      'We cannot verify your account based on the information provided. Please try again.',
    );
    await fillPersonalInfo(page, people.nobody);
    await expect(dangerBanner(page)).toContainText('We still cannot verify your account.');
    const claimLink = dangerBanner(page).getByRole('link', {
      name: 'file a disability claim online',
    });
    await expect(claimLink).toHaveAttribute('target', '_blank');
    // It leads to the portal's own page for a claim without registering
    // (docs/product/public-claim.md).
    await expect(claimLink).toHaveAttribute('href', '/auth/claims/disability');
    await screenshotAtWidths(page, 'registration-not-validated');
    // The counter starts again after the claim link.
    await fillPersonalInfo(page, people.nobody);
    await expect(dangerBanner(page)).toContainText('We cannot verify your account');

    // docs/product/self-service.md#limits: the fifth failure in a flow locks it.
    const answers = [];
    for (let attempt = 4; attempt <= 6; attempt += 1) {
      const answer = await fillPersonalInfo(page, people.nobody);
      answers.push(answer);
      if (answer === 'SESSIONLOCKED') break;
    }
    expect(answers.at(-1)).toBe('SESSIONLOCKED');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('online registration is locked');
    await expect(
      dialog.getByRole('link', { name: 'file a disability claim online' }),
    ).toBeVisible();
    await expect(dialog).toContainText("We're available to help Monday to Friday, 7am to 7pm CST.");
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'registration-session-locked');
  });
});
