import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, adToBs, todayIso, type TNotice, type TPublicNotice } from '@niyukti/shared';
import { auditLog, notices, uploadedFiles } from '../../db/schema';
import { createLocalFileStorage } from '../../platform/files/file-storage';
import { startTestApp, type TestApp } from '../../test/test-app';
import { bearer, multipartBody, signIn } from '../../test/people';

let t: TestApp;
let admin: string;
let masterData: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.app, 'admin', 'Admin@2082');
  // The demo's master-data administrator holds MC and nothing else.
  masterData = await signIn(t.app, 'masterdata', 'Master@2082');
});
afterAll(async () => t?.close());

const today = () => todayIso();

/** A valid notice from `startAd` to `endAd`, both calendars filled. */
function aNotice(startAd = today(), endAd = addDaysIso(today(), 7), title = 'Written exam dates') {
  return {
    title,
    description: 'लिखित परीक्षा कार्यक्रम प्रकाशित गरिएको छ। The written exams begin next month.',
    startDateAd: startAd,
    startDateBs: adToBs(startAd),
    endDateAd: endAd,
    endDateBs: adToBs(endAd),
  };
}

const aJpeg = (width = 2400, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: '#1c7ed6' } })
    .jpeg()
    .toBuffer();

type Image = { bytes: Buffer; fileName: string };

/** POST (or PUT to `id`) a notice as `token`: the fields as JSON in `data`, then the image. */
function send(token: string | null, data: unknown, image?: Image, id?: number) {
  const body = multipartBody({ data: JSON.stringify(data) }, image ? { image } : {});
  return t.app.inject({
    method: id === undefined ? 'POST' : 'PUT',
    url: id === undefined ? '/api/internal/notices' : `/api/internal/notices/${id}`,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    payload: body.payload,
  });
}

