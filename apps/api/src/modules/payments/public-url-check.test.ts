import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { publicUrlMismatchWarning, warnIfPublicUrlUnset } from './public-url-check';

// A deployment whose browsers use another address than PUBLIC_URL is told so in its log: the
// provider would send its payers back where they have no session.

function recordingLog() {
  const lines: string[] = [];
  return { lines, warn: (_details: unknown, message: string) => void lines.push(message) };
}

describe('warnIfPublicUrlUnset, at start', () => {
  const base = { NODE_ENV: 'production', PAYMENT_SANDBOXES: false } as const;

  it('warns in production, or with live providers, when PUBLIC_URL is unset', () => {
    for (const config of [
      base,
      { ...base, PAYMENT_SANDBOXES: true },
      { ...base, NODE_ENV: 'development' },
    ] as const) {
      const log = recordingLog();
      expect(warnIfPublicUrlUnset({ ...config, publicUrl: 'http://localhost:8080' }, log)).toBe(
        true,
      );
      expect(log.lines).toEqual([
        'PUBLIC_URL is not set: payment providers will send payers back to http://localhost:8080. Set PUBLIC_URL to the address browsers use.',
      ]);
    }
  });

  it('is quiet when PUBLIC_URL is set, or on a laptop with the sandboxes', () => {
    const log = recordingLog();
    const url = 'https://niyukti.example.gov.np';
    expect(warnIfPublicUrlUnset({ ...base, PUBLIC_URL: url, publicUrl: url }, log)).toBe(false);
    expect(
      warnIfPublicUrlUnset(
        { NODE_ENV: 'development', PAYMENT_SANDBOXES: true, publicUrl: 'http://localhost:8080' },
        log,
      ),
    ).toBe(false);
    expect(log.lines).toEqual([]);
  });
});

describe('publicUrlMismatchWarning, on requests', () => {
  async function appWith(publicUrl: string) {
    const log = recordingLog();
    const hook = publicUrlMismatchWarning(publicUrl, log);
    const app = Fastify({ trustProxy: true });
    app.addHook('onRequest', hook);
    app.get('/*', async () => 'ok');
    await app.ready();
    const get = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/vacancy', headers });
    return { app, log, hook, get };
  }

  it('warns once, on the first browser request to another address', async () => {
    const { app, log, hook, get } = await appWith('http://localhost:8201');
    await get({ host: 'localhost:8201', 'sec-fetch-site': 'none' });
    expect(hook.warned()).toBe(false);
    await get({ host: '127.0.0.1:8201', 'sec-fetch-site': 'none' });
    await get({ host: '10.0.0.9:8201', 'sec-fetch-site': 'same-origin' });
    expect(hook.warned()).toBe(true);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toContain('A browser reached this server at 127.0.0.1:8201');
    expect(log.lines[0]).toContain('PUBLIC_URL is http://localhost:8201');
    await app.close();
  });

  it("believes a same-origin call's Origin, and a proxy's X-Forwarded-Host", async () => {
    const { app, log, get } = await appWith('https://niyukti.example.gov.np');
    await get({
      host: 'api-7:8080',
      'x-forwarded-host': 'niyukti.example.gov.np',
      'sec-fetch-site': 'none',
    });
    await get({
      host: 'api-7:8080',
      origin: 'https://niyukti.example.gov.np',
      'sec-fetch-site': 'same-origin',
    });
    expect(log.lines).toEqual([]);
    await get({
      host: 'api-7:8080',
      origin: 'https://old-name.example.gov.np',
      'sec-fetch-site': 'same-origin',
    });
    expect(log.lines[0]).toContain('at old-name.example.gov.np');
    await app.close();
  });

  it('ignores what no browser of ours sends: probes, servers, cross-site redirects', async () => {
    const { app, log, get } = await appWith('http://localhost:8201');
    await get({ host: '10.0.0.9:8080' }); // a health probe, a provider's server
    await get({
      host: '10.0.0.9:8080',
      'sec-fetch-site': 'cross-site',
      origin: 'https://esewa.com.np',
    });
    expect(log.lines).toEqual([]);
    await app.close();
  });
});
