// Roll numbers.
import type { MessageCatalogue } from './localized-text';

export const ROLL_NUMBER_MESSAGES = {
  'rollNumbers.generated': {
    en: 'Roll numbers have been generated.',
    ne: 'रोल नम्बर तयार भयो।',
  },
} as const satisfies MessageCatalogue<'rollNumbers'>;
