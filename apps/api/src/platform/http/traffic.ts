/**
 * How many requests this instance began lately: what work that can wait (a report's summaries
 * counted again) asks before it takes the database for half a minute (decision 170). A rolling
 * minute, in six buckets of ten seconds.
 */
const BUCKET_MS = 10_000;
const BUCKETS = 6;

export interface Traffic {
  /** One request begun (the app's first hook says so). */
  count(): void;
  /** Requests begun a second, over about the last minute. */
  perSecond(): number;
}

export function createTraffic(now: () => number = Date.now): Traffic {
  const counts = Array<number>(BUCKETS).fill(0);
  let current = Math.floor(now() / BUCKET_MS);
  // Empties the buckets of the seconds that passed with no request, then moves to the present.
  const advance = () => {
    const bucket = Math.floor(now() / BUCKET_MS);
    for (let b = current + 1; b <= Math.min(bucket, current + BUCKETS); b++)
      counts[b % BUCKETS] = 0;
    current = Math.max(current, bucket);
  };
  return {
    count() {
      advance();
      counts[current % BUCKETS]!++;
    },
    perSecond() {
      advance();
      return counts.reduce((sum, n) => sum + n, 0) / ((BUCKETS * BUCKET_MS) / 1000);
    },
  };
}
