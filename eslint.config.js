// One lint config for the monorepo. The import-boundary rules encode DESIGN.md's data flow:
// shared imports nothing of ours, the API and the web app never import each other, and a web
// feature never reaches into another feature (pages in src/app compose them).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

// API modules (apps/api/src/modules/<module>/) offer routes and functions through their
// index.ts; SQL (drizzle-orm) lives in repositories (*.repository.ts) and src/db. Tests may
// reach inside the module they test and use the helpers of src/test.
const API_NO_WEB = {
  group: ['@niyukti/web', '**/apps/web/**'],
  message: 'the API never imports the web app',
};
const API_NO_DRIZZLE = {
  group: ['drizzle-orm', 'drizzle-orm/*'],
  message: 'SQL lives in repositories (*.repository.ts) and src/db: call a repository function',
};
const API_MODULE_FROM_OUTSIDE = {
  regex: '(^|/)modules/[^/]+/(?!index$)',
  message: "a module is imported through its index.ts only ('…/modules/<module>/index')",
};
// From a file `depth` folders inside its module, climbing exactly `depth` levels names a module.
const apiModuleFromInside = (depth) => ({
  regex: `^${'\\.\\./'.repeat(depth)}(?!\\.\\.)[^/]+/(?!index$)`,
  message: "another module is imported through its index.ts only ('../<module>/index')",
});
const API_TESTS = ['apps/api/**/*.test.ts', 'apps/api/src/test/**/*.ts'];
const API_SQL_HOMES = ['apps/api/**/*.repository.ts', 'apps/api/src/db/**/*.ts'];
const apiModuleFiles = (depth, name = '*.ts') =>
  `apps/api/src/modules/*/${'*/'.repeat(depth - 1)}${name}`;

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
    ignores: [...API_TESTS, ...API_SQL_HOMES],
    rules: restrict([API_NO_WEB, API_NO_DRIZZLE, API_MODULE_FROM_OUTSIDE]),
  },
  {
    files: API_SQL_HOMES,
    ignores: API_TESTS,
    rules: restrict([API_NO_WEB, API_MODULE_FROM_OUTSIDE]),
  },
  { files: API_TESTS, rules: restrict([API_NO_WEB]) },
  ...[1, 2, 3].flatMap((depth) => [
    {
      files: [apiModuleFiles(depth)],
      ignores: [...API_TESTS, '**/*.repository.ts'],
      rules: restrict([API_NO_WEB, API_NO_DRIZZLE, apiModuleFromInside(depth)]),
    },
    {
      files: [apiModuleFiles(depth, '*.repository.ts')],
      ignores: API_TESTS,
      rules: restrict([API_NO_WEB, apiModuleFromInside(depth)]),
    },
  ]),
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
