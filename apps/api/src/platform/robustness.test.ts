import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';
import { aCandidate, bearer, signIn } from '../test/people';

// "No input may produce a 500": every route of the OpenAPI document is called with hostile
// path parameters, query strings and bodies, as a stranger, a candidate and an administrator.

let t: TestApp;
let tokens: Record<string, Record<string, string>>;

beforeAll(async () => {
  t = await startTestApp();
  const candidate = await aCandidate(t);
  tokens = {
    anonymous: {},
    candidate: bearer(candidate.token),
    admin: bearer(await signIn(t.app, 'admin', 'Admin@2082')),
  };
});
afterAll(async () => t?.close());

const HOSTILE_IDS = [
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  '1.5',
  'abc',
  '%00',
  "1'; drop table users;--",
];
const HOSTILE_BODIES: unknown[] = [
  null,
  [],
  'text',
  { advertisementId: '9'.repeat(30), examCentreId: -1 },
  { decision: 'approved', remarks: 'x'.repeat(10_000) },
  { data: '!!!not-base64!!!' },
  { data: Buffer.from('{"transaction_uuid":"x"}').toString('base64') },
  { username: { $ne: null }, password: ['a'] },
  {
    firstName: '<script>alert(1)</script>',
    dobAd: '2090-13-45',
    dobBs: '2081-01-32',
    citizenshipIssueDistrictId: 1e20,
  },
];

describe('no request produces a 500', () => {
  it('holds for every documented route', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const failures: string[] = [];
    let calls = 0;
    for (const [template, methods] of Object.entries(spec.paths)) {
      for (const method of Object.keys(methods)) {
        const urls = template.includes('{')
          ? HOSTILE_IDS.map((id) => template.replace(/\{[^}]+\}/g, encodeURIComponent(id)))
          : [template];
        for (const url of urls) {
          for (const headers of Object.values(tokens)) {
            const queries = [
              '',
              '?page=-1&pageSize=7&sort=;drop&search=' + '%'.repeat(200),
              '?status=nope&page=abc',
            ];
            const bodies = method === 'get' ? [undefined] : HOSTILE_BODIES;
            for (const query of queries) {
              for (const body of bodies) {
                calls += 1;
                const response = await t.app.inject({
                  method: method.toUpperCase() as 'GET',
                  url: url + query,
                  headers: {
                    ...headers,
                    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
                  },
                  payload: body === undefined ? undefined : JSON.stringify(body),
                });
                if (response.statusCode >= 500 && response.statusCode !== 503) {
                  failures.push(
                    `${method.toUpperCase()} ${url}${query} ${JSON.stringify(body)} → ${response.statusCode} ${response.body.slice(0, 200)}`,
                  );
                }
              }
            }
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(500);
    expect(failures).toEqual([]);
    // Thousands of calls (every route × token × query × body): minutes on a busy machine.
  }, 300_000);
});
