// What the server says, in a person's language (docs/product/languages.md): the status sentences
// and field errors of an answer in the request's language, an e-mail or a text in its account's.
// The same catalogs as the browser's (lang/<area>/<language>.json), read once at start; the
// server parses them, the browser gets them compiled.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { defaultLanguage, type Language, languages, localeOf } from '#domain/language/language';
import type { MessageDescriptor } from '#domain/shared/define-messages';

type Catalog = Record<string, { defaultMessage: string }>;

/**
 * lang/ beside the sources (the repository's, for src/ and dist/ alike) or, in an image that
 * holds only dist/, the copy in dist/lang.
 */
function langDirectory(): string {
  const candidates = ['../../../lang/', '../../lang/'].map((path) =>
    fileURLToPath(new URL(path, import.meta.url)),
  );
  const found = candidates.find((directory) => existsSync(directory));
  if (!found) throw new Error(`No message catalogs in ${candidates.join(' or ')}`);
  return found;
}

function readMessages(directory: string, language: Language): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const area of readdirSync(directory, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    const catalog = JSON.parse(
      readFileSync(`${directory}${area.name}/${language}.json`, 'utf8'),
    ) as Catalog;
    for (const [id, { defaultMessage }] of Object.entries(catalog)) messages[id] = defaultMessage;
  }
  return messages;
}

let intls: Record<Language, IntlShape> | undefined;

function intlOf(language: Language): IntlShape {
  if (!intls) {
    const directory = langDirectory();
    const cache = createIntlCache();
    intls = Object.fromEntries(
      languages.map((each) => [
        each,
        createIntl(
          {
            locale: localeOf[each],
            defaultLocale: localeOf[defaultLanguage],
            messages: readMessages(directory, each),
          },
          cache,
        ),
      ]),
    ) as Record<Language, IntlShape>;
  }
  return intls[language];
}

/** `message` in `language`, its values filled in. */
export function say(
  language: Language,
  message: MessageDescriptor,
  values?: Record<string, string | number>,
): string {
  return intlOf(language).formatMessage(message, values);
}

/** `say` bound to `language`: what a notice written in one language passes around. */
export function sayIn(language: Language) {
  return (message: MessageDescriptor, values?: Record<string, string | number>): string =>
    say(language, message, values);
}
