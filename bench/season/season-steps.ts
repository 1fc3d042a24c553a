// The national season in set-based SQL: every step is one or a few `insert … select` statements
// over generate_series and small lookup tables (weighted picks, districts, castes), run on one
// connection. Nothing is inserted row by row from Node. Work tables live in the schema
// `season_work` (unlogged) and are dropped at the end.
import type pg from 'pg';
import { HOLD_REASONS, addDaysIso, adToBs, fiscalYearDays } from '@niyukti/shared';
import type { SeasonSizes } from './season-config';
import {
  APPLICATIONS_PER_CANDIDATE,
  BACKWARD_AREA_DISTRICTS,
  CASTE_WEIGHTS,
  DALIT_CASTES,
  DISTRICT_WEIGHTS,
  EMPLOYMENT_WEIGHTS,
  FACULTY_WEIGHTS,
  FATHER_EDUCATION_WEIGHTS,
  FATHER_OCCUPATION_WEIGHTS,
  FEMALE_FIRST_NAMES,
  GENDER_WEIGHTS,
  HIGHEST_EDUCATION_WEIGHTS,
  INNER_MADHESH_DISTRICTS,
  JANAJATI_CASTES,
  KHAS_ARYA_CASTES,
  LAST_NAMES,
  MADHESI_CASTES,
  MAJOR_SUBJECTS,
  MALE_FIRST_NAMES,
  MARITAL_WEIGHTS,
  MOTHER_EDUCATION_WEIGHTS,
  MOTHER_OCCUPATION_WEIGHTS,
  MOTHER_TONGUE_WEIGHTS,
  MOUNTAIN_DISTRICTS,
  PAID_SHARE,
  POST_POPULARITY,
  POST_WEIGHTS,
  PROVIDER_WEIGHTS,
  QUOTA_WEIGHTS,
  RELIGION_WEIGHTS,
  SCRUTINY_SHARES,
  TERAI_DISTRICTS,
  TOLES,
  VALLEY_DISTRICTS,
  type NamedWeights,
  type Weights,
} from './shares';

/** Buckets of a weighted pick: a value's share is its buckets / BUCKETS. */
const BUCKETS = 100_000;
const W = 'season_work';

// ---------------------------------------------------------------------------------------------
// SQL text helpers (every value below is one of our constants, quoted all the same).

const lit = (value: string) => `'${value.replaceAll("'", "''")}'`;
const textArray = (values: readonly string[]) => `array[${values.map(lit).join(', ')}]::text[]`;
const namesIn = (values: readonly string[]) =>
  `(${values.map((v) => lit(v.toLowerCase())).join(', ')})`;
const weightValues = (weights: Weights) =>
  `(values ${weights.map(([name, weight]) => `(${lit(name)}, ${weight}::float8)`).join(', ')})`;

/** `(array[...])[1 + floor(r × n)]`: a uniform pick from a constant list by a random in [0,1). */
const uniformPick = (values: readonly string[], random: string) =>
  `(${textArray(values)})[1 + floor(${random} * ${values.length})::int]`;

/** The rows of a master-data table with their weights (by English name or code). */
function masterWeights(table: string, column: string, list: NamedWeights, where = 'true') {
  return `select t.id as value, coalesce(w.weight, ${list.otherwise}::float8) as weight
    from ${table} t left join ${weightValues(list.weights)} as w(name, weight)
      on lower(w.name) = lower(t.${column})
    where t.active and ${where}`;
}

const choiceWeights = (weights: Weights) =>
  `select name as value, weight from ${weightValues(weights)} as w(name, weight)`;

/** A pick table: buckets 0…BUCKETS-1, each naming a value, in proportion to the weights. */
function pickTable(name: string, source: string) {
  return [
    `create unlogged table ${W}.${name} as
      with w as (select value, weight from (${source}) s where weight > 0),
      c as (select value, weight, sum(weight) over (order by value) as hi,
          sum(weight) over () as total from w)
      select bucket, value from c,
        generate_series(round((hi - weight) / total * ${BUCKETS})::int,
          round(hi / total * ${BUCKETS})::int - 1) as bucket`,
    `alter table ${W}.${name} add primary key (bucket)`,
  ];
}

const bucket = () => `floor(random() * ${BUCKETS})::int`;

// ---------------------------------------------------------------------------------------------
// Shapes of the season computed in TypeScript (small): applications per candidate, dates.

/**
 * How many candidates apply to 1, 2, … 6 advertisements: APPLICATIONS_PER_CANDIDATE tilted
 * (geometrically) until the mean is applications / candidates, then nudged to the exact total.
 */
export function applicationsPerCandidate(candidates: number, applications: number): number[] {
  const mean = applications / candidates;
  if (mean < 1 || mean > 6) throw new Error(`applications per candidate must be 1–6, not ${mean}`);
  const base = APPLICATIONS_PER_CANDIDATE;
  const meanAt = (tilt: number) => {
    const weights = base.map((w, k) => w * tilt ** k);
    const sum = weights.reduce((a, b) => a + b, 0);
    return weights.reduce((a, w, k) => a + (w / sum) * (k + 1), 0);
  };
  let low = 1e-6;
  let high = 1e6;
  for (let i = 0; i < 200; i++) {
    const middle = Math.sqrt(low * high);
    if (meanAt(middle) < mean) low = middle;
    else high = middle;
  }
  const weights = base.map((w, k) => w * low ** k);
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.round((w / sum) * candidates));
  counts[0]! += candidates - counts.reduce((a, b) => a + b, 0);
  // Each candidate moved from k to k+1 adds one application (and back removes one).
  let missing = applications - counts.reduce((a, c, k) => a + c * (k + 1), 0);
  for (let k = 0; missing > 0 && k < counts.length - 1; k++) {
    const moved = Math.min(missing, counts[k]!);
    counts[k]! -= moved;
    counts[k + 1]! += moved;
    missing -= moved;
  }
  for (let k = counts.length - 1; missing < 0 && k > 0; k--) {
    const moved = Math.min(-missing, counts[k]!);
    counts[k]! -= moved;
    counts[k - 1]! += moved;
    missing += moved;
  }
  return counts;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A multiplier that permutes 0…n-1 (n ↦ n·m mod count): who applies how often, shuffled. */
function permutingMultiplier(count: number) {
  let multiplier = 7919;
  while (gcd(multiplier, count) !== 1) multiplier++;
  return multiplier;
}

interface FiscalYearPlan {
  index: number;
  fiscalYear: string;
  /** Advertisements are published between these days (inclusive). */
  publishFrom: string;
  publishTo: string;
}

