import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TDistributionLog,
  MESSAGES,
  type MessageKey,
  type TAdvertisementDetail,
  type TDistribution,
  type TDistributionProposal,
  type TPublishedDistribution,
} from '@niyukti/shared';
import {
  advertisements,
  distributionLogs,
  distributionParts,
  quotas,
  requisitions,
} from '../../db/schema';
import { advertisementDates, creationDates } from '../../test/advertisements';
import { aCandidate, bearer, signIn } from '../../test/people';
import { anApprovedRequisition } from '../../test/requisitions';
import { aSignedInStaffMemberWith, internal } from '../../test/staff';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let officer: ReturnType<typeof internal>;
let admin: ReturnType<typeof internal>;
let openQuota: number;

beforeAll(async () => {
  t = await startTestApp();
  officer = internal(t.app, await signIn(t.app, 'distribution', 'Distribution@2082'));
  admin = internal(t.app, await signIn(t.app, 'admin', 'Admin@2082'));
  const [open] = await t.database.db.select().from(quotas).where(eq(quotas.code, 'OPEN'));
  openQuota = open!.id;
});
afterAll(async () => t?.close());

const path = (requisitionId: number) => `/distribution/requisitions/${requisitionId}`;

async function numbered(requisitionId: number) {
  const answer = await officer('POST', `${path(requisitionId)}/advertisement-numbers`);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data as TDistribution;
}

type Row = { quotaId?: number | null; heading?: string; seats: number | string };

/** Rows giving every part the proposal's seats ("auto-generate quota"). */
async function proposedRows(requisitionId: number): Promise<Row[]> {
  const answer = await officer('GET', `${path(requisitionId)}/proposal`);
  expect(answer.statusCode, answer.body).toBe(200);
  const { quotas: advertised, kept } = answer.json().data as TDistributionProposal;
  return [
    ...advertised.map((quota) => ({ quotaId: quota.quotaId, seats: quota.seats })),
    ...kept.map((part) => ({ heading: part.heading, seats: part.seats })),
  ];
}

