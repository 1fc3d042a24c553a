// A candidate's application.
import type { MessageCatalogue } from './localized-text';

export const APPLICATION_MESSAGES = {
  'application.submitted': {
    en: 'Your application has been submitted. Please pay the fee to complete it.',
    ne: 'तपाईंको आवेदन पेश भयो। आवेदन पूरा गर्न शुल्क भुक्तानी गर्नुहोस्।',
  },
  'application.doubleFee': {
    en: 'Your application now carries the double fee. Pay it by the double-fee payment date.',
    ne: 'तपाईंको आवेदनमा अब दोब्बर शुल्क लागेको छ। दोब्बर शुल्क तिर्ने अन्तिम मितिभित्र तिर्नुहोस्।',
  },
} as const satisfies MessageCatalogue<'application'>;
