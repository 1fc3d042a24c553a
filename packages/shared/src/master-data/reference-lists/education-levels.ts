// Levels of a candidate's education (profile → education → level). `rank` orders them so an
// eligibility rule can say "bachelor or above"; levels that count as equivalent share a rank
// (a CTEVT diploma is equivalent to grade 12).
import type { ReferenceEntry } from './reference-entry';

export type EducationLevel = ReferenceEntry & {
  /** Higher is more advanced; equal ranks are equivalent for eligibility. */
  readonly rank: number;
};

export const EDUCATION_LEVELS = [
  {
    code: 'BASIC',
    nameEn: 'Basic level (grade 8)',
    nameNe: 'आधारभूत तह (कक्षा ८)',
    rank: 1,
  },
  {
    code: 'SLC_SEE',
    nameEn: 'SEE/SLC (grade 10)',
    nameNe: 'एसईई/एसएलसी (कक्षा १०)',
    rank: 2,
  },
  {
    code: 'INTERMEDIATE',
    nameEn: 'Intermediate (+2/PCL, grade 12)',
    nameNe: 'उच्च माध्यमिक/प्रवीणता प्रमाणपत्र तह (कक्षा १२)',
    rank: 3,
  },
  {
    code: 'DIPLOMA',
    nameEn: 'Diploma (CTEVT)',
    nameNe: 'डिप्लोमा (प्राविधिक शिक्षा तथा व्यावसायिक तालिम परिषद्)',
    rank: 3,
  },
  { code: 'BACHELOR', nameEn: "Bachelor's degree", nameNe: 'स्नातक', rank: 4 },
  { code: 'MASTER', nameEn: "Master's degree", nameNe: 'स्नातकोत्तर', rank: 5 },
  { code: 'MPHIL', nameEn: 'MPhil', nameNe: 'एमफिल', rank: 6 },
  { code: 'PHD', nameEn: 'PhD', nameNe: 'विद्यावारिधि', rank: 7 },
] as const satisfies readonly EducationLevel[];

export type EducationLevelCode = (typeof EDUCATION_LEVELS)[number]['code'];
