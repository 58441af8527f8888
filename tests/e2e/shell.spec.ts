// The top of every page (docs/product/shell.md): the header with its skip link and logo, the
// main navigation and the contact number, used the way a visitor would in a real browser; the
// rest of the shell is shell-footer.spec.ts's.

import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures.ts';

const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const groups = ['Who We Are', 'Prepare for Life', 'What We Offer', 'Learn and Compare'];

function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

function groupButton(page: Page, name: string): Locator {
  return mainNav(page).getByRole('button', { name, exact: true });
}

/** The dropdown a group button controls (aria-controls). */
async function dropdownOf(page: Page, name: string): Promise<Locator> {
  const id = await groupButton(page, name).getAttribute('aria-controls');
  expect(id, `${name} names the dropdown it controls`).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

async function openGroups(page: Page): Promise<string[]> {
  const open: string[] = [];
  for (const name of groups) {
    if ((await groupButton(page, name).getAttribute('aria-expanded')) === 'true') open.push(name);
  }
  return open;
}

function skipLink(page: Page): Locator {
  return page.getByRole('link', { name: 'Skip to main content' });
}

/**
 * Opens a page and waits until it shows: the page paints once its words have loaded
 * (docs/product/languages.md), which may be just after the load event, and a key pressed before
 * that reaches no control, as nobody presses Tab on a page not shown yet.
 */
async function openShown(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('main')).toBeAttached();
}

test.describe('the header', () => {
  test('the skip link is the first Tab stop', async ({ page }) => {
    await openShown(page, '/auth/');

    await page.keyboard.press('Tab');

    await expect(skipLink(page)).toBeFocused();
    await expect(skipLink(page)).toBeInViewport();
  });

  for (const key of ['Enter', 'Space']) {
    test(`${key} on the skip link moves focus to the main content`, async ({ page }) => {
      await openShown(page, '/auth/employee-benefits/login');
      await page.keyboard.press('Tab');
      await expect(skipLink(page)).toBeFocused();

      await page.keyboard.press(key);

      await expect(page.getByRole('main')).toBeFocused();
      await expect(page).toHaveURL('/auth/employee-benefits/login');
      // The next Tab continues inside the main content, not back at the top of the page.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('textbox', { name: 'Username' })).toBeFocused();
    });
  }

  test('a click on the skip link moves focus to the main content', async ({ page }) => {
    await openShown(page, '/auth/employee-benefits/login');
    // The link shows only while it has focus, as a sighted keyboard or mouse user meets it.
    await page.keyboard.press('Tab');

    await skipLink(page).click();

    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL('/auth/employee-benefits/login');
  });

  test("the logo opens the provider's site in a new tab", async ({ page }) => {
    await openShown(page, '/auth/');

    const logo = page
      .getByRole('banner')
      .getByRole('link', { name: 'Meridian Mutual (opens in a new tab)' });
    // Only the attributes: following the link would leave the closed test network.
    await expect(logo).toHaveAttribute('href', 'https://www.meridianmutual.example');
    await expect(logo).toHaveAttribute('target', '_blank');
    await expect(logo).toHaveAttribute('rel', /\bnoopener\b/);
  });
});

