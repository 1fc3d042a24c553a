import { describe, expect, it } from 'vitest';
import { addDaysIso, adToBs } from '../dates/bs-date';
import { todayIso } from '../dates/nepal-time';
import { ADVERTISEMENT_DATE_NAMES, type AdvertisementDateName } from './advertisement-dates';
import {
  ZChangeAdvertisementDates,
  ZCreateAdvertisement,
  ZPublishAdvertisement,
  ZRejectAdvertisement,
} from './advertisement-inputs';

const OFFSETS: Record<AdvertisementDateName, number> = {
  publishDate: 0,
  singleFeeDeadline: 21,
  paymentLastDate: 23,
  doubleFeeDeadline: 28,
  doubleFeePaymentLastDate: 30,
  ageCutOffDate: 21,
  admitCardDate: 60,
};

function datesFrom(start: string, changes: Partial<Record<AdvertisementDateName, string>> = {}) {
  const values: Record<string, string> = {};
  for (const name of ADVERTISEMENT_DATE_NAMES) {
    const ad = changes[name] ?? addDaysIso(start, OFFSETS[name]);
    values[`${name}Ad`] = ad;
    values[`${name}Bs`] = adToBs(ad);
  }
  return values;
}

const start = addDaysIso(todayIso(), 2);
const at = (days: number) => addDaysIso(start, days);
const publish = (changes: Partial<Record<AdvertisementDateName, string>> = {}, extra = {}) => ({
  newAdvertisementNumber: '16900/082-83',
  ...datesFrom(start, changes),
  ...extra,
});

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('publishing an advertisement', () => {
  it('accepts all seven dates in order, in both calendars', () => {
    expect(ZPublishAdvertisement.safeParse(publish()).success).toBe(true);
  });

  it('accepts dates that coincide where the rules allow it', () => {
    const sameDay = publish({
      singleFeeDeadline: at(0),
      paymentLastDate: at(0),
      doubleFeeDeadline: at(0),
      doubleFeePaymentLastDate: at(0),
      admitCardDate: at(1),
    });
    expect(ZPublishAdvertisement.safeParse(sameDay).success).toBe(true);
  });

  it.each([
    [{ singleFeeDeadline: at(-1) }, 'advertisements.singleBeforePublish'],
    [{ doubleFeeDeadline: at(20) }, 'advertisements.doubleBeforeSingle'],
    [{ paymentLastDate: at(20) }, 'advertisements.paymentBeforeSingle'],
    [{ doubleFeePaymentLastDate: at(27) }, 'advertisements.doublePaymentBeforeDouble'],
    [
      { paymentLastDate: at(29), doubleFeePaymentLastDate: at(28) },
      'advertisements.doublePaymentBeforePayment',
    ],
    [{ admitCardDate: at(30) }, 'advertisements.admitCardBeforeDoublePayment'],
  ] as const)('refuses %o with %s', (changes, message) => {
    expect(messagesOf(ZPublishAdvertisement.safeParse(publish(changes)))).toContain(message);
  });

  it('requires every date and the new number', () => {
    const result = ZPublishAdvertisement.safeParse({});
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toContain('newAdvertisementNumber');
    for (const name of ADVERTISEMENT_DATE_NAMES)
      expect(paths).toEqual(expect.arrayContaining([`${name}Ad`, `${name}Bs`]));
  });

  it('refuses a B.S. half naming another day', () => {
    const input = { ...publish(), ageCutOffDateBs: adToBs(at(22)) };
    const result = ZPublishAdvertisement.safeParse(input);
    expect(result.error!.issues).toEqual([
      expect.objectContaining({ path: ['ageCutOffDateBs'], message: 'validation.bsAdMismatch' }),
    ]);
  });

  it('accepts B.S. dates in Devanagari digits', () => {
    const input = { ...publish(), publishDateBs: '२०८२-०१-०१', publishDateAd: '2025-04-14' };
    const result = ZPublishAdvertisement.safeParse({
      ...input,
      singleFeeDeadlineAd: '2025-05-01',
      singleFeeDeadlineBs: adToBs('2025-05-01'),
      paymentLastDateAd: '2025-05-01',
      paymentLastDateBs: adToBs('2025-05-01'),
    });
    expect(result.success).toBe(true);
    expect(result.data!.publishDateBs).toBe('2082-01-01');
  });

  it('takes an optional future schedule, not a past one or one after the deadline', () => {
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(ZPublishAdvertisement.safeParse(publish({}, { scheduledAt: future })).success).toBe(
      true,
    );
    expect(
      ZPublishAdvertisement.safeParse(publish({}, { scheduledAt: '' })).data!.scheduledAt,
    ).toBe(undefined);
    const past = new Date(Date.now() - 60_000).toISOString();
    expect(messagesOf(ZPublishAdvertisement.safeParse(publish({}, { scheduledAt: past })))).toEqual(
      ['advertisements.scheduleInPast'],
    );
    const late = `${at(22)}T10:00:00+05:45`;
    expect(messagesOf(ZPublishAdvertisement.safeParse(publish({}, { scheduledAt: late })))).toEqual(
      ['advertisements.scheduleAfterDeadline'],
    );
    expect(
      messagesOf(ZPublishAdvertisement.safeParse(publish({}, { scheduledAt: 'tomorrow' }))),
    ).toEqual(['advertisements.scheduleInvalid']);
  });

  it('refuses a malformed number', () => {
    expect(
      messagesOf(ZPublishAdvertisement.safeParse({ ...publish(), newAdvertisementNumber: 'a b' })),
    ).toEqual(['advertisements.numberChars']);
  });
});

