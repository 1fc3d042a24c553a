import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisementDates, creationDates } from '../../test/advertisements';
import { aCandidate, bearer, signIn } from '../../test/people';
import { aSignedInStaffMemberWith, internal } from '../../test/staff';
import { startTestApp, type TestApp } from '../../test/test-app';
import { examCentres, posts, quotas } from '../../db/schema';

// The shared reads (decision 165): the vacancy list, a vacancy and the season's figures are the
// same bytes for every candidate, kept ready by each instance and made again the moment a
// write changes them. (The notices and the public master data: their own modules' tests; two
// instances over Redis: several-instances.test.ts.)

let t: TestApp;
let pa: ReturnType<typeof internal>;
let rng: ReturnType<typeof internal>;
let anita: string;
let bina: string;
let newAdvertisement: Record<string, unknown>;

beforeAll(async () => {
  t = await startTestApp();
  const admin = await signIn(t.app, 'admin', 'Admin@2082');
  pa = internal(t.app, await aSignedInStaffMemberWith(t.app, admin, ['PA']));
  rng = internal(t.app, await aSignedInStaffMemberWith(t.app, admin, ['RNG']));
  anita = (await aCandidate(t)).token;
  bina = (await aCandidate(t)).token;
  const [post] = await t.database.db.select().from(posts).limit(1);
  const [quota] = await t.database.db.select().from(quotas).where(eq(quotas.code, 'OPEN'));
  const [centre] = await t.database.db.select().from(examCentres).limit(1);
  newAdvertisement = {
    postId: post!.id,
    quotaId: quota!.id,
    vacancyCount: 11,
    examCentreIds: [centre!.id],
    feeRupees: 1500,
    ...creationDates({ publishDate: 0 }),
  };
}, 120_000);
afterAll(async () => t?.close());

const LIST = '/api/candidate/vacancies?page=1&pageSize=50&sort=advertisementNumber:asc';

const read = (url: string, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });

const idsOf = (response: Awaited<ReturnType<typeof read>>) =>
  (response.json().data.items as { id: number }[]).map((item) => item.id);

/** A new advertisement, created and published (pre-live): not yet any candidate's to see. */
async function aPreLiveAdvertisement(suffix: string) {
  const created = await pa('POST', '/advertisements', {
    ...newAdvertisement,
    code: `SR-${suffix}-${process.pid}`,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id as number;
  const published = await pa('POST', `/advertisements/${id}/publish`, {
    newAdvertisementNumber: `${suffix}/082-83-${process.pid}`,
    ...advertisementDates({ publishDate: 0 }),
  });
  expect(published.statusCode, published.body).toBe(200);
  return id;
}

describe('the vacancies and the season figures, kept ready', () => {
  it('are the same bytes for every candidate, kept, and change the moment an advertisement goes live', async () => {
    const first = await read(LIST, anita);
    expect(first.statusCode).toBe(200);
    const forBina = await read(LIST, bina);
    expect(forBina.headers['x-cache']).toBe('hit');
    expect(forBina.body).toBe(first.body);
    expect(forBina.headers.etag).toBe(first.headers.etag);
    expect(forBina.headers['cache-control']).toBe('private, no-cache');
    const figures = (await read('/api/candidate/dashboard', anita)).json().data;

    const id = await aPreLiveAdvertisement('77001');
    expect(idsOf(await read(LIST, anita))).not.toContain(id);
    expect((await read(`/api/candidate/vacancies/${id}`, anita)).statusCode).toBe(404);

    const live = await rng('POST', `/advertisements/${id}/go-live`);
    expect(live.statusCode, live.body).toBe(200);
    const after = await read(LIST, bina);
    expect(after.headers['x-cache']).toBe('miss');
    expect(idsOf(after)).toEqual(expect.arrayContaining([...idsOf(first), id]));
    expect(idsOf(after)).toHaveLength(idsOf(first).length + 1);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    const page = await read(`/api/candidate/vacancies/${id}`, anita);
    expect([page.statusCode, page.json().data.vacancyCount]).toEqual([200, 11]);
    expect((await read('/api/candidate/dashboard', bina)).json().data).toMatchObject({
      liveAdvertisements: figures.liveAdvertisements + 1,
      totalVacancies: figures.totalVacancies + 11,
      figuresAsOf: figures.figuresAsOf,
    });
  });

  it('show new dates the moment they are changed', async () => {
    const id = await aPreLiveAdvertisement('77002');
    expect((await rng('POST', `/advertisements/${id}/go-live`)).statusCode).toBe(200);
    const url = `/api/candidate/vacancies/${id}`;
    const before = (await read(url, anita)).json().data;
    expect((await read(url, bina)).headers['x-cache']).toBe('hit');
    const extended = await pa('POST', `/advertisements/${id}/dates`, {
      mode: 'extraDays',
      extraDays: 5,
      expectedAdmitCardDateAd: before.admitCardDateAd,
    });
    expect(extended.statusCode, extended.body).toBe(200);
    const after = await read(url, anita);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.json().data.doubleFeeDeadlineAd).toBe(extended.json().data.doubleFeeDeadlineAd);
    expect(after.json().data.doubleFeeDeadlineAd).not.toBe(before.doubleFeeDeadlineAd);
  });
});

describe('a ready answer on the wire', () => {
  it('is 304 without a body for a client that holds it, and 200 again once it changed', async () => {
    const first = await read(LIST, anita);
    const etag = first.headers.etag as string;
    const again = await read(LIST, bina, { 'if-none-match': etag });
    expect([again.statusCode, again.body, again.headers.etag]).toEqual([304, '', etag]);
    // A list of tags, weak or not, as browsers and proxies send them.
    expect((await read(LIST, bina, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(
      304,
    );
    expect((await read(LIST, bina, { 'if-none-match': '"other"' })).statusCode).toBe(200);

    const id = await aPreLiveAdvertisement('77003');
    expect((await rng('POST', `/advertisements/${id}/go-live`)).statusCode).toBe(200);
    const changed = await read(LIST, bina, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(idsOf(changed)).toContain(id);
  });

  it('is compressed as the client accepts, the same JSON in every encoding', async () => {
    const plain = await read(LIST, anita);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const br = await read(LIST, anita, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await read(LIST, anita, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  });

  it('answers an address asked before without reading its query again, and a bad one never', async () => {
    const address = '/api/candidate/vacancies?page=1&pageSize=10';
    const first = await read(address, anita);
    const again = await read(address, bina);
    expect([again.statusCode, again.headers['x-cache'], again.body]).toEqual([
      200,
      'hit',
      first.body,
    ]);
    for (let attempt = 0; attempt < 2; attempt++) {
      const bad = await read('/api/candidate/vacancies?page=0&pageSize=10', anita);
      expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it('is still for candidates only: a stranger is refused before anything is sent', async () => {
    const stranger = await t.app.inject({ method: 'GET', url: LIST });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.headers.etag).toBeUndefined();
    const clerk = await signIn(t.app, 'clerk', 'Clerk@2082');
    expect((await read(LIST, clerk)).statusCode).toBe(403);
  });
});
