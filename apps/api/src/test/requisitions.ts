import { eq } from 'drizzle-orm';
import { adToBs } from '@niyukti/shared';
import { advertisements, ministryOffices, organizations, posts, quotas } from '../db/schema';
import { bearer, multipartBody, signIn } from './people';
import { plainPdf } from './pdf';
import { internal } from './staff';
import type { TestApp } from './test-app';

/**
 * A requisition of the demo ministry for `totalVacancy` posts of `postNameEn` (a Section Officer
 * by default), filed with a PDF and approved by the commission (with the consent letter a
 * gazetted class needs): its id.
 */
export async function anApprovedRequisition(
  t: TestApp,
  totalVacancy: number,
  { postNameEn = 'Section Officer', approve = true } = {},
): Promise<number> {
  const db = t.database.db;
  const [post] = await db.select().from(posts).where(eq(posts.nameEn, postNameEn));
  const [home] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.nameEn, 'Ministry of Home Affairs'));
  const [office] = await db
    .select()
    .from(ministryOffices)
    .where(eq(ministryOffices.nameEn, 'District Administration Office, Kathmandu'));
  const data = {
    organizationId: home!.id,
    serviceId: post!.serviceId,
    classId: post!.classId,
    groupId: post!.groupId,
    subGroupId: post!.subGroupId,
    postId: post!.id,
    demandOfficeId: office!.id,
    totalVacancy,
    requisitionRemarks: 'Posts fell vacant.',
    workSummary: 'Section work.',
    remarks: 'For this fiscal year.',
  };
  const body = multipartBody(
    { data: JSON.stringify(data) },
    { document: { bytes: plainPdf('Requisition'), fileName: 'letter.pdf' } },
  );
  const filed = await t.app.inject({
    method: 'POST',
    url: '/api/internal/requisitions',
    headers: { ...body.headers, ...bearer(await signIn(t.app, 'ministry', 'Ministry@2082')) },
    payload: body.payload,
  });
  if (filed.statusCode !== 201) throw new Error(`requisition: ${filed.body}`);
  const id = filed.json().data.id as number;
  if (!approve) return id;
  const admin = internal(t.app, await signIn(t.app, 'admin', 'Admin@2082'));
  const decided = await admin('POST', `/requisitions/${id}/decision`, {
    decision: 'approve',
    remarks: 'Vacant.',
    consentLetter: { number: 'Ref. 1', dateAd: '2025-11-20', dateBs: adToBs('2025-11-20') },
  });
  if (decided.statusCode !== 200) throw new Error(`approval: ${decided.body}`);
  return id;
}

/**
 * An approved requisition distributed as `seats` says (quota code or heading → seats), through
 * the API: numbers generated, split saved, approved. Returns the distribution's id and its
 * advertisements by quota code.
 */
export async function anApprovedDistribution(
  t: TestApp,
  totalVacancy: number,
  seats: Record<string, number>,
) {
  const requisitionId = await anApprovedRequisition(t, totalVacancy);
  const officer = internal(t.app, await signIn(t.app, 'distribution', 'Distribution@2082'));
  const path = `/distribution/requisitions/${requisitionId}`;
  const numbered = await officer('POST', `${path}/advertisement-numbers`);
  if (numbered.statusCode !== 201) throw new Error(`numbers: ${numbered.body}`);
  const codes = new Map(
    (await t.database.db.select().from(quotas)).map((quota) => [quota.code, quota.id]),
  );
  const rows = Object.entries(seats).map(([key, count]) =>
    codes.has(key) ? { quotaId: codes.get(key), seats: count } : { heading: key, seats: count },
  );
  const saved = await officer('PUT', `${path}/distribution`, { rows });
  if (saved.statusCode !== 200) throw new Error(`split: ${saved.body}`);
  const id = saved.json().data.id as number;
  const approved = await officer('POST', `/distribution/distributions/${id}/approve`, {
    remarks: 'As proposed.',
  });
  if (approved.statusCode !== 200) throw new Error(`approval: ${approved.body}`);
  const made = await t.database.db
    .select({ id: advertisements.id, quotaId: advertisements.quotaId })
    .from(advertisements)
    .where(eq(advertisements.requisitionId, requisitionId));
  const codeOf = new Map([...codes].map(([code, quotaId]) => [quotaId, code]));
  return {
    requisitionId,
    distributionId: id,
    advertisements: Object.fromEntries(made.map((ad) => [codeOf.get(ad.quotaId)!, ad.id])),
  };
}
