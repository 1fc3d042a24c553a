import sharp from 'sharp';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, uploadedFiles } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { aCandidate, bearer, multipartFile, signIn } from '../../test/people';
import { aSignedInStaffMemberWith } from '../../test/staff';

// Staff holding PM act for a candidate chosen by master id: the reqMasterId / reqUserId headers
// name the candidate, only PM staff may send them, and every such call is audited.

let t: TestApp;
let pmToken: string;
let pmUserId: number;
let otherStaffToken: string;
let adminToken: string;

const meOf = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/oauth/me', headers: bearer(token) })).json().data;

beforeAll(async () => {
  t = await startTestApp();
  adminToken = await signIn(t.app, 'admin', 'Admin@2082');
  pmToken = await aSignedInStaffMemberWith(t.app, adminToken, ['PM']);
  pmUserId = (await meOf(pmToken)).id;
  otherStaffToken = await aSignedInStaffMemberWith(t.app, adminToken, ['SC', 'LUP']);
});
afterAll(async () => t?.close());

type Candidate = Awaited<ReturnType<typeof aCandidate>>;
type Acting = { masterId?: number | string; userId?: number | string };

const actingHeaders = (acting: Acting = {}) => ({
  ...(acting.masterId !== undefined ? { reqMasterId: String(acting.masterId) } : {}),
  ...(acting.userId !== undefined ? { reqUserId: String(acting.userId) } : {}),
});

