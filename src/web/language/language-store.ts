// The page's language and its messages (docs/product/languages.md). The page starts in the
// language the server wrote into <html lang>; each area's catalog in that language loads with
// the first screen that needs it, and a change of language loads the same areas in the other
// language before anything is shown in it, so no screen ever mixes the two.

import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { type CompiledCatalog, catalogLoaders } from 'virtual:catalogs';
import { create } from 'zustand';
import { defaultLanguage, isLanguage, type Language, localeOf } from '#domain/language/language';

interface LanguageState {
  language: Language;
  intl: IntlShape;
}

const cache = createIntlCache();
const catalogs = new Map<string, CompiledCatalog>();
/** The areas the page has needed so far: a change of language loads them all. */
const areasInUse = new Set<string>();

const catalogKey = (language: Language, area: string) => `${language}/${area}`;

function intlFor(language: Language): IntlShape {
  const messages: CompiledCatalog = {};
  for (const area of areasInUse) Object.assign(messages, catalogs.get(catalogKey(language, area)));
  return createIntl(
    { locale: localeOf[language], defaultLocale: localeOf[defaultLanguage], messages },
    cache,
  );
}

export const useLanguageStore = create<LanguageState>(() => ({
  language: defaultLanguage,
  intl: intlFor(defaultLanguage),
}));

async function loadCatalog(language: Language, area: string): Promise<void> {
  const key = catalogKey(language, area);
  if (catalogs.has(key)) return;
  const loaders = catalogLoaders[area];
  if (!loaders) throw new Error(`No catalog for the area ${area}`);
  catalogs.set(key, (await loaders[language]()).default);
}

/**
 * Makes the areas' messages ready in the page's language; the screens of a lazy route call it
 * before they render (see `lazyWithMessages`).
 */
export async function loadAreas(areas: readonly string[]): Promise<void> {
  const { language } = useLanguageStore.getState();
  const missing = areas.filter((area) => !areasInUse.has(area));
  await Promise.all(areas.map((area) => loadCatalog(language, area)));
  if (missing.length === 0) return;
  missing.forEach((area) => areasInUse.add(area));
  // A change of language may have happened while loading: build for the language now shown.
  const current = useLanguageStore.getState().language;
  await Promise.all(missing.map((area) => loadCatalog(current, area)));
  useLanguageStore.setState({ intl: intlFor(current) });
}

/** Shows the page in `language`, once every area in use has its catalog in it. */
export async function showLanguage(language: Language): Promise<void> {
  await Promise.all([...areasInUse].map((area) => loadCatalog(language, area)));
  document.documentElement.lang = language;
  useLanguageStore.setState({ language, intl: intlFor(language) });
}

/** The language the server chose for this page, written into <html lang>. */
export function pageLanguage(): Language {
  const { lang } = document.documentElement;
  return isLanguage(lang) ? lang : defaultLanguage;
}
