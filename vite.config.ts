import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { defineConfig } from 'vite';
import { catalogModuleId, catalogs } from './scripts/i18n/catalog-plugin.ts';
import { stripMessageDefaults } from './scripts/i18n/strip-defaults-plugin.ts';
import { languages } from './src/domain/language/language.ts';
import { frontDoorAreas } from './src/web/language/areas.ts';
import { loginPageBudget } from './scripts/login-page-budget.ts';
import { precompressAssets } from './scripts/precompress-assets.ts';

const require = createRequire(import.meta.url);

export default defineConfig({
  root: 'src/web',
  base: '/auth/',
  publicDir: 'public',
  plugins: [
    stripMessageDefaults(),
    react(),
    catalogs(frontDoorAreas),
    loginPageBudget({
      maxGzipBytes: 100 * 1024,
      catalogsOf: Object.fromEntries(
        languages.map((language) => [
          language,
          frontDoorAreas.map((area) => catalogModuleId(area, language)),
        ]),
      ),
    }),
    precompressAssets(),
  ],
  resolve: {
    alias: {
      // The catalogs arrive parsed (scripts/i18n/catalog-plugin.ts): the ICU parser stays out of
      // the bundle (docs/decisions/0035-translations.md).
      '@formatjs/icu-messageformat-parser':
        require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
    },
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
  },
});
