import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileRecordSection } from '@niyukti/shared';
import { candidates, serviceGroups } from '../../../db/schema';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { aCandidate, bearer, multipartBody } from '../../../test/people';
import {
  dated,
  jpeg,
  pdf,
  recordReferences,
  sendRecord,
  validRecord as validProfileRecord,
  type RecordReferences,
} from '../../../test/profile-records';

let t: TestApp;
/** The first active record of each master list the sections refer to. */
let ids: RecordReferences;

beforeAll(async () => {
  t = await startTestApp();
  ids = await recordReferences(t.app);
});
afterAll(async () => t?.close());

/** A record of each section that every rule accepts, with the files it needs. */
const validRecord = (section: ProfileRecordSection) => validProfileRecord(section, ids);

/** One rule of each section that a wrong value breaks: the field and the expected message. */
const BREAKS: Record<
  ProfileRecordSection,
  { change: Record<string, unknown>; path: string; message: string }
> = {
  'inclusive-groups': {
    change: { inclusiveGroupId: 999999 },
    path: 'inclusiveGroupId',
    message: 'validation.unknownReference',
  },
  education: {
    change: { universityOrBoardName: 'TU 2015' },
    path: 'universityOrBoardName',
    message: 'validation.lettersOnly',
  },
  training: {
    change: { percentage: '100' },
    path: 'percentage',
    message: 'validation.percentageRange',
  },
  'professional-councils': {
    change: dated('renewDate', '2015-01-01'),
    path: 'renewDateAd',
    message: 'validation.renewBeforeIssue',
  },
  'government-experience': {
    change: dated('toDate', '2016-01-01'),
    path: 'toDateAd',
    message: 'validation.endBeforeStart',
  },
  'non-government-experience': {
    change: { institutionName: 'Bank <script>' },
    path: 'institutionName',
    message: 'validation.lettersOnly',
  },
};

const SECTIONS = Object.keys(BREAKS) as ProfileRecordSection[];

const send = (
  token: string,
  method: 'POST' | 'PUT',
  url: string,
  data: unknown,
  files: Record<string, Buffer> = {},
) => sendRecord(t.app, token, method, url, data, files);
const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });
const remove = (token: string, url: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/candidate/profile/${url}`, headers: bearer(token) });

const storedFileCount = async () => {
  let total = 0;
  for (const a of await readdir(t.filesDir).catch(() => []))
    for (const b of await readdir(`${t.filesDir}/${a}`))
      total += (await readdir(`${t.filesDir}/${a}/${b}`)).length;
  return total;
};

describe.each(SECTIONS)('profile records: %s', (section) => {
  it('adds a record with its files, lists it and serves the files to the candidate', async () => {
    const candidate = await aCandidate(t);
    const { data, files } = await validRecord(section);
    const saved = await send(candidate.token, 'POST', section, data, files);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().message.ne).toMatch(/[\u0900-\u097F]/);
    const record = saved.json().data;
    for (const slot of Object.keys(files)) {
      expect(record.files[slot]).toMatchObject({ fileId: expect.any(Number) });
      const file = await get(candidate.token, `/api/candidate/files/${record.files[slot].fileId}`);
      expect(file.statusCode).toBe(200);
    }
    const listed = await get(candidate.token, `/api/candidate/profile/${section}`);
    expect(listed.json().data).toEqual([record]);
  });

  it(`refuses a record that breaks a rule (${BREAKS[section].message}) and keeps nothing`, async () => {
    const candidate = await aCandidate(t);
    const { data, files } = await validRecord(section);
    const before = await storedFileCount();
    const refused = await send(
      candidate.token,
      'POST',
      section,
      { ...data, ...BREAKS[section].change },
      files,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.issues).toContainEqual({
      path: BREAKS[section].path,
      message: BREAKS[section].message,
    });
    expect(await storedFileCount()).toBe(before);
    const listed = await get(candidate.token, `/api/candidate/profile/${section}`);
    expect(listed.json().data).toEqual([]);
  });

  it('edits keeping its files, replaces a file (the old one is deleted), and deletes', async () => {
    const candidate = await aCandidate(t);
    const { data, files } = await validRecord(section);
    const record = (await send(candidate.token, 'POST', section, data, files)).json().data;
    const kept = await send(candidate.token, 'PUT', `${section}/${record.id}`, data);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.files).toEqual(record.files);

    const [slot, bytes] = Object.entries(files)[0]!;
    const count = await storedFileCount();
    const replaced = await send(candidate.token, 'PUT', `${section}/${record.id}`, data, {
      [slot]: bytes,
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data.files[slot].fileId).not.toBe(record.files[slot].fileId);
    expect(await storedFileCount()).toBe(count);
    const old = await get(candidate.token, `/api/candidate/files/${record.files[slot].fileId}`);
    expect(old.statusCode).toBe(404);

    const deleted = await remove(candidate.token, `${section}/${record.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await storedFileCount()).toBe(count - Object.keys(files).length);
    const listed = await get(candidate.token, `/api/candidate/profile/${section}`);
    expect(listed.json().data).toEqual([]);
  });
});

