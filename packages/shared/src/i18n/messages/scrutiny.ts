// Scrutiny of applications.
import type { MessageCatalogue } from './localized-text';

export const SCRUTINY_MESSAGES = {
  'scrutiny.saved': {
    en: 'The scrutiny decision has been saved.',
    ne: 'रुजु निर्णय सुरक्षित भयो।',
  },
} as const satisfies MessageCatalogue<'scrutiny'>;
