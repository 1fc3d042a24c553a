import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProfilePart } from '@niyukti/shared';
import {
  advertisements,
  candidateAddresses,
  candidateDocuments,
  candidateEducations,
  candidateExtraDetails,
  candidateProfiles,
  castes,
  countries,
  educationLevels,
  faculties,
  localBodies,
  localBodyTypes,
  motherTongues,
  religions,
  uploadedFiles,
} from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/test-app';
import { aCandidate, bearer, signIn } from '../../test/people';
import { aCompleteCandidate } from '../../test/complete-profile';
import { recordReferences, sendRecord, validRecord } from '../../test/profile-records';
import { markProfileChanged } from '../profile/index';
import { profileStatus } from '../profile/profile-status';
import { countCompleteProfiles } from './dashboard.repository';
import type { TCandidateDashboard } from '@niyukti/shared';
import { FIGURES_TTL_MS } from './dashboard.service';

let t: TestApp;
const ref = {
  localBody: 0,
  caste: 0,
  religion: 0,
  motherTongue: 0,
  level: 0,
  faculty: 0,
  country: 0,
};

async function firstId(table: typeof castes | typeof localBodyTypes) {
  const [row] = await t.database.db.select({ id: table.id }).from(table).limit(1);
  return row!.id;
}

beforeAll(async () => {
  t = await startTestApp();
  // The clock only moves when a test steps it past the figures' lifetime (the rest runs real).
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  const [body] = await t.database.db
    .insert(localBodies)
    .values({
      districtId: 27,
      localBodyTypeId: await firstId(localBodyTypes),
      nameEn: `Dashboard Test ${process.pid}`,
      nameNe: `ड्यासबोर्ड परीक्षण ${process.pid}`,
      wardCount: 9,
    })
    .returning();
  Object.assign(ref, {
    localBody: body!.id,
    caste: await firstId(castes),
    religion: await firstId(religions),
    motherTongue: await firstId(motherTongues),
    level: await firstId(educationLevels),
    faculty: await firstId(faculties),
    country: await firstId(countries),
  });
});
afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});

async function aFile(userId: number) {
  const [file] = await t.database.db
    .insert(uploadedFiles)
    .values({
      storageKey: randomBytes(16).toString('hex'),
      ownerUserId: userId,
      contentType: 'image/jpeg',
      byteSize: 100,
      uploadedBy: userId,
    })
    .returning();
  return file!.id;
}

const address = (userId: number, kind: 'permanent' | 'mailing') => ({
  candidateUserId: userId,
  kind,
  provinceId: 3,
  districtId: 27,
  localBodyId: ref.localBody,
  wardNo: 3,
  tole: 'Dillibazar',
  mobileNo: '9812345678',
  email: 'anita@example.com',
});

/**
 * Gives a candidate every part of the profile but `except` (straight into the tables, as the
 * profile's own tests cover the forms). `half` stands for a part given only in part: one
 * address of two, or the front of the citizenship without its back.
 */
async function fillProfile(
  userId: number,
  except: ProfilePart[] = [],
  half: ('contact' | 'citizenship')[] = [],
) {
  const db = t.database.db;
  const gives = (part: ProfilePart) => !except.includes(part);
  if (gives('personal'))
    await db.insert(candidateProfiles).values({
      candidateUserId: userId,
      firstNameNe: 'अनिता',
      lastNameNe: 'गुरुङ',
      fatherNameEn: 'Ram Gurung',
      fatherNameNe: 'राम गुरुङ',
      motherNameEn: 'Sita Gurung',
      motherNameNe: 'सीता गुरुङ',
      grandfatherNameEn: 'Hari Gurung',
      grandfatherNameNe: 'हरि गुरुङ',
    });
  if (gives('contact'))
    await db
      .insert(candidateAddresses)
      .values(
        half.includes('contact')
          ? [address(userId, 'permanent')]
          : [address(userId, 'permanent'), address(userId, 'mailing')],
      );
  if (gives('extra'))
    await db.insert(candidateExtraDetails).values({
      candidateUserId: userId,
      casteId: ref.caste,
      religionId: ref.religion,
      maritalStatus: 'single',
      employmentStatus: 'unemployment',
      motherTongueId: ref.motherTongue,
      physicallyDisabled: false,
      fatherEducation: 'educated',
      motherEducation: 'educated',
      fatherOccupation: 'agriculture',
      motherOccupation: 'agriculture',
      geographicalArea: 'hill',
    });
  if (gives('education'))
    await db.insert(candidateEducations).values({
      candidateUserId: userId,
      universityOrBoardName: 'Tribhuvan University',
      levelId: ref.level,
      majorSubject: 'Economics',
      divisionOrGrade: 'First',
      facultyId: ref.faculty,
      percentage: 72.5,
      educationType: 'government',
      countryId: ref.country,
      passedDateAd: '2018-06-01',
      passedDateBs: '2075-02-18',
      transcriptFileId: await aFile(userId),
      characterCertificateFileId: await aFile(userId),
    });
  const documents: (typeof candidateDocuments.$inferInsert)['kind'][] = [];
  if (gives('photograph')) documents.push('photograph');
  if (gives('signature')) documents.push('signature');
  if (gives('citizenship'))
    documents.push(
      ...(half.includes('citizenship')
        ? (['citizenship_front'] as const)
        : (['citizenship_front', 'citizenship_back'] as const)),
    );
  for (const kind of documents)
    await db
      .insert(candidateDocuments)
      .values({ candidateUserId: userId, kind, fileId: await aFile(userId) });
}

