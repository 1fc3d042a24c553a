import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { aCandidate, bearer, multipartFile, signIn } from '../../test/people';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const jpeg = (width: number, height: number, colour = '#aa3322') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

const upload = (token: string, kind: string, bytes: Buffer, fileName?: string) => {
  const body = multipartFile(bytes, fileName);
  return t.app.inject({
    method: 'PUT',
    url: `/api/candidate/profile/documents/${kind}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};

const storedFileCount = async () => {
  let total = 0;
  for (const a of await readdir(t.filesDir).catch(() => []))
    for (const b of await readdir(`${t.filesDir}/${a}`))
      total += (await readdir(`${t.filesDir}/${a}/${b}`)).length;
  return total;
};

describe('candidate documents', () => {
  it('keeps a photograph scaled to fit, lists it, and serves it to its owner', async () => {
    const candidate = await aCandidate(t);
    const saved = await upload(candidate.token, 'photograph', await jpeg(1200, 1600), 'me.jpg');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message.ne).toMatch(/[\u0900-\u097F]/);
    const document = saved.json().data;
    expect(document).toMatchObject({ kind: 'photograph', contentType: 'image/jpeg' });

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/profile/documents',
      headers: bearer(candidate.token),
    });
    expect(listed.json().data).toEqual([document]);

    const file = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/files/${document.fileId}`,
      headers: bearer(candidate.token),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([600, 800]);
  });

  it('replaces a document and deletes the file it replaced', async () => {
    const candidate = await aCandidate(t);
    const first = (await upload(candidate.token, 'signature', await jpeg(400, 200))).json().data;
    const before = await storedFileCount();
    const second = (
      await upload(candidate.token, 'signature', await jpeg(400, 200, '#000000'))
    ).json().data;
    expect(second.fileId).not.toBe(first.fileId);
    expect(await storedFileCount()).toBe(before);
    const old = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/files/${first.fileId}`,
      headers: bearer(candidate.token),
    });
    expect(old.statusCode).toBe(404);
  });

  it('never shows one candidate another candidate’s file; scrutiny staff may see it', async () => {
    const owner = await aCandidate(t);
    const other = await aCandidate(t);
    const { fileId } = (await upload(owner.token, 'citizenship_front', await jpeg(800, 500))).json()
      .data;
    const stolen = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/files/${fileId}`,
      headers: bearer(other.token),
    });
    expect(stolen.statusCode).toBe(404);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/files/999999',
      headers: bearer(other.token),
    });
    expect(stolen.json()).toEqual(missing.json());
    const othersList = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/profile/documents',
      headers: bearer(other.token),
    });
    expect(othersList.json().data).toEqual([]);

    const scrutiny = await signIn(t.app, 'scrutiny', 'Scrutiny@2082');
    const asStaff = await t.app.inject({
      method: 'GET',
      url: `/api/internal/files/${fileId}`,
      headers: bearer(scrutiny),
    });
    expect(asStaff.statusCode).toBe(200);
    const clerk = await signIn(t.app, 'clerk', 'Clerk@2082');
    const asClerk = await t.app.inject({
      method: 'GET',
      url: `/api/internal/files/${fileId}`,
      headers: bearer(clerk),
    });
    expect(asClerk.statusCode).toBe(403);
  });

  it('refuses a renamed program, a PDF, an oversized file and an unknown kind, keeping nothing', async () => {
    const candidate = await aCandidate(t);
    const before = await storedFileCount();
    const program = Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(300, 7)]);
    const renamed = await upload(candidate.token, 'photograph', program, 'photo.jpg');
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toEqual({
      en: 'Jpg or Png only',
      ne: 'जेपीजी वा पीएनजी फाइल मात्र',
    });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    expect((await upload(candidate.token, 'signature', pdf, 'sign.png')).statusCode).toBe(400);
    const huge = await upload(
      candidate.token,
      'photograph',
      Buffer.alloc(600 * 1024, 0xff),
      'big.jpg',
    );
    expect(huge.statusCode).toBe(400);
    expect(huge.json().data.issues).toContainEqual({
      path: 'file',
      message: 'validation.fileTooLarge',
    });
    expect((await upload(candidate.token, 'passport', await jpeg(10, 10))).statusCode).toBe(400);
    expect(await storedFileCount()).toBe(before);
  });

  it('refuses staff and visitors on the candidate routes', async () => {
    const clerk = await signIn(t.app, 'clerk', 'Clerk@2082');
    expect((await upload(clerk, 'photograph', await jpeg(10, 10))).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/profile/documents',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
