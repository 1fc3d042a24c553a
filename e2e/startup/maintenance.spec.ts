import { startServer, type RunningServer } from '../support/server';
import { expect, test } from '../support/fixtures';

test.use({ screenshotFolder: 'maintenance' });

// A second, short-lived server in maintenance mode with a database of its own (PostgreSQL when
// DATABASE_URL is given, a few seconds; else embedded PGlite, about 15 s on a slow machine).
let maintenanceServer: RunningServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(4 * 60_000);
  maintenanceServer = await startServer({
    adminDatabaseUrl: process.env.DATABASE_URL || undefined,
    env: { MAINTENANCE_MODE: 'true' },
    label: 'maintenance',
  });
});

test.afterAll(async () => {
  await maintenanceServer?.stop();
});

test('in maintenance mode every page shows the bilingual work-in-progress screen', async ({
  page,
  snap,
}) => {
  await page.goto(`${maintenanceServer!.url}/login`);
  const notice = page.getByRole('alert');
  await expect(notice.getByRole('heading', { name: 'काम भइरहेको छ' })).toBeVisible();
  await expect(notice).toContainText('कृपया केही समयपछि फेरि आउनुहोस्');
  // The English half is there too, for someone who has not picked a language yet.
  await expect(
    notice.getByRole('heading', { name: /work in progress|maintenance/i }),
  ).toBeVisible();
  // The sign-in form is not offered while the commission works on the system.
  await expect(page.getByLabel(/पासवर्ड/)).toHaveCount(0);
  await snap('maintenance-screen');
});
