// Disability types of the Act Relating to the Rights of Persons with Disabilities, 2074,
// Schedule 1. The Act has ten categories; vision and hearing each have two kinds that the
// disability ID card names separately, so they are separate entries here with a shared
// category, and reports can count either way.
import type { ReferenceEntry } from './reference-entry';

export const DISABILITY_CATEGORIES = [
  'PHYSICAL',
  'VISION',
  'HEARING',
  'DEAF_BLIND',
  'SPEECH_VOICE',
  'PSYCHOSOCIAL',
  'INTELLECTUAL',
  'HEMOPHILIA',
  'AUTISM',
  'MULTIPLE',
] as const;

export type DisabilityCategory = (typeof DISABILITY_CATEGORIES)[number];

export type DisabilityType = ReferenceEntry & {
  /** The Act's category this type belongs to. */
  readonly category: DisabilityCategory;
};

export const DISABILITY_TYPES = [
  {
    code: 'PHYSICAL',
    category: 'PHYSICAL',
    nameEn: 'Physical disability',
    nameNe: 'शारीरिक अपाङ्गता',
  },
  {
    code: 'BLIND',
    category: 'VISION',
    nameEn: 'Vision-related disability (blind)',
    nameNe: 'दृष्टिसम्बन्धी अपाङ्गता (दृष्टिविहीन)',
  },
  {
    code: 'LOW_VISION',
    category: 'VISION',
    nameEn: 'Vision-related disability (low vision)',
    nameNe: 'दृष्टिसम्बन्धी अपाङ्गता (न्यून दृष्टि)',
  },
  {
    code: 'DEAF',
    category: 'HEARING',
    nameEn: 'Hearing-related disability (deaf)',
    nameNe: 'सुनाइसम्बन्धी अपाङ्गता (बहिरा)',
  },
  {
    code: 'HARD_OF_HEARING',
    category: 'HEARING',
    nameEn: 'Hearing-related disability (hard of hearing)',
    nameNe: 'सुनाइसम्बन्धी अपाङ्गता (सुस्त श्रवण)',
  },
  {
    code: 'DEAF_BLIND',
    category: 'DEAF_BLIND',
    nameEn: 'Deaf-blind',
    nameNe: 'श्रवणदृष्टिविहीन अपाङ्गता',
  },
  {
    code: 'SPEECH_VOICE',
    category: 'SPEECH_VOICE',
    nameEn: 'Speech and voice disability',
    nameNe: 'स्वर र बोलाइसम्बन्धी अपाङ्गता',
  },
  {
    code: 'PSYCHOSOCIAL',
    category: 'PSYCHOSOCIAL',
    nameEn: 'Mental or psycho-social disability',
    nameNe: 'मानसिक वा मनोसामाजिक अपाङ्गता',
  },
  {
    code: 'INTELLECTUAL',
    category: 'INTELLECTUAL',
    nameEn: 'Intellectual disability',
    nameNe: 'बौद्धिक अपाङ्गता',
  },
  {
    code: 'HEMOPHILIA',
    category: 'HEMOPHILIA',
    nameEn: 'Hemophilia (hereditary bleeding disorder)',
    nameNe: 'अनुवंशीय रक्तस्रावसम्बन्धी अपाङ्गता (हेमोफिलिया)',
  },
  {
    code: 'AUTISM',
    category: 'AUTISM',
    nameEn: 'Autism',
    nameNe: 'अटिज्मसम्बन्धी अपाङ्गता',
  },
  {
    code: 'MULTIPLE',
    category: 'MULTIPLE',
    nameEn: 'Multiple disabilities',
    nameNe: 'बहुअपाङ्गता',
  },
] as const satisfies readonly DisabilityType[];

export type DisabilityTypeCode = (typeof DISABILITY_TYPES)[number]['code'];
