// Countries a candidate most often studied or worked in, for education and experience records;
// staff add others as master data. Nepal first: most records are Nepali.
import type { ReferenceEntry } from './reference-entry';

export const COUNTRIES = [
  { code: 'NP', nameEn: 'Nepal', nameNe: 'नेपाल' },
  { code: 'IN', nameEn: 'India', nameNe: 'भारत' },
  { code: 'CN', nameEn: 'China', nameNe: 'चीन' },
  { code: 'BD', nameEn: 'Bangladesh', nameNe: 'बङ्गलादेश' },
  { code: 'PK', nameEn: 'Pakistan', nameNe: 'पाकिस्तान' },
  { code: 'LK', nameEn: 'Sri Lanka', nameNe: 'श्रीलङ्का' },
  { code: 'TH', nameEn: 'Thailand', nameNe: 'थाइल्यान्ड' },
  { code: 'JP', nameEn: 'Japan', nameNe: 'जापान' },
  { code: 'KR', nameEn: 'South Korea', nameNe: 'दक्षिण कोरिया' },
  { code: 'RU', nameEn: 'Russia', nameNe: 'रुस' },
  { code: 'GB', nameEn: 'United Kingdom', nameNe: 'संयुक्त अधिराज्य' },
  { code: 'US', nameEn: 'United States', nameNe: 'संयुक्त राज्य अमेरिका' },
  { code: 'AU', nameEn: 'Australia', nameNe: 'अस्ट्रेलिया' },
  { code: 'DE', nameEn: 'Germany', nameNe: 'जर्मनी' },
  { code: 'OTHER', nameEn: 'Other', nameNe: 'अन्य' },
] as const satisfies readonly ReferenceEntry[];
