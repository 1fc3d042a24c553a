/**
 * What the surge's requests are made of, read from the season database before the load: the
 * candidates whose tokens the reads use (with their own application ids), the live
 * advertisements and their filters, eligible (candidate, advertisement) pairs for apply, and the
 * unpaid applications pay can pay. Tokens are signed here with the server's secret, as the API
 * signs them (bench/run.ts does the same).
 */
import pg from 'pg';
import { withClient } from '../server';
import { todayIso } from '@niyukti/shared';
import { createAccessTokens } from '../../apps/api/src/platform/auth/access-token';

export interface TokenCandidate {
  userId: number;
  masterId: number;
  bearer: string;
  applicationIds: number[];
}

export interface LiveAdvertisement {
  id: number;
  serviceId: number;
  classId: number;
  quotaId: number;
  postEn: string;
}

export interface ApplyPair {
  candidateUserId: number;
  advertisementId: number;
  examCentreId: number;
  bearer: string;
}

/** An application to pay, and whose it is. */
export interface Payable {
  applicationId: number;
  bearer: string;
}

export interface SurgeData {
  tokenCandidates: TokenCandidate[];
  live: LiveAdvertisement[];
  applyPairs: ApplyPair[];
  payables: Payable[];
  /** How many season candidates there are (sign-in names `season_1` … `season_<n>`; the
   * officers are `season_officer_…`). */
  seasonCandidates: number;
}

/** Signs a candidate token per user, once per user (apply and pay share candidates). */
function tokenSigner(jwtSecret: string) {
  // Hours: a token must outlive the bench (the server checks only signature and expiry).
  const tokens = createAccessTokens(new TextEncoder().encode(jwtSecret), 6 * 3600);
  const signed = new Map<number, Promise<string>>();
  return (userId: number, masterId: number) => {
    let bearer = signed.get(userId);
    if (!bearer) {
      bearer = tokens
        .sign({
          userId,
          kind: 'candidate',
          masterId,
          privileges: [],
          mustChangePassword: false,
        })
        .then((token) => `Bearer ${token}`);
      signed.set(userId, bearer);
    }
    return bearer;
  };
}
type Signer = ReturnType<typeof tokenSigner>;

/** Random season candidates with their applications (every season candidate has one or more). */
async function readTokenCandidates(client: pg.Client, count: number, sign: Signer) {
  const { rows } = await client.query<{
    user_id: number;
    master_id: number;
    application_ids: number[];
  }>(
    `with picked as (
      select c.user_id, c.master_id from candidates c
      join users u on u.id = c.user_id and u.username like 'season\\_%'
      order by random() limit $1)
    select p.user_id, p.master_id,
      array(select a.id from applications a where a.candidate_user_id = p.user_id order by a.id)
        as application_ids
    from picked p`,
    [count],
  );
  return Promise.all(
    rows.map(async (row) => ({
      userId: row.user_id,
      masterId: row.master_id,
      bearer: await sign(row.user_id, row.master_id),
      applicationIds: row.application_ids,
    })),
  );
}

async function readLiveAdvertisements(client: pg.Client): Promise<LiveAdvertisement[]> {
  const { rows } = await client.query<LiveAdvertisement>(
    `select a.id, p.service_id as "serviceId", p.class_id as "classId", a.quota_id as "quotaId",
        p.name_en as "postEn"
      from advertisements a join posts p on p.id = a.post_id
      where a.status = 'live' order by a.id`,
  );
  return rows;
}

/**
 * Pairs apply must accept (eligibility.service.ts decides the same, with these margins):
 *   group          open competition (anyone may apply);
 *   subject        the post offers none, so the body names none;
 *   age            the rule for the candidate's gender (or for anyone) of the post's class and
 *                  service, no disability or internal rule (candidates without a disability);
 *                  completed years in A.D. a year inside both ends, so the B.S. count agrees;
 *   qualification  an education of at least an open-competition rule's level (and faculty);
 *   window         the single-fee deadline is ahead; not applied to it before;
 *   profile        every season profile is complete (the sample below asks the API).
 * Drawn from a random sample of candidates, interleaved by advertisement so that applies
 * arriving together are mostly of different candidates.
 */
