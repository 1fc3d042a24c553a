import { and, desc, eq, type SQL } from 'drizzle-orm';
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
  posts,
  subjects,
  users,
} from '../../db/schema';

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

export async function findApplicationOfCandidate(
  executor: Executor,
  id: number,
  candidateUserId: number,
) {
  return findApplication(
    executor,
    and(eq(applications.id, id), eq(applications.candidateUserId, candidateUserId)),
  );
}

export async function listApplicationsOfCandidate(executor: Executor, candidateUserId: number) {
  return selectApplications(executor)
    .where(eq(applications.candidateUserId, candidateUserId))
    .orderBy(desc(applications.appliedAt));
}

/** Whether the advertisement offers the exam centre the candidate chose. */
export async function offersExamCentre(
  executor: Executor,
  advertisementId: number,
  examCentreId: number,
) {
  const rows = await executor
    .select({ id: advertisementExamCentres.examCentreId })
    .from(advertisementExamCentres)
    .where(
      and(
        eq(advertisementExamCentres.advertisementId, advertisementId),
        eq(advertisementExamCentres.examCentreId, examCentreId),
      ),
    );
  return rows.length > 0;
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
    .returning({ id: applications.id });
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
  await executor.insert(applicationEvents).values({ ...event, detail: event.detail ?? {} });
}
