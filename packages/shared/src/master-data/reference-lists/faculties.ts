// Faculties (streams) of study, as Nepal's universities and the National Examinations Board
// group them. An advertisement's required faculty and a candidate's education both point here.
import type { ReferenceEntry } from './reference-entry';

export const FACULTIES = [
  {
    code: 'HUMANITIES',
    nameEn: 'Humanities and social sciences',
    nameNe: 'मानविकी तथा सामाजिक शास्त्र',
  },
  { code: 'MANAGEMENT', nameEn: 'Management', nameNe: 'व्यवस्थापन' },
  { code: 'SCIENCE', nameEn: 'Science and technology', nameNe: 'विज्ञान तथा प्रविधि' },
  { code: 'ENGINEERING', nameEn: 'Engineering', nameNe: 'इन्जिनियरिङ' },
  {
    code: 'MEDICINE',
    nameEn: 'Medicine and health sciences',
    nameNe: 'चिकित्साशास्त्र तथा स्वास्थ्य विज्ञान',
  },
  { code: 'LAW', nameEn: 'Law', nameNe: 'कानुन' },
  { code: 'EDUCATION', nameEn: 'Education', nameNe: 'शिक्षा' },
  { code: 'AGRICULTURE', nameEn: 'Agriculture', nameNe: 'कृषि' },
  {
    code: 'ANIMAL_SCIENCE',
    nameEn: 'Animal science, veterinary and fisheries',
    nameNe: 'पशु विज्ञान, पशु चिकित्सा तथा मत्स्य',
  },
  { code: 'FORESTRY', nameEn: 'Forestry', nameNe: 'वन विज्ञान' },
  { code: 'SANSKRIT', nameEn: 'Sanskrit', nameNe: 'संस्कृत' },
  { code: 'FINE_ARTS', nameEn: 'Fine arts', nameNe: 'ललितकला' },
  { code: 'OTHER', nameEn: 'Other', nameNe: 'अन्य' },
] as const satisfies readonly ReferenceEntry[];

export type FacultyCode = (typeof FACULTIES)[number]['code'];
