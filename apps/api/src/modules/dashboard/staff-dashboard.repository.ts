import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { addDaysIso } from '@niyukti/shared';
import type { Executor } from '../../db/client';
import { ofFiscalYear } from '../../db/advertisement-fiscal-year';
import {
  advertisements,
  applications,
  paymentVouchers,
  payments,
  posts,
  scrutinyAllocations,
  users,
} from '../../db/schema';
import { nepalMidnight } from '../../db/nepal-day';
import { readAll } from '../../db/read-all';

// The staff dashboard's figures (ZStaffDashboard): each one count over an index.

const isPaid = sql`${applications.paymentStatus} = 'paid'`;
const isDecided = sql`${applications.scrutinyStatus} in ('approved', 'rejected')`;

/** Applications since today began in Nepal, and those of the fiscal year's advertisements. */
export async function applicationCounts(executor: Executor, today: string, fiscalYear: string) {
  const [[made], [season]] = await readAll(executor, [
    () =>
      executor
        .select({ today: sql<number>`count(*)::int` })
        .from(applications)
        .where(gte(applications.appliedAt, sql`${nepalMidnight(today)}`)),
    () =>
      executor
        .select({
          applications: sql<number>`count(*)::int`,
          pending: sql<number>`count(*) filter (where ${isPaid}
          and ${applications.scrutinyStatus} = 'pending')::int`,
          onHold: sql<number>`count(*) filter (where ${isPaid}
          and ${applications.scrutinyStatus} = 'hold')::int`,
          decided: sql<number>`count(*) filter (where ${isPaid} and ${isDecided})::int`,
          unallocated: sql<number>`count(*) filter (where ${isPaid}
          and ${scrutinyAllocations.applicationId} is null)::int`,
        })
        .from(applications)
        .innerJoin(advertisements, eq(advertisements.id, applications.advertisementId))
        .leftJoin(scrutinyAllocations, eq(scrutinyAllocations.applicationId, applications.id))
        .where(ofFiscalYear(fiscalYear)),
  ]);
  return { today: made!.today, season: season! };
}

/** Each officer's forms of the fiscal year's advertisements, most pending first. */
export function officerForms(executor: Executor, fiscalYear: string) {
  const pending = sql<number>`count(*) filter (where ${applications.scrutinyStatus} = 'pending')::int`;
  return executor
    .select({
      userId: users.id,
      name: sql<string>`concat_ws(' ', ${users.firstName}, ${users.middleName}, ${users.lastName})`,
      pending,
      onHold: sql<number>`count(*) filter (where ${applications.scrutinyStatus} = 'hold')::int`,
      decided: sql<number>`count(*) filter (where ${isDecided})::int`,
    })
    .from(scrutinyAllocations)
    .innerJoin(applications, eq(applications.id, scrutinyAllocations.applicationId))
    .innerJoin(advertisements, eq(advertisements.id, scrutinyAllocations.advertisementId))
    .innerJoin(users, eq(users.id, scrutinyAllocations.officerUserId))
    .where(ofFiscalYear(fiscalYear))
    .groupBy(users.id)
    .orderBy(desc(pending), asc(users.firstName), asc(users.id));
}

/** Bank vouchers waiting for a decision, and online payments the provider has not confirmed. */
export async function paymentsAwaitingVerification(executor: Executor) {
  const [[vouchers], [online]] = await readAll(executor, [
    () =>
      executor
        .select({ count: sql<number>`count(*)::int` })
        .from(paymentVouchers)
        .where(eq(paymentVouchers.status, 'submitted')),
    () =>
      executor
        .select({ count: sql<number>`count(*)::int` })
        .from(payments)
        .where(eq(payments.status, 'pending')),
  ]);
  return { vouchers: vouchers!.count, online: online!.count };
}

/** Live advertisements whose next deadline falls between today and a week on, soonest first. */
export function closingWithin(executor: Executor, today: string, days: number) {
  const last = addDaysIso(today, days);
  const closesOn = sql<string>`(case
    when ${advertisements.singleFeeDeadline} >= ${today}::date
      then ${advertisements.singleFeeDeadline}
    else ${advertisements.doubleFeeDeadline} end)::text`;
  return executor
    .select({
      advertisementId: advertisements.id,
      code: advertisements.code,
      advertisementNumber: advertisements.advertisementNumber,
      postEn: posts.nameEn,
      postNe: posts.nameNe,
      closesOn,
      singleFee: sql<boolean>`${advertisements.singleFeeDeadline} >= ${today}::date`,
      applications: sql<number>`(select count(*) from ${applications}
        where ${applications.advertisementId} = ${advertisements.id})::int`,
    })
    .from(advertisements)
    .innerJoin(posts, eq(posts.id, advertisements.postId))
    .where(
      and(
        eq(advertisements.status, 'live'),
        sql`${closesOn}::date between ${today}::date and ${last}::date`,
      ),
    )
    .orderBy(asc(closesOn), asc(advertisements.id))
    .limit(20);
}
