import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import { INTERNAL_COMPETITION_QUOTA_CODE, type VacancyReportKind } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { quotas } from '../../db/schema';

interface ReportRow {
  advertisement_id: number;
  code: string;
  advertisement_number: string;
  post_en: string;
  post_ne: string;
  quota_en: string;
  quota_ne: string;
  vacancy_count: number;
  applications: number;
  paid: number;
  pending: number;
  unpaid: number;
  collected: string | number;
  by_provider: Record<string, string | number> | null;
  refund_due: number;
  refund_due_paisa: string | number;
}

/**
 * Per advertisement, as CTEs `application_counts` and `payment_sums`: applications counted on
 * their own and payments summed on their own, so an application with two attempts is not
 * counted twice. Money is what paid attempts collected; refund-due attempts apart.
 */
const ADVERTISEMENT_FIGURES = sql`
    application_counts as (
      select advertisement_id,
             count(*)::int as applications,
             (count(*) filter (where payment_status = 'paid'))::int as paid,
             (count(*) filter (where payment_status = 'pending'))::int as pending,
             (count(*) filter (where payment_status = 'unpaid'))::int as unpaid
        from applications group by advertisement_id
    ), provider_sums as (
      select app.advertisement_id, pay.provider, pay.status,
             count(*)::int as attempts, sum(pay.amount_paisa)::bigint as amount
        from payments pay join applications app on app.id = pay.application_id
       where pay.status in ('paid', 'refund_due')
       group by app.advertisement_id, pay.provider, pay.status
    ), payment_sums as (
      select advertisement_id,
             coalesce(sum(amount) filter (where status = 'paid'), 0) as collected,
             jsonb_object_agg(provider::text, amount) filter (where status = 'paid') as by_provider,
             coalesce(sum(attempts) filter (where status = 'refund_due'), 0)::int as refund_due,
             coalesce(sum(amount) filter (where status = 'refund_due'), 0) as refund_due_paisa
        from provider_sums group by advertisement_id
    )`;