/** Each fiscal year's publishing days: its first ten months, never after the day before yesterday. */
export function fiscalYearPlans(fiscalYears: readonly string[], today: string): FiscalYearPlan[] {
  return fiscalYears.map((fiscalYear, index) => {
    const { first, next } = fiscalYearDays(fiscalYear);
    const latest = [
      addDaysIso(first, 300),
      addDaysIso(next, -40),
      addDaysIso(today, -2),
    ].sort()[0]!;
    return { index, fiscalYear, publishFrom: first, publishTo: latest < first ? first : latest };
  });
}

// ---------------------------------------------------------------------------------------------
// The steps.

export interface StepContext {
  client: pg.Client;
  sizes: SeasonSizes;
  /** Today in Nepal (what the server's jobs call today). */
  today: string;
  /** The moment the season is generated: nothing is applied for or paid after it. */
  now: Date;
  passwordHash: string;
}

export interface SeasonStep {
  name: string;
  /** Runs the step; returns the rows it wrote (for the log). */
  run: (context: StepContext) => Promise<number>;
}

/** Runs statements in order; the row count is the last statement's (or the sum, when asked). */
async function execute(client: pg.Client, statements: readonly string[], values?: unknown[]) {
  let rows = 0;
  for (const statement of statements) {
    const result = await client.query(statement, values && statement.includes('$') ? values : []);
    rows = result.rowCount ?? 0;
  }
  return rows;
}

async function scalar<T>(client: pg.Client, statement: string, values: unknown[] = []) {
  const { rows } = await client.query(statement, values);
  return Object.values(rows[0] ?? {})[0] as T;
}

const resetSequence = (table: string) =>
  `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`;

/** Age in years on the middle fiscal year's first day: the season's people are 18–45 then. */
function ageReferenceDay(sizes: SeasonSizes) {
  const middle = sizes.fiscalYears[Math.floor(sizes.fiscalYears.length / 2)]!;
  return fiscalYearDays(middle).first;
}

/** An A.D.→B.S. day table for the dates the profiles keep in both calendars. */
async function insertBsDays(client: pg.Client, from: string, to: string) {
  const ad: string[] = [];
  const bs: string[] = [];
  for (let day = from; day <= to; day = addDaysIso(day, 1)) {
    ad.push(day);
    bs.push(adToBs(day));
  }
  await client.query(`create unlogged table ${W}.bs_day (ad date primary key, bs varchar(10))`);
  await client.query(`insert into ${W}.bs_day select * from unnest($1::date[], $2::text[])`, [
    ad,
    bs,
  ]);
  return ad.length;
}

const referenceStep: SeasonStep = {
  name: 'reference picks',
  run: async ({ client, today }) => {
    await execute(client, [
      `drop schema if exists ${W} cascade`,
      `create schema ${W}`,
      ...pickTable('pick_gender', choiceWeights(GENDER_WEIGHTS)),
      ...pickTable('pick_marital', choiceWeights(MARITAL_WEIGHTS)),
      ...pickTable('pick_employment', choiceWeights(EMPLOYMENT_WEIGHTS)),
      ...pickTable('pick_father_education', choiceWeights(FATHER_EDUCATION_WEIGHTS)),
      ...pickTable('pick_mother_education', choiceWeights(MOTHER_EDUCATION_WEIGHTS)),
      ...pickTable('pick_father_occupation', choiceWeights(FATHER_OCCUPATION_WEIGHTS)),
      ...pickTable('pick_mother_occupation', choiceWeights(MOTHER_OCCUPATION_WEIGHTS)),
      ...pickTable('pick_caste', masterWeights('castes', 'name_en', CASTE_WEIGHTS)),
      ...pickTable('pick_religion', masterWeights('religions', 'name_en', RELIGION_WEIGHTS)),
      ...pickTable(
        'pick_mother_tongue',
        masterWeights('mother_tongues', 'name_en', MOTHER_TONGUE_WEIGHTS),
      ),
      ...pickTable(
        'pick_level',
        masterWeights('education_levels', 'name_en', HIGHEST_EDUCATION_WEIGHTS),
      ),
      ...pickTable('pick_faculty', masterWeights('faculties', 'name_en', FACULTY_WEIGHTS)),
      ...pickTable('pick_post', masterWeights('posts', 'name_en', POST_WEIGHTS)),
      ...pickTable('pick_quota', masterWeights('quotas', 'code', QUOTA_WEIGHTS)),
      ...pickTable(
        'pick_provider',
        `select provider as value, weight from (values ${PROVIDER_WEIGHTS.map(
          ([provider, weight]) => `(${provider}, ${weight}::float8)`,
        ).join(', ')}) as w(provider, weight)`,
      ),
      // Districts with their local bodies (and wards), area, and whether they are backward.
      `create unlogged table ${W}.district_info as
        select d.id as district_id, d.province_id,
          case when lower(d.name_en) in ${namesIn(MOUNTAIN_DISTRICTS)} then 'mountain'
            when lower(d.name_en) in ${namesIn(INNER_MADHESH_DISTRICTS)} then 'inner_madhesh'
            when lower(d.name_en) in ${namesIn(TERAI_DISTRICTS)} then 'terai'
            else 'hill' end as area,
          lower(d.name_en) in ${namesIn(BACKWARD_AREA_DISTRICTS)} as backward,
          lower(d.name_en) in ${namesIn(VALLEY_DISTRICTS)} as valley,
          array_agg(lb.id order by lb.id) as local_body_ids,
          array_agg(lb.ward_count order by lb.id) as ward_counts
        from districts d join local_bodies lb on lb.district_id = d.id and lb.active
        where d.active
        group by d.id`,
      `alter table ${W}.district_info add primary key (district_id)`,
      ...pickTable(
        'pick_district',
        masterWeights(
          'districts',
          'name_en',
          DISTRICT_WEIGHTS,
          `t.id in (select district_id from ${W}.district_info)`,
        ),
      ),
      // A caste's inclusive group (quota code) and ethnic group.
      `create unlogged table ${W}.caste_info as
        select c.id as caste_id,
          case when lower(c.name_en) in ${namesIn(JANAJATI_CASTES)} then 'ADIBASI_JANAJATI'
            when lower(c.name_en) in ${namesIn(DALIT_CASTES)} then 'DALIT'
            when lower(c.name_en) in ${namesIn(MADHESI_CASTES)} then 'MADHESI' end as group_code,
          (select e.id from ethnic_groups e where lower(e.name_en) =
            case when lower(c.name_en) in ${namesIn(KHAS_ARYA_CASTES)} then 'khas arya'
              when lower(c.name_en) = 'tharu' then 'tharu'
              when lower(c.name_en) = 'musalman' then 'muslim'
              when lower(c.name_en) in ${namesIn(JANAJATI_CASTES)} then 'adibasi/janajati'
              when lower(c.name_en) in ${namesIn(DALIT_CASTES)} then 'dalit'
              when lower(c.name_en) in ${namesIn(MADHESI_CASTES)} then 'madhesi'
              else 'other' end) as ethnic_group_id,
          lower(c.name_en) = 'other' as is_other
        from castes c`,
      `alter table ${W}.caste_info add primary key (caste_id)`,
      // The exam centre a candidate sits in: one of their province, else the first.
      `create unlogged table ${W}.centre as
        select p.id as province_id, coalesce(
          (select min(e.id) from exam_centres e join districts d on d.id = e.district_id
            where e.active and d.province_id = p.id),
          (select min(id) from exam_centres where active)) as centre_id
        from provinces p`,
    ]);
    return insertBsDays(client, '1975-01-01', today);
  },
};

