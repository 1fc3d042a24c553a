import { eq, inArray } from 'drizzle-orm';
import { addDaysIso, todayIso } from '@niyukti/shared';
import type { Database } from '../apps/api/src/db/client';
import {
  academicQualifications,
  advertisementExamCentres,
  advertisements,
  examCentres,
  posts,
  quotas,
} from '../apps/api/src/db/schema';
import {
  AGE_LIMITED_POST,
  BENCH_EDUCATION_LEVEL,
  BENCH_GROUPS,
  educationLevelId,
} from './bench-rules';

/**
 * Posts of the class and service of the demo's Section Officer (so its age limits apply), each
 * asking a Bachelor's degree in any faculty and offering no subject. `count` posts, named from
 * `label` upwards.
 */
export async function insertBenchPosts(db: Database, count: number, label: string) {
  const [model] = await db
    .select({ classId: posts.classId, serviceId: posts.serviceId, groupId: posts.groupId })
    .from(posts)
    .where(eq(posts.nameEn, AGE_LIMITED_POST));
  if (!model) throw new Error(`the demo post "${AGE_LIMITED_POST}" is missing`);
  const inserted = await db
    .insert(posts)
    .values(
      Array.from({ length: count }, (_, i) => ({
        ...model,
        nameEn: `${label} ${i + 1}`,
        nameNe: `बेन्च पद ${label} ${i + 1}`,
      })),
    )
    .returning({ id: posts.id });
  const bachelor = await educationLevelId(db, BENCH_EDUCATION_LEVEL);
  await db.insert(academicQualifications).values(
    inserted.map((post) => ({
      postId: post.id,
      category: 'both' as const,
      minimumLevelId: bachelor,
    })),
  );
  return inserted.map((post) => post.id);
}

async function quotaIdsByCode(db: Database) {
  const rows = await db
    .select({ id: quotas.id, code: quotas.code })
    .from(quotas)
    .where(inArray(quotas.code, [...BENCH_GROUPS]));
  const byCode = new Map(rows.map((row) => [row.code, row.id]));
  return BENCH_GROUPS.map((code) => {
    const id = byCode.get(code);
    if (id === undefined) throw new Error(`quota ${code} is missing`);
    return id;
  });
}

export async function firstExamCentreId(db: Database) {
  const [centre] = await db.select({ id: examCentres.id }).from(examCentres).limit(1);
  if (!centre) throw new Error('no exam centre: seed the demo data first');
  return centre.id;
}

/**
 * `count` live advertisements: each bench post advertised in every bench group (a post's
 * groups are consecutive, as the commission numbers them), deadlines ahead, one exam centre.
 */
export async function generateLiveAdvertisements(db: Database, count: number) {
  const postIds = await insertBenchPosts(
    db,
    Math.ceil(count / BENCH_GROUPS.length),
    'Bench Officer',
  );
  const quotaIds = await quotaIdsByCode(db);
  const today = todayIso();
  const ads = await db
    .insert(advertisements)
    .values(
      Array.from({ length: count }, (_, i) => ({
        code: `BENCH-${i}`,
        advertisementNumber: `${20000 + i}/082-83`,
        postId: postIds[Math.floor(i / BENCH_GROUPS.length)]!,
        quotaId: quotaIds[i % BENCH_GROUPS.length]!,
        vacancyCount: 1 + (i % 40),
        feePaisa: 100_000,
        extraFeePaisa: 40_000,
        status: 'live' as const,
        publishDate: addDaysIso(today, -5),
        singleFeeDeadline: addDaysIso(today, 10 + (i % 20)),
        doubleFeeDeadline: addDaysIso(today, 20 + (i % 20)),
        ageCutOffDate: addDaysIso(today, 10),
        admitCardDate: addDaysIso(today, 40),
      })),
    )
    .returning({ id: advertisements.id });
  const examCentreId = await firstExamCentreId(db);
  await db
    .insert(advertisementExamCentres)
    .values(ads.map((ad) => ({ advertisementId: ad.id, examCentreId })));
  return { advertisementIds: ads.map((ad) => ad.id), examCentreId, openQuotaId: quotaIds[0]! };
}
