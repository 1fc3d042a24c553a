import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'niyukti-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Niyukti</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  t = await startTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

it('serves the single-page app for its routes and its files as files', async () => {
  const route = await t.app.inject({ method: 'GET', url: '/esewa/payment/success?data=abc' });
  expect(route.statusCode).toBe(200);
  expect(route.headers['content-type']).toContain('text/html');
  const script = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
  expect(script.headers['content-type']).toContain('javascript');
});

it('answers 404 for a missing file and for unknown API paths, never the page', async () => {
  const missing = await t.app.inject({ method: 'GET', url: '/assets/old-build.js' });
  expect(missing.statusCode).toBe(404);
  const api = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
  expect(api.statusCode).toBe(404);
  expect(api.json().code).toBe('NOT_FOUND');
});