const candidatesStep: SeasonStep = {
  name: 'candidates (people)',
  run: async ({ client, sizes }) => {
    const registrationFrom = addDaysIso(fiscalYearDays(sizes.fiscalYears[0]!).first, -365);
    const counts = applicationsPerCandidate(sizes.candidates, sizes.applications);
    const bounds: number[] = [];
    counts.reduce((sum, count) => {
      bounds.push(sum + count);
      return sum + count;
    }, 0);
    const timesApplied = `case ${bounds
      .slice(0, -1)
      .map((bound, k) => `when k_rank < ${bound} then ${k + 1}`)
      .join(' ')} else ${counts.length} end`;
    const multiplier = permutingMultiplier(sizes.candidates);
    const randoms = [
      'age',
      'age2',
      'day',
      'local_body',
      'ward',
      'mail',
      'mail2',
      'mail_local_body',
      'mail_ward',
      'disabled',
      'disability_class',
      'disability_type',
      'father_level',
      'mother_level',
      'area',
      'ethnic',
      'first',
      'last',
      'father',
      'mother',
      'grandfather',
      'spouse',
      'tole',
      'mail_tole',
      'citizenship',
      'citizenship_district',
      'registered',
      'middle',
    ];
    const buckets = [
      'gender',
      'district',
      'caste',
      'religion',
      'mother_tongue',
      'marital',
      'employment',
      'father_education',
      'mother_education',
      'father_occupation',
      'mother_occupation',
      'level',
      'faculty',
    ];
    const male = MALE_FIRST_NAMES;
    const female = FEMALE_FIRST_NAMES;
    const firstName = (gender: string, r: string, i: 0 | 1) =>
      `case when ${gender} = 'female' then ${uniformPick(
        female.map((n) => n[i]),
        r,
      )} else ${uniformPick(
        male.map((n) => n[i]),
        r,
      )} end`;
    const otherGender = (gender: string) =>
      `case when ${gender} = 'female' then 'male' else 'female' end`;
    const lastName = (r: string, i: 0 | 1) =>
      uniformPick(
        LAST_NAMES.map((n) => n[i]),
        r,
      );
    const levelId = (name: string) =>
      `(select id from education_levels where name_en = ${lit(name)})`;
    return execute(client, [
      `create unlogged table ${W}.person as
      with r as materialized (
        select n, ${buckets.map((b) => `${bucket()} as b_${b}`).join(', ')},
          ${randoms.map((name) => `random() as r_${name}`).join(', ')}
        from generate_series(1, ${sizes.candidates}) as n),
      b as (
        select r.*, g.value as gender, d.value as district_id, c.value as caste_id,
          rl.value as religion_id, mt.value as mother_tongue_id, ms.value as marital,
          em.value as employment, fe.value as father_education, me.value as mother_education,
          fo.value as father_occupation, mo.value as mother_occupation, lv.value as level_id,
          fa.value as faculty_id,
          ((r.n - 1)::bigint * ${multiplier} % ${sizes.candidates}) as k_rank,
          -- On the middle year's first day; a year earlier or two later at the cut-off dates.
          (case when r.r_age < 0.72 then 22 + floor(r.r_age2 * 11)
            when r.r_age < 0.85 then 33 + floor(r.r_age2 * 10)
            else 19 + floor(r.r_age2 * 3) end)::int as age,
          case when r.r_mail < 0.3
            then (select array_agg(district_id order by district_id) from ${W}.district_info
              where valley)[1 + floor(r.r_mail2 * 3)::int]
          end as valley_district_id
        from r
        join ${W}.pick_gender g on g.bucket = r.b_gender
        join ${W}.pick_district d on d.bucket = r.b_district
        join ${W}.pick_caste c on c.bucket = r.b_caste
        join ${W}.pick_religion rl on rl.bucket = r.b_religion
        join ${W}.pick_mother_tongue mt on mt.bucket = r.b_mother_tongue
        join ${W}.pick_marital ms on ms.bucket = r.b_marital
        join ${W}.pick_employment em on em.bucket = r.b_employment
        join ${W}.pick_father_education fe on fe.bucket = r.b_father_education
        join ${W}.pick_mother_education me on me.bucket = r.b_mother_education
        join ${W}.pick_father_occupation fo on fo.bucket = r.b_father_occupation
        join ${W}.pick_mother_occupation mo on mo.bucket = r.b_mother_occupation
        join ${W}.pick_level lv on lv.bucket = r.b_level
        join ${W}.pick_faculty fa on fa.bucket = r.b_faculty)
      select b.n, (select coalesce(max(id), 0) from users) + b.n as user_id, b.gender, b.age,
        b.k_rank, ${timesApplied} as times_applied,
        (${lit(ageReferenceDay(sizes))}::date - make_interval(years => b.age)
          - (floor(b.r_day * 365))::int * interval '1 day')::date as dob,
        b.district_id, di.province_id,
        di.local_body_ids[1 + floor(b.r_local_body * cardinality(di.local_body_ids))::int]
          as local_body_id,
        1 + floor(b.r_ward * di.ward_counts[1 + floor(b.r_local_body
          * cardinality(di.local_body_ids))::int])::int as ward_no,
        ${uniformPick(TOLES, 'b.r_tole')} as tole,
        coalesce(b.valley_district_id, b.district_id) as mail_district_id,
        mdi.province_id as mail_province_id,
        mdi.local_body_ids[1 + floor(b.r_mail_local_body * cardinality(mdi.local_body_ids))::int]
          as mail_local_body_id,
        1 + floor(b.r_mail_ward * mdi.ward_counts[1 + floor(b.r_mail_local_body
          * cardinality(mdi.local_body_ids))::int])::int as mail_ward_no,
        ${uniformPick(TOLES, 'b.r_mail_tole')} as mail_tole,
        b.caste_id, ci.group_code as caste_group,
        case when b.r_ethnic < 0.7 then ci.ethnic_group_id end as ethnic_group_id,
        b.religion_id, b.mother_tongue_id, b.marital, b.employment,
        b.r_disabled < 0.02 as disabled,
        case when b.r_disabled < 0.02 then (select array_agg(id order by id)
          from disability_classes where active)[1 + floor(b.r_disability_class
            * (select count(*) from disability_classes where active))::int] end
          as disability_class_id,
        case when b.r_disabled < 0.02 then (select array_agg(id order by id)
          from disability_types where active)[1 + floor(b.r_disability_type
            * (select count(*) from disability_types where active))::int] end
          as disability_type_id,
        b.father_education, b.mother_education,
        case when b.father_education = 'higher' then (select array_agg(id order by id)
          from education_levels where rank >= 3)[1 + floor(b.r_father_level
            * (select count(*) from education_levels where rank >= 3))::int] end
          as father_level_id,
        case when b.mother_education = 'higher' then (select array_agg(id order by id)
          from education_levels where rank >= 3)[1 + floor(b.r_mother_level
            * (select count(*) from education_levels where rank >= 3))::int] end
          as mother_level_id,
        b.father_occupation, b.mother_occupation,
        case when b.r_area < 0.005 then 'other' else di.area end as area,
        di.backward,
        -- Nobody under 22 holds a degree yet: their highest is grade 12.
        case when b.age < 22 and (select rank from education_levels where id = b.level_id) >= 4
          then coalesce(${levelId('Intermediate (+2/PCL, grade 12)')}, b.level_id)
          else b.level_id end as level_id,
        b.faculty_id,
        ${firstName('b.gender', 'b.r_first', 0)} as first_en,
        ${firstName('b.gender', 'b.r_first', 1)} as first_ne,
        case when b.r_middle < 0.25 then ${uniformPick(
          ['Kumar', 'Bahadur', 'Prasad', 'Kumari', 'Devi'],
          'b.r_middle * 4',
        )} end as middle_en,
        ${lastName('b.r_last', 0)} as last_en,
        ${lastName('b.r_last', 1)} as last_ne,
        ${firstName("'male'", 'b.r_father', 0)} as father_en,
        ${firstName("'male'", 'b.r_father', 1)} as father_ne,
        ${firstName("'female'", 'b.r_mother', 0)} as mother_en,
        ${firstName("'female'", 'b.r_mother', 1)} as mother_ne,
        ${firstName("'male'", 'b.r_grandfather', 0)} as grandfather_en,
        ${firstName("'male'", 'b.r_grandfather', 1)} as grandfather_ne,
        case when b.marital = 'married' then ${firstName(otherGender('b.gender'), 'b.r_spouse', 0)}
          end as spouse_en,
        case when b.marital = 'married' then ${firstName(otherGender('b.gender'), 'b.r_spouse', 1)}
          end as spouse_ne,
        b.r_citizenship, b.r_citizenship_district,
        -- Registered in the year before the season's first fiscal year.
        (${lit(registrationFrom)}::date + time '10:00') at time zone 'Asia/Kathmandu'
          + interval '365 days' * b.r_registered as registered_at
      from b
      join ${W}.district_info di on di.district_id = b.district_id
      join ${W}.district_info mdi on mdi.district_id = coalesce(b.valley_district_id, b.district_id)
      join ${W}.caste_info ci on ci.caste_id = b.caste_id`,
      `alter table ${W}.person add primary key (n)`,
      `create unique index on ${W}.person (user_id)`,
      `analyze ${W}.person`,
    ]).then(() => scalar<number>(client, `select count(*)::int from ${W}.person`));
  },
};

