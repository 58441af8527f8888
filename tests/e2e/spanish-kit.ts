// What the Spanish specs share: the English sentences of the catalogs that have a Spanish of
// their own, and the check that none of them is left on a page shown in Spanish.

import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

type Catalog = Record<string, { defaultMessage: string }>;

const catalog = (area: string, language: string): Catalog =>
  JSON.parse(readFileSync(`lang/${area}/${language}.json`, 'utf8')) as Catalog;

/** The words of a message between its values and tags, each trimmed. */
const partsOf = (message: string) =>
  message
    .split(/\{[^}]*\}|<[^>]*>/)
    .map((part) => part.trim())
    .filter((part) => part.length > 2);

/**
 * The English sentences of the areas, without the values the page fills in, and without what
 * reads the same in Spanish (a name such as 'X', a brand, '(PDF)').
 */
function englishSentences(areas: string[]): string[] {
  return areas.flatMap((area) => {
    const spanish = catalog(area, 'es');
    return Object.entries(catalog(area, 'en')).flatMap(([id, { defaultMessage }]) => {
      const same = new Set(partsOf(spanish[id]?.defaultMessage ?? ''));
      return partsOf(defaultMessage).filter((part) => !same.has(part));
    });
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Fails on any English sentence of `areas` in the page's text. */
export async function expectNoEnglish(page: Page, areas: string[]) {
  const shown = await page.locator('body').innerText();
  const left = englishSentences(areas).filter((sentence) =>
    new RegExp(`(^|[^\\p{L}])${escape(sentence)}($|[^\\p{L}])`, 'u').test(shown),
  );
  expect(left, 'English left on a Spanish page').toEqual([]);
}