describe('profile records: rules across sections', () => {
  it('counts the profile’s education as given once one record is kept', async () => {
    const candidate = await aCandidate(t);
    const missing = async () =>
      (await get(candidate.token, '/api/candidate/profile/status')).json().data.missing;
    expect(await missing()).toContain('education');
    const { data, files } = await validRecord('education');
    const record = (await send(candidate.token, 'POST', 'education', data, files)).json().data;
    expect(await missing()).not.toContain('education');
    await remove(candidate.token, `education/${record.id}`);
    expect(await missing()).toContain('education');
  });

  it('names every missing required file together with the field problems', async () => {
    const candidate = await aCandidate(t);
    const { data } = await validRecord('education');
    const refused = await send(candidate.token, 'POST', 'education', { ...data, percentage: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.issues).toEqual(
      expect.arrayContaining([
        { path: 'percentage', message: 'validation.percentageRange' },
        { path: 'transcript', message: 'validation.required' },
        { path: 'characterCertificate', message: 'validation.required' },
      ]),
    );
  });

  it('accepts a percentage just above 1 and just below 100, in Devanagari digits too', async () => {
    const candidate = await aCandidate(t);
    const { data, files } = await validRecord('training');
    for (const percentage of ['1.01', '९९.९९']) {
      const saved = await send(candidate.token, 'POST', 'training', { ...data, percentage }, files);
      expect(saved.statusCode, saved.body).toBe(201);
    }
    const listed = await get(candidate.token, '/api/candidate/profile/training');
    expect(listed.json().data.map((r: { percentage: number }) => r.percentage)).toEqual([
      1.01, 99.99,
    ]);
  });

  it('checks each file by its bytes against its slot', async () => {
    const candidate = await aCandidate(t);
    const { data } = await validRecord('education');
    const program = Buffer.concat([Buffer.from('MZ\x90\x00\x03'), Buffer.alloc(400)]);
    const refused = await send(candidate.token, 'POST', 'education', data, {
      transcript: await jpeg(), // a picture where only a PDF will do
      characterCertificate: program, // a renamed program
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.issues).toEqual(
      expect.arrayContaining([
        { path: 'transcript', message: 'validation.filePdf' },
        { path: 'characterCertificate', message: 'validation.filePdfJpgPng' },
      ]),
    );
    const files = { transcript: pdf(), characterCertificate: await jpeg() };
    const oversize = await send(candidate.token, 'POST', 'education', data, {
      ...files,
      equivalentCertificate: Buffer.concat([pdf(), Buffer.alloc(500 * 1024)]),
    });
    expect(oversize.json().data.issues).toEqual([
      { path: 'equivalentCertificate', message: 'validation.fileTooLarge' },
    ]);
    expect((await get(candidate.token, '/api/candidate/profile/education')).json().data).toEqual(
      [],
    );
  });

  it('refuses unknown parts, repeated parts, bad JSON and a body that is not multipart', async () => {
    const candidate = await aCandidate(t);
    const { data, files } = await validRecord('training');
    const unknown = await send(candidate.token, 'POST', 'training', data, {
      ...files,
      extra: pdf(),
    });
    expect(unknown.statusCode).toBe(400);
    const badJson = multipartBody({ data: '{not json' }, files);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/profile/training',
      headers: { ...bearer(candidate.token), ...badJson.headers },
      payload: badJson.payload,
    });
    expect(bad.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/profile/training',
      headers: bearer(candidate.token),
      payload: data,
    });
    expect(json.statusCode).toBe(400);
    const listed = await get(candidate.token, '/api/candidate/profile/training');
    expect(listed.json().data).toEqual([]);
  });

  it('keeps each group/class once per candidate', async () => {
    const candidate = await aCandidate(t);
    const { data, files } = await validRecord('inclusive-groups');
    expect((await send(candidate.token, 'POST', 'inclusive-groups', data, files)).statusCode).toBe(
      201,
    );
    const twice = await send(candidate.token, 'POST', 'inclusive-groups', data, files);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().data.issues).toEqual([
      { path: 'inclusiveGroupId', message: 'profile.recordDuplicate' },
    ]);
  });

  it('refuses a group that is not of the chosen service, and a passing date in the future', async () => {
    const candidate = await aCandidate(t);
    const { data, files } = await validRecord('government-experience');
    const [otherService] = await t.database.db
      .insert(serviceGroups)
      .values({ serviceId: ids.services!, nameEn: 'Elsewhere', nameNe: 'अन्यत्र' })
      .returning();
    const services = (await get(candidate.token, '/api/public/master-data/services')).json().data;
    const another = services.find((s: { id: number }) => s.id !== ids.services);
    const misplaced = await send(
      candidate.token,
      'POST',
      'government-experience',
      { ...data, serviceId: another.id, groupId: otherService!.id },
      files,
    );
    expect(misplaced.statusCode).toBe(400);
    expect(misplaced.json().data.issues).toEqual([
      { path: 'groupId', message: 'validation.unknownReference' },
    ]);
    const inGroup = await send(
      candidate.token,
      'POST',
      'government-experience',
      { ...data, groupId: otherService!.id },
      files,
    );
    expect(inGroup.statusCode, inGroup.body).toBe(201);

    const education = await validRecord('education');
    const future = await send(
      candidate.token,
      'POST',
      'education',
      { ...education.data, ...dated('passedDate', '2030-01-01') },
      education.files,
    );
    expect(future.json().data.issues).toContainEqual({
      path: 'passedDateAd',
      message: 'validation.dateInFuture',
    });
  });

  it('never shows, changes or deletes another candidate’s record or file', async () => {
    const owner = await aCandidate(t);
    const other = await aCandidate(t);
    const { data, files } = await validRecord('training');
    const record = (await send(owner.token, 'POST', 'training', data, files)).json().data;
    expect((await get(other.token, '/api/candidate/profile/training')).json().data).toEqual([]);
    const changed = await send(other.token, 'PUT', `training/${record.id}`, data, files);
    expect(changed.statusCode).toBe(404);
    expect((await remove(other.token, `training/${record.id}`)).statusCode).toBe(404);
    const file = await get(other.token, `/api/candidate/files/${record.files.certificate.fileId}`);
    expect(file.statusCode).toBe(404);
    const mine = (await get(owner.token, '/api/candidate/profile/training')).json().data;
    expect(mine).toEqual([record]);
  });

  it('refuses adding, changing and deleting while the commission has locked the profile', async () => {
    const candidate = await aCandidate(t);
    const { data, files } = await validRecord('training');
    const record = (await send(candidate.token, 'POST', 'training', data, files)).json().data;
    await t.database.db
      .update(candidates)
      .set({ profileLockedAt: new Date() })
      .where(eq(candidates.userId, candidate.userId));
    const before = await storedFileCount();
    for (const answer of [
      await send(candidate.token, 'POST', 'training', data, files),
      await send(candidate.token, 'PUT', `training/${record.id}`, data, files),
      await remove(candidate.token, `training/${record.id}`),
    ]) {
      expect(answer.statusCode).toBe(423);
      expect(answer.json().code).toBe('PROFILE_LOCKED');
    }
    expect(await storedFileCount()).toBe(before);
    expect((await get(candidate.token, '/api/candidate/profile/training')).json().data).toEqual([
      record,
    ]);
  });

  it('is for candidates only', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/candidate/profile/education' });
    expect(answer.statusCode).toBe(401);
  });
});