const usersStep: SeasonStep = {
  name: 'users + candidates',
  run: async ({ client, passwordHash, today }) => {
    const users = await execute(
      client,
      [
        `insert into users (id, username, email, password_hash, kind, first_name, middle_name,
            last_name, must_change_password, created_at)
          select user_id, 'season_' || n,
            lower(first_en) || '.' || lower(last_en) || '.' || n || '@example.com', $1,
            'candidate', first_en, middle_en, last_en, false, registered_at
          from ${W}.person order by n`,
      ],
      [passwordHash],
    );
    await client.query(resetSequence('users'));
    // Unique mobiles (a provider prefix and the number), national ids and citizenship numbers.
    const candidates = await execute(client, [
      `insert into candidates (user_id, dob_ad, gender, mobile, national_id, citizenship_number,
          citizenship_issue_date_ad, citizenship_issue_district_id)
        select user_id, dob, gender::gender,
          (array['984','985','986','980','981','982'])[1 + n % 6] || lpad((n / 6)::text, 7, '0'),
          regexp_replace(lpad((1000000000 + n * 7)::text, 10, '0'), '(\\d{3})(\\d{3})(\\d{4})',
            '\\1-\\2-\\3'),
          lpad(district_id::text, 2, '0') || '-01-' || lpad(((extract(year from dob)::int + 57)
            % 100)::text, 2, '0') || '-' || lpad(n::text, 6, '0'),
          least(dob + (16 * 365 + floor(r_citizenship * 4 * 365))::int,
            ${lit(today)}::date - 30),
          case when r_citizenship_district < 0.9 then district_id else mail_district_id end
        from ${W}.person order by n`,
    ]);
    return users + candidates;
  },
};

const profilesStep: SeasonStep = {
  name: 'profiles + addresses + extra',
  run: async ({ client }) => {
    const profiles = await execute(client, [
      `insert into candidate_profiles (candidate_user_id, first_name_ne, last_name_ne,
          father_name_en, father_name_ne, mother_name_en, mother_name_ne, grandfather_name_en,
          grandfather_name_ne, spouse_name_en, spouse_name_ne)
        select user_id, first_ne, last_ne, father_en || ' ' || last_en, father_ne || ' ' || last_ne,
          mother_en || ' ' || last_en, mother_ne || ' ' || last_ne,
          grandfather_en || ' ' || last_en, grandfather_ne || ' ' || last_ne,
          spouse_en || ' ' || last_en, spouse_ne || ' ' || last_ne
        from ${W}.person order by n`,
    ]);
    const addresses = await execute(client, [
      `insert into candidate_addresses (candidate_user_id, kind, province_id, district_id,
          local_body_id, ward_no, tole, mobile_no, email)
        select p.user_id, a.kind::address_kind,
          case when a.kind = 'permanent' then p.province_id else p.mail_province_id end,
          case when a.kind = 'permanent' then p.district_id else p.mail_district_id end,
          case when a.kind = 'permanent' then p.local_body_id else p.mail_local_body_id end,
          case when a.kind = 'permanent' then p.ward_no else p.mail_ward_no end,
          case when a.kind = 'permanent' then p.tole else p.mail_tole end,
          c.mobile, u.email
        from ${W}.person p
        join candidates c on c.user_id = p.user_id
        join users u on u.id = p.user_id
        cross join (values ('permanent'), ('mailing')) as a(kind)
        order by p.n, a.kind desc`,
    ]);
    const extra = await execute(client, [
      `insert into candidate_extra_details (candidate_user_id, caste_id, caste_other,
          ethnic_group_id, religion_id, religion_other, marital_status, employment_status,
          employment_other, mother_tongue_id, mother_tongue_other, physically_disabled,
          disability_class_id, disability_type_id, father_education, father_education_level_id,
          mother_education, mother_education_level_id, father_occupation, father_occupation_other,
          mother_occupation, mother_occupation_other, geographical_area)
        select p.user_id, p.caste_id, case when ci.is_other then 'Kumal Rai' end,
          p.ethnic_group_id, p.religion_id,
          case when lower(rl.name_en) = 'other' then 'Nature worship' end,
          p.marital::marital_status, p.employment::candidate_employment_status,
          case when p.employment = 'other' then 'Seasonal work abroad' end,
          p.mother_tongue_id, case when lower(mt.name_en) = 'other' then 'Kham' end,
          p.disabled and p.disability_class_id is not null and p.disability_type_id is not null,
          case when p.disabled and p.disability_type_id is not null then p.disability_class_id end,
          case when p.disabled and p.disability_class_id is not null then p.disability_type_id end,
          p.father_education::parent_education, p.father_level_id,
          p.mother_education::parent_education, p.mother_level_id,
          p.father_occupation::parent_occupation,
          case when p.father_occupation = 'other' then 'Driver' end,
          p.mother_occupation::parent_occupation,
          case when p.mother_occupation = 'other' then 'Tailoring' end,
          p.area::geographical_area
        from ${W}.person p
        join ${W}.caste_info ci on ci.caste_id = p.caste_id
        join religions rl on rl.id = p.religion_id
        join mother_tongues mt on mt.id = p.mother_tongue_id
        order by p.n`,
    ]);
    return profiles + addresses + extra;
  },
};

