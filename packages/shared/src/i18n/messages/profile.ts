// The candidate's profile.
import type { MessageCatalogue } from './localized-text';

export const PROFILE_MESSAGES = {
  'profile.personalSaved': {
    en: 'Your personal details have been saved.',
    ne: 'तपाईंको व्यक्तिगत विवरण सुरक्षित गरियो।',
  },
  'profile.locksSaved': {
    en: 'The locks of the candidate have been saved.',
    ne: 'उम्मेदवारको लक सुरक्षित गरियो।',
  },
  'profile.documentSaved': { en: 'The document has been saved.', ne: 'कागजात सुरक्षित गरियो।' },
  'profile.contactSaved': {
    en: 'The contact details have been saved.',
    ne: 'सम्पर्क विवरण सुरक्षित गरियो।',
  },
  'profile.recordSaved': { en: 'The details have been saved.', ne: 'विवरण सुरक्षित गरियो।' },
  'profile.recordDuplicate': {
    en: 'This group/class is already in your profile.',
    ne: 'यो समूह/वर्ग तपाईंको प्रोफाइलमा पहिल्यै छ।',
  },
  'profile.recordDeleted': { en: 'The details have been deleted.', ne: 'विवरण हटाइयो।' },
  'profile.extraSaved': {
    en: 'The extra details have been saved.',
    ne: 'थप विवरण सुरक्षित गरियो।',
  },
} as const satisfies MessageCatalogue<'profile'>;
