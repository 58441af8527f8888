// The bottom and the side of every page (docs/product/shell.md): the footer, the quick-links
// panel and the cookie banner, used the way a visitor would in a real browser.

import { expect, type Locator, type Page, test } from '@playwright/test';

function cookieNotice(page: Page): Locator {
  return page.getByRole('region', { name: 'Cookie notice' });
}

test.describe('the footer', () => {
  test('shows the link columns, contact, social, legal, forms and copyright', async ({ page }) => {
    await page.goto('/auth/');
    const footer = page.getByRole('contentinfo');

    for (const name of ['Accounts', 'For Employers', 'For Employees']) {
      const heading = footer.getByRole('heading', { name: `${name} (opens in a new tab)` });
      await expect(heading.getByRole('link')).toHaveAttribute('target', '_blank');
    }

    await expect(footer.getByRole('heading', { name: 'Connect with us' })).toBeVisible();
    for (const network of ['Facebook', 'LinkedIn', 'X', 'YouTube']) {
      await expect(
        footer.getByRole('link', { name: `${network} (opens in a new tab)`, exact: true }),
      ).toHaveAttribute('target', '_blank');
    }

    await expect(footer.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
    await expect(
      footer.getByRole('link', { name: 'Contact us online (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.meridianmutual.example/contact-us');
    await expect(footer.getByText("We're here to help:")).toHaveText(
      "We're here to help: 1-800-555-CARE (1-800-555-2273)",
    );

    await expect(footer.getByRole('list', { name: 'Legal' }).getByRole('link')).toHaveText([
      'Privacy (opens in a new tab)',
      'Terms of Use (opens in a new tab)',
      // The accessibility statement is a page of the portal (tests/e2e/spanish.spec.ts).
      'Accessibility',
      'Legal Notices (opens in a new tab)',
    ]);
    await expect(
      footer.getByRole('list', { name: 'Forms and claims' }).getByRole('link'),
    ).toHaveText(['Forms (opens in a new tab)', 'Claims (opens in a new tab)']);

    await expect(footer.getByText('© 2021 Meridian Mutual. All rights reserved.')).toBeVisible();
  });
});

test.describe('the quick-links panel', () => {
  test('sits beside both login forms, and not on the landing page', async ({ page }) => {
    for (const login of ['/auth/employee-benefits/login', '/auth/employers/login']) {
      await page.goto(login);

      const panel = page.getByRole('complementary', { name: 'Quick Links' });
      await expect(panel.getByRole('list').first().getByRole('link')).toHaveText([
        'Make a Payment (opens in a new tab)',
        'Start a Claim (opens in a new tab)',
        'Service Forms (opens in a new tab)',
      ]);
      await expect(panel.getByRole('heading', { name: 'Other Products' })).toBeVisible();
      const otherProducts = panel.getByRole('list').nth(1).getByRole('link');
      await expect(otherProducts).toHaveCount(3);
      for (const product of await otherProducts.all()) {
        await expect(product).toHaveAttribute('target', '_blank');
      }
    }

    await page.goto('/auth/');
    await expect(page.getByRole('heading', { name: 'Welcome to My Account' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Quick Links' })).toHaveCount(0);
  });
});

test.describe('the cookie banner', () => {
  test('stays closed for the browser session once closed', async ({ page, context }) => {
    await page.goto('/auth/');
    await expect(cookieNotice(page)).toContainText(
      'We use performance and functionality cookies to provide a more personalized experience on our site.',
    );

    await cookieNotice(page).getByRole('button', { name: 'Close cookie notice' }).click();

    await expect(cookieNotice(page)).toHaveCount(0);
    const accepted = (await context.cookies()).find(
      (cookie) => cookie.name === 'cookiePolicyAccepted',
    );
    expect(accepted).toMatchObject({ value: 'true', path: '/', expires: -1 });

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome to My Account' })).toBeVisible();
    await expect(cookieNotice(page)).toHaveCount(0);

    await page.getByRole('link', { name: 'Log in as an employee' }).click();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(cookieNotice(page)).toHaveCount(0);
  });

  test('shows again in a new browser session', async ({ page, browser }) => {
    await page.goto('/auth/');
    await cookieNotice(page).getByRole('button', { name: 'Close cookie notice' }).click();
    await expect(cookieNotice(page)).toHaveCount(0);

    const nextSession = await browser.newContext();
    const nextPage = await nextSession.newPage();
    await nextPage.goto('/auth/');

    await expect(cookieNotice(nextPage)).toBeVisible();
    await nextSession.close();
  });
});