/**
 * File rows for the ids a staging table took from the sequence. The keys are unique (the column
 * is), so rows cannot share one stored file; they are the id in hex, rising, so the unique index
 * is filled at its end. No bytes are stored: the reports never read them.
 */
const insertFiles = (source: string) =>
  `insert into uploaded_files (id, storage_key, owner_user_id, content_type, byte_size,
      uploaded_by, created_at)
    select file_id, lpad(to_hex(file_id), 32, '0'), user_id, 'image/jpeg',
      120000 + file_id % 300000, user_id, created_at
    from (${source}) as f`;

const educationStep: SeasonStep = {
  name: 'educations (+ files)',
  run: async ({ client, today }) => {
    const level = (name: string) =>
      `(select id from education_levels where name_en = ${lit(name)})`;
    const fileSeq = `nextval(pg_get_serial_sequence('uploaded_files', 'id'))::int`;
    await execute(client, [
      // The highest level, and below it grade 12 (most degree holders) and a Bachelor's (half of
      // those with a Master's or more).
      `create unlogged table ${W}.education as
        with wanted as (
          select p.user_id, p.dob, p.level_id, p.faculty_id, p.registered_at
          from ${W}.person p
          union all
          select p.user_id, p.dob, ${level('Intermediate (+2/PCL, grade 12)')}, p.faculty_id,
            p.registered_at
          from ${W}.person p join education_levels l on l.id = p.level_id
          where l.rank >= 4 and random() < 0.6
          union all
          select p.user_id, p.dob, ${level("Bachelor's degree")}, p.faculty_id, p.registered_at
          from ${W}.person p join education_levels l on l.id = p.level_id
          where l.rank >= 5 and random() < 0.5),
        r as materialized (
          select wanted.*, random() as r_board, random() as r_pct, random() as r_day,
            random() as r_type, random() as r_country, random() as r_subject
          from wanted where level_id is not null)
        select r.user_id, r.level_id, l.rank, r.faculty_id, r.registered_at,
          case when l.rank <= 3 and l.name_en ilike '%diploma%' then 'CTEVT'
            when l.rank <= 3 then 'National Examination Board'
            else ${uniformPick(
              [
                'Tribhuvan University',
                'Tribhuvan University',
                'Tribhuvan University',
                'Tribhuvan University',
                'Tribhuvan University',
                'Kathmandu University',
                'Pokhara University',
                'Purbanchal University',
              ],
              'r.r_board',
            )} end as board,
          round((45 + 45 * power(r.r_pct, 0.8))::numeric, 2)::float8 as percentage,
          ${uniformPick(MAJOR_SUBJECTS, 'r.r_subject')} as subject,
          case when r.r_type < 0.7 then 'government' else 'non_government' end as education_type,
          case when r.r_country < 0.97 then 1 else 2 end as country_rank,
          least(r.dob + ((case when l.rank <= 3 then 18 when l.rank = 4 then 22
              when l.rank = 5 then 25 when l.rank = 6 then 27 else 30 end) * 365
              + floor(r.r_day * 700))::int, ${lit(today)}::date - 60) as passed_ad,
          ${fileSeq} as transcript_file_id, ${fileSeq} as certificate_file_id
        from r join education_levels l on l.id = r.level_id`,
    ]);
    const files = await execute(client, [
      insertFiles(`select transcript_file_id as file_id, user_id, registered_at as created_at
        from ${W}.education
        union all select certificate_file_id, user_id, registered_at from ${W}.education`),
    ]);
    const educations = await execute(client, [
      `insert into candidate_educations (candidate_user_id, university_or_board_name, level_id,
          faculty_id, major_subject, percentage, division_or_grade, education_type, country_id,
          passed_date_ad, passed_date_bs, transcript_file_id, character_certificate_file_id,
          created_at, updated_at)
        select e.user_id, e.board, e.level_id, e.faculty_id, e.subject, e.percentage,
          case when e.percentage >= 80 then 'Distinction' when e.percentage >= 60 then 'First'
            else 'Second' end,
          e.education_type::education_type,
          (select array_agg(id order by id) from countries)[e.country_rank],
          e.passed_ad, d.bs, e.transcript_file_id, e.certificate_file_id,
          e.registered_at, e.registered_at
        from ${W}.education e join ${W}.bs_day d on d.ad = e.passed_ad
        order by e.user_id, e.rank`,
    ]);
    return files + educations;
  },
};

