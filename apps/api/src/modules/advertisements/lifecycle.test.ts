import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDaysIso,
  adToBs,
  todayIso,
  type AdvertisementDateName,
  type TAdvertisementDetail,
} from '@niyukti/shared';
import { advertisementExamCentres, auditLog, examCentres, posts, quotas } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { aCandidate, bearer, signIn } from '../../test/people';
import { aSignedInStaffMemberWith, internal } from '../../test/staff';
import { advertisementDates, creationDates } from '../../test/advertisements';
import { publishDueAdvertisements } from './scheduled-publish.job';

let t: TestApp;
let pa: ReturnType<typeof internal>;
let rng: ReturnType<typeof internal>;
let paUsername: string;
let candidateToken: string;
let postId: number;
let quotaId: number;
/** Two active exam centres, by name; the advertisements of these tests offer them. */
let centres: { id: number; nameEn: string }[];

beforeAll(async () => {
  t = await startTestApp();
  const adminToken = await signIn(t.app, 'admin', 'Admin@2082');
  const paToken = await aSignedInStaffMemberWith(t.app, adminToken, ['PA']);
  pa = internal(t.app, paToken);
  rng = internal(t.app, await aSignedInStaffMemberWith(t.app, adminToken, ['RNG']));
  const me = await t.app.inject({ method: 'GET', url: '/oauth/me', headers: bearer(paToken) });
  paUsername = me.json().data.username;
  candidateToken = (await aCandidate(t)).token;
  const [post] = await t.database.db.select().from(posts).limit(1);
  const [quota] = await t.database.db.select().from(quotas).where(eq(quotas.code, 'OPEN'));
  postId = post!.id;
  quotaId = quota!.id;
  centres = await t.database.db
    .select({ id: examCentres.id, nameEn: examCentres.nameEn })
    .from(examCentres)
    .where(eq(examCentres.active, true))
    .orderBy(examCentres.nameEn)
    .limit(2);
  expect(centres).toHaveLength(2);
}, 120_000);
afterAll(async () => t?.close());

const today = todayIso();
const datesOf = advertisementDates;

let counter = 0;

async function aPendingAdvertisement(offsets: Partial<Record<AdvertisementDateName, number>> = {}) {
  counter += 1;
  const response = await pa('POST', '/advertisements', {
    code: `LC-${process.pid}-${counter}`,
    advertisementNumber: `TMP-${process.pid}-${counter}`,
    postId,
    quotaId,
    vacancyCount: 4,
    feeRupees: 1500,
    ...creationDates(offsets),
    examCentreIds: centres.map((centre) => centre.id),
  });
  if (response.statusCode !== 201) throw new Error(`create: ${response.body}`);
  return response.json().data as TAdvertisementDetail;
}

const publishBody = (extra: Record<string, string> = {}): Record<string, string> => ({
  newAdvertisementNumber: `${17000 + counter}/082-83-${process.pid}`,
  ...datesOf(),
  ...extra,
});

async function aPreLiveAdvertisement(offsets: Partial<Record<AdvertisementDateName, number>> = {}) {
  const ad = await aPendingAdvertisement(offsets);
  const response = await pa('POST', `/advertisements/${ad.id}/publish`, {
    ...publishBody(),
    ...datesOf(offsets),
  });
  if (response.statusCode !== 200) throw new Error(`publish: ${response.body}`);
  return response.json().data as TAdvertisementDetail;
}

async function aLiveAdvertisement(offsets: Partial<Record<AdvertisementDateName, number>> = {}) {
  const ad = await aPreLiveAdvertisement(offsets);
  const response = await rng('POST', `/advertisements/${ad.id}/go-live`);
  if (response.statusCode !== 200) throw new Error(`go live: ${response.body}`);
  return response.json().data as TAdvertisementDetail;
}

async function detail(id: number) {
  return (await pa('GET', `/advertisements/${id}`)).json().data as TAdvertisementDetail;
}

