import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { queryOutsideRepositories } from './eslint/query-outside-repositories.js';
import { tableOwners } from './eslint/table-owners.js';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Test helpers read loosely-typed JSON envelopes; production code keeps strict types.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}', 'apps/agent/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/*/src/app' },
        { type: 'feature', pattern: 'apps/*/src/features/*', capture: ['appName', 'feature'] },
        { type: 'shared', pattern: ['apps/*/src/components', 'apps/*/src/lib', 'apps/*/src/api'] },
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      // Features never import each other; app/ composes them; shared code imports no feature.
      'boundaries/element-types': [
        'error',
        {
          default: 'allow',
          rules: [
            { from: 'feature', disallow: [['feature', { feature: '!${from.feature}' }], 'app'] },
            { from: 'shared', disallow: ['feature', 'app'] },
          ],
        },
      ],
    },
  },
  // The demo provider's sportsbook and game pages (React apps of their own, built into dist/book
  // and dist/play).
  {
    files: ['apps/demo-provider/book-ui/**/*.{ts,tsx}', 'apps/demo-provider/play-ui/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, '@typescript-eslint/no-explicit-any': 'error' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  // No import cycles in the server (import-x/no-cycle; type-only imports, gone at run time, aside).
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${import.meta.dirname}/apps/server/tsconfig.json` }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  // Server queries live in repositories.
  queryOutsideRepositories,
  // Each table is queried only by the module that owns it.
  tableOwners,
  // One clear shape: no line over Prettier's 110 (in characters: a Chinese character counts as one,
  // a tab as Prettier's 2) and no file over 300 lines. Style sheets: scripts/check-css-size.mjs.
  // Migrations are history and seeds are data: exempt from the file length, migrations from both.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['apps/server/src/db/migrations/**'],
    rules: {
      'max-len': ['error', { code: 110, tabWidth: 2, ignoreUrls: true }],
      'max-lines': ['error', { max: 300 }],
    },
  },
  {
    files: ['apps/server/src/seeds/**'],
    rules: { 'max-lines': 'off' },
  },
);
