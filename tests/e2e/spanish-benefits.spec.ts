// The benefits area in Spanish (docs/product/languages.md): John Roe and Acme's HR contact log in
// as they always do, then choose Spanish in the browser only (the cookie the header's link sets),
// so their accounts keep English for the other specs. Every page of each side then shows no
// English sentence of its catalogs and no serious axe-core finding.

import { expect, type Page, test } from '@playwright/test';
import type { Side } from '#domain/shared/sides';
import { logInToAccount } from '#tests/support/log-in-page';
import { expectNoAxeViolations, screenshotAtWidths } from './fixtures.ts';
import { expectNoEnglish } from './spanish-kit.ts';

interface SpanishPage {
  path: string;
  heading: string | RegExp;
  areas: string[];
  screenshot?: string;
}

/** Chooses Spanish in this browser, as the header's 'Español' does, without the account's. */
async function chooseSpanish(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'portal-language', value: 'es', url: baseURL! }]);
}

async function expectSpanishPages(page: Page, pages: SpanishPage[]) {
  for (const { path, heading, areas, screenshot } of pages) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The lists and figures come after the heading: wait for the page's calls to settle.
      await page.waitForLoadState('networkidle');
      await expectNoEnglish(page, ['shell', 'benefits', ...areas]);
      await expectNoAxeViolations(page);
      if (screenshot) await screenshotAtWidths(page, screenshot);
    });
  }
}

const employeePages = (side: Side): SpanishPage[] => [
  {
    path: `/auth/${side}/account`,
    heading: 'Le damos la bienvenida, John',
    areas: ['claims'],
    screenshot: 'spanish-claims-dashboard',
  },
  {
    path: `/auth/${side}/claims/new`,
    heading: 'Presentar un reclamo o una licencia médica familiar',
    areas: ['claims'],
    screenshot: 'spanish-claims-wizard',
  },
  { path: `/auth/${side}/claims/C1000002`, heading: /C1000002/, areas: ['claims'] },
  { path: `/auth/${side}/payments`, heading: 'Pagos', areas: ['claims'] },
  { path: `/auth/${side}/documents`, heading: 'Documentos', areas: ['documents'] },
  {
    path: `/auth/${side}/coverage`,
    heading: 'Mi cobertura',
    areas: ['coverage'],
    screenshot: 'spanish-coverage',
  },
  {
    path: `/auth/${side}/beneficiaries`,
    heading: 'Beneficiarios',
    areas: ['beneficiaries', 'coverage'],
    screenshot: 'spanish-beneficiaries',
  },
  { path: `/auth/${side}/forms`, heading: 'Formularios y documentos', areas: ['forms'] },
  {
    path: `/auth/${side}/security`,
    heading: 'Inicio de sesión y seguridad',
    areas: ['second-factor'],
  },
];

const employerPages = (side: Side): SpanishPage[] => [
  {
    path: `/auth/${side}/account`,
    heading: /^Le damos la bienvenida, /,
    areas: ['employer-claims'],
  },
  {
    path: `/auth/${side}/claims`,
    heading: 'Reclamos de los empleados',
    areas: ['employer-claims'],
  },
  {
    path: `/auth/${side}/report-absence`,
    heading: 'Notificar una ausencia',
    areas: ['employer-claims'],
  },
  {
    path: `/auth/${side}/billing`,
    heading: 'Facturas y pagos',
    areas: ['billing'],
    screenshot: 'spanish-billing',
  },
  { path: `/auth/${side}/reports`, heading: 'Informes', areas: ['reports'] },
  { path: `/auth/${side}/plans`, heading: 'Planes y tarifas', areas: ['employer-coverage'] },
  {
    path: `/auth/${side}/employees`,
    heading: 'Empleados',
    areas: ['employees'],
    screenshot: 'spanish-employees',
  },
  {
    path: `/auth/${side}/security`,
    heading: 'Inicio de sesión y seguridad',
    areas: ['second-factor'],
  },
];

test("John's benefits area in Spanish: dashboard, the wizard, a claim, payments, documents, security", async ({
  page,
  baseURL,
}) => {
  // A login with its code, six pages each scanned by axe, two pairs of screenshots.
  test.setTimeout(120_000);
  await logInToAccount(page, 'employee-benefits', 'jroe2024');
  await chooseSpanish(page, baseURL);
  await expectSpanishPages(page, employeePages('employee-benefits'));
});

test("Acme's HR contact in Spanish: dashboard, employee claims, an absence, bills, reports, security", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await logInToAccount(page, 'employers', 'acmehr');
  await chooseSpanish(page, baseURL);
  await expectSpanishPages(page, employerPages('employers'));
});
