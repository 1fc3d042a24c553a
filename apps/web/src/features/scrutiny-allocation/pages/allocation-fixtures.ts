// What the allocation pages are tested with: advertisement 31, a Section Officer's open
// recruitment of 2083-84, whose 1,250 forms Sita and Ram scrutinise; Gita holds scrutiny too but
// has no form yet.
import type {
  TAllocationAdvertisement,
  TAllocationDetail,
  TOfficerForms,
  TScrutinyOfficer,
} from '@niyukti/shared';
import { json, ok } from '../../../test/fetch-mock';

export const advertisement = (
  overrides: Partial<TAllocationAdvertisement> = {},
): TAllocationAdvertisement => ({
  advertisementId: 31,
  code: 'ADV-2083-007',
  advertisementNumber: '7/2083-84',
  fiscalYear: '2083-84',
  organizationEn: 'Public Service Commission',
  organizationNe: 'लोक सेवा आयोग',
  quotaEn: 'Open',
  quotaNe: 'खुला',
  postId: 11,
  postEn: 'Section Officer',
  postNe: 'शाखा अधिकृत',
  serviceEn: 'Nepal Administration Service',
  serviceNe: 'नेपाल प्रशासन सेवा',
  classEn: 'Gazetted Third Class',
  classNe: 'राजपत्राङ्कित तृतीय श्रेणी',
  groupEn: 'General Administration',
  groupNe: 'सामान्य प्रशासन',
  subGroupEn: null,
  subGroupNe: null,
  forms: 1250,
  remaining: 250,
  awaitingPayment: 40,
  finalisedAt: null,
  allocated: 1000,
  completed: 600,
  onHold: 50,
  pending: 350,
  ...overrides,
});

export const SITA: TScrutinyOfficer = { userId: 5, username: 'sita', name: 'Sita Sharma' };
export const RAM: TScrutinyOfficer = { userId: 6, username: 'ram', name: 'Ram Karki' };
export const GITA: TScrutinyOfficer = { userId: 7, username: 'gita', name: 'Gita Rai' };

export const OFFICERS: TOfficerForms[] = [
  { ...SITA, allocated: 600, completed: 400, onHold: 30, pending: 170 },
  { ...RAM, allocated: 400, completed: 400, onHold: 0, pending: 0 },
];

export const detail = (overrides: Partial<TAllocationDetail> = {}): TAllocationDetail => ({
  advertisement: advertisement(),
  officers: OFFICERS,
  scrutinyOfficers: [SITA, RAM, GITA],
  ...overrides,
});

/** A refusal as the API answers it: its code and its bilingual message. */
export const refusal = (status: number, code: string, en: string, ne: string) =>
  json(status, { status: 0, code, message: { en, ne }, data: null });

/** A change the API made, with its bilingual message. */
export const changed = (answer: TAllocationDetail, en: string, ne: string) =>
  ok(answer, { en, ne });

/** The text of an element without what keeps its issued script (codes, usernames). */
export function textOutsideIssuedCodes(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[translate="no"]').forEach((code) => code.remove());
  return copy.textContent ?? '';
}
