// Staff acting for a candidate on the profile.
import type { MessageCatalogue } from './localized-text';

export const ACTING_FOR_MESSAGES = {
  'actingFor.chooseCandidate': {
    en: 'Choose a candidate first: staff open a profile only on behalf of a candidate chosen by master id.',
    ne: 'पहिले उम्मेदवार छान्नुहोस्: कर्मचारीले मास्टर आईडीबाट छानिएको उम्मेदवारको तर्फबाट मात्र प्रोफाइल खोल्न सक्नुहुन्छ।',
  },
  'actingFor.candidateNotFound': {
    en: 'No candidate has this master id.',
    ne: 'यो मास्टर आईडी भएको उम्मेदवार भेटिएन।',
  },
  'actingFor.headersDisagree': {
    en: 'The master id and the user id name two different candidates.',
    ne: 'मास्टर आईडी र प्रयोगकर्ता आईडीले फरक-फरक उम्मेदवार जनाउँछन्।',
  },
  'actingFor.invalidHeader': {
    en: 'The master id and the user id must be whole numbers.',
    ne: 'मास्टर आईडी र प्रयोगकर्ता आईडी पूर्णाङ्क हुनुपर्छ।',
  },
  'actingFor.candidateRefused': {
    en: 'A candidate can open only their own profile.',
    ne: 'उम्मेदवारले आफ्नो प्रोफाइल मात्र खोल्न सक्नुहुन्छ।',
  },
  'actingFor.privilegeRequired': {
    en: 'Acting for a candidate needs the profile management (PM) privilege.',
    ne: 'उम्मेदवारको तर्फबाट काम गर्न प्रोफाइल व्यवस्थापन (PM) अधिकार चाहिन्छ।',
  },
  'actingFor.profileLocked': {
    en: "This candidate's profile is locked. Have it unlocked (LUP) to change it, and locked again afterwards.",
    ne: 'यो उम्मेदवारको प्रोफाइल लक गरिएको छ। परिवर्तन गर्न पहिले लक खोल्न लगाउनुहोस् (LUP), र पछि फेरि लक गर्नुहोस्।',
  },
  'actingFor.documentsLocked': {
    en: "This candidate's documents are locked. Have them unlocked (LUP) to change them, and locked again afterwards.",
    ne: 'यो उम्मेदवारका कागजात लक गरिएका छन्। परिवर्तन गर्न पहिले लक खोल्न लगाउनुहोस् (LUP), र पछि फेरि लक गर्नुहोस्।',
  },
} as const satisfies MessageCatalogue<'actingFor'>;
