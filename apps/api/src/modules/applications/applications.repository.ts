import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  advertisementExamCentres,
  advertisements,
  applicationEvents,
  applications,
  candidates,
  examCentres,
  faculties,
  payments,
  postSubjects,
  posts,
  subjects,
  users,
} from '../../db/schema';
import { offeredSubjectPairs } from '../vacancies/index';
import { currentSnapshotOf, currentSnapshotsCtes } from '../profile/index';
import { notificationsInsertFrom } from '../notifications/index';
import { publishedDates } from '../../db/published-dates';
import { namedStatement } from '../../db/named-statement';

/** One application as people see it, with what its card, list and admit card need. */
const applicationColumns = {
  id: applications.id,
  candidateUserId: applications.candidateUserId,
  advertisementId: applications.advertisementId,
  advertisementCode: advertisements.code,
  advertisementNumber: advertisements.advertisementNumber,
  admitCardDate: publishedDates.admitCardDate,
  examStartsAt: advertisements.examStartsAt,
  singleFeeDeadline: publishedDates.singleFeeDeadline,
  doubleFeeDeadline: publishedDates.doubleFeeDeadline,
  paymentLastDate: advertisements.paymentLastDate,
  doubleFeePaymentLastDate: advertisements.doubleFeePaymentLastDate,
  postEn: posts.nameEn,
  postNe: posts.nameNe,
  examCentreEn: examCentres.nameEn,
  examCentreNe: examCentres.nameNe,
  facultyEn: faculties.nameEn,
  facultyNe: faculties.nameNe,
  subjectEn: subjects.nameEn,
  subjectNe: subjects.nameNe,
  feePaisa: applications.feePaisa,
  doubleFee: applications.doubleFee,
  scrutinyStatus: applications.scrutinyStatus,
  scrutinyRemarks: applications.scrutinyRemarks,
  holdReason: applications.holdReason,
  holdUntil: applications.holdUntil,
  paymentStatus: applications.paymentStatus,
  rollNumber: applications.rollNumber,
  paymentReference: payments.ebpCode,
  appliedAt: applications.appliedAt,
  masterId: candidates.masterId,
  firstName: users.firstName,
  middleName: users.middleName,
  lastName: users.lastName,
};

export function selectApplications(executor: Executor) {
  return (
    executor
      .select(applicationColumns)
      .from(applications)
      .innerJoin(advertisements, eq(advertisements.id, applications.advertisementId))
      .innerJoin(posts, eq(posts.id, advertisements.postId))
      .innerJoin(examCentres, eq(examCentres.id, applications.examCentreId))
      .leftJoin(faculties, eq(faculties.id, applications.facultyId))
      .leftJoin(subjects, eq(subjects.id, applications.subjectId))
      .innerJoin(users, eq(users.id, applications.candidateUserId))
      .innerJoin(candidates, eq(candidates.userId, applications.candidateUserId))
      // At most one paid payment per application (a partial unique index guarantees it).
      .leftJoin(
        payments,
        and(eq(payments.applicationId, applications.id), eq(payments.status, 'paid')),
      )
  );
}

export type ApplicationRow = Awaited<
  ReturnType<ReturnType<typeof selectApplications>['execute']>
>[number];

/**
 * Named, as the reads below: nine tables take PostgreSQL some 3.5 ms to plan and under 0.4 ms to
 * run, so a statement prepared once per pooled connection is planned on its first runs only
 * (its generic plan, as good for any id). In the surge bench the unnamed ones spent more time
 * being planned than all statements being run. And built once (namedStatement): building them
 * took the server longer than running them took PostgreSQL.
 */
const applicationById = namedStatement('application_by_id', (executor) =>
  selectApplications(executor).where(eq(applications.id, sql.placeholder('id'))),
);

export async function findApplication(
  executor: Executor,
  id: number,
): Promise<ApplicationRow | undefined> {
  const [row] = await applicationById(executor).execute({ id });
  return row;
}

/** Locks an application's row for a change by its candidate (a double click waits, then sees it). */
export async function lockApplicationRow(executor: Executor, id: number) {
  await executor
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.id, id))
    .for('update');
}

