// Moving through a page by keyboard alone (docs/product/languages.md#accessibility-page): Tab to a
// control, Space to choose, the arrow keys to move a choice, Enter to press, letters to type.

import { expect, type Locator, type Page } from '@playwright/test';
import { tabTo } from './fixtures.ts';

/** Tabs to a text field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/**
 * Chooses `option` of a radio group as a keyboard does: Tab reaches the group on its first
 * option, the arrow keys move the choice.
 */
export async function chooseRadio(page: Page, first: Locator, option: Locator, max = 6) {
  await tabTo(page, first);
  await page.keyboard.press('Space');
  for (let presses = 0; presses < max && !(await option.isChecked()); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(option).toBeChecked();
}

/** Tabs to a button and presses it with Enter. */
export async function press(page: Page, name: string) {
  await tabTo(page, page.getByRole('button', { name, exact: true }));
  await page.keyboard.press('Enter');
}