const documentsStep: SeasonStep = {
  name: 'documents + groups (+ files)',
  run: async ({ client }) => {
    const fileSeq = `nextval(pg_get_serial_sequence('uploaded_files', 'id'))::int`;
    await execute(client, [
      `create unlogged table ${W}.document as
        select p.user_id, p.registered_at, k.kind, ${fileSeq} as file_id
        from ${W}.person p
        cross join (values ('photograph'), ('signature'), ('citizenship_front'),
          ('citizenship_back')) as k(kind)`,
      // Women (most women), the caste's group, disability, backward area: each with its proof.
      `create unlogged table ${W}.declared_group as
        with g as (
          select user_id, registered_at, 'WOMEN' as code from ${W}.person
            where gender = 'female' and random() < 0.88
          union all
          select user_id, registered_at, caste_group from ${W}.person
            where caste_group is not null and random() < 0.9
          union all
          select user_id, registered_at, 'PERSONS_WITH_DISABILITY' from ${W}.person
            where disabled and random() < 0.95
          union all
          select user_id, registered_at, 'BACKWARD_AREA' from ${W}.person
            where backward and random() < 0.8)
        select g.user_id, g.registered_at, ig.id as inclusive_group_id, g.code,
          ${fileSeq} as file_id
        from g join inclusive_groups ig on ig.code = g.code and ig.active`,
    ]);
    const files = await execute(client, [
      insertFiles(`select file_id, user_id, registered_at as created_at from ${W}.document
        union all select file_id, user_id, registered_at from ${W}.declared_group`),
    ]);
    const documents = await execute(client, [
      `insert into candidate_documents (candidate_user_id, kind, file_id, updated_at)
        select user_id, kind::candidate_document_kind, file_id, registered_at
        from ${W}.document order by user_id, kind`,
    ]);
    const groups = await execute(client, [
      `insert into candidate_inclusive_groups (candidate_user_id, inclusive_group_id,
          document_file_id, created_at, updated_at)
        select user_id, inclusive_group_id, file_id, registered_at, registered_at
        from ${W}.declared_group order by user_id, inclusive_group_id`,
    ]);
    return files + documents + groups;
  },
};

const officersStep: SeasonStep = {
  name: 'scrutiny officers',
  run: async ({ client, sizes, passwordHash }) => {
    await execute(
      client,
      [
        `insert into roles (title, description) values ('Season scrutiny officer', 'SC')`,
        `insert into role_privileges (role_id, code)
          select id, 'SC' from roles where title = 'Season scrutiny officer'`,
        `insert into role_modules (role_id, module_id, can_read, can_create, can_update,
            can_delete, can_approve, can_reject)
          select r.id, m.id, true, false, true, false, true, true
          from roles r, modules m where r.title = 'Season scrutiny officer' and m.code = 'SC'`,
        `create unlogged table ${W}.officer as
          select i - 1 as idx, (select max(id) from users) + i as user_id,
            'season_officer_' || lpad(i::text, 2, '0') as username,
            ${uniformPick(
              MALE_FIRST_NAMES.map((n) => n[0]),
              '((i * 7) % 20) / 20.0',
            )} as first_name,
            ${uniformPick(
              LAST_NAMES.map((n) => n[0]),
              '((i * 3) % 20) / 20.0',
            )} as last_name
          from generate_series(1, ${sizes.officers}) as i`,
        `insert into users (id, username, email, password_hash, kind, first_name, last_name,
            organization_id, must_change_password)
          select user_id, username, username || '@psc.gov.np.example', $1, 'staff', first_name,
            last_name, (select id from organizations where is_commission), false
          from ${W}.officer order by idx`,
      ],
      [passwordHash],
    );
    await client.query(resetSequence('users'));
    return execute(client, [
      `insert into user_roles (user_id, role_id)
        select o.user_id, r.id from ${W}.officer o, roles r
        where r.title = 'Season scrutiny officer'`,
    ]);
  },
};

const advertisementsStep: SeasonStep = {
  name: 'advertisements',
  run: async ({ client, sizes, today }) => {
    const plans = fiscalYearPlans(sizes.fiscalYears, today);
    const years = plans.length;
    const count = sizes.advertisements;
    const newest = years - 1;
    const perYear = Math.ceil(count / years);
    /** The newest year's last advertisements are still open: published in the last 20 days. */
    const liveCount = Math.max(1, Math.round(perYear * 0.06));
    const fiscalYearTable = `(values ${plans
      .map(
        (p) =>
          `(${p.index}, ${lit(p.fiscalYear)}, ${lit(p.publishFrom)}::date, ${lit(p.publishTo)}::date)`,
      )
      .join(', ')}) as fy(idx, fiscal_year, publish_from, publish_to)`;
    await execute(client, [
      `create unlogged table ${W}.ad as
        with r as materialized (
          select i, floor((i - 1) * ${years}::float8 / ${count})::int as fy_idx,
            ${bucket()} as b_post, ${bucket()} as b_quota, random() as r_publish,
            random() as r_vacancy, random() as r_organization, random() as r_popularity,
            random() as r_admit
          from generate_series(1, ${count}) as i),
        s as (
          select r.*, row_number() over (partition by r.fy_idx order by r.i) as seq,
            count(*) over (partition by r.fy_idx) as in_year
          from r),
        d as (
          select s.*, fy.fiscal_year, pp.value as post_id, pq.value as quota_id,
            case when s.fy_idx = ${newest} and s.seq > s.in_year - ${liveCount}
              then ${lit(today)}::date - 2 - floor(s.r_publish * 18)::int
              else fy.publish_from + floor(s.r_publish
                * (fy.publish_to - fy.publish_from + 1))::int end as publish_date,
            s.fy_idx = ${newest} and s.seq > s.in_year - ${liveCount} as late
          from s
          join ${fiscalYearTable} on fy.idx = s.fy_idx
          join ${W}.pick_post pp on pp.bucket = s.b_post
          join ${W}.pick_quota pq on pq.bucket = s.b_quota),
        e as (
          select d.*, d.publish_date + 21 as single_fee_deadline,
            d.publish_date + 28 as double_fee_deadline
          from d)
        select (select coalesce(max(id), 0) from advertisements)
            + row_number() over (order by e.publish_date, e.i) as id,
          e.i, e.fy_idx, e.fiscal_year, e.seq, e.post_id, e.quota_id, e.r_popularity,
          'SN-' || left(e.fiscal_year, 4) || '-' || lpad(e.seq::text, 4, '0') as code,
          (30000 + e.i) || '/' || substr(e.fiscal_year, 2) as advertisement_number,
          1 + floor(power(e.r_vacancy, 3) * 120)::int as vacancy_count,
          coalesce(f.basic_price_paisa, 100000) as fee_paisa,
          coalesce(f.extra_price_paisa, 40000) as extra_fee_paisa,
          e.publish_date, e.single_fee_deadline, e.double_fee_deadline,
          e.single_fee_deadline as age_cut_off_date,
          e.double_fee_deadline + 30 + floor(e.r_admit * 30)::int as admit_card_date,
          e.single_fee_deadline + 3 as payment_last_date,
          e.double_fee_deadline + 3 as double_fee_payment_last_date,
          case when e.double_fee_deadline + 3 >= ${lit(today)}::date then 'live' else 'closed' end
            as status,
          (e.publish_date + time '10:00') at time zone 'Asia/Kathmandu' as published_at,
          (e.single_fee_deadline + 1)::timestamp at time zone 'Asia/Kathmandu'
            - interval '1 minute' as single_end,
          (e.double_fee_deadline + 1)::timestamp at time zone 'Asia/Kathmandu'
            - interval '1 minute' as double_end,
          case when e.r_organization < 0.85 then (select id from organizations where is_commission)
            else (select array_agg(id order by id) from organizations
              where can_request_advt and not is_commission)[1 + floor((e.r_organization - 0.85)
                / 0.15 * (select count(*) from organizations
                  where can_request_advt and not is_commission))::int] end as organization_id,
          false as is_popular
        from e join posts p on p.id = e.post_id
        left join payment_fees f on f.class_id = p.class_id and f.active`,
      `alter table ${W}.ad add primary key (id)`,
      // The season's most popular advertisement: the open competition of the most advertised
      // post in the newest year, closed (its forms wait for officers).
      `update ${W}.ad set is_popular = true where id = (
        select a.id from ${W}.ad a
        join quotas q on q.id = a.quota_id
        join ${W}.pick_post pp on pp.value = a.post_id
        group by a.id, a.fy_idx, a.status, q.code
        order by (q.code = 'OPEN') desc, (a.status = 'closed') desc, a.fy_idx desc,
          count(pp.bucket) desc, a.id
        limit 1)`,
    ]);
    const inserted = await execute(client, [
      `insert into advertisements (id, code, advertisement_number, post_id, quota_id,
          vacancy_count, fee_paisa, extra_fee_paisa, status, publish_date, single_fee_deadline,
          double_fee_deadline, age_cut_off_date, admit_card_date, payment_last_date,
          double_fee_payment_last_date, published_at, live_at, exam_starts_at, organization_id,
          fiscal_year, created_at)
        select id, code, advertisement_number, post_id, quota_id, vacancy_count, fee_paisa,
          extra_fee_paisa, status::advertisement_status, publish_date, single_fee_deadline,
          double_fee_deadline, age_cut_off_date, admit_card_date, payment_last_date,
          double_fee_payment_last_date, published_at, published_at,
          case when status = 'closed'
            then (admit_card_date + 10 + time '10:00') at time zone 'Asia/Kathmandu' end,
          organization_id, fiscal_year, published_at - interval '10 days'
        from ${W}.ad order by id`,
    ]);
    await client.query(resetSequence('advertisements'));
    const centres = await execute(client, [
      `insert into advertisement_exam_centres (advertisement_id, exam_centre_id)
        select a.id, e.id from ${W}.ad a cross join exam_centres e where e.active
        order by a.id, e.id`,
    ]);
    return inserted + centres;
  },
};

