/** The deadline surge's knobs, read once from the environment (bench/README.md lists them). */
const numberOf = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} is not a number: ${value}`);
  return value;
};

/** What each kind of request gets of the connections (issue 22's mix), in parts of 1,000. */
export const MIX = {
  sharedReads: 560,
  candidateReads: 240,
  apply: 100,
  pay: 50,
  signIn: 50,
} as const;
export type MixPart = keyof typeof MIX;

/** p99 goals in ms (issue 22); pay and sign-in have none. */
export const GOALS: Partial<Record<MixPart, number>> = {
  sharedReads: 200,
  candidateReads: 200,
  apply: 250,
};

export const surgeConfig = {
  connections: numberOf('BENCH_SURGE_CONNECTIONS', 1000),
  duration: numberOf('BENCH_SURGE_DURATION', 60),
  /** The second run at twice the connections, where the server may shed load (BUSY). */
  double: process.env.BENCH_SURGE_DOUBLE !== '0',
  doubleDuration: numberOf('BENCH_SURGE_DOUBLE_DURATION', 30),
  /** Seconds of the mix at its pace before the surge, printed but not judged (0: none). */
  warmUpDuration: numberOf('BENCH_SURGE_WARM_UP', 30),
  /**
   * Seconds over which the people new to a run arrive (the warm-up's all, ×2's second half): a
   * crowd builds up over seconds, not in one (decision 169).
   */
  arrivalSeconds: numberOf('BENCH_SURGE_ARRIVAL', 10),
  /**
   * Requests a second each connection sends at most in ×1 and ×2: a person who clicks about
   * once a second (decision 167); 0: every connection sends again the moment it is answered.
   */
  pace: numberOf('BENCH_SURGE_PACE', 1),
  /**
   * The last run, a flood: twice the connections, none of them paced, past what one instance
   * can answer in time; there the API must refuse politely (BUSY) and lose nothing.
   */
  flood: process.env.BENCH_SURGE_FLOOD !== '0',
  floodDuration: numberOf('BENCH_SURGE_FLOOD_DURATION', 30),
  /** Candidates whose tokens the reads use (each request a random one). */
  tokens: numberOf('BENCH_SURGE_TOKENS', 5000),
  /**
   * Eligible (candidate, advertisement) pairs prepared for apply; 0: enough for this many
   * applies a second per apply connection over both runs (more than this machine makes).
   */
  applyPairs: numberOf('BENCH_SURGE_APPLY_PAIRS', 0),
  applyPairsPerConnectionSecond: 8,
  /** Pairs checked through the API's eligibility endpoint before the load. */
  eligibilitySample: numberOf('BENCH_SURGE_ELIGIBILITY_SAMPLE', 20),
  /** A request unanswered this long counts as an error (autocannon's default). */
  timeoutSeconds: numberOf('BENCH_SURGE_TIMEOUT', 10),
};

/** The connections of each part for `total` connections, in MIX's proportions (at least 1). */
export function splitConnections(total: number): Record<MixPart, number> {
  const parts = Object.keys(MIX) as MixPart[];
  const whole = Object.values(MIX).reduce((a, b) => a + b, 0);
  return Object.fromEntries(
    parts.map((part) => [part, Math.max(1, Math.round((total * MIX[part]) / whole))]),
  ) as Record<MixPart, number>;
}
