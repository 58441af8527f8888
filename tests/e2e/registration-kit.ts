// What the end-to-end tests of employee registration share: the people of the demo census
// who register or try to, and the steps every registration goes through.

import { type Page, expect } from '@playwright/test';
import { type Person, button, heading } from './fixtures.ts';

/**
 * The demo census (docs/product/demo-data.md#people-and-accounts). Each person registers at
 * most once per run: the database is shared.
 */
export const people = {
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

export const newPassword = 'Quiet#Harbor42';
export const start = '/auth/employee-benefits/registration/full';
export const stepUrl = (screen: string) => `/auth/employee-benefits/registration/${screen}`;

export const dangerBanner = (page: Page) => page.getByRole('alert');

export async function verifyZip(page: Page, zipCode: string) {
  await expect(heading(page, "Let's verify your identity.")).toBeVisible();
  await page.getByLabel('ZIP Code').fill(zipCode);
  await button(page, 'Continue').click();
}

export async function chooseCredentials(page: Page, userName: string, email: string) {
  await page.getByLabel('Email Address').fill(email);
  const userNameBox = page.getByLabel('Username', { exact: true });
  if (await userNameBox.isEditable()) await userNameBox.fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await button(page, 'Continue').click();
}
