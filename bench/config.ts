/** The bench's knobs, read once from the environment (bench/README.md lists them). */
const numberOf = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

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
  /** Few: each card is drawn on the server's one thread; more only lengthen the queue. */
  /** Scenarios to run, comma-separated (vacancies, apply, double-submit, admit-card, sign-in); all when unset. */
  only: process.env.BENCH_ONLY?.split(',').map((name) => name.trim()),
  admitCardConnections: numberOf('BENCH_ADMIT_CARD_CONNECTIONS', 5),
};
