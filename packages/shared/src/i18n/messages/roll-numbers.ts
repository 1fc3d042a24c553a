// Roll numbers.
import type { MessageCatalogue } from './localized-text';

export const ROLL_NUMBER_MESSAGES = {
  'rollNumbers.generated': {
    en: 'Roll numbers have been generated.',
    ne: 'रोल नम्बर तयार भयो।',
  },
  'rollNumbers.scrutinyNotFinalised': {
    en: 'Roll numbers can be generated only after scrutiny of the advertisement is finalised.',
    ne: 'विज्ञापनको रुजु टुङ्गो लागेपछि मात्र रोल नम्बर तयार गर्न सकिन्छ।',
  },
} as const satisfies MessageCatalogue<'rollNumbers'>;
