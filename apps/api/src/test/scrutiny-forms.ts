import { and, asc, eq, sql } from 'drizzle-orm';
import { addDaysIso, todayIso, type PaymentStatus } from '@niyukti/shared';
import type { Database } from '../db/client';
import { advertisements, applications, examCentres, quotas } from '../db/schema';
import type { FastifyInstance } from 'fastify';
import { aLiveAdvertisement } from './advertisements';
import { bearer } from './people';
import type { internal } from './staff';

// Forms to scrutinise in bulk: a live advertisement of its own and candidates who applied to it,
// written with set-based SQL (the counts, allocations and decisions are what these tests are
// about, not registering and applying, which have tests of their own).

let made = 0;

/** A live advertisement of the demo's first post, open today, made by `staff` (PA and RNG). */
export async function aScrutinisedAdvertisement(db: Database, staff: ReturnType<typeof internal>) {
  const [demo] = await db
    .select({ postId: advertisements.postId })
    .from(advertisements)
    .where(eq(advertisements.code, 'ADV-2082-001'));
  const [open] = await db.select({ id: quotas.id }).from(quotas).where(eq(quotas.code, 'OPEN'));
  const centres = await db.select({ id: examCentres.id }).from(examCentres).limit(1);
  const tag = `${process.pid}-${++made}`;
  return aLiveAdvertisement(
    { pa: staff, rng: staff },
    {
      code: `SCR-${tag}`,
      advertisementNumber: `SCR/${tag}`,
      postId: demo!.postId,
      quotaId: open!.id,
      vacancyCount: 3,
      examCentreIds: centres.map((centre) => centre.id),
    },
  );
}

/**
 * `count` candidates who applied to `advertisementId` with `paymentStatus`, a second apart in
 * the order given; returns their application ids, oldest first.
 */
export async function applicationsTo(
  db: Database,
  advertisementId: number,
  count: number,
  paymentStatus: PaymentStatus = 'paid',
): Promise<number[]> {
  const tag = `f${process.pid}x${++made}`;
  await db.execute(sql`
    with people as (
      insert into users (username, email, password_hash, kind, first_name, last_name,
        must_change_password)
      select ${tag} || '_' || n, ${tag} || '_' || n || '@forms.example', 'not-a-hash',
        'candidate', 'Form', 'Applicant ' || n, false
      from generate_series(1, ${count}::int) as n
      returning id
    ), profiles as (
      insert into candidates (user_id, dob_ad, gender, mobile, national_id, citizenship_number,
        citizenship_issue_date_ad, citizenship_issue_district_id)
      select id, '1995-01-01', 'female', '97' || lpad(id::text, 8, '0'),
        '8' || lpad(id::text, 11, '0'), 'F-' || id, '2015-01-01',
        (select min(id) from districts)
      from people
      returning user_id
    )
    insert into applications (candidate_user_id, advertisement_id, exam_centre_id, fee_paisa,
      payment_status, applied_at)
    select user_id, ${advertisementId}::int,
      (select exam_centre_id from advertisement_exam_centres
        where advertisement_id = ${advertisementId}::int limit 1),
      150000, ${paymentStatus}::payment_status,
      now() - interval '1 day' + (row_number() over (order by user_id)) * interval '1 second'
    from profiles`);
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(sql`users`, sql`users.id = ${applications.candidateUserId}`)
    .where(
      and(
        eq(applications.advertisementId, advertisementId),
        sql`users.username like ${`${tag}\\_%`}`,
      ),
    )
    .orderBy(asc(applications.appliedAt), asc(applications.id));
  return rows.map((row) => row.id);
}

/**
 * The season passes for an advertisement: its last dates to apply and pay move to yesterday, so
 * applying and paying are over and its scrutiny may be finalised.
 */
export async function closeApplicationWindow(db: Database, advertisementId: number) {
  const yesterday = addDaysIso(todayIso(), -1);
  await db
    .update(advertisements)
    .set({
      singleFeeDeadline: yesterday,
      paymentLastDate: yesterday,
      doubleFeeDeadline: yesterday,
      doubleFeePaymentLastDate: yesterday,
    })
    .where(eq(advertisements.id, advertisementId));
}

/**
 * The season passes and `token` (SA) finalises the advertisement's scrutiny, as roll numbers
 * need (every paid form must be decided by then).
 */
export async function finaliseAfterTheSeason(
  app: FastifyInstance,
  db: Database,
  token: string,
  advertisementId: number,
) {
  await closeApplicationWindow(db, advertisementId);
  const finalised = await app.inject({
    method: 'POST',
    url: `/api/internal/scrutiny/allocations/${advertisementId}/finalisation`,
    headers: bearer(token),
  });
  if (finalised.statusCode !== 200) throw new Error(`finalise: ${finalised.body}`);
}

/** What a hold adds to a decision: a reason and a last day to fix, a week away by default. */
export const holdFields = (holdReason = 'other', days = 7) => ({
  holdReason,
  holdUntil: addDaysIso(todayIso(), days),
});
