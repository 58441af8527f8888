// Lint: typescript-eslint, React hooks and a11y, the import boundaries of docs/architecture.md
// (web -> domain <- server, and no flow importing another flow's internals), and the messages of
// docs/product/languages.md: declared with an id and English, and no sentence written into JSX
// in a translated folder.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
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
 * The flows of each layer (docs/architecture.md: login, registration, username-recovery,
 * password-reset, sso, and the benefits features to come), and what the flows of that layer
 * share. Imports go shared -> flows -> app, as in bulletproof-react: a flow imports no other
 * flow, and nothing a flow builds on imports any flow; the app (router, server assembly)
 * composes them.
 */
const layers = [
  // The domain's coverage is the member record's rules, which claims and bills read too.
  { flows: './src/domain', shared: ['shared', 'self-service', 'coverage'] },
  {
    flows: './src/server/flows',
    shared: ['../self-service', '../plugins', '../db', '../adapters'],
  },
  {
    flows: './src/web/flows',
    shared: ['../self-service', '../lib', '../components', '../content'],
  },
];

/** The files whose words are all messages (docs/product/languages.md#what-speaks-spanish). */
const translatedFiles = [
  'src/web/language/**/*.tsx',
  'src/web/router.tsx',
  'src/web/flows/**/*.tsx',
  'src/web/self-service/**/*.tsx',
  'src/web/components/**/*.tsx',
  'src/web/routes/**/*.tsx',
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
            {
              // Production code, tests aside: main.ts alone hands the development pages and
              // stand-ins to the portal, and only when it runs in development.
              target: [
                './src/server/!(main|*.test).ts',
                './src/server/!(dev)/**/!(*.test).ts',
                './src/cli/**/!(*.test).ts',
              ],
              from: './src/server/dev',
              message: 'Only main.ts imports dev/: the development tools stay out of production.',
            },
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
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { formatjs },
    rules: {
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
      'formatjs/no-offset': 'error',
      'formatjs/no-useless-message': 'error',
    },
  },
  {
    // The folders that speak both languages (docs/product/languages.md#what-speaks-spanish): a
    // text a person reads comes from a message, never from JSX, in the places a screen reader
    // or a tooltip reads it as well as on the screen.
    files: translatedFiles,
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [['*', '{label,placeholder,title,alt,hint,aria-label,aria-description}']],
          },
        },
      ],
    },
  },
  {
    // A file a person can read at one sitting: split a longer one by concern.
    files: ['**/*.{js,cjs,ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
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
