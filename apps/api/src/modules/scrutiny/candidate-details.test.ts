import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCandidateDetails, TScrutinyRow } from '@niyukti/shared';
import { rowsOf } from '../../db/raw-rows';
import { applications, candidates, scrutinyAllocations, users } from '../../db/schema';
import { signIn } from '../../test/people';
import { applicationsTo, aScrutinisedAdvertisement, holdFields } from '../../test/scrutiny-forms';
import { markProfileChanged, releaseFile } from '../profile/index';
import { returnFormsFixedBy } from './hold-window';
import { internal } from '../../test/staff';
import { startTestApp, type TestApp } from '../../test/test-app';

// The candidate list's columns and the candidate preview (candidate-details/{code}/{studentId})
// over HTTP: what an officer reads beside a form, where it stands in their list, and that an
// officer reads only the forms given to them (issue 21, "Deciding").

let t: TestApp;
type Call = ReturnType<typeof internal>;
let admin: Call;
let allocator: Call;
let officer1: Call;
let officer2: Call;
const db = () => t.database.db;

/** The advertisement, its four forms oldest first, and each form's candidate's master id. */
const seeded = { code: '', forms: [] as number[], masterIds: [] as number[], officer1: 0 };

async function userIdOf(username: string) {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

/** One of the first candidate's degrees, a declared group and two scanned documents. */
async function fillProfileOf(candidateUserId: number) {
  const file = async (name: string, type: string) => {
    const [row] = await rowsOf<{ id: number }>(
      db(),
      sql`insert into uploaded_files (storage_key, owner_user_id, content_type, byte_size,
          uploaded_by)
        values (${`${name}-${process.pid}`}, ${candidateUserId}, ${type}, 1, ${candidateUserId})
        returning id`,
    );
    return row!.id;
  };
  const transcript = await file('transcript', 'application/pdf');
  const photo = await file('photo', 'image/jpeg');
  const proof = await file('proof', 'image/png');
  await db().execute(sql`
    insert into candidate_educations (candidate_user_id, university_or_board_name, level_id,
      faculty_id, major_subject, percentage, division_or_grade, education_type, country_id,
      passed_date_ad, passed_date_bs, transcript_file_id, character_certificate_file_id)
    select ${candidateUserId}, 'Tribhuvan University', level.id, (select min(id) from faculties),
      'Management', 68.5, 'First', (select enum_range(null::education_type))[1],
      (select min(id) from countries), '2018-06-01', '2075-02-18', ${transcript}, ${transcript}
    from (select id from education_levels order by rank desc, id desc limit 1) as level`);
  await db().execute(sql`
    insert into candidate_inclusive_groups (candidate_user_id, inclusive_group_id, document_file_id)
    select ${candidateUserId}, id, ${proof} from inclusive_groups order by id limit 1`);
  await db().execute(sql`
    insert into candidate_documents (candidate_user_id, kind, file_id)
    values (${candidateUserId}, 'photograph', ${photo})`);
}

beforeAll(async () => {
  t = await startTestApp();
  admin = internal(t.app, await signIn(t.app, 'admin', 'Admin@2082'));
  allocator = internal(t.app, await signIn(t.app, 'scrutiny', 'Scrutiny@2082'));
  officer1 = internal(t.app, await signIn(t.app, 'officer1', 'Officer@2082'));
  officer2 = internal(t.app, await signIn(t.app, 'officer2', 'Officer@2082'));
  const advertisement = await aScrutinisedAdvertisement(db(), admin);
  const forms = await applicationsTo(db(), advertisement.id, 4);
  // Every form to officer1, but the last, which officer2 reads.
  const officer1Id = await userIdOf('officer1');
  const allocated = await allocator('POST', `/scrutiny/allocations/${advertisement.id}`, {
    officers: [
      { userId: officer1Id, forms: 3 },
      { userId: await userIdOf('officer2'), forms: 1 },
    ],
  });
  expect(allocated.statusCode, allocated.body).toBe(200);
  const rows = await db()
    .select({
      id: applications.id,
      userId: applications.candidateUserId,
      masterId: candidates.masterId,
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.userId, applications.candidateUserId))
    .where(inArray(applications.id, forms));
  const byId = new Map(rows.map((row) => [row.id, row]));
  await fillProfileOf(byId.get(forms[0]!)!.userId);
  // The first candidate applied to a second advertisement today, too.
  const other = await aScrutinisedAdvertisement(db(), admin);
  await db().execute(sql`
    insert into applications (candidate_user_id, advertisement_id, exam_centre_id, fee_paisa)
    select candidate_user_id, ${other.id}, exam_centre_id, fee_paisa
    from applications where id = ${forms[0]}`);
  Object.assign(seeded, {
    code: advertisement.code,
    forms,
    masterIds: forms.map((id) => byId.get(id)!.masterId),
    officer1: officer1Id,
  });
}, 120_000);
afterAll(async () => t?.close());

/** The forms officer1 was given, as their list orders them (applied first, first). */
async function formsOfOfficer1() {
  const rows = await db()
    .select({ id: applications.id })
    .from(scrutinyAllocations)
    .innerJoin(applications, eq(applications.id, scrutinyAllocations.applicationId))
    .where(eq(scrutinyAllocations.officerUserId, seeded.officer1))
    .orderBy(asc(applications.appliedAt), asc(applications.id));
  return rows.map((row) => row.id);
}

const detailsPath = (index: number, status = 'pending') =>
  `/scrutiny/candidate-details/${seeded.code}/${seeded.masterIds[index]}?status=${status}`;

async function detailsOf(by: Call, index: number, status = 'pending') {
  const answer = await by('GET', detailsPath(index, status));
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as TCandidateDetails;
}

describe('the candidate list', () => {
  it('names each form’s class and counts its candidate’s applications, all and today’s', async () => {
    const answer = await allocator(
      'GET',
      `/scrutiny/applications?status=pending&search=${seeded.code}&page=1&pageSize=10`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const items = answer.json().data.items as TScrutinyRow[];
    const first = items.find((row) => row.id === seeded.forms[0])!;
    // Its forms were made yesterday (applicationsTo); the second application today.
    expect(first).toMatchObject({ totalApplied: 2, appliedToday: 1 });
    expect(first.classEn).not.toBe('');
    expect(first.classNe).toMatch(/[\u0900-\u097F]/);
    expect(items.find((row) => row.id === seeded.forms[1])).toMatchObject({
      totalApplied: 1,
      appliedToday: 0,
    });
  });
});

describe('the candidate preview', () => {
  it('reads the form, the candidate and the checks made again on the profile', async () => {
    const details = await detailsOf(allocator, 0);
    expect(details.application.id).toBe(seeded.forms[0]);
    expect(details.application.totalApplied).toBe(2);
    expect(details.candidate).toMatchObject({
      masterId: seeded.masterIds[0],
      gender: 'female',
      dobAd: '1995-01-01',
    });
    expect(details.candidate.dobBs).toMatch(/^20\d\d-\d\d-\d\d$/);
    // Age in years, months and days on the advertisement's cut-off date.
    const { age } = details.checks;
    expect(age.dobAd).toBe('1995-01-01');
    expect(age.age.years).toBeGreaterThanOrEqual(30);
    expect(age.age.months).toBeGreaterThanOrEqual(0);
    expect(age.age.months).toBeLessThan(12);
    expect(details.checks.qualification.requirements.length).toBeGreaterThan(0);
    expect(details.checks.qualification.explanation.ne).toMatch(/[\u0900-\u097F]/);
    expect(details.checks.group).toMatchObject({ eligible: true, reason: 'open' });
  });

  it('gives the education, the groups and the documents with the files to view', async () => {
    const details = await detailsOf(allocator, 0);
    expect(details.educations).toHaveLength(1);
    expect(details.educations[0]).toMatchObject({
      universityOrBoardName: 'Tribhuvan University',
      majorSubject: 'Management',
      percentage: 68.5,
      passedDateBs: '2075-02-18',
      transcript: { contentType: 'application/pdf' },
      backTranscript: null,
    });
    expect(details.groups).toEqual([
      expect.objectContaining({
        appliedFor: false,
        proof: expect.objectContaining({ contentType: 'image/png' }),
      }),
    ]);
    expect(details.documents).toEqual([
      { kind: 'photograph', file: { fileId: expect.any(Number), contentType: 'image/jpeg' } },
    ]);
    // Each file is one scrutiny staff may open.
    const photo = details.documents[0]!.file.fileId;
    expect((await allocator('GET', `/files/${photo}`)).statusCode).not.toBe(403);
  });

  it('says where the form stands in the officer’s list, and the forms on either side', async () => {
    const mine = await formsOfOfficer1();
    expect(mine).toHaveLength(3);
    const middle = seeded.forms.indexOf(mine[1]!);
    const details = await detailsOf(officer1, middle);
    expect(details.place).toMatchObject({ position: 2, total: 3 });
    const indexOf = (id: number) => seeded.forms.indexOf(id);
    expect(details.place.previous).toEqual({
      advertisementCode: seeded.code,
      masterId: seeded.masterIds[indexOf(mine[0]!)],
    });
    expect(details.place.next).toEqual({
      advertisementCode: seeded.code,
      masterId: seeded.masterIds[indexOf(mine[2]!)],
    });
    const first = await detailsOf(officer1, indexOf(mine[0]!));
    expect(first.place).toMatchObject({ position: 1, previous: null });
    // Not of the approved list: no place there.
    const elsewhere = await detailsOf(officer1, middle, 'approved');
    expect(elsewhere.place).toMatchObject({ position: 0, total: 0, previous: null, next: null });
  });

  it('shows an officer only the forms given to them', async () => {
    const mine = await formsOfOfficer1();
    const notMine = seeded.forms.findIndex((id) => !mine.includes(id));
    expect((await officer1('GET', detailsPath(notMine))).statusCode).toBe(404);
    expect((await officer2('GET', detailsPath(notMine))).statusCode).toBe(200);
    const clerk = internal(t.app, await signIn(t.app, 'clerk', 'Clerk@2082'));
    expect((await clerk('GET', detailsPath(notMine))).statusCode).toBe(403);
  });

  it('answers a form that is not there 404, and a bad path or status 400, bilingually', async () => {
    const missing = await allocator(
      'GET',
      `/scrutiny/candidate-details/NO-SUCH/${seeded.masterIds[0]}`,
    );
    expect(missing.statusCode).toBe(404);
    const bad = await allocator('GET', `/scrutiny/candidate-details/${seeded.code}/abc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message.ne).toMatch(/[\u0900-\u097F]/);
    expect((await allocator('GET', `${detailsPath(0, 'maybe')}`)).statusCode).toBe(400);
  });
});

describe('what was decided stays decided (decision 163)', () => {
  const userOfForm = async (index: number) => {
    const [row] = await db()
      .select({ userId: applications.candidateUserId })
      .from(applications)
      .where(eq(applications.id, seeded.forms[index]!));
    return row!.userId;
  };
  /** A save of the profile as the profile's services make it: the record, then forgetting. */
  const changeSubject = async (userId: number, subject: string) =>
    db().transaction(async (tx) => {
      await markProfileChanged(tx, userId);
      await tx.execute(
        sql`update candidate_educations set major_subject = ${subject}
          where candidate_user_id = ${userId}`,
      );
    });

  it('shows the profile a form keeps, and says when the profile changed since', async () => {
    const userId = await userOfForm(0);
    const before = await detailsOf(allocator, 0);
    expect(before.educations[0]!.majorSubject).toBe('Management');
    expect(before.snapshot.profileChangedSince).toBe(false);
    expect(before.checks.qualification.eligible).toBe(true);
    await changeSubject(userId, 'Finance');
    // The degree now says the lowest level, which would not qualify: the form was sent with more.
    await db().execute(sql`update candidate_educations
      set level_id = (select id from education_levels order by rank asc, id asc limit 1)
      where candidate_user_id = ${userId}`);
    const after = await detailsOf(allocator, 0);
    expect(after.educations[0]!.majorSubject).toBe('Management');
    expect(after.educations[0]!.levelEn).toBe(before.educations[0]!.levelEn);
    expect(after.checks.qualification.eligible).toBe(true);
    expect(after.snapshot).toEqual({ ...before.snapshot, profileChangedSince: true });
  });

  it('keeps a decided form’s snapshot for good, and a hold’s fix takes a new one', async () => {
    const userId = await userOfForm(0);
    const formId = seeded.forms[0]!;
    const hold = await allocator('POST', `/scrutiny/applications/${formId}/decision`, {
      decision: 'hold',
      remarks: 'Subject does not match the transcript',
      ...holdFields('education'),
    });
    expect(hold.statusCode, hold.body).toBe(200);
    const held = await detailsOf(allocator, 0, 'hold');
    expect(held.educations[0]!.majorSubject).toBe('Management');
    // The candidate fixes what the hold names: the form returns to pending with a new snapshot.
    await db().transaction(async (tx) => {
      await markProfileChanged(tx, userId);
      await tx.execute(
        sql`update candidate_educations set major_subject = 'Accountancy'
          where candidate_user_id = ${userId}`,
      );
      await returnFormsFixedBy(tx, userId, 'education');
    });
    const fixed = await detailsOf(allocator, 0);
    expect(fixed.application.scrutinyStatus).toBe('pending');
    expect(fixed.educations[0]!.majorSubject).toBe('Accountancy');
    expect(fixed.snapshot.profileChangedSince).toBe(false);
    const approved = await allocator('POST', `/scrutiny/applications/${formId}/decision`, {
      decision: 'approved',
      remarks: 'Fixed',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await changeSubject(userId, 'Economics');
    const decided = await detailsOf(allocator, 0, 'approved');
    expect(decided.educations[0]!.majorSubject).toBe('Accountancy');
    expect(decided.snapshot.profileChangedSince).toBe(true);
  });

  it('keeps a file the candidate replaced while a snapshot names it', async () => {
    const details = await detailsOf(allocator, 0, 'approved');
    const kept = details.documents[0]!.file.fileId;
    expect(await db().transaction((tx) => releaseFile(tx, kept))).toBeUndefined();
    const [still] = await rowsOf<{ n: number }>(
      db(),
      sql`select count(*)::int as n from uploaded_files where id = ${kept}`,
    );
    expect(still!.n).toBe(1);
    const [loose] = await rowsOf<{ id: number }>(
      db(),
      sql`insert into uploaded_files (storage_key, owner_user_id, content_type, byte_size,
          uploaded_by)
        select ${`loose-${process.pid}`}, user_id, 'image/png', 1, user_id
        from candidates limit 1 returning id`,
    );
    expect(await db().transaction((tx) => releaseFile(tx, loose!.id))).toMatchObject({
      id: loose!.id,
    });
  });
});
