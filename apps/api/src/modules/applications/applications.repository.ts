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
import { offeredSubjectPairs } from '../vacancies/vacancies.repository';

/** One application as people see it, with what its card, list and admit card need. */
const applicationColumns = {
  id: applications.id,
  candidateUserId: applications.candidateUserId,
  advertisementId: applications.advertisementId,
  advertisementCode: advertisements.code,
  advertisementNumber: advertisements.advertisementNumber,
  admitCardDate: advertisements.admitCardDate,
  examStartsAt: advertisements.examStartsAt,
  singleFeeDeadline: advertisements.singleFeeDeadline,
  doubleFeeDeadline: advertisements.doubleFeeDeadline,
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

export async function findApplication(
  executor: Executor,
  where: SQL | undefined,
): Promise<ApplicationRow | undefined> {
  const [row] = await selectApplications(executor).where(where);
  return row;
}

/** Named (see findApplyChoices): apply answers with it, and admit cards are drawn on it. */
export async function findApplicationOfCandidate(
  executor: Executor,
  id: number,
  candidateUserId: number,
): Promise<ApplicationRow | undefined> {
  const [row] = await selectApplications(executor)
    .where(and(eq(applications.id, id), eq(applications.candidateUserId, candidateUserId)))
    .prepare('applications_of_candidate')
    .execute();
  return row;
}

export async function listApplicationsOfCandidate(executor: Executor, candidateUserId: number) {
  return selectApplications(executor)
    .where(eq(applications.candidateUserId, candidateUserId))
    .orderBy(desc(applications.appliedAt));
}

/**
 * What apply checks of the candidate's choices, in one statement: whether the advertisement
 * offers the exam centre; whether its post offers subjects, and the chosen faculty and subject
 * as one of its pairs (offeredSubjectPairs, the pairs the vacancy page lists). Named: statements apply runs are parsed and planned once per pooled connection,
 * so its text never varies.
 */
export async function findApplyChoices(
  executor: Executor,
  choice: {
    advertisementId: number;
    examCentreId: number;
    facultyId: number | null;
    subjectId: number | null;
  },
) {
  const offeredSubjects = offeredSubjectPairs(posts.id);
  const pairs = (condition: SQL | undefined) => sql<boolean>`exists (
    select 1 from ${postSubjects}
    inner join ${faculties} on ${faculties.id} = ${postSubjects.facultyId}
    inner join ${subjects} on ${subjects.id} = ${postSubjects.subjectId}
    where ${condition})`;
  const [row] = await executor
    .select({
      offersExamCentre: sql<boolean>`exists (
        select 1 from ${advertisementExamCentres}
        where ${advertisementExamCentres.advertisementId} = ${advertisements.id}
          and ${advertisementExamCentres.examCentreId} = ${choice.examCentreId})`,
      offersSubjects: pairs(offeredSubjects),
      offersChosenSubject: pairs(
        and(
          offeredSubjects,
          sql`${postSubjects.facultyId} = ${choice.facultyId}`,
          sql`${postSubjects.subjectId} = ${choice.subjectId}`,
        ),
      ),
    })
    .from(advertisements)
    // Joined (besides naming the post) so that every column is written with its table's name.
    .innerJoin(posts, eq(posts.id, advertisements.postId))
    .where(eq(advertisements.id, choice.advertisementId))
    .prepare('applications_apply_choices')
    .execute();
  return row ?? { offersExamCentre: false, offersSubjects: false, offersChosenSubject: false };
}

export async function insertApplication(
  executor: Executor,
  values: {
    candidateUserId: number;
    advertisementId: number;
    examCentreId: number;
    facultyId: number | null;
    subjectId: number | null;
    feePaisa: number;
    doubleFee: boolean;
  },
) {
  const [row] = await executor
    .insert(applications)
    .values(values)
    .returning({ id: applications.id })
    // Named: every value is required (none undefined), so the text is always the same.
    .prepare('applications_insert')
    .execute();
  return row!.id;
}

export async function recordApplicationEvent(
  executor: Executor,
  event: {
    applicationId: number;
    kind: string;
    actorUserId: number | null;
    detail?: Record<string, unknown>;
  },
) {
  await executor
    .insert(applicationEvents)
    .values({ ...event, detail: event.detail ?? {} })
    // Named: with the detail defaulted, every event's statement has the same text.
    .prepare('applications_record_event')
    .execute();
}
