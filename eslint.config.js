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

/**
 * The flows of each layer (DESIGN.md section 3: login, registration, username-recovery,
 * password-reset, sso, and the benefits features to come), and what the flows of that layer
 * share. Imports go shared -> flows -> app, as in bulletproof-react: a flow imports no other
 * flow, and nothing a flow builds on imports any flow; the app (router, server assembly)
 * composes them.
 */
const layers = [
  { flows: './src/domain', shared: ['shared', 'self-service'] },
  {
    flows: './src/server/flows',
    shared: ['../self-service', '../plugins', '../db', '../adapters'],
  },
  {
    flows: './src/web/flows',
    shared: ['../self-service', '../lib', '../components', '../content'],
  },
];

const flowMessage = 'A flow never imports another flow; compose flows at the app level.';
const sharedMessage = 'What the flows share imports no flow: shared -> flows -> app.';

function layerZones({ flows, shared }) {
  const isShared = (folder) => shared.includes(folder);
  const flowFolders = folders(flows).filter((folder) => !isShared(folder));
  return [
    ...flowFolders.map((flow) => ({
      target: `${flows}/${flow}`,
      from: flows,
      except: [
        `./${flow}`,
        ...shared.filter((folder) => !folder.startsWith('../')).map((folder) => `./${folder}`),
      ],
      message: flowMessage,
    })),
    ...shared.map((folder) => ({
      target: `${flows}/${folder}`,
      from: flowFolders.map((flow) => `${flows}/${flow}`),
      message: sharedMessage,
    })),
  ];
}

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
            ...layers.flatMap(layerZones),
          ],
        },
      ],
    },
  },
  {
    // Beyond its own folder a module is named by its alias (package.json "imports"), so that
    // moving a file changes the imports of the files that name it, never its own.
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    ignores: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./',
              message:
                'Name a module outside this folder by its alias: #domain/, #server/, #web/, #tests/.',
            },
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
              regex: '^(?!\\./|#domain/|zod|vitest$)',
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