async function saved(requisitionId: number, rows?: Row[]) {
  const answer = await officer('PUT', `${path(requisitionId)}/distribution`, {
    rows: rows ?? (await proposedRows(requisitionId)),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as TDistribution;
}

async function requisitionStatus(id: number) {
  const [row] = await t.database.db
    .select({ status: requisitions.status })
    .from(requisitions)
    .where(eq(requisitions.id, id));
  return row!.status;
}

describe('generate advertisement number (PD)', () => {
  it('reserves one number of the fiscal year per quota the split may use, once', async () => {
    const id = await anApprovedRequisition(t, 7);
    const summary = await officer('GET', `${path(id)}/summary`);
    expect(summary.statusCode).toBe(200);
    expect(summary.json().data).toMatchObject({ id, status: 'approved', totalVacancy: 7 });
    const before = await officer('GET', `${path(id)}/distribution`);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toBeNull();

    // Two clicks at once: one distribution, one set of numbers.
    const [first, second] = await Promise.all([
      officer('POST', `${path(id)}/advertisement-numbers`),
      officer('POST', `${path(id)}/advertisement-numbers`),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    const a = first.json().data as TDistribution;
    expect(second.json().data).toEqual(a);
    expect(a).toMatchObject({ status: 'numbered', totalVacancy: 7, requisitionId: id });
    // Open for all, the six inclusive groups of the demo's phase-3 formula, each numbered; and
    // promotion by seniority (phase 1 of a gazetted third class), which no advertisement carries.
    const numberedParts = a.quotas.filter((part) => part.quotaId !== null);
    expect(numberedParts).toHaveLength(7);
    expect(a.quotas[0]!.quotaId).toBe(openQuota);
    expect(a.quotas.filter((part) => part.quotaId === null)).toEqual([
      expect.objectContaining({
        heading: 'seniority',
        nameNe: 'ज्येष्ठताका आधारमा बढुवा',
        advertisementNumber: null,
      }),
    ]);
    const fiscalYear = a.fiscalYear.slice(1);
    for (const quota of numberedParts) {
      expect(quota.advertisementNumber).toMatch(new RegExp(`^\\d+/${fiscalYear}$`));
      expect(quota.seats).toBeNull();
    }
    expect(new Set(numberedParts.map((q) => q.advertisementNumber)).size).toBe(7);

    // Another requisition's numbers follow on, never the same.
    const other = await numbered(await anApprovedRequisition(t, 2));
    const taken = new Set(numberedParts.map((q) => q.advertisementNumber));
    const next = other.quotas.filter((q) => q.advertisementNumber !== null);
    expect(next).toHaveLength(7);
    expect(next.some((q) => taken.has(q.advertisementNumber))).toBe(false);
  });

  it('refuses a requisition not approved, and the ministry', async () => {
    const filed = await anApprovedRequisition(t, 3, { approve: false });
    // Not the officers' to open until it is approved.
    expect((await officer('GET', `${path(filed)}/summary`)).statusCode).toBe(404);
    const answer = await officer('POST', `${path(filed)}/advertisement-numbers`);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toMatchObject({
      en: 'Only an approved requisition is distributed; this one is waiting for approval.',
    });
    const ministry = internal(t.app, await signIn(t.app, 'ministry', 'Ministry@2082'));
    const approved = await anApprovedRequisition(t, 3);
    expect((await ministry('POST', `${path(approved)}/advertisement-numbers`)).statusCode).toBe(
      403,
    );
    expect((await officer('POST', `${path(999_999)}/advertisement-numbers`)).statusCode).toBe(404);
  });
});

describe('saving the split: the five messages (PD)', () => {
  it("says 'Please Generate Advertisement Number at first' before the numbers", async () => {
    const id = await anApprovedRequisition(t, 5);
    const answer = await officer('PUT', `${path(id)}/distribution`, {
      rows: [{ quotaId: openQuota, seats: 5 }],
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toEqual({
      en: 'Please Generate Advertisement Number at first',
      ne: 'कृपया पहिले विज्ञापन नम्बर निकाल्नुहोस्',
    });
    expect(await requisitionStatus(id)).toBe('approved');
  });

  it.each([
    ['an empty vacancy number', { seats: '' }, 'rows.0.seats', 'Please enter Vacancy Number'],
    ['a negative one', { seats: '-1' }, 'rows.0.seats', 'Please enter valid Vacancy Number'],
    ['a fraction', { seats: '1.5' }, 'rows.0.seats', 'Please enter valid Vacancy Number'],
    ['no quota type', { quotaId: '' }, 'rows.0.quotaId', 'Please select Quota Type'],
  ])('refuses %s and changes nothing', async (_, change, field, en) => {
    const id = await anApprovedRequisition(t, 5);
    await numbered(id);
    const answer = await officer('PUT', `${path(id)}/distribution`, {
      rows: [{ quotaId: openQuota, seats: 5, ...change }],
    });
    expect(answer.statusCode, answer.body).toBe(400);
    const issues = answer.json().data.issues as { path: string; message: MessageKey }[];
    const key = issues.find((issue) => issue.path === field)?.message;
    expect(key && MESSAGES[key].en).toBe(en);
    const after = (await officer('GET', `${path(id)}/distribution`)).json().data as TDistribution;
    expect(after.status).toBe('numbered');
    expect(after.quotas.every((q) => q.seats === null)).toBe(true);
  });

  it("says 'Sum of Vacancy Number should be equal to total vacancy', in Nepali too", async () => {
    const id = await anApprovedRequisition(t, 5);
    const distribution = await numbered(id);
    const answer = await officer('PUT', `${path(id)}/distribution`, {
      rows: [
        { quotaId: openQuota, seats: '३' },
        { quotaId: distribution.quotas[1]!.quotaId, seats: 1 },
      ],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toEqual({
      en: 'Sum of Vacancy Number should be equal to total vacancy',
      ne: 'पद सङ्ख्याको जोड कुल पद सङ्ख्या बराबर हुनुपर्छ',
    });
    expect(await requisitionStatus(id)).toBe('approved');
  });

  it('refuses a quota type twice, and one no number was generated for', async () => {
    const id = await anApprovedRequisition(t, 4);
    await numbered(id);
    const twice = await officer('PUT', `${path(id)}/distribution`, {
      rows: [
        { quotaId: openQuota, seats: 2 },
        { quotaId: openQuota, seats: 2 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().data.issues[0]).toMatchObject({ path: 'rows.1.quotaId' });
    // A quota added to master data after the numbers were generated has none.
    const [later] = await t.database.db
      .insert(quotas)
      .values({ code: 'LATER', nameEn: 'Later quota', nameNe: 'पछिको कोटा' })
      .returning();
    const unnumbered = await officer('PUT', `${path(id)}/distribution`, {
      rows: [{ quotaId: later!.id, seats: 4 }],
    });
    expect(unnumbered.statusCode).toBe(400);
    expect(unnumbered.json().data.issues[0]).toEqual({
      path: 'rows.0.quotaId',
      message: 'distribution.quotaNotNumbered',
    });
  });
});

describe('saving, approving and returning a distribution', () => {
  it('saves the split, sends it for approval and moves the requisition on', async () => {
    const id = await anApprovedRequisition(t, 7);
    await numbered(id);
    const distribution = await saved(id);
    expect(distribution.status).toBe('submitted');
    expect(distribution.quotas.reduce((sum, q) => sum + (q.seats ?? 0), 0)).toBe(7);
    expect(await requisitionStatus(id)).toBe('distributed');

    const waiting = await admin('GET', '/distribution/approvals?pageSize=100');
    expect(waiting.statusCode).toBe(200);
    expect(
      (waiting.json().data.items as TDistribution[]).some((item) => item.requisitionId === id),
    ).toBe(true);
    // Still on the PD list while it waits; the timeline says it was distributed.
    const list = await officer('GET', '/distribution/requisitions?pageSize=100');
    expect((list.json().data.items as { id: number }[]).map((item) => item.id)).toContain(id);
    const flow = await admin('GET', `/requisitions/${id}`);
    expect(
      (flow.json().data.events as { action: string }[]).map((event) => event.action),
    ).toContain('distribute');
  });

  it('approves: one pending advertisement per quota with seats, under its number', async () => {
    const id = await anApprovedRequisition(t, 10);
    const distribution = await numbered(id);
    const [open, women, janajati] = distribution.quotas;
    const rows = [
      { quotaId: open!.quotaId, seats: 5 },
      { quotaId: women!.quotaId, seats: 2 },
      { quotaId: janajati!.quotaId, seats: 0 },
      { heading: 'seniority', seats: 3 },
    ];
    const submitted = await saved(id, rows);

    const approved = await admin('POST', `/distribution/distributions/${submitted.id}/approve`, {
      remarks: 'As the formula.',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const after = approved.json().data as TDistribution;
    expect(after).toMatchObject({ status: 'approved', decisionRemarks: 'As the formula.' });
    expect(await requisitionStatus(id)).toBe('advertised');

    const made = await t.database.db
      .select()
      .from(advertisements)
      .where(eq(advertisements.requisitionId, id));
    expect(made.map((ad) => [ad.advertisementNumber, ad.quotaId, ad.vacancyCount]).sort()).toEqual(
      [
        [open!.advertisementNumber, open!.quotaId, 5],
        [women!.advertisementNumber, women!.quotaId, 2],
      ].sort(),
    );
    expect(made.every((ad) => ad.status === 'pending' && ad.publishDate === null)).toBe(true);
    expect(made[0]!.fiscalYear).toBe(distribution.fiscalYear);
    // Every quota's rows outside the split kept their seats at 0 and no advertisement.
    const janajatiRow = after.quotas.find((q) => q.quotaId === janajati!.quotaId)!;
    expect(janajatiRow).toMatchObject({ seats: 0, advertisementId: null });

    // Written into the history as made in Niyukti (its parts with seats), and kept there for good.
    const [logged] = await t.database.db
      .select()
      .from(distributionLogs)
      .where(eq(distributionLogs.distributionId, submitted.id));
    const log = (await admin('GET', `/distribution-history/${logged!.id}`)).json()
      .data as TDistributionLog;
    expect(log).toMatchObject({ source: 'niyukti', totalVacancy: 10 });
    expect(log.requisition?.id).toBe(id);
    expect(log.seats.map((part) => part.seats)).toEqual([5, 2, 3]);
    const removed = await admin('DELETE', `/distribution-history/${logged!.id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().data.issues[0].message).toBe('distribution.historyMadeInNiyukti');

    // The advertisement waits on the publish page and is published with its dates.
    const ad = made.find((row) => row.quotaId === open!.quotaId)!;
    const detail = await admin('GET', `/advertisements/${ad.id}`);
    expect(detail.json().data).toMatchObject({
      requisitionNumber: expect.stringMatching(/^RQ-/),
      publishDateAd: null,
      status: 'pending',
    });
    expect((detail.json().data as TAdvertisementDetail).examCentres.length).toBeGreaterThan(0);
    const published = await admin('POST', `/advertisements/${ad.id}/publish`, {
      newAdvertisementNumber: ad.advertisementNumber,
      ...advertisementDates(),
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.status).toBe('pre_live');

    // Decided once: a second approval and a later save meet the state it is in.
    const again = await admin('POST', `/distribution/distributions/${submitted.id}/approve`, {
      remarks: 'Again.',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message.en).toBe(
      'Only a distribution waiting for approval is approved or rejected; this one is approved.',
    );
    const late = await officer('PUT', `${path(id)}/distribution`, { rows });
    expect(late.statusCode).toBe(409);
  });

  it('approves once when two approvers press at the same moment', async () => {
    const id = await anApprovedRequisition(t, 3);
    await numbered(id);
    const submitted = await saved(id);
    const answers = await Promise.all(
      [1, 2].map(() =>
        admin('POST', `/distribution/distributions/${submitted.id}/approve`, { remarks: 'Ok.' }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const made = await t.database.db
      .select({ id: advertisements.id })
      .from(advertisements)
      .where(eq(advertisements.requisitionId, id));
    expect(made.length).toBe(
      submitted.quotas.filter((q) => q.quotaId !== null && (q.seats ?? 0) > 0).length,
    );
  });

  it('returns it for correction with remarks; saved again, it waits again', async () => {
    const id = await anApprovedRequisition(t, 4);
    await numbered(id);
    const submitted = await saved(id);
    const noRemarks = await admin('POST', `/distribution/distributions/${submitted.id}/reject`, {
      remarks: ' ',
    });
    expect(noRemarks.statusCode).toBe(400);
    const returned = await admin('POST', `/distribution/distributions/${submitted.id}/reject`, {
      remarks: 'Give the women one more.',
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json().data).toMatchObject({
      status: 'rejected',
      decisionRemarks: 'Give the women one more.',
    });
    expect(await requisitionStatus(id)).toBe('approved');
    const again = await saved(id);
    expect(again.status).toBe('submitted');
    expect(await requisitionStatus(id)).toBe('distributed');
    const flow = await admin('GET', `/requisitions/${id}`);
    expect((flow.json().data.events as { action: string }[]).map((event) => event.action)).toEqual([
      'file',
      'approve',
      'distribute',
      'returnDistribution',
      'distribute',
    ]);
  });

  it('is decided by PD approve and reject only', async () => {
    const id = await anApprovedRequisition(t, 2);
    await numbered(id);
    const submitted = await saved(id);
    const adminToken = await signIn(t.app, 'admin', 'Admin@2082');
    // A distribution officer who prepares splits but does not decide them.
    const preparer = internal(
      t.app,
      await aSignedInStaffMemberWith(t.app, adminToken, ['PD'], {
        actions: { PD: ['read', 'create', 'update'] },
      }),
    );
    const decide = (who: typeof admin, step: 'approve' | 'reject') =>
      who('POST', `/distribution/distributions/${submitted.id}/${step}`, { remarks: 'Mine.' });
    expect((await decide(preparer, 'approve')).statusCode).toBe(403);
    expect((await decide(preparer, 'reject')).statusCode).toBe(403);
    expect((await preparer('GET', `${path(id)}/distribution`)).statusCode).toBe(200);
    const ministry = internal(t.app, await signIn(t.app, 'ministry', 'Ministry@2082'));
    expect((await decide(ministry, 'reject')).statusCode).toBe(403);
    const still = (await admin('GET', `${path(id)}/distribution`)).json().data as TDistribution;
    expect(still.status).toBe('submitted');
  });
});

describe('the split in public (decision 149)', () => {
  it('shows on the vacancy page and in the fiscal year feed once advertised, JSON and CSV', async () => {
    const id = await anApprovedRequisition(t, 10);
    const distribution = await numbered(id);
    const [open, women] = distribution.quotas;
    const submitted = await saved(id, [
      { quotaId: open!.quotaId, seats: 5 },
      { quotaId: women!.quotaId, seats: 2 },
      { heading: 'seniority', seats: 3 },
    ]);
    await admin('POST', `/distribution/distributions/${submitted.id}/approve`, { remarks: 'Ok.' });
    const fiscalYear = distribution.fiscalYear;
    const feed = async () => {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/public/distributions?fiscalYear=${fiscalYear}`,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data as TPublishedDistribution[];
    };
    // Approved, its advertisements still pending: nothing public yet.
    expect(
      (await feed()).some((item) => item.requisitionNumber === distribution.requisitionNumber),
    ).toBe(false);

    const [ad] = await t.database.db
      .select()
      .from(advertisements)
      .where(eq(advertisements.advertisementNumber, open!.advertisementNumber!));
    const published = await admin('POST', `/advertisements/${ad!.id}/publish`, {
      newAdvertisementNumber: ad!.advertisementNumber,
      ...advertisementDates(),
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await admin('POST', `/advertisements/${ad!.id}/go-live`)).statusCode).toBe(200);

    const listed = (await feed()).find(
      (item) => item.requisitionNumber === distribution.requisitionNumber,
    );
    expect(listed).toMatchObject({ totalVacancy: 10, fiscalYear, postEn: 'Section Officer' });
    expect(
      listed!.parts.map((part) => [part.nameEn, part.seats, part.advertisementNumber]),
    ).toEqual([
      ['Open', 5, open!.advertisementNumber],
      [women!.nameEn, 2, women!.advertisementNumber],
      ['Promotion by seniority', 3, null],
    ]);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/public/distributions.csv?fiscalYear=${fiscalYear}`,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(
      'fiscal_year,requisition_number,post_en,post_ne,demand_office_en,demand_office_ne,total_vacancy,part_en,part_ne,seats,advertisement_number',
    );
    // A name with a comma is quoted, as CSV readers expect.
    expect(lines).toContain(
      [
        fiscalYear,
        distribution.requisitionNumber,
        'Section Officer',
        'शाखा अधिकृत',
        '"District Administration Office, Kathmandu"',
        '"जिल्ला प्रशासन कार्यालय, काठमाडौं"',
        10,
        'Open',
        'खुला',
        5,
        open!.advertisementNumber,
      ].join(','),
    );

    // A fiscal year written wrong is a 400 that says how to write it.
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/public/distributions?fiscalYear=83-84',
    });
    expect(wrong.statusCode).toBe(400);

    const candidate = await aCandidate(t);
    const vacancy = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/vacancies/${ad!.id}`,
      headers: bearer(candidate.token),
    });
    expect(vacancy.statusCode, vacancy.body).toBe(200);
    expect(vacancy.json().data.split).toMatchObject({
      requisitionNumber: distribution.requisitionNumber,
      totalVacancy: 10,
      parts: [
        { nameEn: 'Open', seats: 5 },
        { seats: 2 },
        { heading: 'seniority', seats: 3, advertisementNumber: null },
      ],
    });
  });
});

describe('the create form and the distributions share one sequence', () => {
  it('gives a form left without a number the next free one, and refuses a reserved one', async () => {
    const id = await anApprovedRequisition(t, 2);
    const distribution = await numbered(id);
    const [open] = await t.database.db.select().from(quotas).where(eq(quotas.code, 'OPEN'));
    const [centre] = await t.database.db.query.examCentres.findMany({ limit: 1 });
    const post = await t.database.db.query.posts.findFirst();
    const body = (code: string, number?: string) => ({
      code,
      ...(number ? { advertisementNumber: number } : {}),
      postId: post!.id,
      quotaId: open!.id,
      vacancyCount: 1,
      feeRupees: 500,
      ...creationDates(),
      examCentreIds: [centre!.id],
    });
    const reserved = distribution.quotas[3]!.advertisementNumber!;
    const clash = await admin('POST', '/advertisements', body('SEQ-CLASH', reserved));
    expect(clash.statusCode).toBe(409);

    const generated = await admin('POST', '/advertisements', body('SEQ-NEXT'));
    expect(generated.statusCode, generated.body).toBe(201);
    const number = generated.json().data.advertisementNumber as string;
    expect(number).toMatch(/^\d+\/\d{3}-\d{2}$/);
    const held = await t.database.db
      .select({ number: distributionParts.advertisementNumber })
      .from(distributionParts)
      .where(inArray(distributionParts.advertisementNumber, [number]));
    expect(held).toEqual([]);
    expect(Number(number.split('/')[0])).toBeGreaterThan(
      Math.max(
        ...distribution.quotas.map((q) => Number((q.advertisementNumber ?? '0').split('/')[0])),
      ),
    );
  });
});
