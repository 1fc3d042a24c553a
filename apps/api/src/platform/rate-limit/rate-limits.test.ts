import net from 'node:net';
import { randomInt } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { redisForTests } from '../../test/redis';
import { clientKeyOf } from './client-address';
import { RATE_LIMIT_KEY_PREFIX } from './rate-limits';

// The limits count clients by address: the socket's, or what a proxy of TRUST_PROXY says.
// /oauth/token allows 20 a minute, /api/public/register 10 (decision 20).

const redis = await redisForTests();
const apps: TestApp[] = [];
afterAll(async () => {
  redis?.disconnect();
  for (const app of apps) await app.close();
});

const started = new Map<string, Promise<TestApp>>();

/** One app per configuration, shared by the tests of this file (each uses its own addresses). */
function appWith(env: Record<string, string> = {}) {
  const name = JSON.stringify(env);
  if (!started.has(name))
    started.set(
      name,
      startTestApp({ RATE_LIMIT_ENABLED: 'true', ...env }).then((testApp) => {
        apps.push(testApp);
        return testApp;
      }),
    );
  return started.get(name)!;
}

/**
 * An address in a /64 of the documentation range that no other test, file or run uses (Redis
 * outlives a test run, and the files of a run share it): a random one of 2^32 networks.
 */
const anAddress = () =>
  `2001:db8:${randomInt(0x10000).toString(16)}:${randomInt(0x10000).toString(16)}::1`;
const aForgedAddress = (i: number) => `${(i % 200) + 1}.${randomInt(256)}.${randomInt(256)}.9`;

/** A token request without client credentials: refused 401 at once, but counted first. */
const tokenRequest = (t: TestApp, remoteAddress: string, forwardedFor?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    remoteAddress,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    payload: 'grant_type=password&username=someone&password=x',
  });

/** The statuses of `count` token requests, each from `remoteAddress` with its own header. */
async function statusesOf(count: number, send: (i: number) => ReturnType<typeof tokenRequest>) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await send(i)).statusCode);
  return statuses;
}

const refusedAfter = (allowed: number, status = 401) => [
  ...Array<number>(allowed).fill(status),
  429,
  429,
];

describe("without TRUST_PROXY, X-Forwarded-For is nobody's word", () => {
  it('counts a client that forges a new X-Forwarded-For on every request as one address', async () => {
    const t = await appWith();
    const client = anAddress();
    expect(await statusesOf(22, (i) => tokenRequest(t, client, aForgedAddress(i)))).toEqual(
      refusedAfter(20),
    );
    const refused = await tokenRequest(t, client, aForgedAddress(99));
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().message.ne).toMatch(/[\u0900-\u097F]/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is another client.
    expect((await tokenRequest(t, anAddress(), aForgedAddress(1))).statusCode).toBe(401);
  });

  it('counts registrations the same way', async () => {
    const t = await appWith();
    const client = anAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/public/register',
        remoteAddress: client,
        headers: { 'x-forwarded-for': aForgedAddress(i) },
        payload: {},
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual(refusedAfter(10, 400));
  });
});

describe('with TRUST_PROXY, the listed proxies say who the client is', () => {
  const proxy = '10.20.30.40';

  it("honours a trusted proxy's X-Forwarded-For: each client has its own limit", async () => {
    const t = await appWith({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' });
    // 25 clients behind the proxy, one request each: nobody is refused.
    const many = await statusesOf(25, () => tokenRequest(t, proxy, anAddress()));
    expect(many.every((status) => status === 401)).toBe(true);
    // One client behind the proxy is refused after its 20.
    const one = anAddress();
    expect(await statusesOf(22, () => tokenRequest(t, proxy, one))).toEqual(refusedAfter(20));
  });

  it('believes only the proxies: a forged address in front of the real one changes nothing', async () => {
    const t = await appWith({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' });
    const client = anAddress();
    // The proxy appends the address it saw; what the client wrote stays in front of it.
    expect(
      await statusesOf(22, (i) => tokenRequest(t, proxy, `${aForgedAddress(i)}, ${client}`)),
    ).toEqual(refusedAfter(20));
    // A client that is not a listed proxy cannot speak for others.
    const outsider = anAddress();
    expect(await statusesOf(22, (i) => tokenRequest(t, outsider, aForgedAddress(i)))).toEqual(
      refusedAfter(20),
    );
  });

  it('counts an IPv6 client by its /64, not by each of its addresses', async () => {
    const t = await appWith();
    const network = `2001:db8:${randomInt(0xffff).toString(16)}:7`;
    expect(
      await statusesOf(22, (i) => tokenRequest(t, `${network}::${(i + 1).toString(16)}`)),
    ).toEqual(refusedAfter(20));
    expect((await tokenRequest(t, `2001:db8:ffff:8::1`)).statusCode).toBe(401);
  });
});

describe('clientKeyOf', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6 and reduces IPv6 to its /64', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('2001:0db8:0001:0002:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(clientKeyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKeyOf('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });
});

describe('where the counts live', () => {
  it('answers, and still limits, when REDIS_URL names a Redis that is not there', async () => {
    const closed = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const t = await appWith({ REDIS_URL: `redis://127.0.0.1:${closed}` });
    const client = anAddress();
    // Counted in this instance's memory meanwhile: no 500, and no free pass either.
    expect(await statusesOf(22, () => tokenRequest(t, client))).toEqual(refusedAfter(20));
  });

  it.skipIf(!redis)(
    'counts in the Redis of REDIS_URL, under its prefix, per route and client',
    async () => {
      const t = await appWith({ REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
      const client = anAddress();
      const key = `${RATE_LIMIT_KEY_PREFIX}POST/oauth/token:${clientKeyOf(client)}`;
      await redis!.del(key);
      expect(await statusesOf(3, () => tokenRequest(t, client))).toEqual([401, 401, 401]);
      expect(await redis!.get(key)).toBe('3');
      const ttl = await redis!.pttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
      // What is in Redis is what the app goes by: at 20 already, the next one is refused.
      await redis!.set(key, '20', 'PX', 60_000);
      expect((await tokenRequest(t, client)).statusCode).toBe(429);
      await redis!.del(key);
    },
  );
});