test.describe('the main navigation on a wide screen', () => {
  test('has the four groups, each opening a dropdown sized to its content plus 28px', async ({
    page,
  }) => {
    await page.goto('/auth/');
    await expect(mainNav(page).getByRole('button')).toHaveText(groups);
    await expect(mainNav(page).getByRole('button', { name: 'Menu' })).toHaveCount(0);

    for (const name of groups) {
      await groupButton(page, name).click();

      await expect(groupButton(page, name)).toHaveAttribute('aria-expanded', 'true');
      const dropdown = await dropdownOf(page, name);
      await expect(dropdown).toBeVisible();
      // The height animates for 0.2s; poll until it settles on content height + 28px.
      await expect
        .poll(() =>
          dropdown.evaluate((element) => {
            const content = element.firstElementChild as HTMLElement;
            return element.getBoundingClientRect().height - content.scrollHeight;
          }),
        )
        .toBe(28);
      const links = dropdown.getByRole('link');
      expect(await links.count()).toBeGreaterThan(1);
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
        await expect(link).toHaveAccessibleName(/ \(opens in a new tab\)$/);
      }
      expect(await openGroups(page)).toEqual([name]);
    }
  });

  test('Who We Are tells about 175 years of protecting families', async ({ page }) => {
    await page.goto('/auth/');

    await groupButton(page, 'Who We Are').click();

    await expect(await dropdownOf(page, 'Who We Are')).toContainText(
      'For 175 years, Meridian Mutual has been protecting families.',
    );
    await expectNoAxeViolations(page);
  });

  test('only one dropdown is open at a time, and a second click closes it', async ({ page }) => {
    await page.goto('/auth/');

    await groupButton(page, 'Who We Are').click();
    await groupButton(page, 'What We Offer').click();

    expect(await openGroups(page)).toEqual(['What We Offer']);
    await expect(await dropdownOf(page, 'Who We Are')).toBeHidden();

    await groupButton(page, 'What We Offer').click();

    expect(await openGroups(page)).toEqual([]);
    await expect(await dropdownOf(page, 'What We Offer')).toBeHidden();
  });

  test('a click outside the menu closes the open dropdown', async ({ page }) => {
    await page.goto('/auth/');
    await groupButton(page, 'Learn and Compare').click();
    await expect(await dropdownOf(page, 'Learn and Compare')).toBeVisible();

    // Somewhere the open dropdown does not cover: the login cards below the hero.
    await page.getByRole('heading', { name: 'Employer Login' }).click();

    expect(await openGroups(page)).toEqual([]);
    await expect(await dropdownOf(page, 'Learn and Compare')).toBeHidden();
  });

  test('the right and left arrows move between the groups', async ({ page }) => {
    await page.goto('/auth/');
    await groupButton(page, 'Who We Are').focus();

    await page.keyboard.press('ArrowRight');
    await expect(groupButton(page, 'Prepare for Life')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(groupButton(page, 'What We Offer')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(groupButton(page, 'Prepare for Life')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(groupButton(page, 'Who We Are')).toBeFocused();
    // From the first group the left arrow wraps round to the last.
    await page.keyboard.press('ArrowLeft');
    await expect(groupButton(page, 'Learn and Compare')).toBeFocused();
  });

  test('the down arrow opens a dropdown on its first link; Escape closes it', async ({ page }) => {
    await page.goto('/auth/');
    await groupButton(page, 'Who We Are').focus();

    await page.keyboard.press('ArrowDown');

    await expect(groupButton(page, 'Who We Are')).toHaveAttribute('aria-expanded', 'true');
    await expect(
      mainNav(page).getByRole('link', { name: 'About Us (opens in a new tab)' }),
    ).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(
      mainNav(page).getByRole('link', { name: 'Our History (opens in a new tab)' }),
    ).toBeFocused();

    await page.keyboard.press('Escape');

    await expect(groupButton(page, 'Who We Are')).toHaveAttribute('aria-expanded', 'false');
    await expect(groupButton(page, 'Who We Are')).toBeFocused();
    await expect(await dropdownOf(page, 'Who We Are')).toBeHidden();
  });

  test('Tab out of the menu closes the open dropdown', async ({ page }) => {
    await page.goto('/auth/employee-benefits/login');
    await groupButton(page, 'Learn and Compare').focus();
    // The up arrow opens the dropdown on its last link, the last stop of the menu.
    await page.keyboard.press('ArrowUp');
    await expect(
      mainNav(page).getByRole('link', { name: 'Glossary of Terms (opens in a new tab)' }),
    ).toBeFocused();

    await page.keyboard.press('Tab');

    await expect(groupButton(page, 'Learn and Compare')).toHaveAttribute('aria-expanded', 'false');
    await expect(await dropdownOf(page, 'Learn and Compare')).toBeHidden();
    await expect(mainNav(page).locator(':focus')).toHaveCount(0);

    // Shift+Tab out of the top of the menu closes it as well.
    await groupButton(page, 'Who We Are').click();
    await expect(groupButton(page, 'Who We Are')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Shift+Tab');
    // The header's last stop before the menu: the link to the other language.
    await expect(page.getByRole('link', { name: 'Español' })).toBeFocused();
    await expect(groupButton(page, 'Who We Are')).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('the main navigation on a phone-sized screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a Menu toggle opens and closes the menu; a wide window shows the groups again', async ({
    page,
  }) => {
    await page.goto('/auth/');
    const toggle = mainNav(page).getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(groupButton(page, 'Who We Are')).toBeHidden();

    await toggle.click();

    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const name of groups) await expect(groupButton(page, name)).toBeVisible();
    await groupButton(page, 'Prepare for Life').click();
    await expect(await dropdownOf(page, 'Prepare for Life')).toBeVisible();
    await expectNoAxeViolations(page);

    await toggle.click();

    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(groupButton(page, 'Who We Are')).toBeHidden();

    // A click outside the menu closes it as well.
    await toggle.click();
    await page.getByRole('banner').getByText('1-800-555-CARE (1-800-555-2273)').click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(groupButton(page, 'Who We Are')).toBeHidden();

    // Opened on a phone-sized window, then the window grows to desktop width.
    await toggle.click();
    await page.setViewportSize({ width: 1280, height: 800 });

    await expect(toggle).toBeHidden();
    for (const name of groups) await expect(groupButton(page, name)).toBeVisible();
    expect(await openGroups(page)).toEqual([]);
  });
});

test.describe('the contact number', () => {
  test('is plain text in a desktop browser', async ({ page }) => {
    await page.goto('/auth/employee-benefits/login');

    await expect(page.getByRole('banner')).toContainText(
      'Questions? Call 1-800-555-CARE (1-800-555-2273)',
    );
    await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
  });

  test('is a tel: link on a phone', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: iPhoneSafari });
    const page = await context.newPage();
    await page.goto('/auth/employee-benefits/login');

    const name = '1-800-555-CARE (1-800-555-2273)';
    await expect(page.getByRole('banner').getByRole('link', { name })).toHaveAttribute(
      'href',
      'tel:+18005552273',
    );
    await expect(page.getByRole('contentinfo').getByRole('link', { name })).toHaveAttribute(
      'href',
      'tel:+18005552273',
    );
    await context.close();
  });
});
