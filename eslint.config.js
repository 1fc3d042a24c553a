// One lint config for the monorepo. The import-boundary rules encode DESIGN.md's data flow:
// shared imports nothing of ours, the API and the web app never import each other, and in the web
// app the arrows point one way: src/app → features → src/lib and src/components. A feature never
// reaches into another feature; src/app composes them through each feature's routes.tsx and
// admin-routes.tsx (its public face), and nothing below src/app imports it.
// apps/web/src/lint-boundaries.test.ts proves the web rules on snippets.
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

// A relative path that climbs to src (`../../x`) and then names `dir`; or any path through
// src/<dir> (a package path or an absolute one).
const into = (dir, rest = '(/|$)') => `^(\\.\\./)+${dir}${rest}|(^|/)src/${dir}${rest}`;

const API_WALL = {
  group: ['@niyukti/api', '**/apps/api/**'],
  message: 'the web app talks to the API over HTTP only',
};

const NOT_APP = {
  regex: into('app'),
  message:
    'src/app composes the features; features, src/lib and src/components never import it (paths and guards are in src/lib/routing)',
};

const NOT_FEATURES = {
  regex: into('features'),
  message: 'src/lib, src/components and the test helpers serve every feature and never import one',
};

const ANOTHER_FEATURE_VIA_SRC = {
  regex: into('features'),
  message: 'a feature never imports another feature; share it from src/lib or src/components',
};

const ONLY_FEATURE_ROUTES = {
  regex: into('features', '/[^/]+(/(?!(admin-)?routes$)|$)'),
  message:
    "src/app takes a feature through its routes.tsx or admin-routes.tsx only; the feature's pages load lazily from there",
};

// The back office's route table travels in the admin layout's chunk, which only staff download:
// imported anywhere else in src/app, it would land in the main chunk every first visit downloads.
const ADMIN_ROUTES_IN_ADMIN_CHUNK = {
  regex: '(^|/)admin-routes$',
  message:
    "back-office routes load with the admin layout only: src/app/admin-routes.tsx takes the features' admin-routes.tsx, and only app/layouts/admin-layout.tsx imports it",
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
  // Each file gets one list of patterns: a later block's list replaces an earlier one.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([API_WALL, NOT_FEATURES]),
    },
  },
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    rules: restrict([API_WALL, ONLY_FEATURE_ROUTES, ADMIN_ROUTES_IN_ADMIN_CHUNK]),
  },
  {
    files: [
      'apps/web/src/app/admin-routes.tsx',
      'apps/web/src/app/layouts/admin-layout.tsx',
      'apps/web/src/app/**/*.test.{ts,tsx}',
    ],
    rules: restrict([API_WALL, ONLY_FEATURE_ROUTES]),
  },
  {
    files: ['apps/web/src/{lib,components}/**/*.{ts,tsx}'],
    rules: restrict([API_WALL, NOT_APP, NOT_FEATURES]),
  },
  // The feature wall. A feature climbs to src for src/lib and src/components, never to
  // src/features (another feature by the long way) nor to src/app; and, at the depths we use, a
  // path that climbs exactly out of the feature's folder names another feature
  // (`../../vacancies/…` from `features/profile/pages`).
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: restrict([API_WALL, NOT_APP, ANOTHER_FEATURE_VIA_SRC]),
  },
  ...[1, 2, 3].map((depth) => ({
    files: [`apps/web/src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: restrict([
      API_WALL,
      NOT_APP,
      ANOTHER_FEATURE_VIA_SRC,
      {
        regex: `^${'\\.\\./'.repeat(depth)}(?!\\.\\.)`,
        message: ANOTHER_FEATURE_VIA_SRC.message,
      },
    ]),
  })),
);
