// Vacancy distribution (back-office.md §3 "Phase 3 formula", §5 "Phase 3 formula and table").
import type { MessageCatalogue } from './localized-text';

export const DISTRIBUTION_MESSAGES = {
  'distribution.formulaSaved': {
    en: 'The formula has been saved.',
    ne: 'सूत्र सुरक्षित गरियो।',
  },
  'distribution.formulaDeleted': {
    en: 'The formula has been deleted.',
    ne: 'सूत्र हटाइयो।',
  },
  'distribution.percentage': {
    en: 'Enter a percentage from 1 to 99 with at most two decimals, or 100.',
    ne: '१ देखि ९९ सम्मको बढीमा दुई दशमलव स्थानसहितको प्रतिशत, वा १०० लेख्नुहोस्।',
  },
  'distribution.priorityRange': {
    en: 'Choose a priority from 1 to 6.',
    ne: '१ देखि ६ सम्मको प्राथमिकता छान्नुहोस्।',
  },
  'distribution.categoryUsed': {
    en: 'This category already has a formula.',
    ne: 'यो समूहको सूत्र पहिले नै छ।',
  },
  'distribution.priorityUsed': {
    en: 'Another category already has this priority.',
    ne: 'अर्को समूहको यही प्राथमिकता छ।',
  },
  'distribution.totalOver100': {
    en: 'The percentages of the categories would add up to more than 100.',
    ne: 'समूहहरूको प्रतिशतको जोड १०० भन्दा बढी हुन्छ।',
  },
} as const satisfies MessageCatalogue<'distribution'>;