const ELIGIBLE_PAIRS = `
with live as (
  select ad.id, ad.post_id, ad.age_cut_off_date, p.class_id, p.service_id,
    (select min(e.exam_centre_id) from advertisement_exam_centres e
      where e.advertisement_id = ad.id) as exam_centre_id
  from advertisements ad
  join posts p on p.id = ad.post_id
  join quotas q on q.id = ad.quota_id
  where ad.status = 'live' and q.code = 'OPEN' and ad.single_fee_deadline >= $1::date
    and not exists (select 1 from post_subjects s where s.post_id = ad.post_id and s.active)),
sample as (
  select c.user_id, c.master_id, c.gender, c.dob_ad from candidates c
  join users u on u.id = c.user_id and u.username like 'season\\_%'
  join candidate_extra_details x on x.candidate_user_id = c.user_id
  where not x.physically_disabled
  order by random() limit $2),
judged as (
  select s.user_id, s.master_id, l.id as advertisement_id, l.exam_centre_id,
    row_number() over (partition by l.id order by random()) as turn
  from sample s cross join live l
  cross join lateral (
    select r.min_age, r.max_age from age_limits r
    where r.class_id = l.class_id and r.service_id = l.service_id and r.active
      and not r.for_disabled and not r.for_internal
      and (r.gender is null or r.gender = s.gender)
    order by (r.gender is not null) desc, r.id limit 1) rule
  where l.exam_centre_id is not null
    and extract(year from age(l.age_cut_off_date, s.dob_ad)) between rule.min_age + 1
      and coalesce(rule.max_age, 200) - 1
    and exists (
      select 1 from academic_qualifications q
      join education_levels ml on ml.id = q.minimum_level_id
      join candidate_educations e on e.candidate_user_id = s.user_id
      join education_levels el on el.id = e.level_id
      where q.post_id = l.post_id and q.active and q.category <> 'internal'
        and el.rank >= ml.rank and (q.faculty_id is null or q.faculty_id = e.faculty_id))
    and not exists (
      select 1 from applications a
      where a.candidate_user_id = s.user_id and a.advertisement_id = l.id))
select user_id, master_id, advertisement_id, exam_centre_id from judged
order by turn, advertisement_id limit $3`;

async function readApplyPairs(client: pg.Client, wanted: number, sign: Signer) {
  const { rows: live } = await client.query<{ n: number }>(
    `select count(*)::int as n from advertisements where status = 'live'`,
  );
  // Enough candidates that a third of the pairs qualifying still gives `wanted`.
  const sample = Math.ceil((wanted / Math.max(1, live[0]!.n)) * 3) + 100;
  const { rows } = await client.query<{
    user_id: number;
    master_id: number;
    advertisement_id: number;
    exam_centre_id: number;
  }>(ELIGIBLE_PAIRS, [todayIso(), sample, wanted]);
  return Promise.all(
    rows.map(async (row) => ({
      candidateUserId: row.user_id,
      advertisementId: row.advertisement_id,
      examCentreId: row.exam_centre_id,
      bearer: await sign(row.user_id, row.master_id),
    })),
  );
}

/** Unpaid applications whose fee can be paid today (paymentWindowOf's "payable"), shuffled. */
async function readPayables(client: pg.Client, sign: Signer) {
  const { rows } = await client.query<{
    application_id: number;
    user_id: number;
    master_id: number;
  }>(
    `select a.id as application_id, c.user_id, c.master_id
      from applications a
      join advertisements ad on ad.id = a.advertisement_id
      join candidates c on c.user_id = a.candidate_user_id
      where a.payment_status = 'unpaid' and ad.status = 'live'
        and not exists (select 1 from payments p where p.application_id = a.id)
        and case when a.double_fee
          then $1::date <= greatest(coalesce(ad.double_fee_payment_last_date,
            ad.double_fee_deadline), ad.double_fee_deadline)
          else $1::date <= coalesce(ad.payment_last_date, ad.single_fee_deadline) end
      order by random()`,
    [todayIso()],
  );
  return Promise.all(
    rows.map(async (row) => ({
      applicationId: row.application_id,
      bearer: await sign(row.user_id, row.master_id),
    })),
  );
}

export async function prepareSurgeData(options: {
  databaseUrl: string;
  jwtSecret: string;
  tokenCount: number;
  applyPairs: number;
}): Promise<SurgeData> {
  const sign = tokenSigner(options.jwtSecret);
  return withClient(options.databaseUrl, async (client) => {
    const tokenCandidates = await readTokenCandidates(client, options.tokenCount, sign);
    const live = await readLiveAdvertisements(client);
    const applyPairs = await readApplyPairs(client, options.applyPairs, sign);
    const payables = await readPayables(client, sign);
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from candidates c
        join users u on u.id = c.user_id and u.username like 'season\\_%'`,
    );
    return { tokenCandidates, live, applyPairs, payables, seasonCandidates: rows[0]!.n };
  });
}

/** How many of `pairs` have an application now (the lost-apply check). */
export async function countApplied(
  databaseUrl: string,
  pairs: readonly { candidateUserId: number; advertisementId: number }[],
) {
  if (pairs.length === 0) return 0;
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from applications a
        join unnest($1::int[], $2::int[]) as pair(candidate_user_id, advertisement_id)
          on a.candidate_user_id = pair.candidate_user_id
            and a.advertisement_id = pair.advertisement_id`,
      [pairs.map((pair) => pair.candidateUserId), pairs.map((pair) => pair.advertisementId)],
    );
    return rows[0]!.n;
  });
}
