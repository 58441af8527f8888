// Employee registration as a person goes through it (SPEC.md sections 2 and 4): from the
// login page's 'Register here' to 'Your registration is completed!' and a first login, with
// the code read from the development outbox; every status a person of the demo census can
// meet; browser Back and reload on the steps; axe-core and screenshots of every screen.

import { type Page, expect, test } from '@playwright/test';
import {
  type Person,
  ssnLabel,
  button,
  codeSentTo,
  expectNoAxeViolations,
  fillPersonalInfo,
  heading,
  readOutbox,
  screenshotAtWidths,
  confirmWithSentCode,
} from './fixtures.ts';

/**
 * DESIGN.md section 11.6: a disability claim filed at /auth/claims/disability by a person of
 * the census without an account, every step checked; answers the claim number.
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

/** DESIGN.md section 8. Each person registers at most once per run: the database is shared. */
const people = {
  jane: { firstName: 'Jane', lastName: 'Doe', month: '05', day: '01', year: '1982', ssn: '1234' },
  john: { firstName: 'John', lastName: 'Roe', month: '02', day: '14', year: '1975', ssn: '5678' },
  maria: {
    firstName: 'Maria',
    lastName: 'Garcia',
    month: '07',
    day: '04',
    year: '1990',
    ssn: '4321',
  },
  sam: { firstName: 'Sam', lastName: 'Legacy', month: '11', day: '30', year: '1968', ssn: '9012' },
  tim: { firstName: 'Tim', lastName: 'Young', month: '01', day: '15', year: '2012', ssn: '3456' },
  dana: {
    firstName: 'Dana',
    lastName: 'Disabled',
    month: '12',
    day: '01',
    year: '1985',
    ssn: '2468',
  },
  nobody: {
    firstName: 'Nora',
    lastName: 'Nobody',
    month: '03',
    day: '03',
    year: '1980',
    ssn: '0000',
  },
} satisfies Record<string, Person>;

const newPassword = 'Quiet#Harbor42';
const start = '/auth/employee-benefits/registration/full';
const stepUrl = (screen: string) => `/auth/employee-benefits/registration/${screen}`;

const dangerBanner = (page: Page) => page.getByRole('alert');
const successBanner = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ });

async function verifyZip(page: Page, zipCode: string) {
  await expect(heading(page, "Let's verify your identity.")).toBeVisible();
  await page.getByLabel('ZIP Code').fill(zipCode);
  await button(page, 'Continue').click();
}

async function chooseCredentials(page: Page, userName: string, email: string) {
  await page.getByLabel('Email Address').fill(email);
  const userNameBox = page.getByLabel('Username', { exact: true });
  if (await userNameBox.isEditable()) await userNameBox.fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await button(page, 'Continue').click();
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
    // The claim she filed before she had an account is hers now (DESIGN.md section 11.6).
    await expect(page.getByRole('link', { name: claimNumber })).toBeVisible();
    const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
    expect(stored).not.toContain('1234');
    expect(stored).not.toContain('05/01/1982');
    expect(stored).not.toContain(newPassword);
    expect(stored).not.toContain(code);
  });

  test('Maria: all nine digits, a wrong code, a taken user name, Back and Edit', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(start);
    await fillPersonalInfo(page, people.maria);
    await expect(dangerBanner(page)).toContainText('more than one employer');
    await expect(page.getByLabel(ssnLabel[9])).toHaveAttribute('maxlength', '9');
    await expect(page.getByLabel('First Name')).toHaveValue('');
    await expect(page.getByLabel('Client ID')).toHaveCount(0);
    await screenshotAtWidths(page, 'registration-multiple-clients');

    await fillPersonalInfo(page, people.maria, '999994321');
    await expect(dangerBanner(page)).toContainText('could not match the Social Security Number');
    await expect(page.getByLabel(ssnLabel[4])).toHaveAttribute('maxlength', '4');

    await fillPersonalInfo(page, people.maria);
    await expect(page.getByLabel(ssnLabel[9])).toBeVisible();
    await fillPersonalInfo(page, people.maria, '111224321');
    await verifyZip(page, '60603');

    await expect(page).toHaveURL(stepUrl('selectCredentials'));
    await chooseCredentials(page, 'jroe2024', 'maria.garcia@example.com');
    await expect(dangerBanner(page)).toContainText('This user name is not available.');
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue('');

    await chooseCredentials(page, 'mgarcia90', 'maria.garcia@example.com');
    await expect(page).toHaveURL(stepUrl('verificationCodeSent'));
    await page.reload();
    await expect(page.getByText('A code has been sent to')).toContainText(
      'maria.garcia@example.com',
    );
    await page.getByLabel('Verification Code').fill('000000');
    await button(page, 'Continue').click();
    await expect(dangerBanner(page)).toContainText('The code you entered is not correct.');
    await button(page, 'Resend Code').click();
    await expect(dangerBanner(page)).toContainText('Please wait');

    await button(page, 'Back').click();
    await expect(page).toHaveURL(stepUrl('selectCredentials'));
    await chooseCredentials(page, 'mgarcia90', 'maria.garcia@example.com');
    await expect(page).toHaveURL(stepUrl('verificationCodeSent'));
    await page
      .getByLabel('Verification Code')
      .fill(await codeSentTo(page, 'maria.garcia@example.com'));
    await button(page, 'Continue').click();
    await expect(page).toHaveURL(stepUrl('registrationReview'));
    await page.reload();
    await expect(page.getByText('mgarcia90')).toBeVisible();
    await button(page, 'Edit').click();
    await expect(page).toHaveURL(stepUrl('selectCredentials'));
  });

  test('Sam keeps his reserved user name; reload keeps the step, Back returns to the start', async ({
    page,
  }) => {
    await page.goto('/auth/employee-benefits/login');
    await button(page, 'Register here').click();
    await fillPersonalInfo(page, people.sam);
    await verifyZip(page, '73301');
    await expect(page).toHaveURL(stepUrl('selectCredentials'));
    await expect(successBanner(page)).toContainText('You already have a user name with us');
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue('slegacy');
    await expect(page.getByLabel('Username', { exact: true })).not.toBeEditable();
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'registration-reserved-user-name');

    await page.goBack();
    await expect(page).toHaveURL(start);
    await expect(heading(page, 'Set up your online access.')).toBeVisible();
    // Back from the start cancels the registration on the server.
    await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/auth/back-to-login')),
      page.goBack(),
    ]);
    await expect(page).toHaveURL('/auth/employee-benefits/login');
    // The flow is over: its steps are no longer open to this browser.
    await page.goto(stepUrl('selectCredentials'));
    await expect(page).toHaveURL(start);

    // Started again, a reload keeps the step and the user name kept for him.
    await fillPersonalInfo(page, people.sam);
    await verifyZip(page, '73301');
    await expect(page).toHaveURL(stepUrl('selectCredentials'));
    await page.reload();
    await expect(page).toHaveURL(stepUrl('selectCredentials'));
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue('slegacy');
    await page.goBack();
    await expect(page).toHaveURL(start);
  });
});

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
    // It leads to the portal's own page for a claim without registering (DESIGN.md 11.6).
    await expect(claimLink).toHaveAttribute('href', '/auth/claims/disability');
    await screenshotAtWidths(page, 'registration-not-validated');
    // The counter starts again after the claim link.
    await fillPersonalInfo(page, people.nobody);
    await expect(dangerBanner(page)).toContainText('We cannot verify your account');

    // DESIGN.md section 6: the fifth failure in a flow locks it.
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
