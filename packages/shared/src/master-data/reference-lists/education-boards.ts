// Boards and universities that award the certificates candidates submit; staff add others.
import type { ReferenceEntry } from './reference-entry';

export const EDUCATION_BOARDS = [
  { code: 'NEB', nameEn: 'National Examinations Board', nameNe: 'राष्ट्रिय परीक्षा बोर्ड' },
  {
    code: 'CTEVT',
    nameEn: 'Council for Technical Education and Vocational Training',
    nameNe: 'प्राविधिक शिक्षा तथा व्यावसायिक तालिम परिषद्',
  },
  { code: 'TU', nameEn: 'Tribhuvan University', nameNe: 'त्रिभुवन विश्वविद्यालय' },
  { code: 'KU', nameEn: 'Kathmandu University', nameNe: 'काठमाडौं विश्वविद्यालय' },
  { code: 'PU', nameEn: 'Pokhara University', nameNe: 'पोखरा विश्वविद्यालय' },
  { code: 'PUR', nameEn: 'Purbanchal University', nameNe: 'पूर्वाञ्चल विश्वविद्यालय' },
  {
    code: 'NSU',
    nameEn: 'Nepal Sanskrit University',
    nameNe: 'नेपाल संस्कृत विश्वविद्यालय',
  },
  { code: 'LBU', nameEn: 'Lumbini Bauddha University', nameNe: 'लुम्बिनी बौद्ध विश्वविद्यालय' },
  { code: 'MWU', nameEn: 'Mid-Western University', nameNe: 'मध्यपश्चिम विश्वविद्यालय' },
  { code: 'FWU', nameEn: 'Far-Western University', nameNe: 'सुदूरपश्चिम विश्वविद्यालय' },
  {
    code: 'AFU',
    nameEn: 'Agriculture and Forestry University',
    nameNe: 'कृषि तथा वन विज्ञान विश्वविद्यालय',
  },
  {
    code: 'BPKIHS',
    nameEn: 'B. P. Koirala Institute of Health Sciences',
    nameNe: 'बी. पी. कोइराला स्वास्थ्य विज्ञान प्रतिष्ठान',
  },
  { code: 'FOREIGN', nameEn: 'Foreign university or board', nameNe: 'विदेशी विश्वविद्यालय वा बोर्ड' },
] as const satisfies readonly ReferenceEntry[];