export async function setDoubleFee(executor: Executor, id: number, feePaisa: number) {
  await executor
    .update(applications)
    .set({ feePaisa, doubleFee: true })
    .where(eq(applications.id, id));
}

/** Named (see findApplication): apply answers with it, and admit cards are drawn on it. */
const applicationOfCandidate = namedStatement('applications_of_candidate', (executor) =>
  selectApplications(executor).where(
    and(
      eq(applications.id, sql.placeholder('id')),
      eq(applications.candidateUserId, sql.placeholder('candidateUserId')),
    ),
  ),
);

export async function findApplicationOfCandidate(
  executor: Executor,
  id: number,
  candidateUserId: number,
): Promise<ApplicationRow | undefined> {
  const [row] = await applicationOfCandidate(executor).execute({ id, candidateUserId });
  return row;
}

/** Named and built once (see findApplication): every candidate's "my applications" asks it. */
const applicationsOfCandidate = namedStatement(
  'applications_of_candidate_newest_first',
  (executor) =>
    selectApplications(executor)
      .where(eq(applications.candidateUserId, sql.placeholder('candidateUserId')))
      .orderBy(desc(applications.appliedAt)),
);

export async function listApplicationsOfCandidate(executor: Executor, candidateUserId: number) {
  return applicationsOfCandidate(executor).execute({ candidateUserId });
}

/** What one application chose. */
export interface ApplyChoice {
  advertisementId: number;
  examCentreId: number;
  facultyId: number | null;
  subjectId: number | null;
}

export interface ApplyChoiceVerdict {
  offersExamCentre: boolean;
  offersSubjects: boolean;
  offersChosenSubject: boolean;
}

/** The choices as a relation `choice(advertisement_id, …, position)`: one array per column. */
const choices = sql`unnest(
    ${sql.placeholder('advertisementIds')}::int[],
    ${sql.placeholder('examCentreIds')}::int[],
    ${sql.placeholder('facultyIds')}::int[],
    ${sql.placeholder('subjectIds')}::int[]
  ) with ordinality as choice(advertisement_id, exam_centre_id, faculty_id, subject_id, position)`;

const offeredPairsWhere = (condition: SQL | undefined) => sql<boolean>`exists (
    select 1 from ${postSubjects}
    inner join ${faculties} on ${faculties.id} = ${postSubjects.facultyId}
    inner join ${subjects} on ${subjects.id} = ${postSubjects.subjectId}
    where ${condition})`;

const applyChoices = namedStatement('applications_apply_choices', (executor) => {
  const offeredSubjects = offeredSubjectPairs(posts.id);
  return executor
    .select({
      position: sql<number>`choice.position::int`,
      offersExamCentre: sql<boolean>`exists (
        select 1 from ${advertisementExamCentres}
        where ${advertisementExamCentres.advertisementId} = ${advertisements.id}
          and ${advertisementExamCentres.examCentreId} = choice.exam_centre_id)`,
      offersSubjects: offeredPairsWhere(offeredSubjects),
      offersChosenSubject: offeredPairsWhere(
        and(
          offeredSubjects,
          sql`${postSubjects.facultyId} = choice.faculty_id`,
          sql`${postSubjects.subjectId} = choice.subject_id`,
        ),
      ),
    })
    .from(choices)
    .innerJoin(advertisements, eq(advertisements.id, sql`choice.advertisement_id`))
    .innerJoin(posts, eq(posts.id, advertisements.postId));
});

/**
 * What apply checks of each application's choices, in one statement for a whole batch: whether
 * the advertisement offers the exam centre; whether its post offers subjects, and the chosen
 * faculty and subject as one of its pairs (offeredSubjectPairs, the pairs the vacancy page
 * lists). Named and built once (see findApplication). The verdicts are in the order of `choices`.
 */
export async function findApplyChoices(
  executor: Executor,
  chosen: readonly ApplyChoice[],
): Promise<ApplyChoiceVerdict[]> {
  const rows = await applyChoices(executor).execute({
    advertisementIds: chosen.map((c) => c.advertisementId),
    examCentreIds: chosen.map((c) => c.examCentreId),
    facultyIds: chosen.map((c) => c.facultyId),
    subjectIds: chosen.map((c) => c.subjectId),
  });
  const byPosition = new Map(rows.map((row) => [row.position, row]));
  const none = { offersExamCentre: false, offersSubjects: false, offersChosenSubject: false };
  return chosen.map((_, index) => byPosition.get(index + 1) ?? none);
}

