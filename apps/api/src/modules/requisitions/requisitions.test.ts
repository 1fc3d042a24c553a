import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adToBs,
  type TConsentLetter,
  type TRequisitionDetail,
  type TRequisitionFormValues,
} from '@niyukti/shared';
import {
  auditLog,
  ministryOffices,
  organizations,
  posts,
  requisitions,
  uploadedFiles,
} from '../../db/schema';
import { bearer, multipartBody, signIn } from '../../test/people';
import { plainPdf } from '../../test/pdf';
import { aStaffMemberWith, firstSignIn, internal } from '../../test/staff';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
/** The demo's ministry user: RQ read and create, of the Ministry of Home Affairs. */
let ministry: string;
/** A user of the other demo ministry with RQ (every action), made by the admin. */
let otherMinistry: string;
let homeAffairs: number;
let infrastructure: number;
let commission: number;
let sectionOfficer: typeof posts.$inferSelect;
let kathmanduOffice: number;

async function organizationNamed(nameEn: string) {
  const [row] = await t.database.db
    .select()
    .from(organizations)
    .where(eq(organizations.nameEn, nameEn));
  return row!.id;
}

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  admin = await signIn(t.app, 'admin', 'Admin@2082');
  ministry = await signIn(t.app, 'ministry', 'Ministry@2082');
  homeAffairs = await organizationNamed('Ministry of Home Affairs');
  infrastructure = await organizationNamed('Ministry of Physical Infrastructure and Transport');
  [{ id: commission }] = (await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.isCommission, true))) as [{ id: number }];
  [sectionOfficer] = (await db.select().from(posts).where(eq(posts.nameEn, 'Section Officer'))) as [
    typeof posts.$inferSelect,
  ];
  [{ id: kathmanduOffice }] = (await db
    .select({ id: ministryOffices.id })
    .from(ministryOffices)
    .where(eq(ministryOffices.nameEn, 'District Administration Office, Kathmandu'))) as [
    { id: number },
  ];
  const other = await aStaffMemberWith(t.app, admin, ['RQ'], {});
  await internal(t.app, admin)('PUT', `/users/${other.user.id}/organization`, {
    organizationId: infrastructure,
  });
  otherMinistry = await firstSignIn(t.app, other.input.username, other.input.password);
});
afterAll(async () => t?.close());

const aRequisition = (overrides: Partial<TRequisitionFormValues> = {}): TRequisitionFormValues => ({
  organizationId: homeAffairs,
  serviceId: sectionOfficer.serviceId,
  classId: sectionOfficer.classId,
  groupId: sectionOfficer.groupId!,
  subGroupId: null,
  postId: sectionOfficer.id,
  demandOfficeId: kathmanduOffice,
  totalVacancy: 7,
  requisitionRemarks: 'Seven posts fell vacant by retirement.',
  workSummary: 'Administration of the district: citizenship, passports and security.',
  remarks: 'Urgent before the fiscal year ends.',
  ...overrides,
});

type Document = { bytes: Buffer; fileName: string } | null;
const aPdf = (): Document => ({ bytes: plainPdf('Requisition letter'), fileName: 'letter.pdf' });

