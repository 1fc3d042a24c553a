import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { aCandidate, bearer, requestToken, signIn } from '../../test/people';
import { pathOfNul } from './refuse-nul-characters';

// Input PostgreSQL or the multipart parser cannot take is refused as the client's mistake,
// in both languages, before anything is stored; Fastify's own refusals wear our envelope too.

let t: TestApp;
let candidateToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await startTestApp();
  candidateToken = (await aCandidate(t)).token;
  adminToken = await signIn(t.app, 'admin', 'Admin@2082');
});
afterAll(async () => t?.close());

function expectRefusal(
  response: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  status: number,
  message: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['strict-transport-security']).toBeDefined();
  expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  const body = response.json() as { status: number; code: string; data: unknown; message: unknown };
  expect(body).toMatchObject({ status: 0, code: 'VALIDATION_FAILED' });
  expect(body.data).toMatchObject({ issues: [{ message }] });
  expect(body.message).toMatchObject({ en: expect.any(String), ne: expect.stringMatching(/[ऀ-ॿ]/) });
}

async function roleTitles(): Promise<string[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/internal/roles',
    headers: bearer(adminToken),
  });
  return (response.json() as { data: { title: string }[] }).data.map((role) => role.title);
}

describe('pathOfNul', () => {
  it.each([
    ['a\u0000b', ''],
    [{ title: 'x', nested: [{ name: '\u0000' }] }, 'nested.0.name'],
    [{ ['k\u0000']: 1 }, 'k\u0000'],
  ])('finds the NUL in %j at %j', (value, path) => {
    expect(pathOfNul(value)).toBe(path);
  });

  it.each([['plain'], [{ a: ['x', 1, null, { b: 'y' }] }], [42], [null]])(
    'finds none in %j',
    (value) => {
      expect(pathOfNul(value)).toBeNull();
    },
  );
});

describe('a NUL character', () => {
  it('in a search of the candidate vacancy list is refused, naming the field', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/vacancies?search=a%00b',
      headers: bearer(candidateToken),
    });
    expectRefusal(response, 400, 'validation.nulCharacter');
    expect((response.json() as { data: { issues: { path: string }[] } }).data.issues[0]!.path).toBe(
      'search',
    );
  });

  it('in the sign-in form, before any account is looked up', async () => {
    expectRefusal(await requestToken(t.app, 'a\u0000b', 'x'), 400, 'validation.nulCharacter');
  });

  it('in a JSON body stores nothing', async () => {
    const before = await roleTitles();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/internal/roles',
      headers: { ...bearer(adminToken), 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'Nul\u0000role', type: 'internal' }),
    });
    expectRefusal(response, 400, 'validation.nulCharacter');
    expect(await roleTitles()).toEqual(before);
  });

  it("in a multipart record's data part", async () => {
    const boundary = 'nulboundary';
    const payload =
      `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n` +
      `${JSON.stringify({ instituteName: 'Nul\u0000' })}\r\n--${boundary}--\r\n`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/profile/training',
      headers: {
        ...bearer(candidateToken),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    expectRefusal(response, 400, 'validation.nulCharacter');
  });
});

describe('a malformed multipart body', () => {
  const part = '--x\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"instituteName":';
  it.each([
    ['not multipart at all', 'multipart/form-data; boundary=x', 'garbage'],
    ['without a boundary', 'multipart/form-data', `${part}"a"}\r\n--x--\r\n`],
    ['cut off in the middle of a part', 'multipart/form-data; boundary=x', part],
  ])('%s is refused and stores nothing', async (_name, contentType, payload) => {
    const list = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/candidate/profile/training',
        headers: bearer(candidateToken),
      });
    const before = (await list()).body;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/profile/training',
      headers: { ...bearer(candidateToken), 'content-type': contentType },
      payload,
    });
    expectRefusal(response, 400, 'validation.malformedBody');
    expect((await list()).body).toBe(before);
  });
});

describe("Fastify's own refusals", () => {
  it('a path parameter over 100 characters is 414 in our envelope with our headers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/applications/${'1'.repeat(150)}`,
      headers: bearer(candidateToken),
    });
    expectRefusal(response, 414, 'validation.addressTooLong');
  });

  it('a path that is not valid percent-encoding is 400 in our envelope', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/applications/%E0%A4%A',
      headers: bearer(candidateToken),
    });
    expectRefusal(response, 400, 'validation.addressTooLong');
  });

  it('a body over 1 MB is 413, said as too large', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/public/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ firstName: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: { en: 'What was sent is too large.' },
    });
  });
});
