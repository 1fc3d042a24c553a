/**
 * A national recruitment season in its own PostgreSQL database, kept between runs: 500,000
 * candidates with complete profiles, 1,500 advertisements over three fiscal years and 1,000,000
 * applications (bench/README.md, "National season"). Made in set-based SQL (season-steps.ts) on
 * a database migrated and demo-seeded as the other benches make theirs.
 *
 *   npm run season -w bench                 (makes it, or says it is there)
 *   BENCH_SEASON_FRESH=1 npm run season -w bench
 *
 * A season is reused when the database holds a complete one of the same sizes (the
 * `bench_season` marker row written last); otherwise the database is dropped and made again.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { withClient } from '../server';
import { todayIso } from '@niyukti/shared';
import { openDatabase } from '../../apps/api/src/db/client';
import { seedDemoData } from '../../apps/api/src/db/seed/demo-seed';
import { hashPassword } from '../../apps/api/src/platform/auth/passwords';
import { BENCH_PASSWORD } from '../generate-data';
import { seasonConfig, type SeasonSizes } from './season-config';
import {
  SEASON_STEPS,
  dropWorkTables,
  seasonFacts,
  type SeasonFacts,
  type StepContext,
} from './season-steps';

/** Bump when the generator writes a different season: an older one is then made again. */
export const SEASON_VERSION = 1;

export interface Season extends SeasonFacts {
  databaseName: string;
  databaseUrl: string;
  sizes: SeasonSizes;
  /** Rows per table, as counted when the season was made. */
  counts: Record<string, number>;
  generatedAt: string;
  /** Whether this call made it (false: an existing season was reused). */
  generated: boolean;
}

/** The password every season candidate and officer signs in with (the bench's own). */
export const SEASON_PASSWORD = BENCH_PASSWORD;

function databaseUrlOf(adminUrl: string, name: string) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The tables a season fills, counted for the log and the marker. */
const COUNTED_TABLES = [
  'users',
  'candidates',
  'candidate_profiles',
  'candidate_addresses',
  'candidate_extra_details',
  'candidate_educations',
  'candidate_documents',
  'candidate_inclusive_groups',
  'uploaded_files',
  'advertisements',
  'advertisement_exam_centres',
  'applications',
  'payments',
  'scrutiny_allocations',
];

