// Classes of the disability identity card (Rights of Persons with Disabilities Rules, 2077):
// the class says how severe the disability is, the card's colour shows the class at a glance.
// Scrutiny staff compare the class a candidate claims with the colour of the uploaded card.
import type { ReferenceEntry } from './reference-entry';

export type DisabilityClass = ReferenceEntry & {
  readonly cardColourEn: string;
  readonly cardColourNe: string;
  readonly descriptionEn: string;
  readonly descriptionNe: string;
};

export const DISABILITY_CLASSES = [
  {
    code: 'KA',
    nameEn: 'Class Ka (profound)',
    nameNe: 'क वर्ग (पूर्ण अशक्त)',
    cardColourEn: 'Red',
    cardColourNe: 'रातो',
    descriptionEn: 'Finds daily activities extremely hard even with the help of others.',
    descriptionNe: 'अरूको सहयोग लिएर पनि दैनिक क्रियाकलाप गर्न अत्यन्त कठिनाइ हुने।',
  },
  {
    code: 'KHA',
    nameEn: 'Class Kha (severe)',
    nameNe: 'ख वर्ग (अति अशक्त)',
    cardColourEn: 'Blue',
    cardColourNe: 'निलो',
    descriptionEn: 'Needs the help of others continuously to carry out daily activities.',
    descriptionNe: 'दैनिक क्रियाकलाप गर्न निरन्तर अरूको सहयोग चाहिने।',
  },
  {
    code: 'GA',
    nameEn: 'Class Ga (moderate)',
    nameNe: 'ग वर्ग (मध्यम)',
    cardColourEn: 'Yellow',
    cardColourNe: 'पहेँलो',
    descriptionEn:
      'Can carry out daily activities regularly, with or without help, given physical ' +
      'facilities, a barrier-free environment and education or training.',
    descriptionNe:
      'भौतिक सुविधा, अवरोधरहित वातावरण र शिक्षा वा तालिमको अवसर भए सहयोग लिई वा नलिई ' +
      'नियमित रूपमा दैनिक क्रियाकलाप गर्न सक्ने।',
  },
  {
    code: 'GHA',
    nameEn: 'Class Gha (mild)',
    nameNe: 'घ वर्ग (सामान्य)',
    cardColourEn: 'White',
    cardColourNe: 'सेतो',
    descriptionEn:
      'Can carry out daily activities regularly where there are no physical or ' +
      'environmental barriers.',
    descriptionNe: 'भौतिक तथा वातावरणीय अवरोध नभए नियमित रूपमा दैनिक क्रियाकलाप गर्न सक्ने।',
  },
] as const satisfies readonly DisabilityClass[];

export type DisabilityClassCode = (typeof DISABILITY_CLASSES)[number]['code'];
