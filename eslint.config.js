import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { fileURLToPath } from 'node:url';

import { checkZoneFolders, featureBoundaries } from './scripts/eslint-feature-boundaries.mjs';

/**
 * Import boundaries (docs/architecture.md "Dependencies"): packages never import apps, and under each feature root the
 * folders beside each other never import each other (scripts/eslint-feature-boundaries.mjs): every folder is a feature
 * (under apps/server/src/services: a service) unless named here as shared or composing, nested folders included.
 * Tests may reach across (they use other features' test support).
 */
const featureRoots = checkZoneFolders(
  Object.fromEntries(
    Object.entries({
      'apps/server/src/services': {},
      'packages/account-widget/src': {
        shared: ['environment', 'form', 'password', 'session'],
        composing: ['dialog', 'standalone'],
      },
      'packages/site-shell/src': {
        shared: ['account', 'cart', 'hydration', 'icon', 'site-config'],
        composing: ['header', 'layout'],
      },
      'packages/ui/src': { shared: ['field', 'icon', 'link'] },
      // Pages: `host/` is the host configuration every page reads. Each other page that uses a page's module is named:
      // login shows registration (?register=true), category and host page answer with the not-found content, the
      // e-mail link pages are newsletter's one-click link page, and the dashboard takes verification's welcome flag.
      'apps/site/src': { shared: ['host', 'not-found', 'newsletter', 'verification'], composing: ['login'] },
    }).map(([root, zones]) => [fileURLToPath(new URL(root, import.meta.url)), zones]),
  ),
);
const testFiles = ['**/*.test.ts', '**/*.test.tsx', '**/*-test-support.ts'];

const importBoundaries = [
  {
    files: ['packages/**'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@shopfront/server', '@shopfront/server/*', '@shopfront/site', '@shopfront/site/*'],
              message: 'Packages never import apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: testFiles,
    plugins: { boundaries: featureBoundaries },
    rules: { 'boundaries/features': ['error', featureRoots] },
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '.test-data/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name=/^dangerously/]',
          message: 'Render texts and links as React elements.',
        },
      ],
    },
  },
  ...importBoundaries,
  {
    // The account widget's dialogs share one environment (docs/architecture.md): every hook says what it returns.
    files: ['packages/account-widget/src/**/use-*.ts'],
    rules: { '@typescript-eslint/explicit-module-boundary-types': 'error' },
  },
  {
    files: ['packages/account-widget/src/**/*.ts', 'packages/account-widget/src/**/*.tsx'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'packages/account-widget/src/form/use-verified-session.ts',
      'packages/account-widget/src/account-call-error.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXAttribute[name.name=/^dangerously/]', message: 'Render texts and links as React elements.' },
        {
          selector: "ImportSpecifier[imported.name='verifySession']",
          message: 'A dialog checks its session with useVerifiedSession (form/use-verified-session.ts).',
        },
        {
          selector: 'ImportSpecifier[imported.name=/^(providerErrorMessageKey|accountCallErrorText)$/]',
          message:
            'A dialog maps a failed call to its text with errorMessageKeyOf or accountCallErrorOf (account-call-error.ts), with its own overrides.',
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'apps/server/src/main.ts', 'apps/server/src/migrate-command.ts', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
