import { randomUUID } from 'node:crypto';
import { PAYMENT_PROVIDERS, addDaysIso, todayIso } from '@niyukti/shared';
import type { Database } from '../apps/api/src/db/client';
import {
  advertisementExamCentres,
  advertisements,
  applications,
  payments,
} from '../apps/api/src/db/schema';
import { insertBenchPosts } from './generate-vacancies';

const FEE_PAISA = 100_000;

/** A closed advertisement whose exam is next week and whose admit cards opened today. */
async function insertExaminedAdvertisement(db: Database, quotaId: number, examCentreId: number) {
  const [postId] = await insertBenchPosts(db, 1, 'Bench Examined Officer');
  const today = todayIso();
  const [ad] = await db
    .insert(advertisements)
    .values({
      code: 'BENCH-EXAM',
      advertisementNumber: '19999/082-83',
      postId: postId!,
      quotaId,
      vacancyCount: 50,
      feePaisa: FEE_PAISA,
      status: 'closed',
      publishDate: addDaysIso(today, -60),
      singleFeeDeadline: addDaysIso(today, -40),
      doubleFeeDeadline: addDaysIso(today, -30),
      ageCutOffDate: addDaysIso(today, -40),
      admitCardDate: today,
      examStartsAt: new Date(`${addDaysIso(today, 7)}T05:15:00Z`),
    })
    .returning({ id: advertisements.id });
  await db.insert(advertisementExamCentres).values({ advertisementId: ad!.id, examCentreId });
  return ad!.id;
}

/**
 * What staff leave behind before admit cards open: for each candidate, an application approved
 * at scrutiny, paid (with its paid payment) and given a roll number. Returns each candidate's
 * application id, in the order of `candidateUserIds`.
 */
export async function generateAdmittedApplications(
  db: Database,
  candidateUserIds: readonly number[],
  references: { openQuotaId: number; examCentreId: number },
) {
  const advertisementId = await insertExaminedAdvertisement(
    db,
    references.openQuotaId,
    references.examCentreId,
  );
  const applicationIds: number[] = [];
  for (let offset = 0; offset < candidateUserIds.length; offset += 1000) {
    const batch = candidateUserIds.slice(offset, offset + 1000);
    const inserted = await db
      .insert(applications)
      .values(
        batch.map((candidateUserId, i) => ({
          candidateUserId,
          advertisementId,
          examCentreId: references.examCentreId,
          feePaisa: FEE_PAISA,
          scrutinyStatus: 'approved' as const,
          paymentStatus: 'paid' as const,
          rollNumber: String(100_001 + offset + i),
        })),
      )
      .returning({ id: applications.id });
    await db.insert(payments).values(
      inserted.map((application, i) => ({
        applicationId: application.id,
        provider: PAYMENT_PROVIDERS.ESEWA,
        orderId: randomUUID(),
        ebpCode: `EBPBENCH${offset + i}`,
        amountPaisa: FEE_PAISA,
        status: 'paid' as const,
        providerRef: `BENCH-${offset + i}`,
        paidAt: new Date(),
      })),
    );
    applicationIds.push(...inserted.map((application) => application.id));
  }
  return applicationIds;
}
