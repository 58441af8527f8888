// Serves the catalogs of lang/ to the browser (docs/decisions/0035-translations.md): each area's
// catalog in each language is a module of its own, compiled from ICU text to the parsed form
// react-intl formats without a parser, so only the chosen language's messages travel and the
// parser stays out of the bundle. `virtual:catalogs` maps area and language to a loader.

import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { languages } from '../../src/domain/language/language.ts';
import { catalogAreas, catalogFile, readCatalog } from './catalog-files.ts';

const indexId = 'virtual:catalogs';
const catalogPrefix = 'virtual:catalog/';
/** Rollup's mark of a module no file backs. */
const resolvedPrefix = '\0';

/** The module id of one catalog, as the budget of the login page finds it in the bundle. */
export function catalogModuleId(area: string, language: string): string {
  return `${resolvedPrefix}${catalogPrefix}${area}/${language}`;
}

function indexModule(): string {
  const areas = catalogAreas().map((area) => {
    const loaders = languages.map(
      (language) =>
        `${language}: () => import(${JSON.stringify(`${catalogPrefix}${area}/${language}`)})`,
    );
    return `${JSON.stringify(area)}: { ${loaders.join(', ')} }`;
  });
  return `export const catalogLoaders = {\n  ${areas.join(',\n  ')}\n};\n`;
}

/** The file the build writes for the server: the front door's catalog chunks per language. */
export const frontDoorCatalogsFile = 'front-door-catalogs.json';

/**
 * `frontDoorAreas`: the areas a first page loads before it paints; the build lists their chunks
 * per language in front-door-catalogs.json, and the server names them in the page for the
 * browser to fetch beside the app's own chunk (src/server/web-app.ts).
 */
export function catalogs(frontDoorAreas: readonly string[] = []): Plugin {
  let base = '/';
  return {
    name: 'portal-catalogs',
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const files = Object.fromEntries(
        languages.map((language) => [
          language,
          frontDoorAreas.flatMap((area) =>
            chunks
              .filter((chunk) => chunk.facadeModuleId === catalogModuleId(area, language))
              .map((chunk) => `${base}${chunk.fileName}`),
          ),
        ]),
      );
      this.emitFile({
        type: 'asset',
        fileName: frontDoorCatalogsFile,
        source: `${JSON.stringify(files, null, 2)}\n`,
      });
    },
    resolveId(id) {
      if (id === indexId || id.startsWith(catalogPrefix)) return `${resolvedPrefix}${id}`;
      return undefined;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined;
      const name = id.slice(resolvedPrefix.length);
      if (name === indexId) return indexModule();
      if (!name.startsWith(catalogPrefix)) return undefined;
      const [area = '', language = ''] = name.slice(catalogPrefix.length).split('/');
      const file = catalogFile(area, language as (typeof languages)[number]);
      this.addWatchFile(file);
      const compiled = Object.fromEntries(
        Object.entries(readCatalog(area, language as (typeof languages)[number])).map(
          ([messageId, { defaultMessage }]) => [messageId, parse(defaultMessage)],
        ),
      );
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});\n`;
    },
  };
}
