import { and, asc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { joinPostPlace, postPlaceColumns } from '../../db/post-place';
import {
  advertisements,
  applications,
  distributionParts,
  distributions,
  districts,
  ministryOffices,
  provinces,
  quotas,
  requisitions,
} from '../../db/schema';

/** The approved distributions of a fiscal year with their post's place and office, oldest first. */
export function listApprovedDistributions(executor: Executor, fiscalYear: string) {
  const selected = executor
    .select({
      distributionId: distributions.id,
      requisitionNumber: requisitions.number,
      totalVacancy: requisitions.totalVacancy,
      ...postPlaceColumns,
      officeId: ministryOffices.id,
      officeEn: ministryOffices.nameEn,
      officeNe: ministryOffices.nameNe,
      districtId: districts.id,
      districtEn: districts.nameEn,
      districtNe: districts.nameNe,
      provinceId: provinces.id,
      provinceEn: provinces.nameEn,
      provinceNe: provinces.nameNe,
    })
    .from(distributions)
    .innerJoin(requisitions, eq(requisitions.id, distributions.requisitionId))
    .$dynamic();
  return joinPostPlace(selected, requisitions.postId)
    .innerJoin(ministryOffices, eq(ministryOffices.id, requisitions.demandOfficeId))
    .innerJoin(districts, eq(districts.id, ministryOffices.districtId))
    .innerJoin(provinces, eq(provinces.id, districts.provinceId))
    .where(and(eq(distributions.fiscalYear, fiscalYear), eq(distributions.status, 'approved')))
    .orderBy(asc(distributions.decidedAt), asc(distributions.id));
}

/** Applications to each advertisement, those paid, and what they paid. */
const applicationCounts = (executor: Executor) =>
  executor
    .select({
      advertisementId: applications.advertisementId,
      applications: sql<number>`count(*)::int`.as('applications'),
      paid: sql<number>`count(*) filter (where ${applications.paymentStatus} = 'paid')::int`.as(
        'paid',
      ),
      paidAmountPaisa:
        sql<number>`coalesce(sum(${applications.feePaisa}) filter (where ${applications.paymentStatus} = 'paid'), 0)::int`.as(
          'paid_amount_paisa',
        ),
    })
    .from(applications)
    .groupBy(applications.advertisementId)
    .as('application_counts');

/** The parts of the given distributions with seats, their quotas' names and their applications. */
export function listPartsWithCounts(executor: Executor, distributionIds: readonly number[]) {
  if (distributionIds.length === 0) return Promise.resolve([]);
  const counts = applicationCounts(executor);
  return executor
    .select({
      distributionId: distributionParts.distributionId,
      quotaId: distributionParts.quotaId,
      heading: distributionParts.heading,
      seats: distributionParts.seats,
      quotaCode: quotas.code,
      quotaEn: quotas.nameEn,
      quotaNe: quotas.nameNe,
      applications: counts.applications,
      paid: counts.paid,
      paidAmountPaisa: counts.paidAmountPaisa,
    })
    .from(distributionParts)
    .leftJoin(quotas, eq(quotas.id, distributionParts.quotaId))
    .leftJoin(counts, eq(counts.advertisementId, distributionParts.advertisementId))
    .where(inArray(distributionParts.distributionId, [...distributionIds]))
    .orderBy(asc(distributionParts.id));
}

/**
 * Every advertisement that may belong to a fiscal year, with its quota and applications: those
 * of the year, and those made by hand without one but published (their year is their publish
 * date's, told by the caller). Rejected ones are left out.
 */
export function listAdvertisementsWithCounts(executor: Executor, fiscalYear: string) {
  const counts = applicationCounts(executor);
  return executor
    .select({
      advertisementId: advertisements.id,
      fiscalYear: advertisements.fiscalYear,
      publishDate: advertisements.publishDate,
      seats: advertisements.vacancyCount,
      quotaId: quotas.id,
      quotaCode: quotas.code,
      quotaEn: quotas.nameEn,
      quotaNe: quotas.nameNe,
      applications: counts.applications,
      paid: counts.paid,
      paidAmountPaisa: counts.paidAmountPaisa,
    })
    .from(advertisements)
    .innerJoin(quotas, eq(quotas.id, advertisements.quotaId))
    .leftJoin(counts, eq(counts.advertisementId, advertisements.id))
    .where(
      and(
        ne(advertisements.status, 'rejected'),
        or(
          eq(advertisements.fiscalYear, fiscalYear),
          and(isNull(advertisements.fiscalYear), isNotNull(advertisements.publishDate)),
        ),
      ),
    );
}