async function created(data = aNotice(), token = masterData): Promise<TNotice> {
  const response = await send(token, data, { bytes: await aJpeg(), fileName: 'notice.jpg' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as TNotice;
}

const issuesOf = (response: { json(): { data: { issues: unknown[] } } }) =>
  response.json().data.issues;

async function storageKeyOf(fileId: number) {
  const [row] = await t.database.db
    .select()
    .from(uploadedFiles)
    .where(eq(uploadedFiles.id, fileId));
  return row?.storageKey;
}

const publicList = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/public/notices' });
  expect(response.statusCode).toBe(200);
  return response.json().data as TPublicNotice[];
};

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('saving a notice (MC)', () => {
  it('keeps a real JPEG re-encoded and fitted into 1600 px, with both calendars, audited', async () => {
    const data = aNotice();
    const notice = await created(data);
    expect(notice).toMatchObject({
      title: data.title,
      description: data.description,
      startDateAd: data.startDateAd,
      startDateBs: data.startDateBs,
      endDateAd: data.endDateAd,
      endDateBs: data.endDateBs,
      status: 'current',
      image: { contentType: 'image/jpeg' },
    });

    const image = await get(`/api/public/notices/${notice.id}/image?v=${notice.image.fileId}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1600, 800]);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(notice.id)));
    expect(entry).toMatchObject({ action: 'notice.create', entity: 'notice', before: null });
    expect((entry!.after as TNotice).title).toBe(data.title);
  });

  it('accepts a PNG too and keeps it as JPEG', async () => {
    const png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    const response = await send(masterData, aNotice(), { bytes: png, fileName: 'notice.png' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.image.contentType).toBe('image/jpeg');
  });

  it('refuses a PDF, an SVG (whatever their names), an image over 500 KB and a missing one', async () => {
    const before = await t.database.db.select().from(notices);
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
    );
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="9"/></svg>');
    for (const bytes of [pdf, svg]) {
      const response = await send(masterData, aNotice(), { bytes, fileName: 'notice.jpg' });
      expect(response.statusCode).toBe(400);
      expect(issuesOf(response)).toEqual([{ path: 'image', message: 'validation.fileJpgPng' }]);
    }
    const oversize = Buffer.concat([await aJpeg(50, 50), Buffer.alloc(501 * 1024, 7)]);
    const large = await send(masterData, aNotice(), { bytes: oversize, fileName: 'big.jpg' });
    expect(large.statusCode).toBe(400);
    expect(issuesOf(large)).toEqual([{ path: 'image', message: 'validation.fileTooLarge' }]);
    const missing = await send(masterData, aNotice());
    expect(issuesOf(missing)).toEqual([{ path: 'image', message: 'validation.required' }]);
    expect(missing.json().message.ne).toBe('यो विवरण अनिवार्य छ।');
    expect(await t.database.db.select().from(notices)).toHaveLength(before.length);
  });

  it('refuses an end date before the start date', async () => {
    const response = await send(masterData, aNotice(today(), addDaysIso(today(), -1)), {
      bytes: await aJpeg(),
      fileName: 'notice.jpg',
    });
    expect(response.statusCode).toBe(400);
    expect(issuesOf(response)).toEqual([
      { path: 'endDateAd', message: 'validation.endBeforeStart' },
    ]);
    // The same day for both is a one-day notice.
    await created(aNotice(today(), today()));
  });

  it('refuses B.S. and A.D. dates that are not the same day', async () => {
    const data = { ...aNotice(), startDateBs: adToBs(addDaysIso(today(), 1)) };
    const response = await send(masterData, data, { bytes: await aJpeg(), fileName: 'n.jpg' });
    expect(response.statusCode).toBe(400);
    expect(issuesOf(response)).toEqual([
      { path: 'startDateBs', message: 'validation.bsAdMismatch' },
    ]);
  });

  it('refuses a missing title, a title over 200 and a description over 5000 characters, all at once', async () => {
    const data = { ...aNotice(), title: 'T'.repeat(201), description: 'क'.repeat(5001) };
    const response = await send(masterData, data);
    expect(issuesOf(response)).toEqual([
      { path: 'title', message: 'validation.maxLength200' },
      { path: 'description', message: 'notices.descriptionTooLong' },
      { path: 'image', message: 'validation.required' },
    ]);
    const untitled = await send(masterData, { ...aNotice(), title: '' });
    expect(issuesOf(untitled)).toContainEqual({ path: 'title', message: 'validation.required' });
  });

  it('requires MC: 401 without a token, 403 for staff without it, for every staff call', async () => {
    const notice = await created();
    const clerk = await signIn(t.app, 'clerk', 'Clerk@2082');
    const scrutiny = await signIn(t.app, 'scrutiny', 'Scrutiny@2082');
    const image = { bytes: await aJpeg(), fileName: 'n.jpg' };
    expect((await send(null, aNotice(), image)).statusCode).toBe(401);
    for (const token of [clerk, scrutiny]) {
      const refused = [
        await send(token, aNotice(), image),
        await send(token, aNotice(), image, notice.id),
        await get('/api/internal/notices', token),
        await get(`/api/internal/notices/${notice.id}/image`, token),
        await t.app.inject({
          method: 'DELETE',
          url: `/api/internal/notices/${notice.id}`,
          headers: bearer(token),
        }),
      ];
      for (const response of refused)
        expect([response.statusCode, response.json().code]).toEqual([403, 'FORBIDDEN']);
    }
    expect((await get('/api/internal/notices')).statusCode).toBe(401);
    expect((await get('/api/internal/notices', admin)).statusCode).toBe(200);
  });
});

describe('notices for everyone', () => {
  it('lists, without a sign-in, only the notices shown today (Nepal), and serves only their images', async () => {
    const yesterday = addDaysIso(today(), -1);
    const tomorrow = addDaysIso(today(), 1);
    const showing = await created(aNotice(addDaysIso(today(), -3), today(), 'Ends today'));
    const ended = await created(aNotice(addDaysIso(today(), -5), yesterday, 'Ended yesterday'));
    const upcoming = await created(aNotice(tomorrow, addDaysIso(today(), 5), 'Starts tomorrow'));
    expect([showing.status, ended.status, upcoming.status]).toEqual([
      'current',
      'ended',
      'upcoming',
    ]);

    const list = await publicList();
    const ids = list.map((notice) => notice.id);
    expect(ids).toContain(showing.id);
    expect(ids).not.toContain(ended.id);
    expect(ids).not.toContain(upcoming.id);
    const shown = list.find((notice) => notice.id === showing.id)!;
    expect(shown).toEqual({
      id: showing.id,
      title: 'Ends today',
      description: showing.description,
      startDateAd: showing.startDateAd,
      startDateBs: showing.startDateBs,
      endDateAd: today(),
      endDateBs: adToBs(today()),
      imageUrl: `/api/public/notices/${showing.id}/image?v=${showing.image.fileId}`,
    });

    expect((await get(shown.imageUrl)).statusCode).toBe(200);
    for (const hidden of [ended, upcoming]) {
      const response = await get(`/api/public/notices/${hidden.id}/image`);
      expect([response.statusCode, response.json().code]).toEqual([404, 'NOT_FOUND']);
      // Staff still see it.
      expect((await get(`/api/internal/notices/${hidden.id}/image`, masterData)).statusCode).toBe(
        200,
      );
    }
    expect((await get('/api/public/notices/999999/image')).statusCode).toBe(404);
  });

  it('is kept ready, and changes the moment staff add, change or delete a notice', async () => {
    const listed = () => t.app.inject({ method: 'GET', url: '/api/public/notices' });
    const titles = (response: Awaited<ReturnType<typeof listed>>) =>
      (response.json().data as TPublicNotice[]).map((notice) => notice.title);
    const first = await listed();
    const again = await listed();
    expect([again.headers['x-cache'], again.headers.etag]).toEqual(['hit', first.headers.etag]);
    expect(again.headers['cache-control']).toBe('public, max-age=60');

    const notice = await created(aNotice(today(), today(), 'Kept ready'));
    expect(titles(await listed())).toContain('Kept ready');
    const changed = await send(
      masterData,
      aNotice(today(), today(), 'Changed at once'),
      undefined,
      notice.id,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const afterChange = titles(await listed());
    expect(afterChange).toContain('Changed at once');
    expect(afterChange).not.toContain('Kept ready');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/internal/notices/${notice.id}`,
      headers: bearer(masterData),
    });
    expect(removed.statusCode).toBe(200);
    expect(titles(await listed())).not.toContain('Changed at once');
  });

  it('lists every notice for staff, newest first, searchable', async () => {
    const first = await created(aNotice(today(), today(), 'Kharidar interview schedule'));
    const second = await created(aNotice(today(), today(), 'Kharidar result'));
    const response = await get('/api/internal/notices?search=kharidar&pageSize=10', masterData);
    expect(response.statusCode).toBe(200);
    const page = response.json().data as { items: TNotice[]; total: number };
    expect(page.total).toBe(2);
    expect(page.items.map((notice) => notice.id)).toEqual([second.id, first.id]);
  });
});

