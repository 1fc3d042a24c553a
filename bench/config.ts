/** The bench's knobs, read once from the environment (bench/README.md lists them). */
const numberOf = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/** The scenarios, in the order they run. */
export const SCENARIOS = ['reads', 'apply', 'double-submit', 'admit-card', 'sign-in'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

/** `vacancies` is the reads' former name (the vacancy list was its only read). */
const ALIASES: Record<string, ScenarioName> = { vacancies: 'reads' };

export const config = {
  adminUrl: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
  candidateCount: numberOf('BENCH_CANDIDATES', 3000),
  advertisementCount: numberOf('BENCH_ADVERTISEMENTS', 300),
  /** Seconds per endpoint (and for the raw inserts). */
  duration: numberOf('BENCH_DURATION', 15),
  /** Concurrent requests of the other loads (sign-in: at most 20). */
  connections: numberOf('BENCH_CONNECTIONS', 50),
  /** Concurrent applies, and concurrent raw insert transactions. */
  applyConnections: numberOf('BENCH_APPLY_CONNECTIONS', 200),
  /** Clients of the raw inserts' pool; default applyConnections, or what the server has room for. */
  rawPoolSize: process.env.BENCH_RAW_POOL ? Number(process.env.BENCH_RAW_POOL) : undefined,
  /** Concurrent requests of the shared reads and of their anchor (issue 22). */
  readConnections: numberOf('BENCH_READ_CONNECTIONS', 50),
  /** Few: each card is drawn on the server's one thread; more only lengthen the queue. */
  admitCardConnections: numberOf('BENCH_ADMIT_CARD_CONNECTIONS', 5),
  /** Scenarios to run, comma-separated (SCENARIOS, or an alias); all when unset. */
  only: process.env.BENCH_ONLY?.split(',').map((name) => ALIASES[name.trim()] ?? name.trim()),
};

/** The scenarios BENCH_ONLY names, in the order they run; a name of none stops the bench. */
export function selectedScenarios(): ScenarioName[] {
  const unknown = config.only?.filter((name) => !(SCENARIOS as readonly string[]).includes(name));
  if (unknown?.length)
    throw new Error(`BENCH_ONLY: no scenario ${unknown.join(', ')} (${SCENARIOS.join(', ')})`);
  return SCENARIOS.filter((name) => !config.only || config.only.includes(name));
}
