// Employer registration as an invited HR contact goes through it (docs/product/registration.md,
// employer rows; docs/decisions/0012): from the invitation link to 'Your registration is
// completed!' and a first login on the employer side, with the contact's code and the SMS
// code read from the development outbox; a contact with only an e-mail on file, whose code
// goes straight there; the unknown-invitation alert; axe-core and screenshots of every
// employer screen.

import { expect, test } from '@playwright/test';
import {
  button,
  codeSentTo,
  expectNoAxeViolations,
  heading,
  screenshotAtWidths,
} from './fixtures.ts';
import { confirmWithSentCode } from '#tests/support/log-in-page';

/** The demo invitations (docs/product/demo-data.md): Casey has an e-mail and a phone on file. */
const casey = {
  regid: '0b8e5c3a-7d2f-4e61-8c9a-51f3d2e6a7b4',
  email: 'casey.contact@example.com',
  month: '06',
  day: '30',
  year: '1980',
  clientId: '100000002',
};
/** Pat has only an e-mail on file. */
const pat = {
  regid: '6f1c2a9e-3b7d-4c1e-9a55-2d0c8e7f4b10',
  email: 'pat.employer@acme.example',
  month: '03',
  day: '15',
  year: '1970',
  clientId: '100000001',
};
const newMobile = '(312) 555-0177';
const newPassword = 'Quiet#Harbor42';
const stepUrl = (screen: string) => `/auth/employers/registration/${screen}`;

