import { sql } from 'drizzle-orm';
import { addDaysIso, todayIso } from '@niyukti/shared';
import type { Database } from '../apps/api/src/db/client';
import {
  advertisementExamCentres,
  advertisements,
  candidates,
  examCentres,
  posts,
  quotas,
  users,
} from '../apps/api/src/db/schema';
import { hashPassword } from '../apps/api/src/platform/auth/passwords';

/**
 * Candidates and live advertisements in bulk, written straight to the database (the bench
 * measures the endpoints, not registration). Every candidate shares one password hash.
 */
export const BENCH_PASSWORD = 'Bench2082ok';

export async function generateBenchData(
  db: Database,
  options: { candidateCount: number; advertisementCount: number },
) {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const candidateRows: { userId: number; masterId: number }[] = [];
  for (let offset = 0; offset < options.candidateCount; offset += 1000) {
    const size = Math.min(1000, options.candidateCount - offset);
    const batch = Array.from({ length: size }, (_, i) => offset + i);
    const inserted = await db
      .insert(users)
      .values(
        batch.map((n) => ({
          username: `bench_${n}`,
          email: `bench_${n}@example.com`,
          passwordHash,
          kind: 'candidate' as const,
          firstName: 'Bench',
          lastName: `Candidate${n}`,
          mustChangePassword: false,
        })),
      )
      .returning({ id: users.id });
    const created = await db
      .insert(candidates)
      .values(
        inserted.map((user, i) => {
          const n = batch[i]!;
          return {
            userId: user.id,
            dobAd: '1996-01-15',
            gender: 'female' as const,
            mobile: `98${String(n).padStart(8, '0')}`,
            nationalId: `${String(n)
              .padStart(10, '0')
              .replace(/(\d{3})(\d{3})(\d{4})/, '$1-$2-$3')}`,
            citizenshipNumber: `B-${n}`,
            citizenshipIssueDateAd: '2014-01-01',
            citizenshipIssueDistrictId: 27,
          };
        }),
      )
      .returning({ userId: candidates.userId, masterId: candidates.masterId });
    candidateRows.push(...created);
  }

  const [post] = await db.select({ id: posts.id }).from(posts).limit(1);
  const [quota] = await db.select({ id: quotas.id }).from(quotas).limit(1);
  const [centre] = await db.select({ id: examCentres.id }).from(examCentres).limit(1);
  const today = todayIso();
  const ads = await db
    .insert(advertisements)
    .values(
      Array.from({ length: options.advertisementCount }, (_, i) => ({
        code: `BENCH-${i}`,
        advertisementNumber: `${20000 + i}/082-83`,
        postId: post!.id,
        quotaId: quota!.id,
        vacancyCount: 1 + (i % 40),
        feePaisa: 100_000,
        status: 'live' as const,
        publishDate: addDaysIso(today, -5),
        singleFeeDeadline: addDaysIso(today, 10 + (i % 20)),
        doubleFeeDeadline: addDaysIso(today, 20 + (i % 20)),
        ageCutOffDate: addDaysIso(today, 10),
        admitCardDate: addDaysIso(today, 40),
      })),
    )
    .returning({ id: advertisements.id });
  await db
    .insert(advertisementExamCentres)
    .values(ads.map((ad) => ({ advertisementId: ad.id, examCentreId: centre!.id })));
  await db.execute(sql`analyze`);
  return {
    candidates: candidateRows,
    advertisementIds: ads.map((ad) => ad.id),
    examCentreId: centre!.id,
  };
}
