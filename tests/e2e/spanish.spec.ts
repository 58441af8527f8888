// The portal in Spanish (docs/product/languages.md) as a visitor meets it: the first visit
// follows the browser's languages, the header's link switches the page in place and the choice
// survives a reload, the footer leads to the accessibility statement, and every page that speaks
// Spanish has no English sentence of its catalogs left on it and no serious axe-core finding.

import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { demoPassword } from '#server/dev/demo/demo-data';
import { e2eAccounts } from '#tests/support/e2e-accounts';
import { fillLogIn } from '#tests/support/log-in-page';
import { expectNoAxeViolations, screenshotAtWidths, tabTo } from './fixtures.ts';
import { expectNoEnglish } from './spanish-kit.ts';

/** The pages that speak Spanish, with the areas of their words. */
const spanishPages = [
  { path: '/auth/', heading: 'Le damos la bienvenida a Mi cuenta', areas: ['shell'] },
  {
    path: '/auth/employee-benefits/login',
    heading: 'Iniciar sesión',
    areas: ['shell', 'login'],
  },
  { path: '/auth/employers/login', heading: 'Iniciar sesión', areas: ['shell', 'login'] },
  { path: '/auth/accessibility', heading: 'Accesibilidad', areas: ['shell', 'accessibility'] },
  { path: '/auth/no-such-page', heading: 'Página no encontrada', areas: ['shell'] },
  ...(['employee-benefits', 'employers'] as const).flatMap((side) => [
    {
      path: `/auth/${side}/registration/full`,
      heading: /./,
      areas: ['shell', 'registration', 'self-service'],
    },
    {
      path: `/auth/${side}/registration/password-reset`,
      heading: 'Le ayudaremos a recuperar el acceso.',
      areas: ['shell', 'recovery', 'self-service'],
    },
  ]),
  {
    path: '/auth/userNameRecovery/verifyPersonalInformation',
    heading: /./,
    areas: ['shell', 'recovery', 'self-service'],
  },
  {
    path: '/auth/claims/disability',
    heading: 'Presentar un reclamo por discapacidad',
    areas: ['shell', 'benefits', 'claims'],
  },
];

test.describe('in Spanish', () => {
  test.use({ locale: 'es-US', extraHTTPHeaders: { 'accept-language': 'es-US,es;q=0.9' } });

  for (const { path, heading, areas } of spanishPages) {
    test(`${path} speaks Spanish only`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const english = page.getByRole('link', { name: 'English' });
      await expect(english).toHaveAttribute('lang', 'en');
      await expectNoEnglish(page, areas);
      await expectNoAxeViolations(page);
    });
  }

  test('the login page, at a phone and a desktop width', async ({ page }) => {
    await page.goto('/auth/employee-benefits/login');
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByLabel('Recordar mi nombre de usuario')).toBeVisible();
    await expect(page.getByRole('link', { name: '¿No puede acceder a su cuenta?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Regístrese aquí' })).toBeVisible();
    await expect(page).toHaveTitle('Mi cuenta');
    await screenshotAtWidths(page, 'spanish-employee-login');
  });
});

test("the page names its language's catalogs for the browser to fetch early, not the other's", async ({
  page,
}) => {
  const chunks = JSON.parse(readFileSync('dist/web/front-door-catalogs.json', 'utf8')) as Record<
    'en' | 'es',
    string[]
  >;
  expect(chunks.es.length).toBeGreaterThan(0);
  for (const language of ['en', 'es'] as const) {
    const response = await page.request.get('/auth/employers/login', {
      headers: { accept: 'text/html', 'accept-language': language },
    });
    const html = await response.text();
    const other = language === 'en' ? 'es' : 'en';
    for (const href of chunks[language])
      expect(html).toContain(`modulepreload" crossorigin href="${href}"`);
    for (const href of chunks[other]) expect(html).not.toContain(href);
  }
});

test('the first visit follows the browser; the link switches in place and the choice stays', async ({
  page,
}) => {
  await page.goto('/auth/employee-benefits/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('Username', { exact: true }).fill('jroe2024');

  await page.getByRole('link', { name: 'Español' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByLabel('Nombre de usuario', { exact: true })).toHaveValue('jroe2024');
  await expect(page).toHaveTitle('Mi cuenta');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the footer leads to the accessibility statement, by keyboard too', async ({ page }) => {
  await page.goto('/auth/employee-benefits/login');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' });
  await link.focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL('/auth/accessibility');
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility' })).toBeVisible();
  await expect(page.getByText(/WCAG 2\.2 AA/)).toBeVisible();
  await expect(page.getByText('Last review: 11/28/2026.', { exact: false })).toBeVisible();
  await expect(page.getByText(/NVDA, JAWS or VoiceOver/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Report a problem' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAtWidths(page, 'accessibility');
});

test('logging in in Spanish by keyboard alone; the account keeps the language', async ({
  page,
  browser,
  baseURL,
}) => {
  const { userName, side } = e2eAccounts.spanish;
  await page.goto(`/auth/${side}/login`);
  await tabTo(page, page.getByRole('link', { name: 'Español' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();

  await tabTo(page, page.getByLabel('Nombre de usuario', { exact: true }));
  await page.keyboard.type(userName);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Contraseña', { exact: true })).toBeFocused();
  await page.keyboard.type(demoPassword);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/auth/${side}/confirm`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // Another browser, which never chose: the login gives it the account's language.
  const elsewhere = await browser.newContext({ baseURL });
  const other = await elsewhere.newPage();
  await other.goto(`/auth/${side}/login`);
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  await fillLogIn(other, userName);
  await expect(other).toHaveURL(new RegExp(`/auth/${side}/confirm`));
  await expect(other.locator('html')).toHaveAttribute('lang', 'es');
  await elsewhere.close();
});

test('a password reset started in Spanish sends its code e-mail in Spanish', async ({
  page,
  browser,
  baseURL,
}) => {
  const { userName, side } = e2eAccounts.spanish;
  const spanish = await browser.newContext({
    baseURL,
    locale: 'es-US',
    extraHTTPHeaders: { 'accept-language': 'es-US,es;q=0.9' },
  });
  const visitor = await spanish.newPage();
  await visitor.goto(`/auth/${side}/login`);
  await visitor.getByRole('link', { name: '¿No puede acceder a su cuenta?' }).click();
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Le ayudaremos a recuperar el acceso.' }),
  ).toBeVisible();
  await visitor.getByLabel('Nombre de usuario', { exact: true }).fill(userName);
  await visitor.getByLabel('Dirección de correo electrónico').fill(`${userName}@e2e.example`);
  await visitor.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(
    visitor.getByRole('heading', { name: 'Le enviamos un código de verificación.' }),
  ).toBeVisible();
  await spanish.close();

  // The development mailbox, as a tester reads it: the newest message to the account.
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/auth/dev/mailbox');
  const message = page
    .locator('article')
    .filter({ hasText: `${userName}@e2e.example` })
    .first();
  await expect(message.getByRole('heading')).toHaveText(
    'Su código de verificación de Meridian Mutual',
  );
  await expect(message).toContainText(
    'Ingréselo en la página de restablecimiento de contraseña en un plazo de 15 minutos.',
  );
  await message.screenshot({ path: 'test-results/screenshots/spanish-code-e-mail-390.png' });
});
