import { randomBytes } from 'node:crypto';
import { startServer } from './server';
import { JWT_SECRET_VARIABLE, SERVER_URL_VARIABLE } from './fixtures';

/**
 * Starts one isolated API (with the built SPA) for the whole run; Playwright calls the returned
 * function as the global teardown. Workers start after this and inherit the URL through the
 * environment.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // A known signing key lets the session specs forge an expired access token, as time would.
  const jwtSecret = randomBytes(32).toString('base64url');
  const server = await startServer({
    adminDatabaseUrl: process.env.DATABASE_URL || undefined,
    // Every journey's people sign in from this one address, two dozen within a minute, where
    // real candidates and officers each have their own: the per-client limits (tested by the
    // API's own tests) would refuse the run's later sign-ins with "too many attempts".
    env: { JWT_SECRET: jwtSecret, RATE_LIMIT_ENABLED: 'false' },
  });
  process.env[SERVER_URL_VARIABLE] = server.url;
  process.env[JWT_SECRET_VARIABLE] = jwtSecret;
  return () => server.stop();
}