async function dashboardOf(token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/candidate/dashboard',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as TCandidateDashboard;
}

/** The commission-wide figures are kept for a while; step the clock past that. */
function afterFiguresExpire() {
  vi.setSystemTime(Date.now() + FIGURES_TTL_MS + 1_000);
}

/**
 * The figures as counted now: once they have expired, a request gets the old ones and starts
 * the recount in the background; the recount is done when `figuresAsOf` reaches the clock.
 */
async function freshDashboardOf(token: string) {
  afterFiguresExpire();
  const now = Date.now();
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const figures = await dashboardOf(token);
    if (Date.parse(figures.figuresAsOf) >= now) return figures;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the figures were never recounted');
}

/** Applies to the first live vacancy offering a centre (the list is cached for a few seconds). */
async function applyToFirstVacancy(token: string) {
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/candidate/vacancies?page=1&pageSize=10&sort=advertisementNumber:asc',
    headers: bearer(token),
  });
  expect(list.statusCode, list.body).toBe(200);
  for (const vacancy of list.json().data.items as { id: number }[]) {
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/candidate/vacancies/${vacancy.id}`,
      headers: bearer(token),
    });
    const centre = detail.statusCode === 200 ? detail.json().data.examCentres[0] : undefined;
    if (!centre) continue;
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/applications',
      headers: bearer(token),
      payload: { advertisementId: vacancy.id, examCentreId: centre.id },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    return vacancy.id;
  }
  throw new Error('no live vacancy to apply to');
}

describe('GET /api/candidate/dashboard', () => {
  it('counts the six cards, and each moves with what it counts', async () => {
    // Anita applies, so her profile is complete (applying asks for it); Bina's fills up below.
    const anita = await aCompleteCandidate(t);
    const bina = await aCandidate(t);
    const start = await freshDashboardOf(anita.token);
    // The demo seed: five live advertisements of 58 + 48 + 39 + 120 + 25 posts.
    expect(start).toEqual({
      liveAdvertisements: 5,
      totalVacancies: 290,
      totalApplicants: 0,
      registeredUsers: start.registeredUsers,
      completeProfiles: 1,
      figuresAsOf: start.figuresAsOf,
    });
    expect(start.registeredUsers).toBeGreaterThanOrEqual(2);

    // An advertisement counts once it is live.
    const [advertisement] = await t.database.db
      .insert(advertisements)
      .values({
        code: `ADV-DASH-${process.pid}`,
        advertisementNumber: `99001/082-83-${process.pid}`,
        postId: (await t.database.db.query.posts.findFirst())!.id,
        quotaId: (await t.database.db.query.quotas.findFirst())!.id,
        vacancyCount: 7,
        feePaisa: 100_000,
        status: 'pending',
        publishDate: '2026-01-01',
        singleFeeDeadline: '2030-01-01',
        doubleFeeDeadline: '2030-01-08',
        ageCutOffDate: '2026-01-01',
        admitCardDate: '2030-02-01',
      })
      .returning();
    expect(await freshDashboardOf(anita.token)).toMatchObject({
      liveAdvertisements: 5,
      totalVacancies: 290,
    });
    await t.database.db
      .update(advertisements)
      .set({ status: 'live' })
      .where(eq(advertisements.id, advertisement!.id));
    await t.reads.changed('advertisements');
    expect(await freshDashboardOf(anita.token)).toMatchObject({
      liveAdvertisements: 6,
      totalVacancies: 297,
    });

    // An application: an applicant for everyone, the same figures whoever asks.
    const appliedTo = await applyToFirstVacancy(anita.token);
    const afterApplying = await freshDashboardOf(anita.token);
    expect(afterApplying).toMatchObject({ totalApplicants: 1 });
    expect(await dashboardOf(bina.token)).toEqual(afterApplying);

    // Applicants are those of live advertisements: closing one takes its applications out.
    await t.database.db
      .update(advertisements)
      .set({ status: 'closed' })
      .where(eq(advertisements.id, appliedTo));
    await t.reads.changed('advertisements');
    expect(await freshDashboardOf(anita.token)).toMatchObject({
      liveAdvertisements: 5,
      totalApplicants: 0,
    });

    // A profile counts once its last part arrives.
    await fillProfile(bina.userId, [], ['citizenship']);
    expect((await freshDashboardOf(bina.token)).completeProfiles).toBe(1);
    await t.database.db.insert(candidateDocuments).values({
      candidateUserId: bina.userId,
      kind: 'citizenship_back',
      fileId: await aFile(bina.userId),
    });
    // As every save of the profile does (the saves themselves: 'judged again after a change').
    await markProfileChanged(t.database.db, bina.userId);
    expect((await freshDashboardOf(bina.token)).completeProfiles).toBe(2);

    const before = (await dashboardOf(bina.token)).registeredUsers;
    await aCandidate(t);
    expect((await freshDashboardOf(bina.token)).registeredUsers).toBe(before + 1);
  });

  it('serves the figures for a while and recounts them behind', async () => {
    const candidate = await aCompleteCandidate(t);
    const first = await freshDashboardOf(candidate.token);
    await aCandidate(t);
    await applyToFirstVacancy(candidate.token);
    const soon = await dashboardOf(candidate.token);
    expect(soon).toEqual(first);

    // Expired: this request still gets the old figures at once and starts the recount.
    afterFiguresExpire();
    expect(await dashboardOf(candidate.token)).toEqual(first);
    const later = await freshDashboardOf(candidate.token);
    expect(later.registeredUsers).toBe(first.registeredUsers + 1);
    expect(later.totalApplicants).toBe(first.totalApplicants + 1);
  });

  it('is for candidates only', async () => {
    const clerk = await signIn(t.app, 'clerk', 'Clerk@2082');
    const asStaff = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/dashboard',
      headers: bearer(clerk),
    });
    expect(asStaff.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/candidate/dashboard' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('complete profiles, counted in SQL', () => {
  it('agrees with profileStatus for every way a profile can fall short', async () => {
    const cases: { except?: ProfilePart[]; half?: ('contact' | 'citizenship')[] }[] = [
      {},
      { except: ['personal'] },
      { except: ['contact'] },
      { half: ['contact'] },
      { except: ['extra'] },
      { except: ['education'] },
      { except: ['photograph'] },
      { except: ['signature'] },
      { except: ['citizenship'] },
      { half: ['citizenship'] },
      {
        except: [
          'personal',
          'contact',
          'extra',
          'education',
          'photograph',
          'signature',
          'citizenship',
        ],
      },
    ];
    const ids: number[] = [];
    for (const { except = [], half = [] } of cases) {
      const candidate = await aCandidate(t);
      await fillProfile(candidate.userId, except, half);
      ids.push(candidate.userId);
      const status = await profileStatus(t.database.db, candidate.userId);
      const counted = await countCompleteProfiles(t.database.db, [candidate.userId]);
      expect({ except, half, complete: counted === 1 }).toEqual({
        except,
        half,
        complete: status.missing.length === 0,
      });
    }
    // Only the first case is complete, and counting them together says so too.
    expect(await countCompleteProfiles(t.database.db, ids)).toBe(1);
  });
});

describe('complete profiles, judged again after a change', () => {
  it('counts a profile the candidate saves short of a part, and again once it is whole', async () => {
    const candidate = await aCompleteCandidate(t);
    const counted = () => countCompleteProfiles(t.database.db, [candidate.userId]);
    expect(await counted()).toBe(1);

    const education = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/profile/education',
      headers: bearer(candidate.token),
    });
    const [record] = education.json().data as { id: number }[];
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/candidate/profile/education/${record!.id}`,
      headers: bearer(candidate.token),
    });
    expect(removed.statusCode).toBe(200);
    // Judged complete at the first count; the save made it a question again.
    expect(await counted()).toBe(0);

    const { data, files } = await validRecord('education', await recordReferences(t.app));
    const added = await sendRecord(t.app, candidate.token, 'POST', 'education', data, files);
    expect(added.statusCode).toBe(201);
    expect(await counted()).toBe(1);
  });
});
