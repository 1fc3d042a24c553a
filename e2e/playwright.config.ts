import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium';

/**
 * End-to-end journeys in Debian's Chromium against the real API, started once per run by the
 * global setup on a free port with its own database. Slow shared machines: generous timeouts,
 * one worker (the journeys share one server and build on its state).
 *
 * Run: `npm run test:e2e` (builds apps/web first), or after a build `npx playwright test -c e2e`.
 * With DATABASE_URL (an admin URL) the server gets a fresh PostgreSQL database, else PGlite.
 * Screenshots of every step: e2e/screenshots/<spec>/; traces of failures: e2e/test-results/.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  globalSetup: './support/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: 'list',
  timeout: 4 * 60_000,
  expect: { timeout: 15_000 },
  use: {
    ...devices['Desktop Chrome'],
    headless: true,
    locale: 'ne-NP',
    timezoneId: 'Asia/Kathmandu',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
});