/** Whether a candidate can open the vacancy (the list pages are cached a few seconds). */
async function candidateSees(id: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/candidate/vacancies/${id}`,
    headers: bearer(candidateToken),
  });
  expect([200, 404]).toContain(response.statusCode);
  return response.statusCode === 200;
}

async function candidateListFinds(code: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/candidate/vacancies?search=${encodeURIComponent(code)}`,
    headers: bearer(candidateToken),
  });
  expect(response.statusCode).toBe(200);
  return (response.json().data.items as { code: string }[]).some((item) => item.code === code);
}

async function listed(status: string, code: string) {
  const response = await pa('GET', `/advertisements/list?status=${status}&search=${code}`);
  expect(response.statusCode).toBe(200);
  return (response.json().data.items as { code: string }[]).map((item) => item.code);
}

describe('the whole path: create → publish → go live → candidates see it', () => {
  it('moves through every state, renumbers, and writes the timeline and the audit', async () => {
    const created = await aPendingAdvertisement();
    expect(created).toMatchObject({
      status: 'pending',
      feePaisa: 150_000,
      vacancyCount: 4,
      oldAdvertisementNumber: null,
      paymentLastDateAd: null,
    });
    expect(created.publishDateBs).toBe(adToBs(created.publishDateAd!));
    expect(await listed('pending', created.code)).toEqual([created.code]);

    const body = publishBody();
    const published = await pa('POST', `/advertisements/${created.id}/publish`, body);
    expect(published.statusCode).toBe(200);
    expect(published.json().message.en).toMatch(/published/i);
    const preLive = published.json().data as TAdvertisementDetail;
    expect(preLive).toMatchObject({
      status: 'pre_live',
      advertisementNumber: body.newAdvertisementNumber,
      oldAdvertisementNumber: created.advertisementNumber,
      paymentLastDateAd: body.paymentLastDateAd,
      paymentLastDateBs: body.paymentLastDateBs,
      doubleFeePaymentLastDateAd: body.doubleFeePaymentLastDateAd,
      admitCardDateAd: body.admitCardDateAd,
    });
    expect(preLive.publishedAt).not.toBeNull();
    expect(await listed('pre_live', created.code)).toEqual([created.code]);
    expect(await listed('published', created.code)).toEqual([created.code]);
    expect(await listed('pending', created.code)).toEqual([]);
    expect(await candidateSees(created.id)).toBe(false);

    const preLiveQueue = await rng('GET', `/advertisements/pre-live?search=${created.code}`);
    expect(preLiveQueue.json().data.items.map((item: { id: number }) => item.id)).toEqual([
      created.id,
    ]);

    const live = await rng('POST', `/advertisements/${created.id}/go-live`);
    expect(live.statusCode).toBe(200);
    expect(live.json().data).toMatchObject({ status: 'live' });
    expect(live.json().data.liveAt).not.toBeNull();
    expect(await listed('live', created.code)).toEqual([created.code]);
    expect(await listed('published', created.code)).toEqual([created.code]);
    expect(await candidateSees(created.id)).toBe(true);
    expect(await candidateListFinds(created.code)).toBe(true);

    const timeline = (await detail(created.id)).events;
    expect(timeline.map((e) => [e.action, e.fromStatus, e.toStatus, e.actor?.username])).toEqual([
      ['create', null, 'pending', paUsername],
      ['publish', 'pending', 'pre_live', paUsername],
      ['go_live', 'pre_live', 'live', expect.any(String)],
    ]);
    expect(timeline[2]!.actor!.username).not.toBe(paUsername);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'advertisement'), eq(auditLog.entityId, String(created.id))));
    expect(audit.map((entry) => entry.action)).toEqual([
      'advertisement.create',
      'advertisement.publish',
      'advertisement.goLive',
    ]);
    expect(audit[1]!.before).toMatchObject({ status: 'pending' });
    expect(audit[1]!.after).toMatchObject({ status: 'pre_live' });
  });
});