/** Both drivers (pg and PGlite) answer raw SQL with { rows }. */
async function rowsOf<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const result = (await executor.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * One row per advertisement (optionally of one fiscal year's number, e.g. "082-83"), with its
 * applications, payments made, pending and not made, and the money by provider.
 */
export async function paymentReport(executor: Executor, search?: string) {
  const pattern = search ? containsPattern(search) : null;
  return rowsOf<ReportRow>(
    executor,
    sql`
    with ${ADVERTISEMENT_FIGURES}
    select a.id as advertisement_id, a.code, a.advertisement_number,
           p.name_en as post_en, p.name_ne as post_ne, q.name_en as quota_en, q.name_ne as quota_ne,
           a.vacancy_count,
           coalesce(c.applications, 0) as applications, coalesce(c.paid, 0) as paid,
           coalesce(c.pending, 0) as pending, coalesce(c.unpaid, 0) as unpaid,
           coalesce(s.collected, 0) as collected, s.by_provider,
           coalesce(s.refund_due, 0) as refund_due, coalesce(s.refund_due_paisa, 0) as refund_due_paisa
      from advertisements a
      join posts p on p.id = a.post_id
      join quotas q on q.id = a.quota_id
      left join application_counts c on c.advertisement_id = a.id
      left join payment_sums s on s.advertisement_id = a.id
     where ${pattern}::text is null
        or a.code ilike ${pattern} or a.advertisement_number ilike ${pattern}
        or p.name_en ilike ${pattern} or p.name_ne ilike ${pattern}
     order by a.code`,
  );
}

export type PaymentReportRow = Awaited<ReturnType<typeof paymentReport>>[number];

interface VacancyReportRow {
  post_id: number;
  post_en: string;
  post_ne: string;
  service_en: string;
  service_ne: string;
  class_en: string;
  class_ne: string;
  group_en: string | null;
  group_ne: string | null;
  sub_group_en: string | null;
  sub_group_ne: string | null;
  local_body_id: number | null;
  local_body_en: string | null;
  local_body_ne: string | null;
  district_en: string | null;
  district_ne: string | null;
  province_en: string | null;
  province_ne: string | null;
  advertisement_numbers: string[];
  vacancies_by_quota: Record<string, number>;
  total_vacancy: number;
  applications: number;
  paid: number;
  collected: string | number;
  refund_due: number;
  refund_due_paisa: string | number;
}

/** Which advertisements each vacancy report adds up (see VACANCY_REPORT_KINDS). */
function kindCondition(kind: VacancyReportKind): SQL {
  switch (kind) {
    case 'promotion':
      return sql`q.code = ${INTERNAL_COMPETITION_QUOTA_CODE}`;
    case 'local-level':
      return sql`a.local_body_id is not null`;
    case 'vacancy-detail':
      return sql`true`;
  }
}

/**
 * One row per post and local level (none for the commission's own posts) over the
 * advertisements published (pre-live, live or closed; not pending or rejected) of the kind,
 * with vacancies per quota code. Local levels come by province, district and name; the
 * commission's own posts first.
 */
export async function vacancyReport(executor: Executor, kind: VacancyReportKind, search?: string) {
  const pattern = search ? containsPattern(search) : null;
  return rowsOf<VacancyReportRow>(
    executor,
    sql`
    with ${ADVERTISEMENT_FIGURES}, chosen as (
      select a.id, a.post_id, a.local_body_id, a.advertisement_number, a.vacancy_count,
             q.code as quota_code
        from advertisements a
        join quotas q on q.id = a.quota_id
        join posts p on p.id = a.post_id
        left join local_bodies lb on lb.id = a.local_body_id
       where a.status in ('pre_live', 'live', 'closed') and ${kindCondition(kind)}
         and (${pattern}::text is null
              or a.code ilike ${pattern} or a.advertisement_number ilike ${pattern}
              or p.name_en ilike ${pattern} or p.name_ne ilike ${pattern}
              or lb.name_en ilike ${pattern} or lb.name_ne ilike ${pattern})
    ), quota_maps as (
      select post_id, local_body_id, jsonb_object_agg(quota_code, vacancies) as vacancies_by_quota
        from (select post_id, local_body_id, quota_code, sum(vacancy_count)::int as vacancies
                from chosen group by post_id, local_body_id, quota_code) per_quota
       group by post_id, local_body_id
    ), totals as (
      select c.post_id, c.local_body_id,
             array_agg(c.advertisement_number order by c.advertisement_number) as advertisement_numbers,
             sum(c.vacancy_count)::int as total_vacancy,
             coalesce(sum(ac.applications), 0)::int as applications,
             coalesce(sum(ac.paid), 0)::int as paid,
             coalesce(sum(ps.collected), 0)::bigint as collected,
             coalesce(sum(ps.refund_due), 0)::int as refund_due,
             coalesce(sum(ps.refund_due_paisa), 0)::bigint as refund_due_paisa
        from chosen c
        left join application_counts ac on ac.advertisement_id = c.id
        left join payment_sums ps on ps.advertisement_id = c.id
       group by c.post_id, c.local_body_id
    )
    select t.post_id, p.name_en as post_en, p.name_ne as post_ne,
           s.name_en as service_en, s.name_ne as service_ne,
           cl.name_en as class_en, cl.name_ne as class_ne,
           g.name_en as group_en, g.name_ne as group_ne,
           sg.name_en as sub_group_en, sg.name_ne as sub_group_ne,
           lb.id as local_body_id,
           lb.name_en || ' ' || lt.name_en as local_body_en,
           lb.name_ne || ' ' || lt.name_ne as local_body_ne,
           d.name_en as district_en, d.name_ne as district_ne,
           pr.name_en as province_en, pr.name_ne as province_ne,
           t.advertisement_numbers, m.vacancies_by_quota, t.total_vacancy, t.applications,
           t.paid, t.collected, t.refund_due, t.refund_due_paisa
      from totals t
      join quota_maps m on m.post_id = t.post_id
                       and m.local_body_id is not distinct from t.local_body_id
      join posts p on p.id = t.post_id
      join services s on s.id = p.service_id
      join classes cl on cl.id = p.class_id
      left join service_groups g on g.id = p.group_id
      left join sub_groups sg on sg.id = p.sub_group_id
      left join local_bodies lb on lb.id = t.local_body_id
      left join local_body_types lt on lt.id = lb.local_body_type_id
      left join districts d on d.id = lb.district_id
      left join provinces pr on pr.id = d.province_id
     order by pr.id nulls first, d.name_en, lb.name_en, s.name_en, cl.id, p.name_en, p.id`,
  );
}

export type VacancyReportRows = Awaited<ReturnType<typeof vacancyReport>>;

/** The quota columns of a report: those its rows use, in master-data order. */
export async function reportQuotas(executor: Executor, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return executor
    .select({ code: quotas.code, nameEn: quotas.nameEn, nameNe: quotas.nameNe })
    .from(quotas)
    .where(inArray(quotas.code, [...codes]))
    .orderBy(asc(quotas.id));
}
