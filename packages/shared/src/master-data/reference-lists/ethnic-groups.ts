// The broad caste/ethnic clusters of the Constitution of Nepal (Article 42, the right to social
// justice) and of the national inclusion commissions, which the profile's "ethnic group" asks
// for beside the census caste (castes.ts): a candidate outside them picks "Other".
import type { ReferenceEntry } from './reference-entry';

export const ETHNIC_GROUPS = [
  { code: 'KHAS_ARYA', nameEn: 'Khas Arya', nameNe: 'खस आर्य' },
  { code: 'ADIBASI_JANAJATI', nameEn: 'Adibasi/Janajati', nameNe: 'आदिवासी/जनजाति' },
  { code: 'MADHESI', nameEn: 'Madhesi', nameNe: 'मधेसी' },
  { code: 'DALIT', nameEn: 'Dalit', nameNe: 'दलित' },
  { code: 'THARU', nameEn: 'Tharu', nameNe: 'थारू' },
  { code: 'MUSLIM', nameEn: 'Muslim', nameNe: 'मुस्लिम' },
  { code: 'OTHER', nameEn: 'Other', nameNe: 'अन्य' },
] as const satisfies readonly ReferenceEntry[];
