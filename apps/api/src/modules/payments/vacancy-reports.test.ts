import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TVacancyReport } from '@niyukti/shared';
import { advertisements, examCentres, localBodies, localBodyTypes, quotas } from '../../db/schema';
import { aSignedInStaffMemberWith, internal } from '../../test/staff';
import { aLiveAdvertisement, creationDates } from '../../test/advertisements';
import { aCompleteCandidate } from '../../test/complete-profile';
import { payInKhaltiSandbox } from '../../test/khalti-payer';
import { bearer, signIn } from '../../test/people';
import { confirmReturn, returnParams, startPayment } from '../../test/payments';
import { startTestApp, type TestApp } from '../../test/test-app';
import { applyToAdvertisement } from '../../test/vacancies';

// The vacancy payment reports (back-office.md §2: vacancy detail, promotion, local level): per
// post, and per local level for a local level's recruitment, the vacancies of each quota group,
// the applications, the payments made and the money, over published advertisements only.

let t: TestApp;
let officer: string;
let pa: ReturnType<typeof internal>;
let rng: ReturnType<typeof internal>;
let localBody: typeof localBodies.$inferSelect;
/** Its name as shown: with its type, e.g. "Dhulikhel Municipality". */
let localBodyName: { en: string; ne: string };
let postId: number;
let centreIds: number[];
const run = process.pid;

