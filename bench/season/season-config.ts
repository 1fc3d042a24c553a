/** The national season's knobs, read once from the environment (bench/README.md lists them). */
const numberOf = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} is not a number: ${value}`);
  return value;
};

export interface SeasonSizes {
  candidates: number;
  advertisements: number;
  applications: number;
  /** Paid forms of the season's most popular advertisement (none of them allocated). */
  popularForms: number;
  /** Staff who may be given forms (SC with approve). */
  officers: number;
  fiscalYears: readonly string[];
}

export const seasonConfig = {
  adminUrl: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
  databaseName: process.env.BENCH_SEASON_DATABASE ?? 'niyukti_season',
  fresh: process.env.BENCH_SEASON_FRESH === '1',
  sizes: {
    candidates: numberOf('BENCH_SEASON_CANDIDATES', 500_000),
    advertisements: numberOf('BENCH_SEASON_ADVERTISEMENTS', 1_500),
    applications: numberOf('BENCH_SEASON_APPLICATIONS', 1_000_000),
    popularForms: numberOf('BENCH_SEASON_POPULAR_FORMS', 100_000),
    officers: numberOf('BENCH_SEASON_OFFICERS', 20),
    fiscalYears: (process.env.BENCH_SEASON_FISCAL_YEARS ?? '2080-81,2081-82,2082-83')
      .split(',')
      .map((year) => year.trim())
      .filter(Boolean),
  } satisfies SeasonSizes,
};

/** The reports bench's knobs. */
export const reportsBenchConfig = {
  /** Timed calls per endpoint, after the warm-up calls. */
  repeats: numberOf('BENCH_SEASON_REPEATS', 20),
  warmUp: numberOf('BENCH_SEASON_WARMUP', 2),
  /** Concurrent requests of the second run of each endpoint (1: skip it). */
  concurrency: numberOf('BENCH_SEASON_CONCURRENCY', 4),
  /** Timed allocations (each undone before the next, and after the last). */
  allocationRuns: numberOf('BENCH_SEASON_ALLOCATION_RUNS', 3),
  /** Times the summaries are counted before the breakdowns are timed. */
  countingRepeats: numberOf('BENCH_SEASON_COUNTING_REPEATS', 2),
  /**
   * Parts to run, comma-separated: breakdowns, gender, advertisement-report, xlsx,
   * staff-reports, allocation.
   */
  only: process.env.BENCH_SEASON_ONLY?.split(',').map((name) => name.trim()),
  /** Only these breakdowns (comma-separated URL segments); all 20 when unset. */
  breakdowns: process.env.BENCH_SEASON_BREAKDOWNS?.split(',').map((name) => name.trim()),
  /** Target p95 of a report, and of one allocation, in ms. */
  reportTargetMs: 500,
  allocationTargetMs: 5_000,
  /** Target time to the last byte of a 100,000-row spreadsheet. */
  sheetTargetMs: 10_000,
};
