// Master data and its configuration.
import type { MessageCatalogue } from './localized-text';

export const MASTER_DATA_MESSAGES = {
  'masterData.rollNumberOrderSaved': {
    en: 'The roll number generation order has been saved.',
    ne: 'रोल नम्बर दिने क्रम सुरक्षित गरियो।',
  },
  'masterData.saved': { en: 'The record has been saved.', ne: 'विवरण सुरक्षित गरियो।' },
  'masterData.deleted': { en: 'The record has been deleted.', ne: 'विवरण हटाइयो।' },
  'masterData.inUse': {
    en: 'This record is in use and cannot be deleted. Make it inactive instead.',
    ne: 'यो विवरण प्रयोगमा रहेकाले हटाउन मिल्दैन। बरु निष्क्रिय बनाउनुहोस्।',
  },
  'masterData.duplicate': {
    en: 'A record with this name or code already exists.',
    ne: 'यही नाम वा कोड भएको विवरण पहिले नै छ।',
  },
  'masterData.imported': { en: 'The file has been imported.', ne: 'फाइल आयात गरियो।' },
  'masterData.importFailed': {
    en: 'Nothing was imported. Correct the rows listed and upload the file again.',
    ne: 'केही पनि आयात भएन। सूचीमा देखाइएका पङ्क्तिहरू सच्याएर फाइल फेरि अपलोड गर्नुहोस्।',
  },
} as const satisfies MessageCatalogue<'masterData'>;
