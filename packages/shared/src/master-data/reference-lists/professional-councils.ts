// The statutory councils with which Nepal's professions register (each founded by its own Act).
// A candidate's professional-council record names one; staff may add others.
import type { ReferenceEntry } from './reference-entry';

export const PROFESSIONAL_COUNCILS = [
  { code: 'NMC', nameEn: 'Nepal Medical Council', nameNe: 'नेपाल मेडिकल काउन्सिल' },
  { code: 'NNC', nameEn: 'Nepal Nursing Council', nameNe: 'नेपाल नर्सिङ परिषद्' },
  { code: 'NEC', nameEn: 'Nepal Engineering Council', nameNe: 'नेपाल इन्जिनियरिङ परिषद्' },
  { code: 'NBC', nameEn: 'Nepal Bar Council', nameNe: 'नेपाल बार काउन्सिल' },
  {
    code: 'NHPC',
    nameEn: 'Nepal Health Professional Council',
    nameNe: 'नेपाल स्वास्थ्य व्यवसायी परिषद्',
  },
  { code: 'NPC', nameEn: 'Nepal Pharmacy Council', nameNe: 'नेपाल फार्मेसी परिषद्' },
  { code: 'NVC', nameEn: 'Nepal Veterinary Council', nameNe: 'नेपाल पशु चिकित्सा परिषद्' },
  {
    code: 'NAMC',
    nameEn: 'Nepal Ayurveda Medical Council',
    nameNe: 'नेपाल आयुर्वेद चिकित्सा परिषद्',
  },
  { code: 'NAC', nameEn: 'Nepal Agriculture Council', nameNe: 'नेपाल कृषि परिषद्' },
  {
    code: 'ICAN',
    nameEn: 'Institute of Chartered Accountants of Nepal',
    nameNe: 'नेपाल चार्टर्ड एकाउन्टेन्ट्स संस्था',
  },
] as const satisfies readonly ReferenceEntry[];
