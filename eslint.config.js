// One lint config for the monorepo. The import-boundary rules encode DESIGN.md's data flow:
// shared imports nothing of ours, the API and the web app never import each other, and a web
// feature never reaches into another feature (src/app composes them through each feature's
// routes.tsx).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

const API_WALL = {
  group: ['@niyukti/api', '**/apps/api/**'],
  message: 'the web app talks to the API over HTTP only',
};

const WEB_BOUNDARIES = [
  API_WALL,
  {
    group: ['../../features/*', '../features/*'],
    message: 'a feature never imports another feature; compose them in src/app',
  },
];

// A relative path that climbs to src (`../../x`) and then names `dir`; or any path through
// src/<dir> (a package path or an absolute one).
const into = (dir, rest = '(/|$)') => `^(\\.\\./)+${dir}${rest}|(^|/)src/${dir}${rest}`;

const ONLY_FEATURE_ROUTES = {
  regex: into('features', '/[^/]+(/(?!routes$)|$)'),
  message:
    "src/app takes a feature through its routes.tsx only; the feature's pages load lazily from there",
};

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
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    rules: restrict([API_WALL, ONLY_FEATURE_ROUTES]),
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
