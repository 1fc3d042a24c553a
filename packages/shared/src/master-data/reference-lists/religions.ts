// Religions as counted by Nepal's national census (2078 B.S. / 2021), plus "Other", which the
// profile form follows with a free-text field (religionOther).
import type { ReferenceEntry } from './reference-entry';

export const RELIGIONS = [
  { code: 'HINDU', nameEn: 'Hindu', nameNe: 'हिन्दू' },
  { code: 'BUDDHIST', nameEn: 'Buddhist', nameNe: 'बौद्ध' },
  { code: 'ISLAM', nameEn: 'Islam', nameNe: 'इस्लाम' },
  { code: 'KIRAT', nameEn: 'Kirat', nameNe: 'किराँत' },
  { code: 'CHRISTIAN', nameEn: 'Christian', nameNe: 'क्रिश्चियन' },
  { code: 'PRAKRITI', nameEn: 'Prakriti', nameNe: 'प्रकृति' },
  { code: 'BON', nameEn: 'Bon', nameNe: 'बोन' },
  { code: 'JAIN', nameEn: 'Jain', nameNe: 'जैन' },
  { code: 'BAHAI', nameEn: 'Bahai', nameNe: 'बहाई' },
  { code: 'SIKH', nameEn: 'Sikh', nameNe: 'सिख' },
  { code: 'OTHER', nameEn: 'Other', nameNe: 'अन्य' },
] as const satisfies readonly ReferenceEntry[];

export type ReligionCode = (typeof RELIGIONS)[number]['code'];
