// One lint config for the monorepo. The import-boundary rules encode DESIGN.md's data flow:
// shared imports nothing of ours, the API and the web app never import each other, and a web
// feature never reaches into another feature (pages in src/app compose them).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

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
      ...restrict([
        {
          group: ['@niyukti/api', '**/apps/api/**'],
          message: 'the web app talks to the API over HTTP only',
        },
        {
          group: ['../../features/*', '../features/*'],
          message: 'a feature never imports another feature; compose them in src/app',
        },
      ]),
    },
  },
);
