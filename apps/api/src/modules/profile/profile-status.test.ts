import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { aCandidate, bearer, multipartFile } from '../../test/people';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

type Candidate = Awaited<ReturnType<typeof aCandidate>>;

const statusOf = async (candidate: Candidate) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/candidate/profile/status',
      headers: bearer(candidate.token),
    })
  ).json().data;

async function upload(candidate: Candidate, kind: string) {
  const bytes = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
  const body = multipartFile(bytes, 'a.jpg');
  return t.app.inject({
    method: 'PUT',
    url: `/api/candidate/profile/documents/${kind}`,
    headers: { ...bearer(candidate.token), ...body.headers },
    payload: body.payload,
  });
}

describe('profile status', () => {
  it('lists every missing part of a new profile, and fewer as documents arrive', async () => {
    const candidate = await aCandidate(t);
    expect(await statusOf(candidate)).toEqual({
      locked: false,
      documentsLocked: false,
      openHolds: [],
      missing: [
        'personal',
        'contact',
        'extra',
        'education',
        'photograph',
        'signature',
        'citizenship',
      ],
    });
    expect((await upload(candidate, 'photograph')).statusCode).toBe(200);
    expect((await upload(candidate, 'citizenship_front')).statusCode).toBe(200);
    expect((await statusOf(candidate)).missing).toEqual([
      'personal',
      'contact',
      'extra',
      'education',
      'signature',
      'citizenship',
    ]);
    expect((await upload(candidate, 'citizenship_back')).statusCode).toBe(200);
    expect((await statusOf(candidate)).missing).not.toContain('citizenship');
  });

  it('refuses new documents once the commission locks them, keeping the old ones', async () => {
    const candidate = await aCandidate(t);
    expect((await upload(candidate, 'signature')).statusCode).toBe(200);
    await t.database.db
      .update(candidates)
      .set({ documentsLockedAt: new Date() })
      .where(eq(candidates.userId, candidate.userId));
    expect(await statusOf(candidate)).toMatchObject({ locked: false, documentsLocked: true });
    const refused = await upload(candidate, 'signature');
    expect(refused.statusCode).toBe(423);
    expect(refused.json().code).toBe('PROFILE_LOCKED');
    const documents = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/profile/documents',
      headers: bearer(candidate.token),
    });
    expect(documents.json().data).toHaveLength(1);
    await t.database.db
      .update(candidates)
      .set({ documentsLockedAt: null })
      .where(eq(candidates.userId, candidate.userId));
    expect((await upload(candidate, 'signature')).statusCode).toBe(200);
  });
});
