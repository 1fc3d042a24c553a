import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ MAINTENANCE_MODE: 'true', RATE_LIMIT_ENABLED: 'true' });
});
afterAll(async () => t?.close());

// One app for both: maintenance mode and rate limits are configuration of the same kind.
it('answers the start-up check with 503 in maintenance mode', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/session' });
  expect(response.statusCode).toBe(503);
  expect(response.json()).toMatchObject({ status: 0, code: 'MAINTENANCE' });
});

it('limits sign-in attempts per client with a bilingual 429', async () => {
  const attempt = () =>
    t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&username=admin&password=wrong',
    });
  const statuses: number[] = [];
  for (let i = 0; i < 21; i++) statuses.push((await attempt()).statusCode);
  expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
  const limited = await attempt();
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toMatchObject({ status: 0, code: 'RATE_LIMITED' });
});