async function countRows(client: pg.Client) {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from ${quoteIdent(table)}`,
    );
    counts[table] = rows[0]!.n;
  }
  return counts;
}

interface MarkerRow {
  version: number;
  sizes: SeasonSizes;
  facts: SeasonFacts;
  counts: Record<string, number>;
  generated_at: Date;
}

/** The marker of a complete season, when the database has one. */
async function readMarker(url: string): Promise<MarkerRow | undefined> {
  return withClient(url, async (client) => {
    const { rows: exists } = await client.query(`select to_regclass('public.bench_season') as t`);
    if (!exists[0]?.t) return undefined;
    const { rows } = await client.query<MarkerRow>(
      'select version, sizes, facts, counts, generated_at from bench_season',
    );
    return rows[0];
  });
}

async function databaseExists(adminUrl: string, name: string) {
  return withClient(adminUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    return (rowCount ?? 0) > 0;
  });
}

/** Sizes as one text, keys in a fixed order (jsonb keeps its own order of keys). */
const sizesText = (sizes: SeasonSizes) =>
  JSON.stringify([
    sizes.candidates,
    sizes.advertisements,
    sizes.applications,
    sizes.popularForms,
    sizes.officers,
    [...sizes.fiscalYears],
  ]);
const sameSizes = (a: SeasonSizes, b: SeasonSizes) => sizesText(a) === sizesText(b);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Keeps a reused season's holds open: a hold whose day passed would be rejected by the server's
 * expiry job while a bench runs (and the season would drift from what it was made as).
 */
async function keepHoldsOpen(url: string, today: string) {
  return withClient(url, async (client) => {
    const { rowCount } = await client.query(
      `update applications set hold_until = $1::date + 1 + (id % 14)
        where scrutiny_status = 'hold' and hold_until <= $1::date`,
      [today],
    );
    if (rowCount) await client.query('analyze applications');
    return rowCount ?? 0;
  });
}

/**
 * Generates a season into `databaseUrl` (migrated and demo-seeded, nothing else yet): the steps
 * of season-steps.ts, then vacuum and analyze, then the marker. Prints each step's time and rows.
 */
export async function generateSeason(databaseUrl: string, sizes: SeasonSizes) {
  const started = performance.now();
  const timings: Record<string, number> = {};
  return withClient(databaseUrl, async (client) => {
    // Session settings for a bulk load: commits need not wait for the disk, sorts and hashes
    // may use memory (the server's own settings are left alone).
    await client.query(`set synchronous_commit = off`);
    await client.query(`set work_mem = '256MB'`);
    await client.query(`set maintenance_work_mem = '1GB'`);
    const context: StepContext = {
      client,
      sizes,
      today: todayIso(),
      now: new Date(),
      passwordHash: await hashPassword(SEASON_PASSWORD),
    };
    for (const step of SEASON_STEPS) {
      const begun = performance.now();
      const rows = await step.run(context);
      timings[step.name] = performance.now() - begun;
      console.log(
        `  ${step.name.padEnd(32)} ${seconds(timings[step.name]!).padStart(8)}   ${rows} rows`,
      );
    }
    const facts = await seasonFacts(client);
    let begun = performance.now();
    await client.query(dropWorkTables);
    await client.query('vacuum analyze');
    timings['vacuum analyze'] = performance.now() - begun;
    console.log(
      `  ${'vacuum analyze'.padEnd(32)} ${seconds(timings['vacuum analyze']).padStart(8)}`,
    );
    begun = performance.now();
    const counts = await countRows(client);
    timings.count = performance.now() - begun;
    await client.query(`create table bench_season (
      version int not null, sizes jsonb not null, facts jsonb not null, counts jsonb not null,
      timings_ms jsonb not null, generated_at timestamptz not null default now())`);
    await client.query(
      'insert into bench_season (version, sizes, facts, counts, timings_ms) values ($1, $2, $3, $4, $5)',
      [SEASON_VERSION, sizes, facts, counts, timings],
    );
    console.log(`  total ${seconds(performance.now() - started)}`);
    return { facts, counts };
  });
}

/**
 * The season database: reused when it holds a complete season of these sizes (and `fresh` is
 * not asked), else dropped, made again (migrations, demo seed) and generated.
 */
export async function ensureSeason(
  options: { fresh?: boolean; sizes?: SeasonSizes; databaseName?: string } = {},
): Promise<Season> {
  const sizes = options.sizes ?? seasonConfig.sizes;
  const name = options.databaseName ?? seasonConfig.databaseName;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const adminUrl = seasonConfig.adminUrl;
  const databaseUrl = databaseUrlOf(adminUrl, name);
  const fresh = options.fresh ?? seasonConfig.fresh;

  if (!fresh && (await databaseExists(adminUrl, name))) {
    const marker = await readMarker(databaseUrl);
    if (marker && marker.version === SEASON_VERSION && sameSizes(marker.sizes, sizes)) {
      // Migrations added since apply to the kept season too.
      const database = await openDatabase({ databaseUrl, dataDir: '' });
      await database.close();
      const reopened = await keepHoldsOpen(databaseUrl, todayIso());
      console.log(
        `season: reusing ${name} (made ${marker.generated_at.toISOString()}` +
          `${reopened ? `, ${reopened} holds given new days` : ''}); BENCH_SEASON_FRESH=1 makes it again`,
      );
      return {
        databaseName: name,
        databaseUrl,
        sizes,
        ...marker.facts,
        counts: marker.counts,
        generatedAt: marker.generated_at.toISOString(),
        generated: false,
      };
    }
    console.log(`season: ${name} holds no complete season of these sizes; making it again`);
  }

  console.log(
    `season: making ${name}: ${sizes.candidates} candidates, ${sizes.advertisements} ` +
      `advertisements (${sizes.fiscalYears.join(', ')}), ${sizes.applications} applications`,
  );
  await withClient(adminUrl, async (client) => {
    await client.query(`drop database if exists ${quoteIdent(name)} with (force)`);
    await client.query(`create database ${quoteIdent(name)}`);
  });
  const begun = performance.now();
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    await seedDemoData(database.db);
  } finally {
    await database.close();
  }
  console.log(
    `  ${'migrations + demo seed'.padEnd(32)} ${seconds(performance.now() - begun).padStart(8)}`,
  );
  const { facts, counts } = await generateSeason(databaseUrl, sizes);
  return {
    databaseName: name,
    databaseUrl,
    sizes,
    ...facts,
    counts,
    generatedAt: new Date().toISOString(),
    generated: true,
  };
}

/** The figures a season was made to show, read back from its tables. */
export async function describeSeason(season: Season) {
  return withClient(season.databaseUrl, async (client) => {
    const query = async (text: string) => (await client.query(text)).rows;
    const gender = await query(`select c.gender::text as value,
        round(100.0 * count(*) / sum(count(*)) over (), 1)::float8 as percent
      from applications a join candidates c on c.user_id = a.candidate_user_id
      group by 1 order by 2 desc`);
    const payment = await query(`select payment_status::text as value,
        round(100.0 * count(*) / sum(count(*)) over (), 1)::float8 as percent
      from applications group by 1 order by 2 desc`);
    const scrutiny = await query(`select scrutiny_status::text as value,
        round(100.0 * count(*) / sum(count(*)) over (), 1)::float8 as percent
      from applications where payment_status = 'paid' group by 1 order by 2 desc`);
    const quota = await query(`select q.code as value,
        round(100.0 * count(*) / sum(count(*)) over (), 1)::float8 as percent
      from advertisements a join quotas q on q.id = a.quota_id
      where a.code like 'SN-%' group by 1 order by 2 desc`);
    const years = await query(`select a.fiscal_year as value, count(distinct a.id)::int as ads,
        count(p.id)::int as applications
      from advertisements a left join applications p on p.advertisement_id = a.id
      where a.code like 'SN-%' group by 1 order by 1`);
    const statuses = await query(`select status::text as value, count(*)::int as n
      from advertisements where code like 'SN-%' group by 1 order by 1`);
    const top = await query(`select a.code as value, count(*)::int as applications,
        count(*) filter (where p.payment_status = 'paid')::int as paid
      from applications p join advertisements a on a.id = p.advertisement_id
      group by a.code order by 2 desc limit 5`);
    const perCandidate = await query(`select n as value, count(*)::int as candidates from (
        select candidate_user_id, count(*) as n from applications group by 1) t
      group by 1 order by 1`);
    const districts = await query(`select d.name_en as value, count(*)::int as applications
      from applications p join candidate_addresses ca on ca.candidate_user_id = p.candidate_user_id
        and ca.kind = 'permanent' join districts d on d.id = ca.district_id
      group by 1 order by 2 desc limit 6`);
    const ages =
      await query(`select extract(year from age(a.age_cut_off_date, c.dob_ad))::int as value,
        count(*)::int as n from applications p join advertisements a on a.id = p.advertisement_id
        join candidates c on c.user_id = p.candidate_user_id group by 1 order by 1`);
    const within = (low: number, high: number) =>
      ages
        .filter((row) => row.value >= low && row.value <= high)
        .reduce((sum, row) => sum + row.n, 0);
    const all = within(0, 200);
    const popular = await query(`select a.id, a.code, count(*)::int as applications,
        count(*) filter (where p.payment_status = 'paid')::int as paid,
        (select count(*)::int from scrutiny_allocations s where s.advertisement_id = a.id) as allocated
      from advertisements a join applications p on p.advertisement_id = a.id
      where a.id = ${Number(season.popularAdvertisementId)} group by a.id`);
    const share = (rows: { value: string; percent: number }[]) =>
      rows.map((row) => `${row.value} ${row.percent}%`).join(', ');
    console.log(`  applications by gender: ${share(gender)}`);
    console.log(`  by payment: ${share(payment)}; paid forms by scrutiny: ${share(scrutiny)}`);
    console.log(`  advertisements by quota: ${share(quota)}`);
    console.log(
      `  advertisements by status: ${statuses.map((row) => `${row.value} ${row.n}`).join(', ')}`,
    );
    console.log(
      `  by fiscal year: ${years
        .map((row) => `${row.value}: ${row.ads} ads, ${row.applications} applications`)
        .join('; ')}`,
    );
    console.log(
      `  candidates by applications made: ${perCandidate
        .map((row) => `${row.value}× ${row.candidates}`)
        .join(', ')}`,
    );
    console.log(
      `  top districts: ${districts.map((row) => `${row.value} ${row.applications}`).join(', ')}`,
    );
    console.log(
      `  age on the cut-off date: 22–32 ${((100 * within(22, 32)) / all).toFixed(1)}%, ` +
        `18–45 ${((100 * within(18, 45)) / all).toFixed(1)}%, ` +
        `youngest ${ages[0]?.value}, oldest ${ages.at(-1)?.value}`,
    );
    console.log(
      `  most applied: ${top
        .map((row) => `${row.value} ${row.applications} (${row.paid} paid)`)
        .join(', ')}`,
    );
    const p = popular[0];
    console.log(
      `  popular advertisement: ${p?.code} (id ${p?.id}), ${p?.applications} applications, ` +
        `${p?.paid} paid forms, ${p?.allocated} allocated`,
    );
  });
}

async function main() {
  const season = await ensureSeason();
  console.log(`\nrows: ${JSON.stringify(season.counts)}`);
  await describeSeason(season);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
