import type { APIRequestContext } from '@playwright/test';
import { adToBs } from '../../packages/shared/src/dates/bs-date';
import { candidateToken } from './profile-api';

// An advertisement of a journey's own, made by the commission's administrator through the API:
// a journey that finalises scrutiny freezes its advertisement, which must be no other spec's.

const ADMIN = { username: 'admin', password: 'Admin@2082' };

const DATE_NAMES = [
  'publishDate',
  'singleFeeDeadline',
  'paymentLastDate',
  'doubleFeeDeadline',
  'doubleFeePaymentLastDate',
  'ageCutOffDate',
  'admitCardDate',
] as const;
type DateName = (typeof DATE_NAMES)[number];

/** Days from today of each date: open today; admit cards after the last day to pay. */
const OPEN_TODAY: Record<DateName, number> = {
  publishDate: 0,
  singleFeeDeadline: 21,
  paymentLastDate: 23,
  doubleFeeDeadline: 28,
  doubleFeePaymentLastDate: 30,
  ageCutOffDate: 21,
  admitCardDate: 31,
};

/** The season over: applying and paying ended yesterday; admit cards open today. */
const SEASON_OVER: Record<DateName, number> = {
  publishDate: -40,
  singleFeeDeadline: -20,
  paymentLastDate: -18,
  doubleFeeDeadline: -3,
  doubleFeePaymentLastDate: -1,
  ageCutOffDate: -20,
  admitCardDate: 0,
};

function isoDaysFromToday(days: number): string {
  // Nepal's today: the server counts deadlines in Nepal time (UTC+05:45).
  const nepalNow = new Date(Date.now() + (5 * 60 + 45) * 60_000);
  nepalNow.setUTCDate(nepalNow.getUTCDate() + days);
  return nepalNow.toISOString().slice(0, 10);
}

/** The dates in both calendars, as the forms send them (`publishDateAd`, `publishDateBs`…). */
function datesOf(offsets: Record<DateName, number>, names: readonly DateName[] = DATE_NAMES) {
  const values: Record<string, string> = {};
  for (const name of names) {
    const ad = isoDaysFromToday(offsets[name]);
    values[`${name}Ad`] = ad;
    values[`${name}Bs`] = adToBs(ad)!;
  }
  return values;
}

async function adminHeaders(request: APIRequestContext) {
  const token = await candidateToken(request, ADMIN.username, ADMIN.password);
  return { authorization: `Bearer ${token}` };
}

async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

export interface JourneyAdvertisement {
  id: number;
  code: string;
  /** Its number, e.g. 27431/082-83. */
  number: string;
}

/**
 * A live copy of the demo advertisement `likeNumber` (its post, quota, fee and exam centres)
 * under a number of its own, open from today.
 */
export async function aLiveCopyOf(
  request: APIRequestContext,
  likeNumber: string,
): Promise<JourneyAdvertisement> {
  const headers = await adminHeaders(request);
  const live = await dataOf<{ items: { id: number; advertisementNumber: string }[] }>(
    await request.get('/api/internal/advertisements/list', {
      headers,
      params: { status: 'live', search: likeNumber, page: 1, pageSize: 10 },
    }),
    'live list',
  );
  const original = live.items.find((item) => item.advertisementNumber === likeNumber)!;
  const detail = await dataOf<{
    postId: number;
    quotaId: number;
    vacancyCount: number;
    feePaisa: number;
    examCentres: { id: number }[];
  }>(await request.get(`/api/internal/advertisements/${original.id}`, { headers }), 'detail');
  const serial = 20_000 + Math.floor(Math.random() * 70_000);
  const number = `${serial}/082-83`;
  const code = `JOURNEY-${serial}`;
  const created = await dataOf<{ id: number }>(
    await request.post('/api/internal/advertisements', {
      headers,
      data: {
        code,
        advertisementNumber: number,
        postId: detail.postId,
        quotaId: detail.quotaId,
        vacancyCount: detail.vacancyCount,
        feeRupees: detail.feePaisa / 100,
        examCentreIds: detail.examCentres.map((centre) => centre.id),
        ...datesOf(
          OPEN_TODAY,
          DATE_NAMES.filter((name) => !/^(paymentLastDate|doubleFeePaymentLastDate)$/.test(name)),
        ),
      },
    }),
    'create',
  );
  await dataOf(
    await request.post(`/api/internal/advertisements/${created.id}/publish`, {
      headers,
      data: { newAdvertisementNumber: number, ...datesOf(OPEN_TODAY) },
    }),
    'publish',
  );
  await dataOf(
    await request.post(`/api/internal/advertisements/${created.id}/go-live`, { headers }),
    'go live',
  );
  return { id: created.id, code, number };
}

/**
 * The season passes for `advertisement`: the administrator moves its dates so that applying and
 * paying ended yesterday (the way the commission shortens a window), and its scrutiny may be
 * finalised.
 */
export async function endApplicationWindow(
  request: APIRequestContext,
  advertisement: JourneyAdvertisement,
): Promise<void> {
  await dataOf(
    await request.post(`/api/internal/advertisements/${advertisement.id}/dates`, {
      headers: await adminHeaders(request),
      data: { mode: 'dates', ...datesOf(SEASON_OVER) },
    }),
    'dates',
  );
}