const applicationsStep: SeasonStep = {
  name: 'applications (pairs)',
  run: async ({ client, sizes }) => {
    const popularApplications = Math.round(sizes.popularForms / PAID_SHARE);
    await execute(client, [
      // The inclusive groups each candidate may apply in: those declared, advertised.
      `create unlogged table ${W}.candidate_quota as
        select g.user_id, array_agg(q.id order by q.id) as quota_ids
        from ${W}.declared_group g
        join quotas q on q.code = g.code
        where q.id in (select quota_id from ${W}.ad)
        group by g.user_id`,
      `alter table ${W}.candidate_quota add primary key (user_id)`,
      // Advertisements of a quota by popularity: the post's draw over a Zipf rank (s = 0.8); live
      // ones have had less time. The popular advertisement takes its applicants apart.
      `create unlogged table ${W}.ad_weight as
        select a.id, a.quota_id, coalesce(pw.weight, ${POST_POPULARITY.otherwise})
            * (case when a.status = 'live' then 0.5 else 1 end)
            / power(rank() over (partition by a.quota_id order by a.r_popularity), 0.8) as weight
        from ${W}.ad a join posts p on p.id = a.post_id
        left join ${weightValues(POST_POPULARITY.weights)} as pw(name, weight)
          on lower(pw.name) = lower(p.name_en)
        where not a.is_popular`,
      `create unlogged table ${W}.pick_ad as
        with c as (select id, quota_id, weight,
            sum(weight) over (partition by quota_id order by id) as hi,
            sum(weight) over (partition by quota_id) as total
          from ${W}.ad_weight)
        select quota_id, bucket, id as advertisement_id from c,
          generate_series(round((hi - weight) / total * ${BUCKETS})::int,
            round(hi / total * ${BUCKETS})::int - 1) as bucket`,
      `alter table ${W}.pick_ad add primary key (quota_id, bucket)`,
      `create unlogged table ${W}.application_pair (
        candidate_user_id int not null, advertisement_id int not null,
        primary key (candidate_user_id, advertisement_id))`,
      // The popular advertisement's applicants: that many candidates, drawn at random.
      `insert into ${W}.application_pair
        select user_id, (select id from ${W}.ad where is_popular)
        from ${W}.person order by random() limit ${popularApplications}`,
    ]);
    // Each candidate's other applications: an open-competition advertisement, or (45 %) one of
    // a group they declared; a pair drawn twice is drawn again in the next pass.
    const openQuota = `(select id from quotas where code = 'OPEN')`;
    for (let pass = 1; pass <= 40; pass++) {
      const added = await execute(client, [
        `insert into ${W}.application_pair
          with need as (
            select p.user_id, generate_series(1, p.times_applied - coalesce(h.have, 0)) as slot
            from ${W}.person p
            left join (select candidate_user_id, count(*) as have from ${W}.application_pair
              group by candidate_user_id) h on h.candidate_user_id = p.user_id
            where p.times_applied > coalesce(h.have, 0)),
          draw as materialized (
            select n.user_id,
              case when g.quota_ids is not null and random() < 0.45
                then g.quota_ids[1 + floor(random() * cardinality(g.quota_ids))::int]
                else ${openQuota} end as quota_id,
              ${bucket()} as bucket
            from need n left join ${W}.candidate_quota g on g.user_id = n.user_id)
          select d.user_id, pa.advertisement_id
          from draw d join ${W}.pick_ad pa on pa.quota_id = d.quota_id and pa.bucket = d.bucket
          on conflict do nothing`,
      ]);
      const total = await scalar<number>(client, `select count(*)::int from ${W}.application_pair`);
      console.log(`    pass ${pass}: +${added}, ${total} pairs`);
      if (total >= sizes.applications) break;
    }
    return scalar<number>(client, `select count(*)::int from ${W}.application_pair`);
  },
};

