import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';

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
 * One row per advertisement (optionally of one fiscal year's number, e.g. "082-83"):
 * applications counted on their own and payments summed on their own, so an application with
 * two attempts is not counted twice.
 */
export async function paymentReport(executor: Executor, search?: string) {
  const pattern = search ? containsPattern(search) : null;
  // Both drivers (pg and PGlite) answer raw SQL with { rows }.
  const result = (await executor.execute(sql`
    with application_counts as (
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
    )
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
     order by a.code`)) as unknown as { rows: ReportRow[] };
  return result.rows;
}

export type PaymentReportRow = Awaited<ReturnType<typeof paymentReport>>[number];
