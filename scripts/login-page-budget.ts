// The build's size budget (docs/product/budgets.md): the JavaScript a login page loads is the
// entry chunk, every chunk it imports statically, and the front door's catalogs in the page's
// language (docs/product/languages.md); lazy routes are not counted. The page is measured in
// each language; above the budget in either, the build fails. The figures are written to
// dist/web/login-page-size.json for the bench, the largest as the page's.

import { gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

export interface PageSize {
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
}

export interface LoginPageSize extends PageSize {
  maxGzipBytes: number;
  /** The page in each language, when the page loads catalogs. */
  languages?: Record<string, PageSize>;
}

/**
 * The page's JavaScript: the entries, their static imports, and the chunks of `alsoLoaded`
 * (module ids the page loads before its first paint) with theirs.
 */
export function measurePage(bundle: OutputBundle, alsoLoaded: readonly string[] = []): PageSize {
  const chunks = new Map<string, OutputChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  }
  const starts = [...chunks.values()].filter(
    (chunk) =>
      chunk.isEntry ||
      alsoLoaded.some((id) => chunk.facadeModuleId === id || chunk.moduleIds?.includes(id)),
  );
  const loaded = new Set<string>();
  const visit = (fileName: string) => {
    if (loaded.has(fileName)) return;
    loaded.add(fileName);
    chunks.get(fileName)?.imports.forEach(visit);
  };
  starts.forEach((chunk) => visit(chunk.fileName));
  const files = [...loaded].map((file) => ({
    file,
    gzipBytes: gzipSync(chunks.get(file)?.code ?? '', { level: 9 }).length,
  }));
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

export function measureLoginPage(
  bundle: OutputBundle,
  maxGzipBytes: number,
  catalogsOf?: Record<string, readonly string[]>,
): LoginPageSize {
  if (!catalogsOf) return { ...measurePage(bundle), maxGzipBytes };
  const languages = Object.fromEntries(
    Object.entries(catalogsOf).map(([language, ids]) => [language, measurePage(bundle, ids)]),
  );
  const largest = Object.values(languages).reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
  return { ...largest, maxGzipBytes, languages };
}

export interface LoginPageBudget {
  maxGzipBytes: number;
  /** Each language's catalogs the page loads before it paints, by module id. */
  catalogsOf?: Record<string, readonly string[]>;
}

export function loginPageBudget({ maxGzipBytes, catalogsOf }: LoginPageBudget): Plugin {
  return {
    name: 'login-page-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const size = measureLoginPage(bundle, maxGzipBytes, catalogsOf);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      this.emitFile({
        type: 'asset',
        fileName: 'login-page-size.json',
        source: `${JSON.stringify(size, null, 2)}\n`,
      });
      const pages = Object.entries(size.languages ?? { '': size });
      for (const [language, page] of pages) {
        const which = language ? ` in ${language}` : '';
        if (page.gzipBytes > maxGzipBytes) {
          this.error(
            `The login page${which} loads ${kb(page.gzipBytes)} of JavaScript (gzip), over the budget of ${kb(maxGzipBytes)}.`,
          );
        }
        this.info(
          `login page JavaScript${which}: ${kb(page.gzipBytes)} gzip (budget ${kb(maxGzipBytes)})`,
        );
      }
    },
  };
}