/** What apply writes of one application. */
export interface NewApplication {
  candidateUserId: number;
  advertisementId: number;
  examCentreId: number;
  facultyId: number | null;
  subjectId: number | null;
  feePaisa: number;
  doubleFee: boolean;
}

/**
 * The statement writing a batch of applies, built once for any size of batch: it takes the
 * profile snapshots the candidates lack (decision 163: each form is sent with its candidate's
 * current one), writes the applications, each one's `applied` event by its candidate with its
 * detail, and the candidates' notices; it answers each new application's id. Every list travels
 * as one JSON value (`applied`: the applications with their events' details; `notices`), so
 * the text never varies: its plan is made once per pooled connection (named) and its text once
 * per process, where building it for each batch had cost the server more than running it
 * cost PostgreSQL.
 */
const appliedApplicationsStatement = namedStatement<{ id: number; candidate_user_id: number }>(
  'applications_insert_applied',
  () => sql`with ${currentSnapshotsCtes(sql.placeholder('candidateUserIds'))},
    applied as (
      select * from jsonb_to_recordset(${sql.placeholder('applied')}::jsonb) as applied(
        "candidateUserId" int, "advertisementId" int, "examCentreId" int, "facultyId" int,
        "subjectId" int, "feePaisa" int, "doubleFee" boolean, detail jsonb)
    ), inserted as (
      insert into ${applications} (candidate_user_id, profile_snapshot_id, advertisement_id,
        exam_centre_id, faculty_id, subject_id, fee_paisa, double_fee)
      select "candidateUserId", ${currentSnapshotOf(sql`"candidateUserId"`)}, "advertisementId",
        "examCentreId", "facultyId", "subjectId", "feePaisa", "doubleFee"
      from applied
      returning id, candidate_user_id
    ), events as (
      insert into ${applicationEvents} (application_id, kind, actor_user_id, detail)
      select inserted.id, 'applied', inserted.candidate_user_id, applied.detail
      from inserted join applied on applied."candidateUserId" = inserted.candidate_user_id
    ), notices as (${notificationsInsertFrom(sql.placeholder('notices'))})
    select id, candidate_user_id from inserted`,
);

/**
 * Writes the applications of distinct candidates, each with its `applied` event (its `detail`,
 * in the order of `values`), and the notices (`notices`, notificationRecords) in one statement:
 * apply's transaction pays a round trip for every statement. The ids in the order of `values`.
 */
export async function insertAppliedApplications(
  executor: Executor,
  values: readonly NewApplication[],
  details: readonly Record<string, unknown>[],
  notices: string,
): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await appliedApplicationsStatement(executor).execute({
    candidateUserIds: values.map((value) => value.candidateUserId),
    applied: JSON.stringify(values.map((value, i) => ({ ...value, detail: details[i] }))),
    notices,
  });
  // One application per candidate in a batch (apply-queue.ts), so the candidate names the row.
  const ids = new Map(rows.map((row) => [row.candidate_user_id, row.id]));
  return values.map((value) => ids.get(value.candidateUserId)!);
}

export interface ApplicationEvent {
  applicationId: number;
  kind: string;
  actorUserId: number | null;
  detail?: Record<string, unknown>;
}

/** Records status changes of applications, in one statement. */
export async function recordApplicationEvents(
  executor: Executor,
  events: readonly ApplicationEvent[],
) {
  if (events.length === 0) return;
  await executor
    .insert(applicationEvents)
    .values(events.map((event) => ({ ...event, detail: event.detail ?? {} })));
}

/** Records one status change of an application (recordApplicationEvents of one). */
export async function recordApplicationEvent(executor: Executor, event: ApplicationEvent) {
  await recordApplicationEvents(executor, [event]);
}

const applicationsByIds = namedStatement('applications_by_ids', (executor) =>
  selectApplications(executor).where(
    sql`${applications.id} = any(${sql.placeholder('ids')}::int[])`,
  ),
);

/** The applications with these ids, as people see them, in any order. */
export async function findApplicationsByIds(executor: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return applicationsByIds(executor).execute({ ids });
}
