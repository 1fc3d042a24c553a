import { z } from 'zod';
import type { LocalizedText } from '../i18n/messages';

/**
 * The order in which roll numbers are handed out (master config, back-office.md §3): by when
 * the candidate applied, by the candidate's name, or by master id. Roll number generation
 * reads it from the database; the default is the order of application.
 */
export const ROLL_NUMBER_ORDERS = ['applied_at', 'name', 'master_id'] as const;
export type RollNumberOrder = (typeof ROLL_NUMBER_ORDERS)[number];

export const ROLL_NUMBER_ORDER_LABELS: Record<RollNumberOrder, LocalizedText> = {
  applied_at: { en: 'Date of application', ne: 'आवेदन दिएको मिति' },
  name: { en: 'Candidate name (English, A–Z)', ne: 'उम्मेदवारको नाम (अङ्ग्रेजी, A–Z)' },
  master_id: { en: 'Master id', ne: 'मास्टर आईडी' },
};

export const ZRollNumberOrderSetting = z.object({
  rollNumberGenerationOrder: z.enum(ROLL_NUMBER_ORDERS, { error: 'validation.required' }),
});
export type TRollNumberOrderSetting = z.output<typeof ZRollNumberOrderSetting>;
