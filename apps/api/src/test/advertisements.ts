import {
  ADVERTISEMENT_DATE_NAMES,
  addDaysIso,
  adToBs,
  todayIso,
  type AdvertisementDateName,
  type TAdvertisementDetail,
} from '@niyukti/shared';
import type { internal } from './staff';

// Advertisements made as the back office makes them: created (PA), published (PA) and put
// live (RNG) through the HTTP API.

type InternalCall = ReturnType<typeof internal>;

const OFFSETS: Record<AdvertisementDateName, number> = {
  publishDate: 1,
  singleFeeDeadline: 21,
  paymentLastDate: 23,
  doubleFeeDeadline: 28,
  doubleFeePaymentLastDate: 30,
  ageCutOffDate: 21,
  admitCardDate: 60,
};

/** The seven dates in both calendars (`…Ad`, `…Bs`), `offsets` days from today. */
export function advertisementDates(offsets: Partial<Record<AdvertisementDateName, number>> = {}) {
  const values: Record<string, string> = {};
  for (const name of ADVERTISEMENT_DATE_NAMES) {
    const ad = addDaysIso(todayIso(), offsets[name] ?? OFFSETS[name]);
    values[`${name}Ad`] = ad;
    values[`${name}Bs`] = adToBs(ad);
  }
  return values;
}

/** What creating sends: every date but the two payment dates publishing fixes. */
export function creationDates(offsets: Partial<Record<AdvertisementDateName, number>> = {}) {
  return Object.fromEntries(
    Object.entries(advertisementDates(offsets)).filter(
      ([key]) => !/^(paymentLastDate|doubleFeePaymentLastDate)/.test(key),
    ),
  );
}

export interface NewAdvertisement {
  code: string;
  advertisementNumber: string;
  postId: number;
  quotaId: number;
  vacancyCount: number;
  examCentreIds: number[];
  localBodyId?: number | null;
}

/** Open to candidates from today. */
const FROM_TODAY = { publishDate: 0 };

/** Creates (PA), publishes with its number (PA) and puts live (RNG) one advertisement, open today. */
export async function aLiveAdvertisement(
  staff: { pa: InternalCall; rng: InternalCall },
  input: NewAdvertisement,
): Promise<TAdvertisementDetail> {
  const created = await staff.pa('POST', '/advertisements', {
    ...input,
    feeRupees: 1500,
    ...creationDates(FROM_TODAY),
  });
  if (created.statusCode !== 201) throw new Error(`create: ${created.body}`);
  const id = created.json().data.id as number;
  const published = await staff.pa('POST', `/advertisements/${id}/publish`, {
    newAdvertisementNumber: input.advertisementNumber,
    ...advertisementDates(FROM_TODAY),
  });
  if (published.statusCode !== 200) throw new Error(`publish: ${published.body}`);
  const live = await staff.rng('POST', `/advertisements/${id}/go-live`);
  if (live.statusCode !== 200) throw new Error(`go live: ${live.body}`);
  return live.json().data as TAdvertisementDetail;
}
