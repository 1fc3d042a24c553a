/**
 * The scrutiny reports on a national season (issue 21): every breakdown of
 * /api/internal/scrutiny/reports/{breakdown} unfiltered, for one fiscal year and for the
 * season's most popular advertisement; the gender report by area; the advertisement report (a
 * page, by fiscal year, by a search) and its spreadsheet; and allocating 100,000 forms to 20
 * officers. The real API runs as its own process on the season database (generate-season.ts
 * makes it once and keeps it); this process signs in as the demo `admin` and times the calls.
 *
 *   npm run bench:season -w bench
 *   BENCH_SEASON_ONLY=allocation BENCH_SEASON_REPEATS=5 npm run bench:season -w bench
 *
 * Prints p50, p95 and max per endpoint against its target, and the server's memory (VmRSS).
 * Asserts nothing about time: the exit code is 0 whatever the figures.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { REPORT_BREAKDOWNS, type ReportBreakdown } from '@niyukti/shared';
import { percentile } from '../raw-inserts';
import { startApiServer, stopApiServer, settle, type ApiServer } from '../server';
import {
  advertisementReportCall,
  breakdownCall,
  explainCall,
  printExplained,
  wholeAdvertisementReportCall,
  type ServiceCall,
} from './explain-reports';
import { SUMMARY_MAX_AGE_MS } from '../../apps/api/src/db/report-summaries';
import { ensureSeason, type Season } from './generate-season';
import { reportsBenchConfig as config } from './season-config';

const ADMIN = { username: 'admin', password: 'Admin@2082' };
const CLIENT = `Basic ${Buffer.from('niyukti-web:niyukti-web-secret').toString('base64')}`;

// ---------------------------------------------------------------------------------------------
// The server's memory.

interface Memory {
  rssMb: number;
  peakMb: number;
}

async function memoryOf(server: ApiServer): Promise<Memory> {
  const status = await readFile(`/proc/${server.process.pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

const mb = (value: number) => `${value.toFixed(0)} MB`;

async function printMemory(server: ApiServer, when: string) {
  const memory = await memoryOf(server);
  console.log(
    `  server memory ${when}: VmRSS ${mb(memory.rssMb)} (peak VmHWM ${mb(memory.peakMb)})`,
  );
  return memory;
}

// ---------------------------------------------------------------------------------------------
// Signing in and timing calls.

class Session {
  private token = '';
  constructor(private readonly server: ApiServer) {}

  async signIn() {
    const response = await fetch(`${this.server.baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { authorization: CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', ...ADMIN }).toString(),
    });
    if (!response.ok)
      throw new Error(`admin sign-in failed: ${response.status} ${await response.text()}`);
    this.token = ((await response.json()) as { access_token: string }).access_token;
  }

  /** One call, read to its last byte: its time, size and status (a 401 signs in again once). */
  async call(method: 'GET' | 'POST', pathAndQuery: string, body?: unknown) {
    for (let attempt = 0; ; attempt++) {
      const started = performance.now();
      const response = await fetch(`${this.server.baseUrl}${pathAndQuery}`, {
        method,
        headers: {
          authorization: `Bearer ${this.token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const bytes = (await response.arrayBuffer()).byteLength;
      const ms = performance.now() - started;
      if (response.status === 401 && attempt === 0) {
        await this.signIn();
        continue;
      }
      return { ms, bytes, status: response.status };
    }
  }
}

interface Timed {
  samples: number[];
  bytes: number;
  failures: string[];
}

/** `count` calls, `concurrency` at a time. */
async function timeCalls(
  session: Session,
  pathAndQuery: string,
  count: number,
  concurrency: number,
): Promise<Timed> {
  const samples: number[] = [];
  const failures: string[] = [];
  let bytes = 0;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      const result = await session.call('GET', pathAndQuery);
      if (result.status !== 200) failures.push(String(result.status));
      samples.push(result.ms);
      bytes = result.bytes;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return { samples, bytes, failures };
}

interface Line {
  label: string;
  concurrency: number;
  p50: number;
  p95: number;
  max: number;
  targetMs: number;
  met: boolean;
  bytes: number;
  failures: string[];
  /** What to explain when it misses. */
  explain?: ServiceCall;
}

const lines: Line[] = [];

const ms = (value: number) => `${value.toFixed(0).padStart(6)} ms`;

function kilobytes(bytes: number) {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${(bytes / 1024).toFixed(1)} kB`;
}

function printLine(line: Line) {
  console.log(
    `  ${line.label.padEnd(58)} c${line.concurrency}  p50 ${ms(line.p50)}  p95 ${ms(line.p95)}  ` +
      `max ${ms(line.max)}  target p95 ≤ ${line.targetMs} ms  ${line.met ? 'met   ' : 'MISSED'}  ` +
      `${kilobytes(line.bytes)}${line.failures.length ? `  non-200: ${line.failures.join(',')}` : ''}`,
  );
}

/** Warm-up calls, then `repeats` at concurrency 1, then (when asked) at `config.concurrency`. */
async function measure(
  session: Session,
  label: string,
  pathAndQuery: string,
  options: { targetMs?: number; explain?: ServiceCall } = {},
) {
  const targetMs = options.targetMs ?? config.reportTargetMs;
  for (let i = 0; i < config.warmUp; i++) await session.call('GET', pathAndQuery);
  const runs = config.concurrency > 1 ? [1, config.concurrency] : [1];
  for (const concurrency of runs) {
    const timed = await timeCalls(session, pathAndQuery, config.repeats, concurrency);
    const sorted = [...timed.samples].sort((a, b) => a - b);
    const line: Line = {
      label,
      concurrency,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      max: sorted.at(-1) ?? 0,
      targetMs,
      met: percentile(sorted, 0.95) <= targetMs && timed.failures.length === 0,
      bytes: timed.bytes,
      failures: timed.failures,
      explain: options.explain,
    };
    lines.push(line);
    printLine(line);
  }
}

const wants = (part: string) => !config.only || config.only.includes(part);

// ---------------------------------------------------------------------------------------------
// The parts.

async function benchBreakdowns(session: Session, season: Season, fiscalYear: string) {
  const breakdowns = REPORT_BREAKDOWNS.filter(
    (breakdown) => !config.breakdowns || config.breakdowns.includes(breakdown),
  );
  const filters: { name: string; query: Record<string, string> }[] = [
    { name: 'all', query: {} },
    { name: `fiscalYear=${fiscalYear}`, query: { fiscalYear } },
    {
      name: `advertisementCode=${season.popularAdvertisementCode}`,
      query: { advertisementCode: season.popularAdvertisementCode },
    },
  ];
  for (const filter of filters) {
    console.log(`\nGET /api/internal/scrutiny/reports/{breakdown}, ${filter.name}`);
    for (const breakdown of breakdowns) {
      const search = new URLSearchParams(filter.query).toString();
      await measure(
        session,
        `reports/${breakdown}${search ? ` ?${filter.name.split('=')[0]}` : ''}`,
        `/api/internal/scrutiny/reports/${breakdown}${search ? `?${search}` : ''}`,
        { explain: breakdownCall(breakdown as ReportBreakdown, filter.query) },
      );
    }
  }
}

/**
 * Counting the breakdowns' summaries (decision 160): what the job spends every five minutes and
 * a reader waits for after "count again now". Counted once before the breakdowns are timed.
 */
async function benchCounting(session: Session, server: ApiServer) {
  console.log('\nPOST /api/internal/scrutiny/reports/count-again (counts every summary)');
  const samples: number[] = [];
  for (let i = 0; i < config.countingRepeats; i++) {
    const result = await session.call('POST', '/api/internal/scrutiny/reports/count-again');
    if (result.status !== 200) throw new Error(`count-again answered ${result.status}`);
    samples.push(result.ms);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  console.log(
    `  counting the summaries: ${sorted.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')} ` +
      `(no target: the job's, every ${SUMMARY_MAX_AGE_MS / 60_000} minutes, ` +
      `while readers read the previous counts)`,
  );
  await printMemory(server, 'after counting');
}

/** The staff reports' first pages (decision 157): counts for any staff, personal data for SR. */
async function benchStaffReports(session: Session, season: Season, fiscalYear: string) {
  console.log('\nGET /api/internal/reports/… (first page of 50)');
  const masterId = await aCandidateWithApplications(season);
  const page = 'page=1&pageSize=50';
  const code = season.popularAdvertisementCode;
  const reports: [string, string][] = [
    ['registered-candidates', `/api/internal/reports/registered-candidates?${page}`],
    ['by-class', `/api/internal/reports/by-class?fiscalYear=${fiscalYear}`],
    [
      'by-advertisement-number',
      `/api/internal/reports/by-advertisement-number?fiscalYear=${fiscalYear}&${page}`,
    ],
    ['re-applications', `/api/internal/reports/re-applications?${page}`],
    ['applications', `/api/internal/reports/applications?${page}`],
    [
      'applications ?advertisementCode',
      `/api/internal/reports/applications?advertisementCode=${code}&${page}`,
    ],
    [
      'candidates ?search=a name',
      `/api/internal/reports/candidates?search=Rekha%20Adhikari&${page}`,
    ],
    ['candidates ?search=a mobile', `/api/internal/reports/candidates?search=98100002&${page}`],
    [
      'applications ?search=a name',
      `/api/internal/reports/applications?search=Rekha%20Adhikari&${page}`,
    ],
    ['application-status', `/api/internal/reports/application-status?masterId=${masterId}`],
  ];
  for (const [label, pathAndQuery] of reports) await measure(session, label, pathAndQuery);
}

/**
 * The popular advertisement's 100,000 paid forms as a spreadsheet, time to the last byte, with
 * the server's resident memory sampled every 100 ms while it streams.
 */
async function benchApplicationsSheet(session: Session, server: ApiServer, season: Season) {
  const pathAndQuery =
    `/api/internal/reports/applications.xlsx?advertisementCode=${season.popularAdvertisementCode}` +
    '&paymentStatus=paid&lang=ne';
  console.log(`\nGET ${pathAndQuery} (time to last byte, memory while streaming)`);
  const before = await memoryOf(server);
  let highest = before.rssMb;
  const sampler = setInterval(() => {
    void memoryOf(server).then((memory) => {
      highest = Math.max(highest, memory.rssMb);
    });
  }, 100);
  try {
    const result = await session.call('GET', pathAndQuery);
    const met = result.status === 200 && result.ms <= config.sheetTargetMs;
    console.log(
      `  ${result.status} ${kilobytes(result.bytes)} in ${(result.ms / 1000).toFixed(1)} s ` +
        `(target ≤ ${config.sheetTargetMs / 1000} s ${met ? 'met' : 'MISSED'}); server VmRSS ` +
        `${mb(before.rssMb)} before, ${mb(highest)} at most while streaming ` +
        `(+${mb(highest - before.rssMb)})`,
    );
    lines.push({
      label: 'applications.xlsx (100,000 forms)',
      concurrency: 1,
      p50: result.ms,
      p95: result.ms,
      max: result.ms,
      targetMs: config.sheetTargetMs,
      met,
      bytes: result.bytes,
      failures: result.status === 200 ? [] : [String(result.status)],
    });
  } finally {
    clearInterval(sampler);
  }
}

async function benchGenderReport(session: Session) {
  console.log('\nGET /api/internal/scrutiny/gender-reports/area');
  await measure(session, 'gender-reports/area', '/api/internal/scrutiny/gender-reports/area', {
    explain: breakdownCall('area', {}),
  });
}

async function benchAdvertisementReport(session: Session, fiscalYear: string) {
  console.log('\nGET /api/internal/scrutiny/advertisement-report');
  const search = 'Subba';
  const variants: [string, Record<string, string>][] = [
    ['page 1 of 50', {}],
    [`fiscalYear=${fiscalYear}`, { fiscalYear }],
    [`search=${search}`, { search }],
    [`fiscalYear + search`, { fiscalYear, search }],
  ];
  for (const [name, query] of variants) {
    const all = { page: '1', pageSize: '50', ...query };
    await measure(
      session,
      `advertisement-report ${name}`,
      `/api/internal/scrutiny/advertisement-report?${new URLSearchParams(all)}`,
      { explain: advertisementReportCall({ page: 1, pageSize: 50, ...query }) },
    );
  }
}

async function benchAdvertisementSheet(session: Session) {
  console.log('\nGET /api/internal/scrutiny/advertisement-report.xlsx (time to last byte)');
  await measure(
    session,
    'advertisement-report.xlsx (whole report)',
    '/api/internal/scrutiny/advertisement-report.xlsx',
    { explain: wholeAdvertisementReportCall({}) },
  );
}

/** The master id of a candidate who applied several times (application status's question). */
async function aCandidateWithApplications(season: Season) {
  const client = new pg.Client({ connectionString: season.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ master_id: number }>(
      `select c.master_id from candidates c
        join applications a on a.candidate_user_id = c.user_id
        group by c.master_id having count(*) >= 3 limit 1`,
    );
    return rows[0]!.master_id;
  } finally {
    await client.end();
  }
}

/** Takes back every allocation of the popular advertisement (a run's, or one left by a crash). */
async function unallocate(season: Season) {
  const client = new pg.Client({ connectionString: season.databaseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      'delete from scrutiny_allocations where advertisement_id = $1',
      [season.popularAdvertisementId],
    );
    const { rows } = await client.query<{ forms: number }>(
      `select count(*)::int as forms from applications
        where advertisement_id = $1 and payment_status = 'paid'`,
      [season.popularAdvertisementId],
    );
    return { removed: rowCount ?? 0, forms: rows[0]!.forms };
  } finally {
    await client.end();
  }
}

async function allocatedCount(season: Season) {
  const client = new pg.Client({ connectionString: season.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from scrutiny_allocations where advertisement_id = $1',
      [season.popularAdvertisementId],
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

async function benchAllocation(session: Session, server: ApiServer, season: Season) {
  const officers = season.officerUserIds.map((userId) => ({ userId }));
  const { forms } = await unallocate(season);
  console.log(
    `\nPOST /api/internal/scrutiny/allocations/${season.popularAdvertisementId} ` +
      `(${season.popularAdvertisementCode}: ${forms} paid forms, none allocated; ` +
      `${officers.length} officers, evenly)`,
  );
  const samples: number[] = [];
  const failures: string[] = [];
  for (let run = 1; run <= config.allocationRuns; run++) {
    const before = await memoryOf(server);
    const result = await session.call(
      'POST',
      `/api/internal/scrutiny/allocations/${season.popularAdvertisementId}`,
      { officers },
    );
    const after = await memoryOf(server);
    const allocated = await allocatedCount(season);
    samples.push(result.ms);
    if (result.status !== 200) failures.push(String(result.status));
    console.log(
      `  run ${run}: ${result.ms.toFixed(0)} ms, status ${result.status}, ${allocated} forms ` +
        `allocated, answer ${kilobytes(result.bytes)}, server VmRSS ${mb(before.rssMb)} → ` +
        `${mb(after.rssMb)} (peak ${mb(after.peakMb)})`,
    );
    await unallocate(season);
    await settle(server);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const line: Line = {
    label: `allocations/{id}: ${forms} forms to ${officers.length} officers`,
    concurrency: 1,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted.at(-1) ?? 0,
    targetMs: config.allocationTargetMs,
    met: percentile(sorted, 0.95) <= config.allocationTargetMs && failures.length === 0,
    bytes: 0,
    failures,
  };
  lines.push(line);
  printLine(line);
}

// ---------------------------------------------------------------------------------------------
// Misses, explained.

async function explainMisses(season: Season) {
  const missed = lines.filter((line) => !line.met && line.explain);
  // One plan per endpoint and filter (the concurrent run explains nothing the first did not).
  const seen = new Set<string>();
  const toExplain = missed.filter((line) => {
    if (seen.has(line.label)) return false;
    seen.add(line.label);
    return true;
  });
  if (toExplain.length === 0 || process.env.BENCH_SEASON_EXPLAIN === '0') return;
  const file = path.join(os.tmpdir(), `niyukti-season-explain-${Date.now()}.txt`);
  const out: string[] = [];
  console.log(
    `\nEXPLAIN (ANALYZE, BUFFERS) of the ${toExplain.length} endpoints that missed ` +
      `(each statement the API ran; full plans in ${file}):`,
  );
  for (const line of toExplain) {
    const statements = await explainCall(season.databaseUrl, line.explain!);
    for (const [i, statement] of statements.entries()) {
      console.log(
        `  ${`${line.label} #${i + 1}`.padEnd(60)} ${ms(statement.executionMs)}  ` +
          `buffers hit ${statement.hit} read ${statement.read}  heaviest ${statement.heaviest}`,
      );
    }
    const captured: string[] = [];
    const log = console.log;
    console.log = (...args: unknown[]) => captured.push(args.join(' '));
    try {
      printExplained(line.label, statements);
    } finally {
      console.log = log;
    }
    out.push(...captured);
  }
  await writeFile(file, `${out.join('\n')}\n`);
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const season = await ensureSeason();
  const fiscalYear = season.sizes.fiscalYears.at(-1)!;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'niyukti-season-'));
  // Long enough that one token lasts the bench (a 401 would sign in again anyway).
  process.env.ACCESS_TOKEN_TTL_SECONDS ??= String(6 * 3600);
  const server = await startApiServer({
    databaseUrl: season.databaseUrl,
    dataDir,
    jwtSecret: randomBytes(32).toString('base64url'),
  });
  try {
    console.log(
      `\nserver ${server.baseUrl} (pid ${server.process.pid}) on ${season.databaseName}: ` +
        `${season.counts.applications} applications, ${season.counts.candidates} candidates, ` +
        `${season.counts.advertisements} advertisements; ${config.warmUp} warm-up + ` +
        `${config.repeats} timed calls per endpoint at concurrency 1` +
        `${config.concurrency > 1 ? ` and ${config.concurrency}` : ''}; ` +
        `${os.cpus().length} cores shared by the bench, the server, PostgreSQL and whoever else`,
    );
    console.log(
      `load average at start: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    const start = await printMemory(server, 'at start');
    const session = new Session(server);
    await session.signIn();
    if (wants('breakdowns') || wants('gender')) await benchCounting(session, server);
    if (wants('breakdowns')) await benchBreakdowns(session, season, fiscalYear);
    if (wants('gender')) await benchGenderReport(session);
    if (wants('advertisement-report')) await benchAdvertisementReport(session, fiscalYear);
    if (wants('xlsx')) await benchAdvertisementSheet(session);
    if (wants('staff-reports')) await benchStaffReports(session, season, fiscalYear);
    if (wants('xlsx')) await benchApplicationsSheet(session, server, season);
    await printMemory(server, 'after the reports');
    if (wants('allocation')) await benchAllocation(session, server, season);
    const end = await printMemory(server, 'at the end');
    console.log(
      `load average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );

    const missed = lines.filter((line) => !line.met);
    console.log(
      `\nsummary: ${lines.length - missed.length} of ${lines.length} lines met their target; ` +
        `server VmRSS ${mb(start.rssMb)} → ${mb(end.rssMb)}, peak ${mb(end.peakMb)}`,
    );
    for (const line of missed) printLine(line);
    await explainMisses(season);
  } finally {
    await stopApiServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
