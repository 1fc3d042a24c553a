import { ESLint } from 'eslint';
import { describe, expect, it, vi } from 'vitest';

// The web app's import walls (eslint.config.js at the repository's root), proven on snippets
// linted as if they sat at a given path: src/app composes the features through their routes.tsx
// and admin-routes.tsx, and nothing below src/app imports it; a feature never imports another.
// The back-office route tables reach src/app only through admin-routes.tsx and the admin layout,
// so they stay out of the main chunk.

vi.setConfig({ testTimeout: 60_000 });

// The repository's root, as a path ending in `/` (not `new URL(…, import.meta.url)`, which Vite
// rewrites as an asset's address).
const ROOT = decodeURIComponent(
  import.meta.url.replace(/^file:\/\//, '').replace(/apps\/web\/src\/[^/]*$/, ''),
);
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: `${ROOT}eslint.config.js` });

/** The messages of no-restricted-imports for `import` of `from` in the file at `path`. */
async function refusals(path: string, from: string): Promise<string[]> {
  const code = `import { thing } from '${from}';\nexport const value = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}apps/web/src/${path}` });
  const messages = result?.messages ?? [];
  // Any other complaint would mean the snippet, not the wall, is wrong.
  expect(messages.filter((message) => message.ruleId !== 'no-restricted-imports')).toEqual([]);
  return messages.map((message) => message.message);
}

describe('the web import walls', () => {
  it.each([
    ['features/scrutiny/pages/scrutiny-page.tsx', '../../../app/paths', 'src/app composes'],
    ['features/auth/routes.tsx', '../../app/guards', 'src/app composes'],
    ['features/scrutiny/api/x/deep.ts', '../../../../app/routes', 'src/app composes'],
    ['features/scrutiny/api/x/y/deeper.ts', '../../../../../app/routes', 'src/app composes'],
    ['lib/routing/guards.tsx', '../../app/status-pages', 'src/app composes'],
    ['components/status-pages.tsx', '../app/paths', 'src/app composes'],
    ['lib/routing/paths.ts', '../../features/scrutiny/routes', 'never import one'],
    ['components/error-screen.tsx', '../features/auth/pages/login-page', 'never import one'],
    ['test/render.tsx', '../features/auth/test-helpers', 'never import one'],
    ['features/profile/pages/x.tsx', '../../vacancies/api/list', 'another feature'],
    ['features/profile/pages/x.tsx', '../../../features/vacancies/api/list', 'another feature'],
    ['app/routes.tsx', '../features/scrutiny/pages/scrutiny-page', 'routes.tsx only'],
    ['app/layouts/admin-layout.tsx', '../../features/dashboard', 'routes.tsx only'],
    ['app/admin-routes.tsx', '../features/scrutiny/pages/scrutiny-page', 'routes.tsx only'],
    ['app/routes.tsx', '../features/scrutiny/admin-routes', 'admin layout only'],
    ['app/routes.tsx', './admin-routes', 'admin layout only'],
    ['app/layouts/signed-in-layouts.tsx', '../admin-routes', 'admin layout only'],
  ])('refuses %s importing %s', async (path, from, reason) => {
    const messages = await refusals(path, from);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(reason);
  });

  it.each([
    ['features/scrutiny/pages/scrutiny-page.tsx', '../../../lib/routing/paths'],
    ['features/scrutiny/routes.tsx', '../../lib/routing/guards'],
    ['features/scrutiny/pages/scrutiny-page.tsx', '../components/decision-buttons'],
    ['features/profile/pages/x.tsx', '../../../components/page-loader'],
    ['lib/routing/guards.tsx', '../../components/status-pages'],
    ['app/routes.tsx', '../features/scrutiny/routes'],
    ['app/routes.tsx', '../lib/routing/paths'],
    ['app/admin-routes.tsx', '../features/scrutiny/admin-routes'],
    ['app/layouts/admin-layout.tsx', '../admin-routes'],
    ['app/routes.test.tsx', './admin-routes'],
  ])('lets %s import %s', async (path, from) => {
    expect(await refusals(path, from)).toEqual([]);
  });
});
