// Lint: typescript-eslint, React hooks and a11y, and the import boundaries of DESIGN.md
// section 3: web -> domain <- server, and no flow importing another flow's internals.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const folders = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Each flow folder may import only itself among its sibling flows. */
const flowZones = (root) =>
  folders(root).map((flow) => ({
    target: `${root}/${flow}`,
    from: root,
    except: [`./${flow}`],
    message: 'A flow never imports another flow; compose flows at the app level.',
  }));

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'data/',
      'test-results/',
      'playwright-report/',
      'src/server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': {
        // The aliases of package.json "imports" first, then everything else.
        [fileURLToPath(new URL('scripts/eslint-import-aliases.cjs', import.meta.url))]: {},
        node: { extensions: ['.ts', '.tsx', '.js'] },
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-warning-comments': ['error', { terms: ['todo', 'fixme', 'xxx'], location: 'start' }],
      'import/no-duplicates': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/domain',
              from: ['./src/server', './src/web', './src/cli', './tests'],
              message: 'The domain is pure and shared: it imports nothing from server or web.',
            },
            {
              target: './src/web',
              from: ['./src/server', './src/cli'],
              message: 'web -> domain only.',
            },
            { target: './src/server', from: './src/web', message: 'server -> domain only.' },
            ...flowZones('./src/server/flows'),
            ...flowZones('./src/web/flows'),
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.|#domain/|zod|vitest$)',
              message: 'The domain has no I/O: only its own modules, zod and vitest.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['scripts/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [
      'src/server/**/*.ts',
      'src/cli/**/*.ts',
      'tests/**/*.ts',
      'scripts/**/*.ts',
      '*.config.{js,ts}',
    ],
    languageOptions: { globals: globals.node },
  },
);
