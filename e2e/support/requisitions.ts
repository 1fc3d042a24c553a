import type { APIRequestContext } from '@playwright/test';
import { certificatePdf } from './certificates';
import { candidateToken, publicList } from './profile-api';

/** The demo's ministry user: RQ read and create, of the Ministry of Home Affairs. */
export const MINISTRY = { username: 'ministry', password: 'Ministry@2082' };

interface PostRecord {
  id: number;
  nameEn?: string;
  serviceId?: number;
  classId?: number;
  groupId?: number | null;
  subGroupId?: number | null;
}

/**
 * A requisition the demo ministry files through the API (seven Section Officers, or
 * `totalVacancy`, for the District Administration Office, Kathmandu, with a PDF letter); returns
 * its id.
 */
export async function fileRequisition(
  request: APIRequestContext,
  { totalVacancy = 7 } = {},
): Promise<number> {
  const token = await candidateToken(request, MINISTRY.username, MINISTRY.password);
  const headers = { authorization: `Bearer ${token}` };
  const posts = (await publicList(request, 'posts')) as PostRecord[];
  const post = posts.find((record) => record.nameEn === 'Section Officer')!;
  const offices = await publicList(request, 'ministry-offices');
  const office = offices.find((record) => record.nameEn?.includes('Kathmandu'))!;
  const organizations = await request.get('/api/internal/requisitions/organizations', { headers });
  const [organization] = (await organizations.json()).data as { id: number }[];
  const letter = certificatePdf('requisition-letter.pdf', 'Requisition of vacancies');
  const response = await request.post('/api/internal/requisitions', {
    headers,
    multipart: {
      data: JSON.stringify({
        organizationId: organization!.id,
        serviceId: post.serviceId,
        classId: post.classId,
        groupId: post.groupId,
        subGroupId: post.subGroupId ?? null,
        postId: post.id,
        demandOfficeId: office.id,
        totalVacancy,
        requisitionRemarks: 'Posts fell vacant by retirement.',
        workSummary: 'Citizenship, passports and security of the district.',
        remarks: 'Before the fiscal year ends.',
      }),
      document: { name: letter.name, mimeType: letter.mimeType, buffer: letter.buffer },
    },
  });
  if (response.status() !== 201) throw new Error(`requisition: ${await response.text()}`);
  return ((await response.json()).data as { id: number }).id;
}

/** The commission's administrator approves a requisition through the API (a Section Officer's
 * class is gazetted: with the consent letter). */
export async function approveRequisition(request: APIRequestContext, id: number): Promise<void> {
  const token = await candidateToken(request, 'admin', 'Admin@2082');
  const response = await request.post(`/api/internal/requisitions/${id}/decision`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      decision: 'approve',
      remarks: 'Within the sanctioned posts.',
      consentLetter: { number: 'Ref. 415', dateAd: '2025-11-20', dateBs: '2082-08-04' },
    },
  });
  if (response.status() !== 200) throw new Error(`approval: ${await response.text()}`);
}

/** A requisition's distribution as the API answers it (its id and its parts). */
export async function distributionOf(
  request: APIRequestContext,
  requisitionId: number,
): Promise<{
  id: number;
  quotas: {
    quotaId: number | null;
    advertisementNumber: string | null;
    advertisementId: number | null;
  }[];
}> {
  const token = await candidateToken(request, 'admin', 'Admin@2082');
  const response = await request.get(
    `/api/internal/distribution/requisitions/${requisitionId}/distribution`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  if (response.status() !== 200) throw new Error(`distribution: ${await response.text()}`);
  return (await response.json()).data;
}

/**
 * A distribution made before Niyukti, entered in the history (VDH) by the demo distribution
 * officer through the API: seven Nayab Subbas for the District Administration Office, Kathmandu,
 * in 2079-80, four open, one each to women, Janajati and Madhesi. Returns the log's id.
 */
export async function anEnteredDistribution(request: APIRequestContext): Promise<number> {
  const token = await candidateToken(request, 'distribution', 'Distribution@2082');
  const posts = (await publicList(request, 'posts')) as PostRecord[];
  const post = posts.find((record) => record.nameEn === 'Nayab Subba')!;
  const offices = await publicList(request, 'ministry-offices');
  const office = offices.find((record) => record.nameEn?.includes('Kathmandu'))!;
  const quotas = (await publicList(request, 'quotas')) as { id: number; code?: string }[];
  const quota = (code: string) => quotas.find((record) => record.code === code)!.id;
  const response = await request.post('/api/internal/distribution-history', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      postId: post.id,
      demandOfficeId: office.id,
      fiscalYear: '2079-80',
      publishDateBs: '2079-05-10',
      chalaniNumber: '412',
      chalaniDateBs: '2079-05-02',
      totalVacancy: 7,
      rows: [
        { quotaId: quota('OPEN'), seats: 4 },
        { quotaId: quota('WOMEN'), seats: 1 },
        { quotaId: quota('ADIBASI_JANAJATI'), seats: 1 },
        { quotaId: quota('MADHESI'), seats: 1 },
      ],
    },
  });
  if (response.status() !== 201) throw new Error(`history: ${await response.text()}`);
  return ((await response.json()).data as { id: number }).id;
}
