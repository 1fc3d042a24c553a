import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let dist: string;
const SCRIPT = `export const greeting = ${JSON.stringify('नमस्ते '.repeat(400))};\n`;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'niyukti-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Niyukti</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  // As the web build writes a hashed asset: the file, and beside it its brotli and gzip copies.
  fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd.js'), SCRIPT);
  fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd.js.br'), brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd.js.gz'), gzipSync(SCRIPT));
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

describe('what a returning visitor and a slow line are spared', () => {
  it("sends a file without the page's headers, but with those that protect a script", async () => {
    const [page, script] = await Promise.all([
      t.app.inject({ method: 'GET', url: '/vacancy' }),
      t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd.js' }),
    ]);
    for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy'])
      expect([name, page.headers[name] !== undefined, script.headers[name]]).toEqual([
        name,
        true,
        undefined,
      ]);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['last-modified']).toBeUndefined();
    expect(script.headers.etag).toBeDefined();
  });

  const asset = (encoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({
      method,
      url: '/assets/index-Ab12Cd.js',
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  it('sends the brotli copy of a hashed asset to a browser that takes it, kept for a year', async () => {
    const answer = await asset('gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toContain('javascript');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(SCRIPT);
    expect(answer.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
  });

  it('sends the gzip copy, or the file itself, to browsers that take only those', async () => {
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has the page asked again every time, and answers HEAD wherever GET answers', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/vacancy' });
    expect(page.headers['cache-control']).toBe('no-cache');
    for (const url of ['/', '/login', '/assets/index-Ab12Cd.js', '/api/health']) {
      const head = await t.app.inject({ method: 'HEAD', url });
      expect([url, head.statusCode]).toEqual([url, 200]);
      expect(head.body).toBe('');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/' })).headers['content-type']).toContain(
      'text/html',
    );
  });

  it('compresses a JSON answer over 1 KB for a browser that takes it, and not a small one', async () => {
    const url = '/api/public/master-data/districts';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(Buffer.byteLength(plain.body)).toBeGreaterThan(1024);
    const compressed = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(gunzipSync(compressed.rawPayload).toString())).toEqual(plain.json());
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().data).toMatchObject({ database: 'up' });
  });
});
