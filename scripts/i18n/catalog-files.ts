// The message catalogs on disk (docs/product/languages.md#catalogs): lang/<area>/<language>.json,
// each a map of message id to { defaultMessage, description }, the shape `formatjs extract`
// writes. English is extracted from the code; Spanish is translated by hand beside it.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '../../src/domain/language/language.ts';

export const langDirectory = fileURLToPath(new URL('../../lang/', import.meta.url));

export interface CatalogEntry {
  defaultMessage: string;
  description?: string;
}

export type Catalog = Record<string, CatalogEntry>;

/** The area of a message: the part of its id before the first dot. */
export function areaOf(id: string): string {
  return id.split('.', 1)[0] ?? id;
}

export function catalogFile(area: string, language: Language): string {
  return path.join(langDirectory, area, `${language}.json`);
}

/** The areas that have catalogs, in order. */
export function catalogAreas(): string[] {
  return readdirSync(langDirectory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

export function readCatalog(area: string, language: Language): Catalog {
  return JSON.parse(readFileSync(catalogFile(area, language), 'utf8')) as Catalog;
}