describe('changing and deleting a notice', () => {
  it('keeps the image when an edit sends none, and replaces (and removes) it when one is sent', async () => {
    const notice = await created();
    const files = createLocalFileStorage(t.filesDir);
    const firstKey = (await storageKeyOf(notice.image.fileId))!;

    const data = { ...aNotice(), title: 'Written exam dates (revised)' };
    const kept = await send(masterData, data, undefined, notice.id);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ title: data.title, image: notice.image });
    expect(kept.json().message.en).toBe('The notice has been saved.');
    expect(await files.read(firstKey)).not.toBeNull();

    const replaced = await send(
      masterData,
      data,
      { bytes: await aJpeg(400, 300), fileName: 'new.jpg' },
      notice.id,
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().data.image.fileId).not.toBe(notice.image.fileId);
    expect(await storageKeyOf(notice.image.fileId)).toBeUndefined();
    expect(await files.read(firstKey)).toBeNull();

    const updates = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'notice.update'));
    const mine = updates.filter((entry) => entry.entityId === String(notice.id));
    expect(mine).toHaveLength(2);
    expect((mine[0]!.before as TNotice).title).toBe('Written exam dates');
    expect((mine[0]!.after as TNotice).title).toBe(data.title);
  });

  it('answers 404 for a notice that does not exist', async () => {
    expect((await send(masterData, aNotice(), undefined, 999999)).statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/internal/notices/999999',
      headers: bearer(masterData),
    });
    expect(removed.statusCode).toBe(404);
  });

  it('deletes a notice with its image file, audited', async () => {
    const notice = await created();
    const key = (await storageKeyOf(notice.image.fileId))!;
    const files = createLocalFileStorage(t.filesDir);
    expect(await files.read(key)).not.toBeNull();

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/internal/notices/${notice.id}`,
      headers: bearer(masterData),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message.ne).toBe('सूचना हटाइयो।');
    expect(await t.database.db.select().from(notices).where(eq(notices.id, notice.id))).toEqual([]);
    expect(await storageKeyOf(notice.image.fileId)).toBeUndefined();
    expect(await files.read(key)).toBeNull();
    expect((await get(`/api/public/notices/${notice.id}/image`)).statusCode).toBe(404);
    expect((await publicList()).map((n) => n.id)).not.toContain(notice.id);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'notice.delete'), eq(auditLog.entityId, String(notice.id))));
    expect(entries).toEqual([expect.objectContaining({ after: null })]);
  });
});
