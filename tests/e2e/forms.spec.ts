// John's forms (docs/product/coverage.md#forms-and-documents): from his dashboard to 'Forms and
// documents', each form downloaded and its fields read back with a PDF reader, his name filled in;
// and from his leave to care for a family member, 'Documents we need' gives the provider's
// certification for a family member with the claim's number.

import { expect, test } from '@playwright/test';
import { formFields, formIds, formTitles } from '#domain/forms/forms-catalog';
import { pdfFormFields } from '#tests/support/pdf-text';
import { logInToAccount } from '#tests/support/log-in-page';
import { expectNoAxeViolations, heading, readDownload, screenshotAtWidths } from './fixtures.ts';

test('John downloads each form with his name filled in, and the one his claim needs', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logInToAccount(page, 'employee-benefits', 'jroe2024');
  await page
    .getByRole('region', { name: 'Your coverage' })
    .getByRole('link', { name: 'Forms and documents' })
    .click();
  await expect(heading(page, 'Forms and documents')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'forms');

  for (const id of formIds) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: formTitles[id].defaultMessage, exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${id}.pdf`);
    const fields = await pdfFormFields(await readDownload(download));
    expect(Object.keys(fields).sort(), id).toEqual(
      ['memberName', 'claimNumber', ...formFields[id]].sort(),
    );
    expect(fields.memberName, id).toBe('John Roe');
  }

  await page.goto('/auth/employee-benefits/claims/C1000002');
  const needed = page.getByRole('region', { name: 'Documents we need' });
  const [certification] = await Promise.all([
    page.waitForEvent('download'),
    needed
      .getByRole('link', {
        name: "Get the form: Certification of health care provider for a family member's serious health condition (FMLA)",
      })
      .click(),
  ]);
  expect(await pdfFormFields(await readDownload(certification))).toMatchObject({
    memberName: 'John Roe',
    claimNumber: 'C1000002',
  });
});
