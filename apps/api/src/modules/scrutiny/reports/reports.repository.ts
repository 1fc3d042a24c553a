import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TScrutinyReportQuery } from '@niyukti/shared';
import type { Executor } from '../../../db/client';
import { rowsOf } from '../../../db/raw-rows';
import { advertisements, applications, candidates } from '../../../db/schema';
import { ofFiscalYear } from '../../../db/advertisement-fiscal-year';
import type { Dimension } from './dimensions.repository';

// The scrutiny report's counts: forms (paid applications) of the advertisements the filters
// name, by a dimension and by gender, in one grouped query over the applications.

export interface GenderCountsRow {
  male: number;
  female: number;
  other: number;
  total: number;
}

export interface BreakdownCountRow extends GenderCountsRow {
  key: string | null;
  label_en: string | null;
  label_ne: string | null;
}

/** The forms the filters name. */
function formsOf(query: TScrutinyReportQuery): SQL {
  return (
    and(
      eq(applications.paymentStatus, 'paid'),
      query.advertisementCode ? eq(advertisements.code, query.advertisementCode) : undefined,
      query.scrutinyStatus ? eq(applications.scrutinyStatus, query.scrutinyStatus) : undefined,
      ofFiscalYear(query.fiscalYear),
    ) ?? sql`true`
  );
}

/** Counts of `unit` (forms, or candidates once) by gender. */
function genderCounts(eachCandidateOnce: boolean | undefined): SQL {
  const unit = eachCandidateOnce ? sql`distinct ${applications.candidateUserId}` : sql`*`;
  return sql`
    count(${unit}) filter (where ${candidates.gender} = 'male')::int as male,
    count(${unit}) filter (where ${candidates.gender} = 'female')::int as female,
    count(${unit}) filter (where ${candidates.gender} = 'other')::int as other,
    count(${unit})::int as total`;
}

const formsJoined = sql`from ${applications}
  join ${advertisements} on ${advertisements.id} = ${applications.advertisementId}
  join ${candidates} on ${candidates.userId} = ${applications.candidateUserId}`;

/** The forms by the dimension's key (and its labels, when read from master data), by gender. */
export async function countByDimension(
  executor: Executor,
  dimension: Dimension,
  query: TScrutinyReportQuery,
): Promise<BreakdownCountRow[]> {
  return rowsOf<BreakdownCountRow>(
    executor,
    sql`
    select ${dimension.key} as key,
      ${dimension.labelEn ?? sql`null`}::text as label_en,
      ${dimension.labelNe ?? sql`null`}::text as label_ne,
      ${genderCounts(dimension.eachCandidateOnce)}
    ${formsJoined}
    ${dimension.joins ?? sql``}
    where ${formsOf(query)}
    group by 1, 2, 3`,
  );
}

/** The forms (or the candidates, once each) the filters name, by gender. */
export async function countForms(
  executor: Executor,
  query: TScrutinyReportQuery,
  eachCandidateOnce?: boolean,
): Promise<GenderCountsRow> {
  const [counts] = await rowsOf<GenderCountsRow>(
    executor,
    sql`
    select ${genderCounts(eachCandidateOnce)}
    ${formsJoined}
    where ${formsOf(query)}`,
  );
  return counts ?? { male: 0, female: 0, other: 0, total: 0 };
}

export interface AdvertisementStatusCounts {
  advertisementId: number;
  totalApplicant: number;
  paidCount: number;
  pendingCount: number;
  holdCount: number;
  approvedCount: number;
  rejectedCount: number;
}

const paidWith = (status: string) =>
  sql<number>`count(*) filter (where ${applications.paymentStatus} = 'paid'
    and ${applications.scrutinyStatus} = ${status})::int`;

/** Each advertisement's applications, and its forms by scrutiny status (the advertisement report). */
export function statusCountsOf(
  executor: Executor,
  advertisementIds: readonly number[],
): Promise<AdvertisementStatusCounts[]> {
  if (advertisementIds.length === 0) return Promise.resolve([]);
  return executor
    .select({
      advertisementId: applications.advertisementId,
      totalApplicant: sql<number>`count(*)::int`,
      paidCount: sql<number>`count(*) filter (where ${applications.paymentStatus} = 'paid')::int`,
      pendingCount: paidWith('pending'),
      holdCount: paidWith('hold'),
      approvedCount: paidWith('approved'),
      rejectedCount: paidWith('rejected'),
    })
    .from(applications)
    .where(inArray(applications.advertisementId, [...advertisementIds]))
    .groupBy(applications.advertisementId);
}