describe('the exam centres an advertisement offers', () => {
  it('keeps the chosen centres, shows them on the detail and offers them to candidates', async () => {
    const ad = await aLiveAdvertisement();
    expect(ad.examCentres).toEqual(
      centres.map((centre) =>
        expect.objectContaining({
          id: centre.id,
          nameEn: centre.nameEn,
          nameNe: expect.any(String),
          districtEn: expect.any(String),
          districtNe: expect.any(String),
        }),
      ),
    );
    expect((await detail(ad.id)).examCentres.map((centre) => centre.id)).toEqual(
      centres.map((centre) => centre.id),
    );
    const vacancy = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/vacancies/${ad.id}`,
      headers: bearer(candidateToken),
    });
    expect(vacancy.json().data.examCentres.map((centre: { id: number }) => centre.id)).toEqual(
      centres.map((centre) => centre.id),
    );
    const [created] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'advertisement.create'), eq(auditLog.entityId, String(ad.id))),
      );
    expect(created!.after).toMatchObject({ examCentreIds: centres.map((centre) => centre.id) });
  });

  it('refuses none, one twice, an unknown or an inactive centre, and writes nothing', async () => {
    const [inactive] = await t.database.db
      .insert(examCentres)
      .values({
        nameEn: `Closed Hall ${process.pid}`,
        nameNe: `बन्द हल ${process.pid}`,
        address: 'Kathmandu',
        capacity: 100,
        districtId: 27,
        active: false,
      })
      .returning();
    const code = `EC-${process.pid}`;
    const body = (examCentreIds: unknown) => ({
      code,
      advertisementNumber: `EC-${process.pid}/082-83`,
      postId,
      quotaId,
      vacancyCount: 2,
      feeRupees: 800,
      ...creationDates(),
      examCentreIds,
    });
    const [first, second] = centres.map((centre) => centre.id);
    for (const [examCentreIds, message] of [
      [[], 'advertisements.examCentresRequired'],
      [undefined, 'advertisements.examCentresRequired'],
      [[first, second, first], 'validation.duplicateChoice'],
      [[first, 999_999], 'validation.unknownReference'],
      [[inactive!.id, second], 'validation.unknownReference'],
    ] as const) {
      const response = await pa('POST', '/advertisements', body(examCentreIds));
      expect([response.statusCode, response.json().code, response.json().data.issues]).toEqual([
        400,
        'VALIDATION_FAILED',
        [{ path: 'examCentreIds', message }],
      ]);
    }
    expect(await listed('pending', code)).toEqual([]);
    const offered = await t.database.db
      .select()
      .from(advertisementExamCentres)
      .where(eq(advertisementExamCentres.examCentreId, inactive!.id));
    expect(offered).toEqual([]);

    const accepted = await pa('POST', '/advertisements', body([second]));
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().data.examCentres.map((centre: { id: number }) => centre.id)).toEqual([
      second,
    ]);
  });
});

describe('rejecting', () => {
  it('rejects a pending advertisement with remarks; it never reaches candidates', async () => {
    const ad = await aPendingAdvertisement();
    const rejected = await pa('POST', `/advertisements/${ad.id}/reject`, {
      remarks: 'Wrong quota group',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      rejectionRemarks: 'Wrong quota group',
    });
    expect(await listed('rejected', ad.code)).toEqual([ad.code]);
    expect(await candidateSees(ad.id)).toBe(false);
    const last = (await detail(ad.id)).events.at(-1)!;
    expect(last).toMatchObject({ action: 'reject', remarks: 'Wrong quota group' });
  });

  it('rejects a pre-live advertisement; it can then neither go live nor be rejected again', async () => {
    const ad = await aPreLiveAdvertisement();
    expect(
      (await pa('POST', `/advertisements/${ad.id}/reject`, { remarks: 'Typo' })).statusCode,
    ).toBe(200);
    const goLive = await rng('POST', `/advertisements/${ad.id}/go-live`);
    expect(goLive.statusCode).toBe(409);
    const again = await pa('POST', `/advertisements/${ad.id}/reject`, { remarks: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toEqual({
      en: 'Only a pending or pre-live advertisement can be rejected; this one is rejected.',
      ne: 'विचाराधीन वा प्रकाशन पूर्व अवस्थाको विज्ञापन मात्र अस्वीकृत गर्न सकिन्छ; यो विज्ञापन अहिले अस्वीकृत अवस्थामा छ।',
    });
    expect(await candidateSees(ad.id)).toBe(false);
  });

  it('requires remarks', async () => {
    const ad = await aPendingAdvertisement();
    const response = await pa('POST', `/advertisements/${ad.id}/reject`, { remarks: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.issues).toEqual([
      { path: 'remarks', message: 'validation.required' },
    ]);
  });
});

describe('the scheduled publish', () => {
  it('publishes when the job ticks after the moment, not before', async () => {
    const ad = await aPendingAdvertisement();
    const moment = new Date(Date.now() + 60 * 60_000);
    const scheduled = await pa(
      'POST',
      `/advertisements/${ad.id}/publish`,
      publishBody({ scheduledAt: moment.toISOString() }),
    );
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json().message.en).toMatch(/scheduled/i);
    expect(scheduled.json().data).toMatchObject({
      status: 'pending',
      scheduledPublishAt: moment.toISOString(),
    });
    expect(await listed('scheduled', ad.code)).toEqual([ad.code]);
    expect(await listed('pending', ad.code)).toEqual([]);

    // A second publish (a double click, another officer) changes nothing.
    const twice = await pa('POST', `/advertisements/${ad.id}/publish`, publishBody());
    expect(twice.statusCode).toBe(409);

    await publishDueAdvertisements(t.database.db, new Date(moment.getTime() - 1000));
    expect((await detail(ad.id)).status).toBe('pending');

    const fired = await publishDueAdvertisements(t.database.db, new Date(moment.getTime() + 1000));
    expect(fired).toBeGreaterThanOrEqual(1);
    const after = await detail(ad.id);
    expect(after.status).toBe('pre_live');
    expect(after.publishedAt).toBe(new Date(moment.getTime() + 1000).toISOString());
    expect(
      after.events.map((e) => [e.action, e.toStatus, e.actor?.username ?? null, e.remarks]),
    ).toEqual([
      ['create', 'pending', paUsername, null],
      ['schedule', 'pending', paUsername, moment.toISOString()],
      ['publish', 'pre_live', null, 'scheduled'],
    ]);
    expect(await listed('scheduled', ad.code)).toEqual([]);

    // The next tick finds nothing more to do for it.
    await publishDueAdvertisements(t.database.db, new Date(moment.getTime() + 2000));
    expect((await detail(ad.id)).events).toHaveLength(3);
  });

  it('refuses a moment in the past', async () => {
    const ad = await aPendingAdvertisement();
    const response = await pa(
      'POST',
      `/advertisements/${ad.id}/publish`,
      publishBody({ scheduledAt: new Date(Date.now() - 60_000).toISOString() }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().data.issues).toEqual([
      { path: 'scheduledAt', message: 'advertisements.scheduleInPast' },
    ]);
  });
});

describe('wrong states and double clicks', () => {
  it('answers 409 naming the current state, in both languages', async () => {
    const pending = await aPendingAdvertisement();
    const goLive = await rng('POST', `/advertisements/${pending.id}/go-live`);
    expect(goLive.statusCode).toBe(409);
    expect(goLive.json()).toMatchObject({
      status: 0,
      code: 'CONFLICT',
      data: { status: 'pending' },
      message: {
        en: 'Only a pre-live advertisement can go live; this one is pending.',
        ne: expect.stringContaining('विचाराधीन'),
      },
    });
    const dates = await pa('POST', `/advertisements/${pending.id}/dates`, {
      mode: 'extraDays',
      extraDays: 3,
      expectedAdmitCardDateAd: pending.admitCardDateAd,
    });
    expect(dates.statusCode).toBe(409);
    expect(dates.json().message.en).toContain('this one is pending');

    const live = await aLiveAdvertisement();
    const publishLive = await pa('POST', `/advertisements/${live.id}/publish`, publishBody());
    expect(publishLive.statusCode).toBe(409);
    expect(publishLive.json().message.en).toBe(
      'Only a pending advertisement can be published; this one is live.',
    );
    const rejectLive = await pa('POST', `/advertisements/${live.id}/reject`, { remarks: 'No' });
    expect(rejectLive.statusCode).toBe(409);
    expect((await detail(live.id)).status).toBe('live');
  });

  it('publishes once when the button is clicked twice at the same moment', async () => {
    const ad = await aPendingAdvertisement();
    const body = publishBody();
    const answers = await Promise.all([
      pa('POST', `/advertisements/${ad.id}/publish`, body),
      pa('POST', `/advertisements/${ad.id}/publish`, body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const after = await detail(ad.id);
    expect(after.events.filter((e) => e.action === 'publish')).toHaveLength(1);
    expect(after.oldAdvertisementNumber).toBe(ad.advertisementNumber);
  });

  it('goes live once when two officers press at the same moment', async () => {
    const ad = await aPreLiveAdvertisement();
    const answers = await Promise.all([
      rng('POST', `/advertisements/${ad.id}/go-live`),
      rng('POST', `/advertisements/${ad.id}/go-live`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await detail(ad.id)).events.filter((e) => e.action === 'go_live')).toHaveLength(1);
  });

  it('answers 404 for an advertisement that does not exist', async () => {
    expect((await rng('POST', '/advertisements/999999/go-live')).statusCode).toBe(404);
    expect((await pa('GET', '/advertisements/999999')).statusCode).toBe(404);
  });
});

describe('numbers and codes are unique', () => {
  it('refuses a new number another advertisement has (409), changing nothing', async () => {
    const first = await aPreLiveAdvertisement();
    const second = await aPendingAdvertisement();
    const response = await pa(
      'POST',
      `/advertisements/${second.id}/publish`,
      publishBody({ newAdvertisementNumber: first.advertisementNumber }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().data.issues).toEqual([
      { path: 'newAdvertisementNumber', message: 'advertisements.numberTaken' },
    ]);
    expect(await detail(second.id)).toMatchObject({
      status: 'pending',
      advertisementNumber: second.advertisementNumber,
    });
  });

  it('refuses a code or number already used at creation', async () => {
    const ad = await aPendingAdvertisement();
    const base = {
      postId,
      quotaId,
      vacancyCount: 1,
      feeRupees: 100,
      examCentreIds: [centres[0]!.id],
      ...creationDates(),
    };
    const sameCode = await pa('POST', '/advertisements', {
      ...base,
      code: ad.code,
      advertisementNumber: 'UNIQUE-1',
    });
    expect([sameCode.statusCode, sameCode.json().data.issues]).toEqual([
      409,
      [{ path: 'code', message: 'advertisements.codeTaken' }],
    ]);
    const sameNumber = await pa('POST', '/advertisements', {
      ...base,
      code: 'UNIQUE-CODE-1',
      advertisementNumber: ad.advertisementNumber,
    });
    expect(sameNumber.statusCode).toBe(409);
    const unknownPost = await pa('POST', '/advertisements', {
      ...base,
      postId: 999999,
      code: 'UNIQUE-CODE-2',
      advertisementNumber: 'UNIQUE-2',
    });
    expect([unknownPost.statusCode, unknownPost.json().data.issues]).toEqual([
      400,
      [{ path: 'postId', message: 'validation.unknownReference' }],
    ]);
  });
});

describe('the date rules of publishing', () => {
  it.each([
    [{ singleFeeDeadline: 0 }, 'singleFeeDeadlineAd', 'advertisements.singleBeforePublish'],
    [{ doubleFeeDeadline: 20 }, 'doubleFeeDeadlineAd', 'advertisements.doubleBeforeSingle'],
    [{ paymentLastDate: 20 }, 'paymentLastDateAd', 'advertisements.paymentBeforeSingle'],
    [
      { doubleFeePaymentLastDate: 27 },
      'doubleFeePaymentLastDateAd',
      'advertisements.doublePaymentBeforeDouble',
    ],
    [
      { paymentLastDate: 29, doubleFeePaymentLastDate: 28 },
      'doubleFeePaymentLastDateAd',
      'advertisements.doublePaymentBeforePayment',
    ],
    [{ admitCardDate: 30 }, 'admitCardDateAd', 'advertisements.admitCardBeforeDoublePayment'],
  ] as const)('refuses %o at %s', async (offsets, path, message) => {
    const ad = await aPendingAdvertisement();
    const response = await pa(
      'POST',
      `/advertisements/${ad.id}/publish`,
      publishBody(datesOf(offsets)),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().data.issues).toContainEqual({ path, message });
    expect((await detail(ad.id)).status).toBe('pending');
  });

  it('refuses a B.S. date that is not the same day as its A.D. date, and a missing date', async () => {
    const ad = await aPendingAdvertisement();
    const mismatch = await pa(
      'POST',
      `/advertisements/${ad.id}/publish`,
      publishBody({ admitCardDateBs: adToBs(addDaysIso(today, 61)) }),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().data.issues).toEqual([
      { path: 'admitCardDateBs', message: 'validation.bsAdMismatch' },
    ]);
    const { paymentLastDateAd: _a, paymentLastDateBs: _b, ...withoutPayment } = publishBody();
    const missing = await pa('POST', `/advertisements/${ad.id}/publish`, withoutPayment);
    expect(missing.json().data.issues).toEqual(
      expect.arrayContaining([
        { path: 'paymentLastDateAd', message: 'validation.required' },
        { path: 'paymentLastDateBs', message: 'validation.required' },
      ]),
    );
  });
});

describe('changing dates and extra days', () => {
  it('moves every deadline not yet passed by the extra days, and records old → new', async () => {
    // Published a month ago: the single-fee window has closed, the double-fee one is open.
    const ad = await aLiveAdvertisement({
      publishDate: -30,
      singleFeeDeadline: -5,
      paymentLastDate: -3,
      ageCutOffDate: -5,
      doubleFeeDeadline: 0,
      doubleFeePaymentLastDate: 2,
      admitCardDate: 20,
    });
    const response = await pa('POST', `/advertisements/${ad.id}/dates`, {
      mode: 'extraDays',
      extraDays: 7,
      expectedAdmitCardDateAd: ad.admitCardDateAd,
    });
    expect(response.statusCode).toBe(200);
    const after = response.json().data as TAdvertisementDetail;
    expect(after).toMatchObject({
      status: 'live',
      publishDateAd: ad.publishDateAd,
      ageCutOffDateAd: ad.ageCutOffDateAd,
      singleFeeDeadlineAd: ad.singleFeeDeadlineAd,
      paymentLastDateAd: ad.paymentLastDateAd,
      doubleFeeDeadlineAd: addDaysIso(today, 7),
      doubleFeeDeadlineBs: adToBs(addDaysIso(today, 7)),
      doubleFeePaymentLastDateAd: addDaysIso(today, 9),
      admitCardDateAd: addDaysIso(today, 27),
    });
    const event = after.events.at(-1)!;
    expect(event).toMatchObject({ action: 'change_dates', fromStatus: 'live', toStatus: 'live' });
    expect(event.remarks).toContain('+7 days');
    expect(event.remarks).toContain(`doubleFeeDeadline ${today}→${addDaysIso(today, 7)}`);
    expect(event.remarks).not.toContain('singleFeeDeadline');

    // The same request again (a double click) names a date that has moved: refused, once only.
    const again = await pa('POST', `/advertisements/${ad.id}/dates`, {
      mode: 'extraDays',
      extraDays: 7,
      expectedAdmitCardDateAd: ad.admitCardDateAd,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message.en).toMatch(/just been changed/);
    const reread = (await pa('GET', `/advertisements/${ad.id}`)).json().data;
    expect(reread.admitCardDateAd).toBe(addDaysIso(today, 27));
  });

  it('refuses extra days when every deadline has passed', async () => {
    const ad = await aLiveAdvertisement({
      publishDate: -40,
      singleFeeDeadline: -30,
      paymentLastDate: -29,
      ageCutOffDate: -30,
      doubleFeeDeadline: -20,
      doubleFeePaymentLastDate: -18,
      admitCardDate: -1,
    });
    const response = await pa('POST', `/advertisements/${ad.id}/dates`, {
      mode: 'extraDays',
      extraDays: 5,
      expectedAdmitCardDateAd: ad.admitCardDateAd,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message.en).toMatch(/nothing to extend/);
  });

  it('sets new dates under the publishing rules', async () => {
    const ad = await aPreLiveAdvertisement();
    const newDates = datesOf({ singleFeeDeadline: 25, paymentLastDate: 26, ageCutOffDate: 25 });
    const response = await pa('POST', `/advertisements/${ad.id}/dates`, {
      mode: 'dates',
      ...newDates,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'pre_live',
      singleFeeDeadlineAd: newDates.singleFeeDeadlineAd,
      paymentLastDateAd: newDates.paymentLastDateAd,
      ageCutOffDateAd: newDates.ageCutOffDateAd,
    });
    const bad = await pa('POST', `/advertisements/${ad.id}/dates`, {
      mode: 'dates',
      ...datesOf({ doubleFeeDeadline: 20 }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.issues).toContainEqual({
      path: 'doubleFeeDeadlineAd',
      message: 'advertisements.doubleBeforeSingle',
    });
    const tooMany = await pa('POST', `/advertisements/${ad.id}/dates`, {
      mode: 'extraDays',
      extraDays: 61,
      expectedAdmitCardDateAd: ad.admitCardDateAd,
    });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('privileges', () => {
  it('lets PA publish but not go live, RNG go live but not publish, and nobody else', async () => {
    const ad = await aPreLiveAdvertisement();
    const pending = await aPendingAdvertisement();
    expect((await pa('POST', `/advertisements/${ad.id}/go-live`)).statusCode).toBe(403);
    expect(
      (await rng('POST', `/advertisements/${pending.id}/publish`, publishBody())).statusCode,
    ).toBe(403);
    expect((await rng('GET', '/advertisements/list')).statusCode).toBe(403);
    expect(
      (await rng('POST', `/advertisements/${pending.id}/reject`, { remarks: 'x' })).statusCode,
    ).toBe(403);
    expect((await pa('GET', '/advertisements/pre-live')).statusCode).toBe(403);

    const clerk = internal(t.app, await signIn(t.app, 'clerk', 'Clerk@2082'));
    for (const [method, url] of [
      ['GET', '/advertisements/list'],
      ['POST', '/advertisements'],
      ['POST', `/advertisements/${ad.id}/go-live`],
      ['POST', `/advertisements/${pending.id}/publish`],
    ] as const) {
      const refused = await clerk(method, url, method === 'POST' ? {} : undefined);
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
      const unsigned = await t.app.inject({ method, url: `/api/internal${url}` });
      expect(unsigned.statusCode).toBe(401);
    }
    const candidate = await t.app.inject({
      method: 'POST',
      url: `/api/internal/advertisements/${ad.id}/go-live`,
      headers: bearer(candidateToken),
    });
    expect(candidate.statusCode).toBe(403);
    expect((await detail(ad.id)).status).toBe('pre_live');
  });

  it('keeps the RNG list with application counts working', async () => {
    const response = await rng('GET', '/advertisements');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.length).toBeGreaterThan(0);
  });
});

describe('lists', () => {
  it('pages on the server and validates the list name', async () => {
    await aPendingAdvertisement();
    await aPendingAdvertisement();
    const page = await pa('GET', '/advertisements/list?status=pending&pageSize=10&page=1');
    expect(page.json().data).toMatchObject({ page: 1, pageSize: 10 });
    expect(page.json().data.total).toBeGreaterThanOrEqual(2);
    const bad = await pa('GET', '/advertisements/list?status=archived');
    expect(bad.statusCode).toBe(400);
  });
});