test.describe('an employer contact registers', () => {
  test('Casey chooses a device, and goes from the invitation link to a first employer login', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(`/auth/employers/registration?regid=${casey.regid}`);

    await expect(page).toHaveURL(stepUrl('full'));
    await expect(page).toHaveTitle('Registration');
    await expect(heading(page, 'Set up your online access.')).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveValue('Casey');
    await expect(page.getByLabel('First Name')).toBeDisabled();
    await expect(page.getByLabel('Last Name')).toHaveValue('Contact');
    await expect(page.getByLabel(/SSN/)).toHaveCount(0);
    await expect(
      page.getByRole('heading', { name: "Having trouble getting access? We're here to help" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'employer-registration-full');

    await page.getByLabel('Month').fill(casey.month);
    await page.getByLabel('Day').fill(casey.day);
    await page.getByLabel('Year').fill(casey.year);
    await page.getByLabel('Client ID').fill('12345');
    await button(page, 'Continue').click();
    await expect(page.getByText('Please enter a valid Client ID.')).toBeVisible();
    await page.getByLabel('Client ID').fill(casey.clientId);
    await button(page, 'Continue').click();

    await expect(page).toHaveURL(stepUrl('selectVerificationOption'));
    await expect(page).toHaveTitle('Registration');
    const choices = page.getByRole('group', { name: 'Send my code to' });
    await expect(choices.getByRole('radio')).toHaveCount(2);
    await expect(choices.getByRole('radio', { name: /^Email ca\*+@example\.com$/ })).toBeChecked();
    await expect(choices.getByRole('radio', { name: /\(\*\*\*\) \*\*\*-0142/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'employer-registration-device');
    await button(page, 'Continue').click();

    await expect(page).toHaveURL(stepUrl('verificationCodeSent'));
    await expect(heading(page, 'We sent you a verification code.')).toBeVisible();
    await expect(page.getByText('A code has been sent to')).toContainText('@example.com');
    await expect(button(page, 'Back')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: "Didn't receive a code?" })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'employer-registration-contact-code');
    // A reload keeps the code screen as it was.
    await page.reload();
    await expect(heading(page, 'We sent you a verification code.')).toBeVisible();
    await page.getByLabel('Verification Code').fill(await codeSentTo(page, casey.email));
    await button(page, 'Continue').click();

    await expect(page).toHaveURL(stepUrl('selectCredentials'));
    await expect(heading(page, 'Create your profile.')).toBeVisible();
    await expect(page.getByLabel('Email Address')).toHaveCount(0);
    await page.getByLabel('Mobile Phone Number').pressSequentially('3125550177');
    await expect(page.getByLabel('Mobile Phone Number')).toHaveValue(newMobile);
    await expect(
      page.getByText('Please enter your Mobile phone number with ten digits'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'employer-registration-credentials');
    await page.getByLabel('Username', { exact: true }).fill('casey.hr');
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    await button(page, 'Continue').click();

    await expect(page).toHaveURL(stepUrl('verificationCodeSent'));
    await expect(heading(page, "Let's confirm your phone number.")).toBeVisible();
    await expect(page.getByText('A code has been sent to')).toContainText(newMobile);
    await expect(button(page, 'Back')).toBeVisible();
    await expect(page.getByRole('heading', { name: "Didn't receive a code?" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'employer-registration-phone-code');
    await page.getByLabel('Verification Code').fill(await codeSentTo(page, newMobile));
    await button(page, 'Continue').click();

    await expect(page).toHaveURL(stepUrl('registrationReview'));
    await expect(page.getByText('casey.hr')).toBeVisible();
    await expect(page.getByText(newMobile)).toBeVisible();
    await expect(page.getByRole('region', { name: /terms/i })).toContainText(
      'human resources and benefits administration duties',
    );
    await page.getByLabel('I have read and agree to the terms and conditions.').check();
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'employer-registration-review');
    await button(page, 'Submit').click();

    await expect(page).toHaveURL(stepUrl('confirmation'));
    await expect(heading(page, 'Your registration is completed!')).toBeVisible();
    await expectNoAxeViolations(page);
    await button(page, 'Proceed').click();

    await expect(page).toHaveURL('/auth/employers/login');
    await page.getByLabel('Username', { exact: true }).fill('casey.hr');
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await button(page, 'Log in').click();
    await confirmWithSentCode(page, 'employers');
    await expect(page).toHaveURL('/auth/employers/account');
  });

  test('Pat, with only an e-mail on file, gets the first code there at once', async ({ page }) => {
    await page.goto(`/auth/employers/registration?regid=${pat.regid}`);
    await expect(page).toHaveURL(stepUrl('full'));
    await expect(page.getByLabel('First Name')).toHaveValue('Pat');
    await expect(page.getByLabel('Last Name')).toHaveValue('Employer');
    await page.getByLabel('Month').fill(pat.month);
    await page.getByLabel('Day').fill(pat.day);
    await page.getByLabel('Year').fill(pat.year);
    await page.getByLabel('Client ID').fill(pat.clientId);
    await button(page, 'Continue').click();

    // docs/product/registration.md#status-driven-transitions: OTPCODESENT goes straight to the code
    // screen, no device to choose.
    await expect(page).toHaveURL(stepUrl('verificationCodeSent'));
    await expect(heading(page, 'We sent you a verification code.')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Send my code to' })).toHaveCount(0);
    await expect(page.getByText('A code has been sent to')).toContainText(
      'pa**********@acme.example',
    );
    await expect(button(page, 'Back')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'employer-registration-email-only-code');
    await page.getByLabel('Verification Code').fill(await codeSentTo(page, pat.email));
    await button(page, 'Continue').click();

    await expect(page).toHaveURL(stepUrl('selectCredentials'));
    await expect(heading(page, 'Create your profile.')).toBeVisible();
  });

  test('an unknown invitation shows the alert, and Close goes to the employer login', async ({
    page,
  }) => {
    await page.goto('/auth/employers/registration?regid=6f1c2a9e-0000-4c1e-9a55-2d0c8e7f4b10');

    const alert = page.getByRole('dialog', { name: 'We could not open your invitation.' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('We could not find this invitation.');
    await expectNoAxeViolations(page);
    await screenshotAtWidths(page, 'employer-registration-unknown-invitation');
    await alert.getByRole('button', { name: 'Close' }).first().click();
    await expect(page).toHaveURL('/auth/employers/login');
  });
});