const profileCall = (
  token: string,
  method: 'GET' | 'PUT',
  path: string,
  acting?: Acting,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/candidate${path}`,
    headers: { ...bearer(token), ...actingHeaders(acting) },
    ...(payload ? { payload } : {}),
  });

const jpeg = () =>
  sharp({ create: { width: 600, height: 800, channels: 3, background: '#3366aa' } })
    .jpeg()
    .toBuffer();

const uploadPhotograph = async (token: string, acting?: Acting) => {
  const body = multipartFile(await jpeg(), 'photo.jpg');
  return t.app.inject({
    method: 'PUT',
    url: '/api/candidate/profile/documents/photograph',
    headers: { ...bearer(token), ...actingHeaders(acting), ...body.headers },
    payload: body.payload,
  });
};

/** The details the form would send: what is stored, plus the Nepali and family names. */
async function completeDetails(candidate: Candidate) {
  const view = (await profileCall(candidate.token, 'GET', '/profile/personal')).json().data;
  return {
    ...view,
    middleName: view.middleName ?? '',
    genderOtherConfirmed: view.gender === 'other',
    firstNameNe: 'अनिता',
    middleNameNe: '',
    lastNameNe: 'गुरुङ',
    fatherNameEn: 'Ram Bahadur Gurung',
    fatherNameNe: 'राम बहादुर गुरुङ',
    motherNameEn: 'Sita Gurung',
    motherNameNe: 'सीता गुरुङ',
    grandfatherNameEn: 'Hari Gurung',
    grandfatherNameNe: 'हरि गुरुङ',
    spouseNameEn: '',
    spouseNameNe: '',
  };
}

const auditOf = (masterId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.entityId, String(masterId)), like(auditLog.action, 'candidate.onBehalf.%')),
    )
    .orderBy(desc(auditLog.id));

describe('staff with PM act for a candidate', () => {
  it('reads and saves the personal details by master id, each call audited', async () => {
    const candidate = await aCandidate(t);
    const read = await profileCall(pmToken, 'GET', '/profile/personal', {
      masterId: candidate.masterId,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.firstName).toBe(candidate.registration.firstName);

    const details = await completeDetails(candidate);
    const saved = await profileCall(
      pmToken,
      'PUT',
      '/profile/personal',
      { masterId: candidate.masterId },
      { ...details, lastName: 'Thapa' },
    );
    expect(saved.statusCode).toBe(200);
    // The candidate sees the change the staff member made.
    const own = await profileCall(candidate.token, 'GET', '/profile/personal');
    expect(own.json().data).toMatchObject({ lastName: 'Thapa', firstNameNe: 'अनिता' });

    const entries = await auditOf(candidate.masterId);
    expect(entries.map((entry) => [entry.action, entry.actorUserId])).toEqual([
      ['candidate.onBehalf.save', pmUserId],
      ['candidate.onBehalf.read', pmUserId],
    ]);
    expect(entries[0]!.entity).toBe('candidate');
    expect(entries[0]!.after).toMatchObject({
      route: 'PUT /api/candidate/profile/personal',
      statusCode: 200,
      candidateUserId: candidate.userId,
      result: { lastName: 'Thapa' },
    });
    // The candidate's own calls are not staff acts and write nothing.
    expect(entries).toHaveLength(2);
  });

  it('uploads a document by user id: kept as the candidate’s, uploaded by the staff member, audited', async () => {
    const candidate = await aCandidate(t);
    const saved = await uploadPhotograph(pmToken, { userId: candidate.userId });
    expect(saved.statusCode).toBe(200);
    const document = saved.json().data;
    const [file] = await t.database.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.id, document.fileId));
    expect(file).toMatchObject({ ownerUserId: candidate.userId, uploadedBy: pmUserId });

    const listed = await profileCall(candidate.token, 'GET', '/profile/documents');
    expect(listed.json().data).toEqual([document]);
    const [entry] = await auditOf(candidate.masterId);
    expect(entry).toMatchObject({ actorUserId: pmUserId, action: 'candidate.onBehalf.save' });
    expect(entry!.after).toMatchObject({
      route: 'PUT /api/candidate/profile/documents/:kind',
      path: '/api/candidate/profile/documents/photograph',
      result: { kind: 'photograph', fileId: document.fileId },
    });
  });

  it('reads a candidate’s file only while acting for its owner, and audits the read', async () => {
    const owner = await aCandidate(t);
    const stranger = await aCandidate(t);
    const { fileId } = (await uploadPhotograph(owner.token)).json().data;
    const url = `/files/${fileId}`;

    const forOwner = await profileCall(pmToken, 'GET', url, { masterId: owner.masterId });
    expect(forOwner.statusCode).toBe(200);
    expect(forOwner.headers['content-type']).toBe('image/jpeg');
    const [read] = await auditOf(owner.masterId);
    expect(read).toMatchObject({ actorUserId: pmUserId, action: 'candidate.onBehalf.read' });
    expect(read!.after).toMatchObject({ path: `/api/candidate/files/${fileId}`, statusCode: 200 });

    const forStranger = await profileCall(pmToken, 'GET', url, { masterId: stranger.masterId });
    expect(forStranger.statusCode).toBe(404);
    expect((await profileCall(pmToken, 'GET', url)).statusCode).toBe(400);
    expect(
      (await profileCall(otherStaffToken, 'GET', url, { masterId: owner.masterId })).statusCode,
    ).toBe(403);
    expect((await profileCall(stranger.token, 'GET', url)).statusCode).toBe(404);
  });

  it('lists the candidate’s record sections and status on their behalf', async () => {
    const candidate = await aCandidate(t);
    const acting = { masterId: candidate.masterId };
    const education = await profileCall(pmToken, 'GET', '/profile/education', acting);
    expect([education.statusCode, education.json().data]).toEqual([200, []]);
    const status = await profileCall(pmToken, 'GET', '/profile/status', acting);
    expect(status.json().data).toMatchObject({ locked: false });
    expect(status.json().data.missing).toContain('photograph');
    const contact = await profileCall(pmToken, 'GET', '/profile/contact', acting);
    expect([contact.statusCode, contact.json().data]).toEqual([200, null]);
  });

  it('is bound by the commission’s locks, told in words meant for staff', async () => {
    const candidate = await aCandidate(t);
    const locks = await t.app.inject({
      method: 'PUT',
      url: `/api/internal/candidates/${candidate.masterId}/locks`,
      headers: bearer(otherStaffToken),
      payload: { profileLocked: true, documentsLocked: false },
    });
    expect(locks.statusCode).toBe(200);
    const acting = { masterId: candidate.masterId };
    const details = await completeDetails(candidate);
    const refused = await profileCall(pmToken, 'PUT', '/profile/personal', acting, {
      ...details,
      lastName: 'Locked',
    });
    expect([refused.statusCode, refused.json().code]).toEqual([423, 'PROFILE_LOCKED']);
    expect(refused.json().message.en).toMatch(/candidate's profile is locked/);
    expect(refused.json().message.ne).toMatch(/[\u0900-\u097F]/);
    expect(
      (await profileCall(pmToken, 'GET', '/profile/personal', acting)).json().data,
    ).toMatchObject({ lastName: candidate.registration.lastName, locked: true });
    // The documents are locked apart: they can still be changed.
    expect((await uploadPhotograph(pmToken, acting)).statusCode).toBe(200);
  });
});

describe('who may not act for a candidate', () => {
  it('refuses staff without PM, with or without a candidate, and audits nothing', async () => {
    const candidate = await aCandidate(t);
    const acting = { masterId: candidate.masterId };
    for (const path of ['/profile/personal', '/profile/documents', '/profile/education']) {
      const response = await profileCall(otherStaffToken, 'GET', path, acting);
      expect([response.statusCode, response.json().code], path).toEqual([403, 'FORBIDDEN']);
      expect(response.json().message.en).toMatch(/profile management \(PM\)/);
    }
    expect((await profileCall(otherStaffToken, 'GET', '/profile/personal')).statusCode).toBe(403);
    const upload = await uploadPhotograph(otherStaffToken, acting);
    expect(upload.statusCode).toBe(403);
    expect((await profileCall(candidate.token, 'GET', '/profile/documents')).json().data).toEqual(
      [],
    );
    expect(await auditOf(candidate.masterId)).toEqual([]);
  });

  it('refuses a candidate naming another candidate, and changes nothing', async () => {
    const victim = await aCandidate(t);
    const intruder = await aCandidate(t);
    const details = await completeDetails(intruder);
    for (const acting of [{ masterId: victim.masterId }, { userId: victim.userId }]) {
      const saved = await profileCall(intruder.token, 'PUT', '/profile/personal', acting, {
        ...details,
        lastName: 'Changed',
      });
      expect([saved.statusCode, saved.json().code]).toEqual([403, 'FORBIDDEN']);
      expect(saved.json().message.ne).toMatch(/[\u0900-\u097F]/);
      const read = await profileCall(intruder.token, 'GET', '/profile/personal', acting);
      expect(read.statusCode).toBe(403);
    }
    const upload = await uploadPhotograph(intruder.token, { masterId: victim.masterId });
    expect(upload.statusCode).toBe(403);
    for (const candidate of [victim, intruder]) {
      const own = (await profileCall(candidate.token, 'GET', '/profile/personal')).json().data;
      expect(own.lastName).toBe(candidate.registration.lastName);
      expect((await profileCall(candidate.token, 'GET', '/profile/documents')).json().data).toEqual(
        [],
      );
    }
  });

  it('answers an unknown, a missing, a malformed or a contradictory candidate clearly', async () => {
    const first = await aCandidate(t);
    const second = await aCandidate(t);
    const unknown = await profileCall(pmToken, 'GET', '/profile/personal', { masterId: 99999999 });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND']);
    expect(unknown.json().message).toEqual({
      en: 'No candidate has this master id.',
      ne: 'यो मास्टर आईडी भएको उम्मेदवार भेटिएन।',
    });
    const none = await profileCall(pmToken, 'GET', '/profile/personal');
    expect([none.statusCode, none.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(none.json().message.en).toMatch(/^Choose a candidate first/);
    const malformed = await profileCall(pmToken, 'GET', '/profile/personal', { masterId: 'abc' });
    expect(malformed.statusCode).toBe(400);
    const disagree = await profileCall(pmToken, 'GET', '/profile/personal', {
      masterId: first.masterId,
      userId: second.userId,
    });
    expect([disagree.statusCode, disagree.json().message.en]).toEqual([
      400,
      'The master id and the user id name two different candidates.',
    ]);
    const agree = await profileCall(pmToken, 'GET', '/profile/personal', {
      masterId: first.masterId,
      userId: first.userId,
    });
    expect(agree.statusCode).toBe(200);
  });
});

describe('GET /api/internal/candidates/lookup (PM)', () => {
  const lookup = (token: string, masterId: number | string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/internal/candidates/lookup?masterId=${masterId}`,
      headers: bearer(token),
    });

  it('says who a master id is, with the locks', async () => {
    const candidate = await aCandidate(t);
    const found = await lookup(pmToken, candidate.masterId);
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toEqual({
      userId: candidate.userId,
      masterId: candidate.masterId,
      username: candidate.registration.username,
      fullName: `${candidate.registration.firstName} ${candidate.registration.lastName}`,
      profileLockedAt: null,
      documentsLockedAt: null,
    });
    expect((await lookup(pmToken, 99999999)).statusCode).toBe(404);
    expect((await lookup(otherStaffToken, candidate.masterId)).statusCode).toBe(403);
    expect((await lookup(candidate.token, candidate.masterId)).statusCode).toBe(403);
  });
});