function file(token: string, data: unknown, document: Document = aPdf()) {
  const body = multipartBody({ data: JSON.stringify(data) }, document ? { document } : {});
  return t.app.inject({
    method: 'POST',
    url: '/api/internal/requisitions',
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
}

async function filed(
  token = ministry,
  data: unknown = aRequisition(),
): Promise<TRequisitionDetail> {
  const response = await file(token, data);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const issuesOf = (response: {
  json(): { data: { issues: { path: string; message: string }[] } };
}) => response.json().data.issues;

const countRequisitions = async () =>
  (await t.database.db.select({ value: count() }).from(requisitions))[0]!.value;

/** The consent letter a gazetted post's approval carries (Section Officer's class is gazetted). */
const A_LETTER: TConsentLetter = {
  number: 'सं.मा.सा.प्र. 2082/83 च.नं. 415',
  dateAd: '2025-11-20',
  dateBs: adToBs('2025-11-20'),
};

const decide = (
  token: string,
  id: number,
  decision: string,
  remarks: string,
  /** null: none sent. */
  consentLetter: TConsentLetter | null = A_LETTER,
) =>
  internal(t.app, token)('POST', `/requisitions/${id}/decision`, {
    decision,
    remarks,
    consentLetter: consentLetter ?? undefined,
  });

async function postNamed(nameEn: string) {
  const [row] = await t.database.db.select().from(posts).where(eq(posts.nameEn, nameEn));
  return row!;
}

describe('filing a requisition (RQ create)', () => {
  it('files one with a PDF for the office: numbered in the fiscal year, filed, audited', async () => {
    const requisition = await filed();
    expect(requisition).toMatchObject({
      status: 'filed',
      organization: { id: homeAffairs, nameNe: 'गृह मन्त्रालय' },
      demandOffice: { id: kathmanduOffice },
      postEn: 'Section Officer',
      totalVacancy: 7,
      document: { contentType: 'application/pdf' },
      approvalRemarks: null,
    });
    expect(requisition.number).toMatch(/^RQ-\d+\/\d{3}-\d{2}$/);
    expect(requisition.number.endsWith(`/${requisition.fiscalYear.slice(1)}`)).toBe(true);
    expect(requisition.events.map((event) => [event.action, event.actor.username])).toEqual([
      ['file', 'ministry'],
    ]);
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'requisition'), eq(auditLog.entityId, String(requisition.id))),
      );
    expect(audited?.action).toBe('requisition.file');
  });

  it('takes an image too, and numbers two filed at once apart', async () => {
    const jpeg = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#fff' },
    })
      .jpeg()
      .toBuffer();
    const [first, second] = await Promise.all([
      file(ministry, aRequisition(), { bytes: jpeg, fileName: 'letter.jpg' }),
      file(ministry, aRequisition({ totalVacancy: 2 })),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const sequenceOf = (response: typeof first) =>
      Number(/^RQ-(\d+)\//.exec(response.json().data.number)![1]);
    expect(Math.abs(sequenceOf(first) - sequenceOf(second))).toBe(1);
  });

  it('without a document: "No Document Selected ..." and nothing saved', async () => {
    const before = await countRequisitions();
    const response = await file(ministry, aRequisition(), null);
    expect(response.statusCode).toBe(400);
    expect(issuesOf(response)).toContainEqual({
      path: 'document',
      message: 'requisitions.noDocument',
    });
    expect(response.json().message.en).toBe('No Document Selected ...');
    expect(await countRequisitions()).toBe(before);
  });

  it('checks the document by its bytes: a text file named .pdf and a file over 500 KB are refused', async () => {
    const before = await countRequisitions();
    const [files] = await t.database.db.select({ value: count() }).from(uploadedFiles);
    const renamed = await file(ministry, aRequisition(), {
      bytes: Buffer.from('This is not a PDF at all.'),
      fileName: 'letter.pdf',
    });
    expect(renamed.statusCode).toBe(400);
    expect(issuesOf(renamed)).toContainEqual({
      path: 'document',
      message: 'validation.filePdfJpgPng',
    });
    const large = await file(ministry, aRequisition(), {
      bytes: Buffer.concat([plainPdf('big'), Buffer.alloc(501 * 1024, 32)]),
      fileName: 'big.pdf',
    });
    expect(large.statusCode).toBe(400);
    expect(issuesOf(large)).toContainEqual({
      path: 'document',
      message: 'validation.fileTooLarge',
    });
    expect(await countRequisitions()).toBe(before);
    const [filesAfter] = await t.database.db.select({ value: count() }).from(uploadedFiles);
    expect(filesAfter!.value).toBe(files!.value);
  });

  it('requires every field, and a post of the chosen service, class and group', async () => {
    const empty = await file(ministry, {});
    expect(empty.statusCode).toBe(400);
    const paths = issuesOf(empty).map((issue) => issue.path);
    for (const path of ['serviceId', 'classId', 'groupId', 'postId', 'demandOfficeId'])
      expect(paths).toContain(path);
    for (const path of ['totalVacancy', 'requisitionRemarks', 'workSummary', 'remarks'])
      expect(paths).toContain(path);

    const [engineer] = await t.database.db.select().from(posts).where(eq(posts.nameEn, 'Engineer'));
    const mismatch = await file(ministry, aRequisition({ postId: engineer!.id }));
    expect(mismatch.statusCode).toBe(400);
    expect(issuesOf(mismatch)).toEqual([{ path: 'postId', message: 'requisitions.postMismatch' }]);

    const none = await file(ministry, aRequisition({ totalVacancy: 0 }));
    expect(issuesOf(none)).toContainEqual({
      path: 'totalVacancy',
      message: 'requisitions.vacancyRange',
    });
  });

  it('an office files for itself only; an organization that cannot request is refused', async () => {
    const forOther = await file(ministry, aRequisition({ organizationId: infrastructure }));
    expect(forOther.statusCode).toBe(400);
    expect(issuesOf(forOther)).toEqual([
      { path: 'organizationId', message: 'requisitions.ownOrganizationOnly' },
    ]);
    // The commission's staff file for any requesting organization, never for the commission.
    expect((await file(admin, aRequisition({ organizationId: infrastructure }))).statusCode).toBe(
      201,
    );
    const forCommission = await file(admin, aRequisition({ organizationId: commission }));
    expect(issuesOf(forCommission)).toEqual([
      { path: 'organizationId', message: 'requisitions.organizationCannotRequest' },
    ]);
  });

  it('offers the form the organizations the user may file for', async () => {
    const ofMinistry = await internal(t.app, ministry)('GET', '/requisitions/organizations');
    expect(ofMinistry.json().data.map((o: { id: number }) => o.id)).toEqual([homeAffairs]);
    const ofAdmin = await internal(t.app, admin)('GET', '/requisitions/organizations');
    const ids = ofAdmin.json().data.map((o: { id: number }) => o.id);
    expect(ids).toEqual(expect.arrayContaining([homeAffairs, infrastructure]));
    expect(ids).not.toContain(commission);
  });
});

describe("an office never sees another office's requisitions", () => {
  it('lists its own only; another office’s detail and document are not found; the commission sees all', async () => {
    const ours = await filed();
    const theirs = await filed(otherMinistry, aRequisition({ organizationId: infrastructure }));
    const listOf = async (token: string) =>
      (await internal(t.app, token)('GET', '/requisitions?pageSize=100'))
        .json()
        .data.items.map(
          (item: { id: number; organization: { id: number } }) => item.organization.id,
        ) as number[];
    expect(new Set(await listOf(ministry))).toEqual(new Set([homeAffairs]));
    expect(new Set(await listOf(otherMinistry))).toEqual(new Set([infrastructure]));
    expect(new Set(await listOf(admin))).toEqual(new Set([homeAffairs, infrastructure]));

    const call = internal(t.app, ministry);
    expect((await call('GET', `/requisitions/${theirs.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/requisitions/${theirs.id}/document`)).statusCode).toBe(404);
    expect((await call('GET', `/requisitions/${ours.id}`)).statusCode).toBe(200);
    const document = await call('GET', `/requisitions/${ours.id}/document`);
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('searches by number and by the post in either language; filters by status', async () => {
    const requisition = await filed();
    const call = internal(t.app, admin);
    const byNumber = await call(
      'GET',
      `/requisitions?search=${encodeURIComponent(requisition.number)}`,
    );
    expect(byNumber.json().data.items.map((item: { id: number }) => item.id)).toEqual([
      requisition.id,
    ]);
    const byPost = await call(
      'GET',
      `/requisitions?search=${encodeURIComponent('शाखा अधिकृत')}&pageSize=100`,
    );
    expect(byPost.json().data.items.map((item: { id: number }) => item.id)).toContain(
      requisition.id,
    );
    const approved = await call('GET', '/requisitions?status=approved&pageSize=100');
    expect(
      approved.json().data.items.every((item: { status: string }) => item.status === 'approved'),
    ).toBe(true);
  });
});

describe('approving or rejecting (RQ approve, reject)', () => {
  it('the commission approves with remarks; a second decision is a 409 naming the state', async () => {
    const requisition = await filed();
    const approved = await decide(admin, requisition.id, 'approve', 'Posts confirmed vacant.');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'approved',
      approvalRemarks: 'Posts confirmed vacant.',
    });
    expect(approved.json().data.events.map((e: { action: string }) => e.action)).toEqual([
      'file',
      'approve',
    ]);
    const again = await decide(admin, requisition.id, 'reject', 'Changed my mind.');
    expect(again.statusCode).toBe(409);
    expect(again.json().data).toEqual({ status: 'approved' });
    expect(again.json().message.en).toContain('this one is approved');
    expect(again.json().message.ne).toContain('स्वीकृत');
  });

  it('rejects with remarks; remarks are required', async () => {
    const requisition = await filed();
    const bare = await decide(admin, requisition.id, 'reject', '  ');
    expect(bare.statusCode).toBe(400);
    expect(issuesOf(bare)).toContainEqual({ path: 'remarks', message: 'validation.required' });
    const rejected = await decide(admin, requisition.id, 'reject', 'The posts are not vacant.');
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      rejectionRemarks: 'The posts are not vacant.',
    });
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'requisition.reject'),
          eq(auditLog.entityId, String(requisition.id)),
        ),
      );
    expect(audited).toBeDefined();
  });

  it('an office cannot decide: without the action the guard refuses; with it, only the commission decides', async () => {
    const requisition = await filed();
    expect((await decide(ministry, requisition.id, 'approve', 'Ours.')).statusCode).toBe(403);
    const mine = await filed(otherMinistry, aRequisition({ organizationId: infrastructure }));
    const own = await decide(otherMinistry, mine.id, 'approve', 'Approving our own.');
    expect(own.statusCode).toBe(403);
    expect(own.json().message.en).toBe(
      'Only the commission’s staff approve or reject requisitions.',
    );
    expect(
      (await internal(t.app, admin)('GET', `/requisitions/${mine.id}`)).json().data.status,
    ).toBe('filed');
  });

  it('a gazetted post’s approval records the consent letter; without it nothing changes', async () => {
    const requisition = await filed();
    expect(requisition.gazetted).toBe(true);
    const bare = await decide(admin, requisition.id, 'approve', 'Vacant.', null);
    expect(bare.statusCode).toBe(400);
    expect(issuesOf(bare)).toEqual([
      { path: 'consentLetter.number', message: 'requisitions.consentLetterRequired' },
    ]);
    const mismatch = await decide(admin, requisition.id, 'approve', 'Vacant.', {
      ...A_LETTER,
      dateBs: adToBs('2025-11-21'),
    });
    expect(issuesOf(mismatch)).toEqual([
      { path: 'consentLetter.dateBs', message: 'validation.bsAdMismatch' },
    ]);
    const still = await internal(t.app, admin)('GET', `/requisitions/${requisition.id}`);
    expect(still.json().data).toMatchObject({ status: 'filed', consentLetter: null });

    const approved = await decide(admin, requisition.id, 'approve', 'Vacant.');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.consentLetter).toEqual(A_LETTER);
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'requisition.approve'),
          eq(auditLog.entityId, String(requisition.id)),
        ),
      );
    expect(audited!.after).toMatchObject({ consentLetterNumber: A_LETTER.number });
  });

  it('a non-gazetted post is approved without a letter, and a gazetted one rejected without one', async () => {
    const nayabSubba = await postNamed('Nayab Subba');
    const nonGazetted = await filed(
      ministry,
      aRequisition({
        serviceId: nayabSubba.serviceId,
        classId: nayabSubba.classId,
        groupId: nayabSubba.groupId!,
        subGroupId: nayabSubba.subGroupId,
        postId: nayabSubba.id,
      }),
    );
    expect(nonGazetted.gazetted).toBe(false);
    const approved = await decide(admin, nonGazetted.id, 'approve', 'Vacant.', null);
    expect(approved.statusCode, approved.body).toBe(200);
    // A letter sent with a non-gazetted approval is not what it is approved on: not kept.
    expect(approved.json().data.consentLetter).toBeNull();

    const gazetted = await filed();
    const rejected = await decide(admin, gazetted.id, 'reject', 'Not vacant.', null);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', consentLetter: null });
  });

  it('an unknown requisition is not found', async () => {
    expect((await decide(admin, 999_999, 'approve', 'x')).statusCode).toBe(404);
  });
});

describe('staff users belong to an organization', () => {
  it('a new user belongs to the commission unless another organization is named', async () => {
    const call = internal(t.app, admin);
    const made = await aStaffMemberWith(t.app, admin, ['RQ'], {});
    expect(made.user.organization).toMatchObject({ id: commission, isCommission: true });
    const moved = await call('PUT', `/users/${made.user.id}/organization`, {
      organizationId: homeAffairs,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.organization).toMatchObject({ id: homeAffairs, isCommission: false });
    const unknown = await call('PUT', `/users/${made.user.id}/organization`, {
      organizationId: 999_999,
    });
    expect(unknown.statusCode).toBe(400);
    expect((await call('GET', `/users/${made.user.id}`)).json().data.organization.id).toBe(
      homeAffairs,
    );
  });
});
