import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ReportBreakdown, TScrutinyReportQuery } from '@niyukti/shared';
import type { Executor } from '../../../db/client';
import { rowsOf } from '../../../db/raw-rows';
import {
  advertisements,
  applications,
  candidates,
  scrutinyReportCandidates,
  scrutinyReportCounts,
} from '../../../db/schema';
import { ofFiscalYear } from '../../../db/advertisement-fiscal-year';
import type { Summary } from '../../../db/report-summaries';
import { DIMENSIONS, type Dimension } from './dimensions.repository';

// The scrutiny report's summaries (decision 160): counted whole from the forms, then read
// by any filter in a few milliseconds. Counting takes half a minute on a national season, so
// it is done by a job and on a reader's request (db/report-summaries), never by a report.

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

const formsJoined = sql`from ${applications}
  join ${advertisements} on ${advertisements.id} = ${applications.advertisementId}
  join ${candidates} on ${candidates.userId} = ${applications.candidateUserId}`;

/** Counts of `unit` by the candidate's gender, as the four columns of a summary. */
function genderCounts(unit: SQL): SQL {
  return sql`
    count(${unit}) filter (where ${candidates.gender} = 'male')::int,
    count(${unit}) filter (where ${candidates.gender} = 'female')::int,
    count(${unit}) filter (where ${candidates.gender} = 'other')::int,
    count(${unit})::int`;
}

function countDimension(executor: Executor, name: ReportBreakdown, dimension: Dimension) {
  return executor.execute(sql`
    insert into ${scrutinyReportCounts}
      (dimension, advertisement_id, scrutiny_status, key, label_en, label_ne,
       male, female, other, total)
    select ${name}, ${applications.advertisementId}, ${applications.scrutinyStatus},
      coalesce(${dimension.key}, ''),
      ${dimension.labelEn ?? sql`null`}::text, ${dimension.labelNe ?? sql`null`}::text,
      ${genderCounts(sql`*`)}
    ${formsJoined}
    ${dimension.joins ?? sql``}
    where ${applications.paymentStatus} = 'paid'
    group by 2, 3, 4, 5, 6`);
}

/** Candidates once each by fiscal year and status, with '*' for every year and every status. */
function countCandidatesByYear(executor: Executor) {
  const fiscalYear = DIMENSIONS['fiscal-year'];
  const year = sql`coalesce(${fiscalYear.key}, '')`;
  const status = sql`${applications.scrutinyStatus}::text`;
  return executor.execute(sql`
    insert into ${scrutinyReportCandidates}
      (fiscal_year, scrutiny_status, male, female, other, total)
    select case when grouping(${year}) = 1 then '*' else ${year} end,
      case when grouping(${status}) = 1 then '*' else ${status} end,
      ${genderCounts(sql`distinct ${applications.candidateUserId}`)}
    ${formsJoined}
    ${fiscalYear.joins ?? sql``}
    where ${applications.paymentStatus} = 'paid'
    group by grouping sets ((${year}, ${status}), (${year}), (${status}), ())`);
}

/** The scrutiny report's summaries, counted whole (decision 160). */
export const SCRUTINY_REPORT_SUMMARY: Summary = {
  name: 'scrutiny-report',
  async count(tx) {
    await tx.delete(scrutinyReportCounts);
    await tx.delete(scrutinyReportCandidates);
    for (const [name, dimension] of Object.entries(DIMENSIONS)) {
      if (!dimension.eachCandidateOnce) {
        await countDimension(tx, name as ReportBreakdown, dimension);
      }
    }
    await countCandidatesByYear(tx);
  },
};

/** The counted forms of the advertisements and status the filters name. */
function countsOf(query: TScrutinyReportQuery, dimension: string): SQL {
  return sql`from ${scrutinyReportCounts}
    join ${advertisements} on ${advertisements.id} = ${scrutinyReportCounts.advertisementId}
    where ${and(
      eq(scrutinyReportCounts.dimension, dimension),
      query.advertisementCode ? eq(advertisements.code, query.advertisementCode) : undefined,
      query.scrutinyStatus
        ? eq(scrutinyReportCounts.scrutinyStatus, query.scrutinyStatus)
        : undefined,
      ofFiscalYear(query.fiscalYear),
    )}`;
}

const summed = sql`sum(male)::int as male, sum(female)::int as female,
  sum(other)::int as other, sum(total)::int as total`;

/**
 * A breakdown's rows and, last, its total (key and labels null, `is_total`): the forms by the
 * dimension's value, read from the summary in one statement. The total is the gender-only
 * breakdown's, as a form may give two rows (a father's and a mother's education).
 */
export async function readBreakdown(
  executor: Executor,
  breakdown: ReportBreakdown,
  query: TScrutinyReportQuery,
) {
  const rows = await rowsOf<BreakdownCountRow & { is_total: boolean }>(
    executor,
    sql`
    select nullif(key, '') as key, label_en, label_ne, ${summed}, false as is_total
    ${countsOf(query, breakdown)}
    group by key, label_en, label_ne
    union all
    select null, null, null, ${summed}, true
    ${countsOf(query, 'gender-only')}`,
  );
  return splitTotal(rows);
}

/**
 * The "fiscal year (unique)" breakdown: candidates once each per year. For one advertisement a
 * candidate has one form, so its forms by year are its candidates.
 */
export async function readCandidatesByYear(executor: Executor, query: TScrutinyReportQuery) {
  if (query.advertisementCode) return readBreakdown(executor, 'fiscal-year', query);
  const table = scrutinyReportCandidates;
  const status = eq(table.scrutinyStatus, query.scrutinyStatus ?? '*');
  const years = query.fiscalYear ? eq(table.fiscalYear, query.fiscalYear) : sql`fiscal_year <> '*'`;
  const all = query.fiscalYear ? eq(table.fiscalYear, query.fiscalYear) : eq(table.fiscalYear, '*');
  const rows = await rowsOf<BreakdownCountRow & { is_total: boolean }>(
    executor,
    sql`
    select nullif(fiscal_year, '') as key, null as label_en, null as label_ne,
      male, female, other, total, false as is_total
    from ${table} where ${and(status, years)}
    union all
    select null, null, null, male, female, other, total, true
    from ${table} where ${and(status, all)}`,
  );
  return splitTotal(rows);
}

function splitTotal(rows: (BreakdownCountRow & { is_total: boolean })[]) {
  const totalRow = rows.find((row) => row.is_total);
  const total: GenderCountsRow = {
    male: totalRow?.male ?? 0,
    female: totalRow?.female ?? 0,
    other: totalRow?.other ?? 0,
    total: totalRow?.total ?? 0,
  };
  return { rows: rows.filter((row) => !row.is_total), total };
}
