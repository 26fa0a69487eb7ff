import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly' } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type A }` alone stays as `import {}` under verbatimModuleSyntax and loads its module;
      // `import type` is erased, as the import rules read a type-only import (decision 071).
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: "CallExpression[callee.property.name='only']", message: 'No .only on main.' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // STYLE.md §1: packages never import apps; the web never imports the server.
  {
    files: ['packages/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/**', '@numbloom/server/*', '@numbloom/web/*'], message: 'packages/* must not import apps/*' }] }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '@numbloom/server/*'], message: 'the browser never imports server code' }] }] },
  },
  // The game path in pieces a person holds in their head (decisions 083, 088): the server's games module,
  // the rooms' pages and the player. Counted as the lines a reader
  // scrolls past, blank lines and comments included; tests are left out (one app per file keeps them long).
  {
    files: ['apps/server/src/modules/games/**/*.ts', 'apps/web/src/features/rooms/**/*.{ts,tsx}', 'apps/web/src/player/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'max-lines': ['error', { max: 450 }], 'max-lines-per-function': ['error', { max: 120 }] },
  },
  // Import direction between features, modules and layers, and cycles: .dependency-cruiser.mjs and
  // scripts/boundaries.mjs (decision 071).
  {
    files: ['scripts/**/*.{js,mjs}', 'bench/**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
