// The landing page and the route table of docs/product/shell.md as a visitor meets them: the
// redirects, the page-not-found screen, and what every navigation does (document title,
// scroll to the top, a page-view event for the tag manager).

import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, screenshotAtWidths } from './fixtures.ts';

interface PageViewEvent {
  event: string;
  pageName: string;
  pageCategory: string;
  siteSection: string;
  role?: string;
  path: string;
  previousPath: string | null;
}

async function pageViews(page: Page): Promise<PageViewEvent[]> {
  return page.evaluate(
    () => ((window as { dataLayer?: PageViewEvent[] }).dataLayer ?? []) as PageViewEvent[],
  );
}

async function lastPageView(page: Page): Promise<PageViewEvent | undefined> {
  return (await pageViews(page)).at(-1);
}

test.describe('the landing page', () => {
  test('the site root leads to the landing page, titled My Account', async ({ page }) => {
    await page.goto('/');

    await expect(page).toHaveURL('/auth/');
    await expect(page).toHaveTitle('My Account');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to My Account' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Manage your group benefits online, any time. Choose how you would like to log in.',
      ),
    ).toBeVisible();
  });

  test('offers an Employee Login card and an Employer Login card', async ({ page }) => {
    await page.goto('/auth/');

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Employee Login',
      'Employer Login',
    ]);
    await expect(main.getByRole('link', { name: 'Log in as an employee' })).toHaveAttribute(
      'href',
      '/auth/employee-benefits/login',
    );
    await expect(main.getByRole('link', { name: 'Log in as an employer' })).toHaveAttribute(
      'href',
      '/auth/employers/login',
    );
    await expect(
      main.getByText(
        'Group insurance products are issued and underwritten by Meridian Mutual and its affiliated insurance companies. Products and features are subject to state availability and may not be available in all states. This is not a contract; the policy sets out the complete terms of coverage, including exclusions and limitations.',
      ),
    ).toBeVisible();

    await expectNoAxeViolations(page);
    // Closed first: in a full-page capture the sticky notice would sit over the cards.
    await page.getByRole('button', { name: 'Close cookie notice' }).click();
    await screenshotAtWidths(page, 'landing');
  });
});

test.describe('the route table', () => {
  for (const [side, login] of [
    ['employee-benefits', '/auth/employee-benefits/login'],
    ['employers', '/auth/employers/login'],
  ] as const) {
    test(`/auth/${side} redirects to its login page`, async ({ page }) => {
      await page.goto(`/auth/${side}`);

      await expect(page).toHaveURL(login);
      await expect(page).toHaveTitle('My Account');
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    });
  }

  test('an unknown address shows Page not found', async ({ page }) => {
    await page.goto('/auth/no/such/page');

    await expect(page).toHaveURL('/auth/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found');

    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Close cookie notice' }).click();
    await screenshotAtWidths(page, 'page-not-found');
  });
});

test.describe('every navigation', () => {
  test('sets the document title and reports the page view with the page before', async ({
    page,
  }) => {
    await page.goto('/auth/no/such/page');
    await expect(page).toHaveTitle('Page not found');
    expect(await lastPageView(page)).toMatchObject({
      event: 'pageView',
      pageName: 'page-not-found',
      pageCategory: 'error',
      siteSection: 'my-account',
      path: '/no/such/page',
      previousPath: null,
    });

    await page.getByRole('link', { name: 'Go to My Account' }).click();

    await expect(page).toHaveURL('/auth/');
    await expect(page).toHaveTitle('My Account');
    expect(await lastPageView(page)).toMatchObject({
      event: 'pageView',
      pageName: 'my-account',
      pageCategory: 'landing',
      siteSection: 'my-account',
      path: '/',
      previousPath: '/no/such/page',
    });

    // The browser's Back button is a navigation too.
    await page.goBack();

    await expect(page).toHaveTitle('Page not found');
    expect(await lastPageView(page)).toMatchObject({
      pageName: 'page-not-found',
      path: '/no/such/page',
      previousPath: '/',
    });
  });

  test('the Employee Login card leads to the employee login page, role employee', async ({
    page,
  }) => {
    await page.goto('/auth/');

    await page.getByRole('link', { name: 'Log in as an employee' }).click();

    await expect(page).toHaveURL('/auth/employee-benefits/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByText('Employees', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('My Account');
    const views = await pageViews(page);
    // One view per page: the landing page on load, then the login page.
    expect(views.map((view) => view.pageName)).toEqual(['my-account', 'employee-benefits:login']);
    expect(views.at(-1)).toMatchObject({
      event: 'pageView',
      pageName: 'employee-benefits:login',
      pageCategory: 'login',
      siteSection: 'employee-benefits',
      role: 'employee',
      path: '/employee-benefits/login',
      previousPath: '/',
    });
  });

  test('the Employer Login card leads to the employer login page, role employer', async ({
    page,
  }) => {
    await page.goto('/auth/');

    await page.getByRole('link', { name: 'Log in as an employer' }).click();

    await expect(page).toHaveURL('/auth/employers/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByText('Employers', { exact: true })).toBeVisible();
    expect(await lastPageView(page)).toMatchObject({
      event: 'pageView',
      pageName: 'employers:login',
      pageCategory: 'login',
      siteSection: 'employers',
      role: 'employer',
      path: '/employers/login',
      previousPath: '/',
    });
  });

  test('a redirect reports only the page it lands on', async ({ page }) => {
    await page.goto('/auth/employers');

    await expect(page).toHaveURL('/auth/employers/login');
    const views = await pageViews(page);
    expect(views.map((view) => view.pageName)).toEqual(['employers:login']);
  });

  test('scrolls to the top of the new page', async ({ page }) => {
    // Narrow, so the cards stack and the second one sits below the fold.
    await page.setViewportSize({ width: 390, height: 640 });
    await page.goto('/auth/');
    const employerLink = page.getByRole('link', { name: 'Log in as an employer' });
    await employerLink.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await employerLink.click();

    await expect(page).toHaveURL('/auth/employers/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    // The login page is longer than the window, so staying put would have been possible.
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight),
    ).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
