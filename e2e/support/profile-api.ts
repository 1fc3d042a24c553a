import type { APIRequestContext } from '@playwright/test';

const CLIENT = `Basic ${Buffer.from('niyukti-web:niyukti-web-secret').toString('base64')}`;

interface MasterRecord {
  id: number;
  nameEn?: string;
  nameNe?: string;
}

/** An access token of the candidate through the password grant, as the web client gets one. */
export async function candidateToken(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<string> {
  const response = await request.post('/oauth/token', {
    headers: { authorization: CLIENT },
    form: { grant_type: 'password', username, password },
  });
  if (!response.ok()) throw new Error(`token: ${await response.text()}`);
  return (await response.json()).access_token as string;
}

/** The active records of a public master-data list, optionally under a parent. */
export async function publicList(
  request: APIRequestContext,
  list: string,
  parentId?: number,
): Promise<MasterRecord[]> {
  const response = await request.get(`/api/public/master-data/${list}`, {
    params: parentId === undefined ? {} : { parentId },
  });
  if (!response.ok()) throw new Error(`${list}: ${await response.text()}`);
  return ((await response.json()) as { data: MasterRecord[] }).data;
}

export interface NepaliNames {
  firstNameNe: string;
  lastNameNe: string;
  fatherNameEn: string;
  fatherNameNe: string;
  motherNameEn: string;
  motherNameNe: string;
  grandfatherNameEn: string;
  grandfatherNameNe: string;
}

/** Completes the Personal tab: the registration's identity as saved, plus the given names. */
export async function savePersonalDetails(
  request: APIRequestContext,
  token: string,
  names: NepaliNames,
): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const read = await request.get('/api/candidate/profile/personal', { headers });
  if (!read.ok()) throw new Error(`personal: ${await read.text()}`);
  const view = (await read.json()).data as Record<string, unknown>;
  const saved = await request.put('/api/candidate/profile/personal', {
    headers,
    data: {
      ...view,
      middleName: view.middleName ?? '',
      genderOtherConfirmed: view.gender === 'other',
      middleNameNe: '',
      spouseNameEn: '',
      spouseNameNe: '',
      ...names,
    },
  });
  if (!saved.ok()) throw new Error(`personal: ${await saved.text()}`);
}

export interface AddressInput {
  provinceId: number;
  districtId: number;
  localBodyId: number;
  wardNo: number;
  tole: string;
  mobileNo: string;
  email: string;
}

/** Completes the Contact tab: the permanent address, and the mailing address the same. */
export async function saveContactDetails(
  request: APIRequestContext,
  token: string,
  address: AddressInput,
): Promise<void> {
  const saved = await request.put('/api/candidate/profile/contact', {
    headers: { authorization: `Bearer ${token}` },
    data: { permanent: address, mailing: address, mailingSameAsPermanent: true },
  });
  if (!saved.ok()) throw new Error(`contact: ${await saved.text()}`);
}
