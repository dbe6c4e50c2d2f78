import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Import boundaries (docs/architecture.md): features never import each other, packages never import apps, and the
 * server's services never import each other (what two services share is a module of its own, e.g. accounts/).
 * Tests may reach across (they use other features' test support).
 */
const serverServices = ['auth-proxy', 'commerce', 'experience', 'identity', 'oauth', 'shop'];
const featureFolders = {
  'packages/account-widget/src': ['login', 'forgot-password', 'reset-password', 'change-password', 'change-email', 'registration', 'marketing-consent', 'profile-completion', 'club'],
  'packages/site-shell/src': ['navigation', 'overlay', 'banner', 'language', 'footer'],
};

function boundary(files, forbidden, message) {
  return {
    files,
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*-test-support.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message }] }] },
  };
}

const importBoundaries = [
  boundary(['packages/**'], ['**/apps/**', '@shopfront/server', '@shopfront/server/*', '@shopfront/site', '@shopfront/site/*'], 'Packages never import apps.'),
  ...serverServices.map((service) =>
    boundary(
      [`apps/server/src/services/${service}/**`],
      serverServices.filter((other) => other !== service).flatMap((other) => [`../${other}/*`, `**/services/${other}/*`]),
      'Services never import each other: move what they share into a module of its own (e.g. apps/server/src/accounts/).',
    ),
  ),
  ...Object.entries(featureFolders).flatMap(([root, features]) =>
    features.map((feature) =>
      boundary(
        [`${root}/${feature}/**`],
        features.filter((other) => other !== feature).map((other) => `../${other}/*`),
        'Features never import each other: share through a common folder or the composing root.',
      ),
    ),
  ),
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
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'packages/account-widget/src/form/use-verified-session.ts', 'packages/account-widget/src/account-call-error.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXAttribute[name.name=/^dangerously/]', message: 'Render texts and links as React elements.' },
        { selector: "ImportSpecifier[imported.name='verifySession']", message: 'A dialog checks its session with useVerifiedSession (form/use-verified-session.ts).' },
        {
          selector: 'ImportSpecifier[imported.name=/^(providerErrorMessageKey|accountCallErrorText)$/]',
          message: 'A dialog maps a failed call to its text with errorMessageKeyOf or accountCallErrorOf (account-call-error.ts), with its own overrides.',
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'apps/server/src/main.ts', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
