// What a scrutiny officer's hold names as wrong (issue 21, "hold with a window to fix"): a reason
// from this list, a remark, and the last day the candidate may fix it. Each reason opens one part
// of the profile to the candidate until that day, even when the commission has locked the
// profile; saving that part returns the form to its officer. "Other" opens nothing: the remark
// says what to do, and the officer decides again.
import type { LocalizedText } from '../i18n/messages';
import type { ProfileRecordSection } from '../profile/records/record-sections';

/**
 * The parts of a profile a hold can open for editing: the screens the candidate saves them on
 * (personal, contact, extra details, documents) and each kind of record.
 */
export type EditablePart = 'personal' | 'contact' | 'extra' | 'documents' | ProfileRecordSection;

export const HOLD_REASONS = [
  'citizenship',
  'photograph',
  'education',
  'experience',
  'inclusion',
  'personal',
  'address',
  'other',
] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

/** The parts of the profile each reason opens to the candidate (none for "other"). */
export const HOLD_REASON_PARTS: Record<HoldReason, readonly EditablePart[]> = {
  citizenship: ['documents'],
  photograph: ['documents'],
  education: ['education'],
  experience: ['government-experience', 'non-government-experience'],
  inclusion: ['inclusive-groups', 'extra'],
  personal: ['personal'],
  address: ['contact'],
  other: [],
};

/** The reasons that open `part`. */
export const holdReasonsOpening = (part: EditablePart): HoldReason[] =>
  HOLD_REASONS.filter((reason) => HOLD_REASON_PARTS[reason].includes(part));

export const HOLD_REASON_LABELS: Record<HoldReason, LocalizedText> = {
  citizenship: {
    en: 'Citizenship certificate unclear or not matching',
    ne: 'नागरिकता प्रमाणपत्र अस्पष्ट वा नमिल्दो',
  },
  photograph: {
    en: 'Photograph or signature unclear',
    ne: 'फोटो वा हस्ताक्षर अस्पष्ट',
  },
  education: {
    en: 'Education certificate or transcript missing or unclear',
    ne: 'शैक्षिक प्रमाणपत्र वा लब्धाङ्क पत्र नभएको वा अस्पष्ट',
  },
  experience: {
    en: 'Experience certificate missing or unclear',
    ne: 'अनुभव प्रमाणपत्र नभएको वा अस्पष्ट',
  },
  inclusion: {
    en: 'Inclusive group certificate missing or unclear',
    ne: 'समावेशी समूहको प्रमाणपत्र नभएको वा अस्पष्ट',
  },
  personal: {
    en: 'Personal details do not match the documents',
    ne: 'व्यक्तिगत विवरण कागजातसँग नमिलेको',
  },
  address: {
    en: 'Address details incomplete or wrong',
    ne: 'ठेगाना विवरण अपूर्ण वा गलत',
  },
  other: { en: 'Other (see the remark)', ne: 'अन्य (कैफियत हेर्नुहोस्)' },
};

/** The longest a hold may give the candidate to fix their profile. */
export const MAX_HOLD_DAYS = 30;
