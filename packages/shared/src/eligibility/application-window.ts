// When an advertisement takes applications and what one costs (spec §4, back-office.md §9: two
// submission deadlines, single fee and double fee). Until the single-fee deadline the fee is the
// advertised one; after it, until the double-fee deadline, twice that; then no more. The first
// group of a post a candidate applies to costs the basic fee, each further group of the same
// post the extra-group fee (DOMAIN.md: NPR 1,200 and 400 are typical; master-data payment fees).
import type { LocalizedText } from '../i18n/messages';
import { dateText, fillLocalized } from './age-eligibility';

export const APPLICATION_PHASES = ['single', 'double', 'closed'] as const;
export type ApplicationPhase = (typeof APPLICATION_PHASES)[number];

export interface FeeSchedule {
  feePaisa: number;
  extraFeePaisa: number;
  singleFeeDeadline: string;
  doubleFeeDeadline: string;
}

/** Dates are ISO A.D. days (Nepal's), compared as text. */
export function applicationPhase(today: string, schedule: FeeSchedule): ApplicationPhase {
  if (today <= schedule.singleFeeDeadline) return 'single';
  if (today <= schedule.doubleFeeDeadline) return 'double';
  return 'closed';
}

/** The fee of an application made `today`, as an extra group or not; null once closed. */
export function applicationFee(
  today: string,
  schedule: FeeSchedule,
  extraGroup: boolean,
): number | null {
  const phase = applicationPhase(today, schedule);
  if (phase === 'closed') return null;
  const base = extraGroup ? schedule.extraFeePaisa : schedule.feePaisa;
  return phase === 'double' ? base * 2 : base;
}

export function describeApplicationWindow(
  phase: ApplicationPhase,
  schedule: Pick<FeeSchedule, 'singleFeeDeadline' | 'doubleFeeDeadline'>,
): LocalizedText {
  return fillLocalized(`eligibility.window.${phase}`, {
    single: dateText(schedule.singleFeeDeadline),
    double: dateText(schedule.doubleFeeDeadline),
  });
}