const applicationRowsStep: SeasonStep = {
  name: 'applications (rows)',
  run: async ({ client, sizes, today, now }) => {
    const s = SCRUTINY_SHARES;
    const nowText = lit(now.toISOString());
    await execute(client, [
      // When: over the whole window, with a surge in the last three days before the single-fee
      // deadline and a tail paying double after it; never after now.
      `create unlogged table ${W}.application as
        with x as materialized (
          select ap.candidate_user_id, ap.advertisement_id, random() as r_when,
            random() as r_at, random() as r_pay, random() as r_status, random() as r_hold,
            random() as r_until, random() as r_clamp
          from ${W}.application_pair ap),
        y as (
          select x.*, a.is_popular, a.fee_paisa, a.published_at, a.single_end, p.province_id,
            case when x.r_when < 0.55
                then a.published_at + (a.single_end - a.published_at) * x.r_at
              when x.r_when < 0.88 then a.single_end - interval '3 days' * x.r_at
              else a.single_end + (a.double_end - a.single_end) * x.r_at end as at0,
            row_number() over (partition by x.advertisement_id order by x.r_pay) as pay_rank
          from x
          join ${W}.ad a on a.id = x.advertisement_id
          join ${W}.person p on p.user_id = x.candidate_user_id),
        z as (
          select y.*,
            case when y.at0 > ${nowText}::timestamptz
              then y.published_at + (${nowText}::timestamptz - y.published_at) * y.r_clamp
              else y.at0 end as applied_at,
            case when y.is_popular then y.pay_rank <= ${sizes.popularForms}
              else y.r_pay < ${PAID_SHARE} end as paid
          from y)
        select (select coalesce(max(id), 0) from applications)
            + row_number() over (order by z.applied_at, z.candidate_user_id) as id,
          z.candidate_user_id, z.advertisement_id, c.centre_id as exam_centre_id,
          z.applied_at, z.applied_at > z.single_end as double_fee,
          z.fee_paisa * (case when z.applied_at > z.single_end then 2 else 1 end) as fee_paisa,
          case when z.paid then 'paid' else 'unpaid' end as payment_status,
          case when not z.paid then 'pending'
            when z.r_status < ${s.approved} then 'approved'
            when z.r_status < ${s.approved + s.rejected} then 'rejected'
            when z.r_status < ${s.approved + s.rejected + s.hold} then 'hold'
            else 'pending' end as scrutiny_status,
          z.r_hold, z.r_until
        from z join ${W}.centre c on c.province_id = z.province_id`,
    ]);
    const holdReasons = textArray(HOLD_REASONS);
    const rows = await execute(client, [
      // A hold names a reason and a day to fix it by (after today: the expiry job leaves it).
      `insert into applications (id, candidate_user_id, advertisement_id, exam_centre_id,
          fee_paisa, double_fee, scrutiny_status, scrutiny_remarks, hold_reason, hold_until,
          payment_status, applied_at)
        select id, candidate_user_id, advertisement_id, exam_centre_id, fee_paisa, double_fee,
          scrutiny_status::scrutiny_status,
          case scrutiny_status
            when 'hold' then 'Please upload a clearer copy and save the part again.'
            when 'rejected' then ${uniformPick(
              [
                'Does not meet the minimum qualification.',
                'Over the age limit on the cut-off date.',
                'Inclusive group not proved.',
                'Documents do not match the profile.',
              ],
              'r_hold',
            )} end,
          case when scrutiny_status = 'hold'
            then (${holdReasons})[1 + floor(r_hold * ${HOLD_REASONS.length})::int] end,
          case when scrutiny_status = 'hold'
            then ${lit(today)}::date + 1 + floor(r_until * 14)::int end,
          payment_status::payment_status, applied_at
        from ${W}.application order by id`,
    ]);
    await client.query(resetSequence('applications'));
    return rows;
  },
};

const paymentsStep: SeasonStep = {
  name: 'payments (paid forms)',
  run: async ({ client, now }) => {
    const nowText = lit(now.toISOString());
    const rows = await execute(client, [
      `insert into payments (application_id, provider, order_id, ebp_code, amount_paisa, status,
          provider_ref, provider_status, created_at, returned_at, paid_at)
        select x.id, pp.value, 'SN-' || x.id || '-' || left(md5(x.id::text), 8),
          'EBP' || lpad(x.id::text, 10, '0'), x.fee_paisa, 'paid', 'SN' || x.id, 'COMPLETE',
          x.paid_at - interval '2 minutes', x.paid_at, x.paid_at
        from (
          select a.id, a.fee_paisa, ${bucket()} as b_provider,
            least(a.applied_at + interval '36 hours' * power(random(), 2),
              ${nowText}::timestamptz) as paid_at
          from ${W}.application a where a.payment_status = 'paid'
          offset 0) x
        join ${W}.pick_provider pp on pp.bucket = x.b_provider
        order by x.id`,
    ]);
    await client.query(resetSequence('payments'));
    return rows;
  },
};

const allocationsStep: SeasonStep = {
  name: 'scrutiny allocations',
  run: async ({ client, sizes }) => {
    // The paid forms of closed advertisements, each advertisement's in runs of application order
    // to the officers; the popular advertisement's wait for the bench to allocate them.
    return execute(client, [
      `insert into scrutiny_allocations (application_id, advertisement_id, officer_user_id,
          allocated_by_user_id, allocated_at)
        select f.id, f.advertisement_id, o.user_id,
          coalesce((select id from users where username = 'scrutiny'),
            (select id from users where username = 'admin')),
          (ad.double_fee_payment_last_date + 2 + time '11:00') at time zone 'Asia/Kathmandu'
        from (
          select a.id, a.advertisement_id,
            row_number() over (partition by a.advertisement_id order by a.applied_at, a.id) as rn,
            count(*) over (partition by a.advertisement_id) as forms
          from ${W}.application a where a.payment_status = 'paid') f
        join ${W}.ad ad on ad.id = f.advertisement_id
        join ${W}.officer o on o.idx = floor((f.rn - 1) * ${sizes.officers}::float8 / f.forms)::int
        where ad.status = 'closed' and not ad.is_popular
        order by f.id`,
    ]);
  },
};

/** Every step, in order. */
export const SEASON_STEPS: readonly SeasonStep[] = [
  referenceStep,
  candidatesStep,
  usersStep,
  profilesStep,
  educationStep,
  documentsStep,
  officersStep,
  advertisementsStep,
  applicationsStep,
  applicationRowsStep,
  paymentsStep,
  allocationsStep,
];

/** What the reports bench (and later benches) need to know of a season. */
export interface SeasonFacts {
  popularAdvertisementId: number;
  popularAdvertisementCode: string;
  officerUserIds: number[];
}

export async function seasonFacts(client: pg.Client): Promise<SeasonFacts> {
  const { rows } = await client.query<{ id: number; code: string }>(
    `select id::int as id, code from ${W}.ad where is_popular`,
  );
  const officers = await client.query<{ user_id: number }>(
    `select user_id::int as user_id from ${W}.officer order by idx`,
  );
  return {
    popularAdvertisementId: rows[0]!.id,
    popularAdvertisementCode: rows[0]!.code,
    officerUserIds: officers.rows.map((row) => row.user_id),
  };
}

export const dropWorkTables = `drop schema if exists ${W} cascade`;
