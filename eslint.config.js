// One lint config for the monorepo. The import-boundary rules encode DESIGN.md's data flow:
// shared imports nothing of ours, the API and the web app never import each other, and a web
// feature never reaches into another feature (pages in src/app compose them).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

const WEB_BOUNDARIES = [
  {
    group: ['@niyukti/api', '**/apps/api/**'],
    message: 'the web app talks to the API over HTTP only',
  },
  {
    group: ['../../features/*', '../features/*'],
    message: 'a feature never imports another feature; compose them in src/app',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/migrations/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: restrict([
      {
        group: ['@niyukti/api', '@niyukti/web', '**/apps/**'],
        message: 'shared imports only zod and pure libraries',
      },
    ]),
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: restrict([
      { group: ['@niyukti/web', '**/apps/web/**'], message: 'the API never imports the web app' },
    ]),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict(WEB_BOUNDARIES),
    },
  },
  // Inside a feature, a path that climbs exactly out of the feature's folder names another
  // feature (`../../vacancies/…` from `features/profile/pages`); climbing further reaches
  // src/lib and src/components, which every feature may use.
  ...[1, 2, 3].map((depth) => ({
    files: [`apps/web/src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: restrict([
      ...WEB_BOUNDARIES,
      {
        regex: `^${'\\.\\./'.repeat(depth)}(?!\\.\\.)`,
        message: 'a feature never imports another feature; share it from src/lib or src/components',
      },
    ]),
  })),
);
