// Notices (back-office.md §3 and §5).
import type { MessageCatalogue } from './localized-text';

export const NOTICE_MESSAGES = {
  'notices.saved': { en: 'The notice has been saved.', ne: 'सूचना सुरक्षित गरियो।' },
  'notices.deleted': { en: 'The notice has been deleted.', ne: 'सूचना हटाइयो।' },
  'notices.descriptionTooLong': {
    en: 'Use at most 5000 characters.',
    ne: 'बढीमा ५००० अक्षरसम्म मात्र लेख्नुहोस्।',
  },
} as const satisfies MessageCatalogue<'notices'>;