describe('creating an advertisement', () => {
  const dates = datesFrom(start);
  const create = (changes: Record<string, unknown> = {}) => ({
    code: 'ADV-TEST-1',
    advertisementNumber: '17001/082-83',
    postId: 1,
    quotaId: 1,
    vacancyCount: 3,
    feeRupees: '१५००',
    publishDateAd: dates.publishDateAd,
    publishDateBs: dates.publishDateBs,
    singleFeeDeadlineAd: dates.singleFeeDeadlineAd,
    singleFeeDeadlineBs: dates.singleFeeDeadlineBs,
    doubleFeeDeadlineAd: dates.doubleFeeDeadlineAd,
    doubleFeeDeadlineBs: dates.doubleFeeDeadlineBs,
    ageCutOffDateAd: dates.ageCutOffDateAd,
    ageCutOffDateBs: dates.ageCutOffDateBs,
    admitCardDateAd: dates.admitCardDateAd,
    admitCardDateBs: dates.admitCardDateBs,
    examCentreIds: [1, '२'],
    ...changes,
  });

  it('accepts a valid one and reads the fee typed in Devanagari digits', () => {
    const result = ZCreateAdvertisement.safeParse(create());
    expect(result.success).toBe(true);
    expect(result.data!.feeRupees).toBe(1500);
    expect(result.data!.examCentreIds).toEqual([1, 2]);
    expect(result.data!.localBodyId).toBeNull();
  });

  it('takes an optional local level: empty is none, an id is kept, anything else is refused', () => {
    expect(ZCreateAdvertisement.parse(create({ localBodyId: '' })).localBodyId).toBeNull();
    expect(ZCreateAdvertisement.parse(create({ localBodyId: 10004 })).localBodyId).toBe(10004);
    expect(ZCreateAdvertisement.safeParse(create({ localBodyId: 'x' })).success).toBe(false);
    expect(ZCreateAdvertisement.safeParse(create({ localBodyId: 0 })).success).toBe(false);
  });

  it.each([
    [{ vacancyCount: 0 }, 'advertisements.vacancyRange'],
    [{ feeRupees: -1 }, 'advertisements.feeRange'],
    [{ feeRupees: '12.5' }, 'validation.digitsOnly'],
    [{ code: 'ADV 1' }, 'validation.codeChars'],
    [
      { admitCardDateAd: dates.doubleFeeDeadlineAd, admitCardDateBs: dates.doubleFeeDeadlineBs },
      'advertisements.admitCardBeforeDouble',
    ],
    [{ examCentreIds: [] }, 'advertisements.examCentresRequired'],
    [{ examCentreIds: undefined }, 'advertisements.examCentresRequired'],
    [{ examCentreIds: [3, 3] }, 'validation.duplicateChoice'],
    [{ examCentreIds: [0] }, 'validation.id'],
  ])('refuses %o with %s', (changes, message) => {
    expect(messagesOf(ZCreateAdvertisement.safeParse(create(changes)))).toContain(message);
  });
});

describe('rejecting and changing dates', () => {
  it('requires remarks of at most 500 characters', () => {
    expect(messagesOf(ZRejectAdvertisement.safeParse({ remarks: '  ' }))).toEqual([
      'validation.required',
    ]);
    expect(messagesOf(ZRejectAdvertisement.safeParse({ remarks: 'x'.repeat(501) }))).toEqual([
      'validation.maxLength500',
    ]);
    expect(ZRejectAdvertisement.safeParse({ remarks: 'Wrong quota' }).success).toBe(true);
  });

  it('takes either the seven dates under the same rules or 1 to 60 extra days', () => {
    expect(
      ZChangeAdvertisementDates.safeParse({ mode: 'dates', ...datesFrom(start) }).success,
    ).toBe(true);
    const badDates = { mode: 'dates', ...datesFrom(start, { doubleFeeDeadline: at(1) }) };
    expect(messagesOf(ZChangeAdvertisementDates.safeParse(badDates))).toContain(
      'advertisements.doubleBeforeSingle',
    );
    const seen = { expectedAdmitCardDateAd: '2030-03-01' };
    expect(
      ZChangeAdvertisementDates.safeParse({ mode: 'extraDays', extraDays: '७', ...seen }).data,
    ).toEqual({ mode: 'extraDays', extraDays: 7, ...seen });
    for (const extraDays of [0, 61])
      expect(
        messagesOf(ZChangeAdvertisementDates.safeParse({ mode: 'extraDays', extraDays, ...seen })),
      ).toEqual(['advertisements.extraDaysRange']);
    // Extra days say which dates they were given from.
    expect(
      messagesOf(ZChangeAdvertisementDates.safeParse({ mode: 'extraDays', extraDays: 7 })),
    ).toEqual(['validation.required']);
  });
});