async function report(kind: string, search = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/internal/payment-reports/vacancies?kind=${kind}&search=${encodeURIComponent(search)}`,
    headers: bearer(officer),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TVacancyReport;
}

async function quotaId(code: string) {
  const [row] = await t.database.db.select().from(quotas).where(eq(quotas.code, code));
  return row!.id;
}

beforeAll(async () => {
  t = await startTestApp();
  officer = await signIn(t.app, 'payments', 'Payments@2082');
  const admin = await signIn(t.app, 'admin', 'Admin@2082');
  pa = internal(t.app, await aSignedInStaffMemberWith(t.app, admin, ['PA']));
  rng = internal(t.app, await aSignedInStaffMemberWith(t.app, admin, ['RNG']));
  localBody = (await t.database.db.select().from(localBodies).limit(1))[0]!;
  const [type] = await t.database.db
    .select()
    .from(localBodyTypes)
    .where(eq(localBodyTypes.id, localBody.localBodyTypeId));
  localBodyName = {
    en: `${localBody.nameEn} ${type!.nameEn}`,
    ne: `${localBody.nameNe} ${type!.nameNe}`,
  };
  const [demo] = await t.database.db
    .select()
    .from(advertisements)
    .where(eq(advertisements.code, 'ADV-2082-001'));
  postId = demo!.postId;
  centreIds = (await t.database.db.select({ id: examCentres.id }).from(examCentres).limit(2)).map(
    (row) => row.id,
  );
  // A commission adds the internal competition quota in master data (decision 65).
  await t.database.db
    .insert(quotas)
    .values({ code: 'INTERNAL', nameEn: 'Internal competition', nameNe: 'आन्तरिक प्रतियोगिता' })
    .onConflictDoNothing();
}, 120_000);
afterAll(async () => t?.close());

describe('a local level’s advertisement', () => {
  it('names an active local body or is refused, changing nothing', async () => {
    const base = {
      code: `LL-BAD-${run}`,
      advertisementNumber: `LLBAD/${run}`,
      postId,
      quotaId: await quotaId('OPEN'),
      vacancyCount: 2,
      feeRupees: 1500,
      examCentreIds: centreIds,
      ...creationDates(),
    };
    const unknown = await pa('POST', '/advertisements', { ...base, localBodyId: 99_999_999 });
    expect([unknown.statusCode, unknown.json().data.issues]).toEqual([
      400,
      [{ path: 'localBodyId', message: 'validation.unknownReference' }],
    ]);
    expect(unknown.json().message.ne).toBeTruthy();
    await t.database.db
      .update(localBodies)
      .set({ active: false })
      .where(eq(localBodies.id, localBody.id));
    const inactive = await pa('POST', '/advertisements', { ...base, localBodyId: localBody.id });
    await t.database.db
      .update(localBodies)
      .set({ active: true })
      .where(eq(localBodies.id, localBody.id));
    expect(inactive.json().data.issues).toEqual([
      { path: 'localBodyId', message: 'validation.unknownReference' },
    ]);
    const kept = await t.database.db
      .select()
      .from(advertisements)
      .where(eq(advertisements.code, base.code));
    expect(kept).toHaveLength(0);
  });

  it('shows its local level to staff and candidates', async () => {
    const live = await aLiveAdvertisement(
      { pa, rng },
      {
        code: `LL-${run}`,
        advertisementNumber: `31001/082-83-${run}`,
        postId,
        quotaId: await quotaId('OPEN'),
        vacancyCount: 3,
        examCentreIds: centreIds,
        localBodyId: localBody.id,
      },
    );
    expect(live.localBody).toMatchObject({
      id: localBody.id,
      nameEn: localBodyName.en,
      nameNe: localBodyName.ne,
    });
    expect(live.localBody!.districtEn).not.toBe('');
    expect(live.localBody!.provinceEn).not.toBe('');
    const candidate = await aCompleteCandidate(t);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/vacancies/${live.id}`,
      headers: bearer(candidate.token),
    });
    expect(detail.json().data.localBody).toEqual(live.localBody);
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/vacancies?search=${encodeURIComponent(localBody.nameNe)}`,
      headers: bearer(candidate.token),
    });
    expect(found.json().data.items.map((item: { id: number }) => item.id)).toContain(live.id);
    const federal = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/vacancies?search=ADV-2082-001',
      headers: bearer(candidate.token),
    });
    expect(federal.json().data.items[0].localBody).toBeNull();
  });
});

describe('the vacancy reports', () => {
  let localCode: string;

  beforeAll(async () => {
    localCode = `LLR-${run}`;
    await aLiveAdvertisement(
      { pa, rng },
      {
        code: localCode,
        advertisementNumber: `32001/082-83-${run}`,
        postId,
        quotaId: await quotaId('WOMEN'),
        vacancyCount: 2,
        examCentreIds: centreIds,
        localBodyId: localBody.id,
      },
    );
    await aLiveAdvertisement(
      { pa, rng },
      {
        code: `PRO-${run}`,
        advertisementNumber: `32002/082-83-${run}`,
        postId,
        quotaId: await quotaId('INTERNAL'),
        vacancyCount: 6,
        examCentreIds: centreIds,
      },
    );
    // A pending advertisement has advertised nothing yet.
    const pending = await pa('POST', '/advertisements', {
      code: `PEND-${run}`,
      advertisementNumber: `32003/082-83-${run}`,
      postId,
      quotaId: await quotaId('INTERNAL'),
      vacancyCount: 50,
      feeRupees: 1500,
      examCentreIds: centreIds,
      ...creationDates(),
    });
    expect(pending.statusCode).toBe(201);
    // Two candidates apply to the local level's advertisement; one pays with Khalti.
    const payer = await aCompleteCandidate(t);
    const payerApplication = await applyToAdvertisement(t, payer.token, localCode);
    const start = await startPayment(t, payer.token, payerApplication, 'khalti');
    const back = await payInKhaltiSandbox(t.app, start);
    expect((await confirmReturn(t, payer.token, 'khalti', returnParams(back))).statusCode).toBe(
      200,
    );
    const other = await aCompleteCandidate(t);
    await applyToAdvertisement(t, other.token, localCode);
  }, 120_000);

  it('local level: only local levels’ posts, with vacancies per quota and the money', async () => {
    const { quotas: columns, rows } = await report('local-level');
    const row = rows.find(
      (r) =>
        r.localBody?.id === localBody.id && r.advertisementNumbers.includes(`32001/082-83-${run}`),
    );
    expect(row).toMatchObject({
      postId,
      vacanciesByQuota: { WOMEN: 2, OPEN: 3 },
      totalVacancy: 5,
      applications: 2,
      paid: 1,
      collectedPaisa: 150_000,
      refundDue: 0,
    });
    expect(row!.advertisementNumbers).toEqual([`31001/082-83-${run}`, `32001/082-83-${run}`]);
    expect(rows.every((r) => r.localBody !== null)).toBe(true);
    expect(columns.map((quota) => quota.code)).toEqual(['OPEN', 'WOMEN']);
  });

  it('promotion: only internal competition, published', async () => {
    const { quotas: columns, rows } = await report('promotion');
    expect(columns.map((quota) => quota.code)).toEqual(['INTERNAL']);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      postId,
      localBody: null,
      advertisementNumbers: [`32002/082-83-${run}`],
      vacanciesByQuota: { INTERNAL: 6 },
      totalVacancy: 6,
      applications: 0,
      paid: 0,
    });
  });

  it('vacancy detail: every published advertisement of a post in one row per local level', async () => {
    const { quotas: columns, rows } = await report('vacancy-detail');
    const federal = rows.find((r) => r.postId === postId && r.localBody === null)!;
    // The demo's three groups of the post, and the internal competition; not the pending one.
    expect(federal.vacanciesByQuota).toEqual({
      OPEN: 58,
      WOMEN: 48,
      ADIBASI_JANAJATI: 39,
      INTERNAL: 6,
    });
    expect(federal.totalVacancy).toBe(151);
    expect(federal.advertisementNumbers).not.toContain(`32003/082-83-${run}`);
    expect(rows.indexOf(federal)).toBeLessThan(rows.findIndex((r) => r.localBody !== null));
    // In master-data order: open, then the inclusive groups, then the quota added later.
    expect(columns.map((quota) => quota.code)).toEqual([
      'OPEN',
      'WOMEN',
      'ADIBASI_JANAJATI',
      'INTERNAL',
    ]);
  });

  it('searches by number, post or local level, Nepali names too', async () => {
    const byLocalBody = await report('vacancy-detail', localBody.nameNe);
    expect(byLocalBody.rows).toHaveLength(1);
    expect(byLocalBody.rows[0]!.localBody!.id).toBe(localBody.id);
    expect(byLocalBody.rows[0]!.localBody!.nameNe).toBe(localBodyName.ne);
    const byNumber = await report('local-level', `32001/082-83-${run}`);
    expect(byNumber.rows[0]!.vacanciesByQuota).toEqual({ WOMEN: 2 });
    expect((await report('promotion', 'no such post')).rows).toEqual([]);
    expect((await report('promotion', 'no such post')).quotas).toEqual([]);
  });

  it('refuses a report it does not know, and staff without UP', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/internal/payment-reports/vacancies?kind=everything',
      headers: bearer(officer),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message.ne).toBeTruthy();
    const scrutiny = await signIn(t.app, 'scrutiny', 'Scrutiny@2082');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/internal/payment-reports/vacancies?kind=local-level',
      headers: bearer(scrutiny),
    });
    expect(refused.statusCode).toBe(403);
  });
});
