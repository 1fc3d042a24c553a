import { and, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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
import { publishedDates } from '../../db/published-dates';
import { builtOnce } from '../../db/built-once';
import { rowsOf } from '../../db/raw-rows';

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
 * being planned than all statements being run. And built once (builtOnce): building them took
 * the server longer than running them took PostgreSQL.
 */
const applicationById = builtOnce((executor) =>
  selectApplications(executor)
    .where(eq(applications.id, sql.placeholder('id')))
    .prepare('application_by_id'),
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

/** Named (see findApplyChoices): apply answers with it, and admit cards are drawn on it. */
const applicationOfCandidate = builtOnce((executor) =>
  selectApplications(executor)
    .where(
      and(
        eq(applications.id, sql.placeholder('id')),
        eq(applications.candidateUserId, sql.placeholder('candidateUserId')),
      ),
    )
    .prepare('applications_of_candidate'),
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
const applicationsOfCandidate = builtOnce((executor) =>
  selectApplications(executor)
    .where(eq(applications.candidateUserId, sql.placeholder('candidateUserId')))
    .orderBy(desc(applications.appliedAt))
    .prepare('applications_of_candidate_newest_first'),
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
const choicesOf = (choices: readonly ApplyChoice[]) => sql`unnest(
    ${sql.param(choices.map((c) => c.advertisementId))}::int[],
    ${sql.param(choices.map((c) => c.examCentreId))}::int[],
    ${sql.param(choices.map((c) => c.facultyId))}::int[],
    ${sql.param(choices.map((c) => c.subjectId))}::int[]
  ) with ordinality as choice(advertisement_id, exam_centre_id, faculty_id, subject_id, position)`;

/**
 * What apply checks of each application's choices, in one statement for a whole batch: whether
 * the advertisement offers the exam centre; whether its post offers subjects, and the chosen
 * faculty and subject as one of its pairs (offeredSubjectPairs, the pairs the vacancy page
 * lists). Named: statements apply runs are parsed and planned once per pooled connection, so
 * its text never varies. The verdicts are in the order of `choices`.
 */
export async function findApplyChoices(
  executor: Executor,
  choices: readonly ApplyChoice[],
): Promise<ApplyChoiceVerdict[]> {
  const offeredSubjects = offeredSubjectPairs(posts.id);
  const pairs = (condition: SQL | undefined) => sql<boolean>`exists (
    select 1 from ${postSubjects}
    inner join ${faculties} on ${faculties.id} = ${postSubjects.facultyId}
    inner join ${subjects} on ${subjects.id} = ${postSubjects.subjectId}
    where ${condition})`;
  const rows = await executor
    .select({
      position: sql<number>`choice.position::int`,
      offersExamCentre: sql<boolean>`exists (
        select 1 from ${advertisementExamCentres}
        where ${advertisementExamCentres.advertisementId} = ${advertisements.id}
          and ${advertisementExamCentres.examCentreId} = choice.exam_centre_id)`,
      offersSubjects: pairs(offeredSubjects),
      offersChosenSubject: pairs(
        and(
          offeredSubjects,
          sql`${postSubjects.facultyId} = choice.faculty_id`,
          sql`${postSubjects.subjectId} = choice.subject_id`,
        ),
      ),
    })
    .from(choicesOf(choices))
    .innerJoin(advertisements, eq(advertisements.id, sql`choice.advertisement_id`))
    .innerJoin(posts, eq(posts.id, advertisements.postId))
    .prepare('applications_apply_choices')
    .execute();
  const byPosition = new Map(rows.map((row) => [row.position, row]));
  const none = { offersExamCentre: false, offersSubjects: false, offersChosenSubject: false };
  return choices.map((_, index) => byPosition.get(index + 1) ?? none);
}

export interface NewApplication {
  candidateUserId: number;
  /**
   * The candidate's profile as sent (profile_snapshots): apply's is an expression of the
   * statement that writes the batch, which takes the snapshots it lacks (`leading`).
   */
  profileSnapshotId?: number | SQL;
  advertisementId: number;
  examCentreId: number;
  facultyId: number | null;
  subjectId: number | null;
  feePaisa: number;
  doubleFee: boolean;
}

/** What the statement writing applications carries besides them, from other modules. */
export interface CarriedWrites {
  /** CTEs the applications' values may read (the snapshots apply takes), run first. */
  leading?: SQL;
  /** A write not yet run (the notices), run beside the applications. */
  carried?: SQLWrapper;
}

/**
 * Writes the applications and, in the same statement, each one's `applied` event by its
 * candidate with its `detail` (in the order of `values`), and what other modules' writes it is
 * handed: apply's transaction pays a round trip for every statement. The ids in the order of
 * `values`.
 */
export async function insertAppliedApplications(
  executor: Executor,
  values: readonly NewApplication[],
  details: readonly Record<string, unknown>[],
  { leading, carried }: CarriedWrites = {},
): Promise<number[]> {
  if (values.length === 0) return [];
  const inserted = executor
    .insert(applications)
    .values([...values])
    .returning({ id: applications.id, candidateUserId: applications.candidateUserId });
  const candidateIds = sql.param(values.map((value) => value.candidateUserId));
  const eventDetails = sql.param(details.map((detail) => JSON.stringify(detail)));
  const rows = await rowsOf<{ id: number; candidate_user_id: number }>(
    executor,
    sql`with ${leading ? sql`${leading}, ` : sql``}inserted as (${inserted.getSQL()}),
    events as (
      insert into ${applicationEvents} (application_id, kind, actor_user_id, detail)
      select inserted.id, 'applied', inserted.candidate_user_id, applied.detail
      from inserted
      join unnest(${candidateIds}::int[], ${eventDetails}::jsonb[])
        as applied(candidate_user_id, detail) using (candidate_user_id)
    )${carried ? sql`, carried as (${carried.getSQL()})` : sql``}
    select id, candidate_user_id from inserted`,
  );
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

/** The applications with these ids, as people see them, in any order. */
export async function findApplicationsByIds(executor: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return selectApplications(executor)
    .where(sql`${applications.id} = any(${sql.param(ids)}::int[])`)
    .prepare('applications_by_ids')
    .execute();
}
