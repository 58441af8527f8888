// Employee registration as a person goes through it (docs/product/registration.md, #screens
// and #flow-order): Jane files a disability claim without an account, then goes from the login
// page's 'Register here' to 'Your registration is completed!' and a first login, with the code
// read from the development outbox, a reload on the steps, axe-core and screenshots of every
// screen; and the claim she filed is in her account.

import { type Page, expect, test } from '@playwright/test';
import {
  type Person,
  ssnLabel,
  button,
  codeSentTo,
  expectNoAxeViolations,
  fillPersonalInfo,
  heading,
  screenshotAtWidths,
} from './fixtures.ts';
import {
  chooseCredentials,
  dangerBanner,
  newPassword,
  people,
  start,
  stepUrl,
  verifyZip,
} from './registration-kit.ts';
import { confirmWithSentCode, readOutbox } from '#tests/support/log-in-page';

/**
 * docs/product/public-claim.md: a disability claim filed at /auth/claims/disability by a person
 * of the census without an account, every step checked; answers the claim number.
 */
async function fileDisabilityClaimWithoutAccount(page: Page, person: Person): Promise<string> {
  await page.goto('/auth/claims/disability');
  await expect(heading(page, 'File a disability claim')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'public-claim-identity');
  await fillPersonalInfo(page, person);
  await page.getByLabel('Email Address').fill('jane.claims@example.com');
  await button(page, 'Continue').click();
  // The wizard's steps 2 to 5: what she needs is a disability claim, asked no more.
  await expect(page.getByRole('heading', { name: 'About your absence' })).toBeVisible();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  const day = (offset: number) => {
    const [year, month, date] = new Date(Date.now() + offset * 86_400_000)
      .toISOString()
      .slice(0, 10)
      .split('-');
    return `${month}/${date}/${year}`;
  };
  await page.getByLabel('Last day worked').fill(day(-3));
  await page.getByLabel('First day of absence').fill(day(-2));
  await page.getByLabel('Expected return to work').fill(day(30));
  await page.getByLabel('Continuous').check();
  await button(page, 'Continue').click();
  // A reload keeps where she is: the draft is the server's.
  await expect(page.getByRole('heading', { name: 'Your provider' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your provider' })).toBeVisible();
  await page.getByLabel('Provider name').fill('Dr. Ada Byron');
  await page.getByLabel('Provider phone').fill('3125550199');
  await page.getByRole('group', { name: 'Is this related to your work?' }).getByLabel('No').check();
  await page.getByRole('group', { name: 'Condition category' }).getByLabel('Injury').check();
  await button(page, 'Continue').click();
  await page.getByLabel('Paper check').check();
  await button(page, 'Continue').click();
  await expect(page.getByRole('heading', { name: 'Review and submit' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'public-claim-review');
  await page.getByLabel('I confirm that the information I provided is true and complete.').check();
  await button(page, 'Submit').click();
  await expect(heading(page, 'We received your request.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create your online account' })).toHaveAttribute(
    'href',
    '/auth/employee-benefits/registration/full',
  );
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'public-claim-confirmation');
  const claimNumber =
    (await page
      .getByText(/^C\d{7}$/)
      .first()
      .textContent()) ?? '';
  expect(claimNumber).toMatch(/^C\d{7}$/);
  const receipt = (await readOutbox(page, 'jane.claims@example.com')).at(0);
  expect(receipt?.text).toContain(claimNumber);
  return claimNumber;
}

test.describe('an employee registers', () => {
  test('Jane files a disability claim without registering, registers, and finds it in her account', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const claimNumber = await fileDisabilityClaimWithoutAccount(page, people.jane);
    await page.goto('/auth/employee-benefits/login');
    await button(page, 'Register here').click();

    await expect(page).toHaveURL(start);
    await expect(page).toHaveTitle('Registration');
    await expect(heading(page, 'Set up your online access.')).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Having Trouble Registering?' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Already registered? Log in here.' }),
    ).toBeVisible();
    await expect(page.getByLabel(ssnLabel[4])).toHaveAttribute('type', 'password');
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'registration-full');

    // The date of birth moves on by itself from one box to the next.
    await page.getByLabel('Month').pressSequentially('05');
    await expect(page.getByLabel('Day')).toBeFocused();
    await page.getByLabel('Month').fill('');
    await fillPersonalInfo(page, people.jane);

    await expect(page).toHaveURL(stepUrl('selectVerificationOption'));
    await expect(page).toHaveTitle('Identity');
    await expect(page.getByLabel('ZIP Code')).toHaveAttribute('placeholder', '#####');
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'registration-identity');
    await page.reload();
    await expect(heading(page, "Let's verify your identity.")).toBeVisible();
    await page.getByLabel('ZIP Code').fill('99999');
    await button(page, 'Continue').click();
    await expect(dangerBanner(page)).toContainText('does not match our records');
    await verifyZip(page, '60601');

    await expect(page).toHaveURL(stepUrl('selectCredentials'));
    await expect(page.getByText('All fields are required.')).toBeVisible();
    await expect(page.getByLabel('Confirm Password')).toHaveAttribute(
      'placeholder',
      'Re-enter password',
    );
    // The checklist ticks as she types.
    const passwordRules = page
      .locator('.rule-checklist')
      .filter({ hasText: 'Password requirements' });
    await expect(passwordRules.locator('.rule-checklist__rule--passed')).toHaveCount(0);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await expect(passwordRules.locator('.rule-checklist__rule--failed')).toHaveCount(0);
    await page.getByLabel('Password', { exact: true }).fill('');
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'registration-credentials');

    // A reload keeps her on the step she reached.
    await page.reload();
    await expect(page).toHaveURL(stepUrl('selectCredentials'));
    await expect(heading(page, 'Create your profile.')).toBeVisible();
    await chooseCredentials(page, 'janedoe82', 'jane.doe@example.com');

    await expect(page).toHaveURL(stepUrl('verificationCodeSent'));
    await expect(heading(page, "Let's confirm your email.")).toBeVisible();
    await expect(page.getByText('A code has been sent to')).toContainText('jane.doe@example.com');
    await expect(page.getByText('The code expires in 15 minutes.')).toBeVisible();
    await expect(page.getByLabel('Verification Code')).toHaveAttribute('type', 'password');
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'registration-code');
    const code = await codeSentTo(page, 'jane.doe@example.com');
    await page.getByLabel('Verification Code').fill(code);
    await button(page, 'Continue').click();

    await expect(page).toHaveURL(stepUrl('registrationReview'));
    await expect(heading(page, /Review and submit\./)).toContainText(
      'Please confirm and submit the information you provided.',
    );
    await expect(page.getByText('janedoe82')).toBeVisible();
    const terms = page.getByRole('region', { name: /terms/i });
    await expect(terms).toContainText('your Social Security Number');
    await expect(button(page, 'Submit')).toBeDisabled();
    await page.getByLabel('I have read and agree to the terms and conditions.').check();
    await expect(button(page, 'Submit')).toBeEnabled();
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'registration-review');
    await button(page, 'Submit').click();

    await expect(page).toHaveURL(stepUrl('confirmation'));
    await expect(heading(page, 'Your registration is completed!')).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'registration-confirmation');
    await page.reload();
    await expect(heading(page, 'Your registration is completed!')).toBeVisible();
    await button(page, 'Proceed').click();

    await expect(page).toHaveURL('/auth/employee-benefits/login');
    await page.getByLabel('Username', { exact: true }).fill('janedoe82');
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await button(page, 'Log in').click();
    await confirmWithSentCode(page, 'employee-benefits');
    await expect(page).toHaveURL('/auth/employee-benefits/account');
    await expect(page.getByRole('heading', { name: 'Welcome, Jane' })).toBeVisible();
    // The claim she filed before she had an account is hers now (docs/product/public-claim.md).
    await expect(page.getByRole('link', { name: claimNumber })).toBeVisible();
    const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
    expect(stored).not.toContain('1234');
    expect(stored).not.toContain('05/01/1982');
    expect(stored).not.toContain(newPassword);
    expect(stored).not.toContain(code);
  });
});
