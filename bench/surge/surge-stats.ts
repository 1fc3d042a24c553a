/**
 * What the surge counts per kind of request: answers by status, the latency of those served
 * (everything but BUSY), the polite refusals (503 BUSY) apart, and failures without an answer.
 */
import { percentile } from '../raw-inserts';

/** The answer's Retry-After header, whatever the case of its name. */
const retryAfterOf = (headers: Record<string, unknown>) =>
  Object.entries(headers).find(([name]) => name.toLowerCase() === 'retry-after')?.[1];

/** Milliseconds a BUSY answer asks its client to wait (its Retry-After), a minute if it names none. */
export function retryAfterMs(headers: Record<string, unknown>) {
  const seconds = Number(retryAfterOf(headers));
  return (Number.isFinite(seconds) && seconds >= 0 ? seconds : 60) * 1000;
}

/**
 * A polite refusal of an overloaded server (issue 22): 503 with `retry-after` and the envelope's
 * code BUSY. Any other 503 is a server error like the rest of the 5xx.
 */
export function isBusy(status: number, body: string, headers: Record<string, unknown>) {
  if (status !== 503) return false;
  if (retryAfterOf(headers) === undefined) return false;
  try {
    return (JSON.parse(body) as { code?: unknown }).code === 'BUSY';
  } catch {
    return false;
  }
}

export class KindStats {
  /** Latencies (ms) of the answers served: every status but BUSY. */
  readonly served: number[] = [];
  readonly busyMs: number[] = [];
  readonly statuses = new Map<number, number>();
  /** Requests that got no answer: socket errors and timeouts (only pay knows them by kind). */
  errors = 0;
  timeouts = 0;
  /** Answers with a good status but not what the flow needed (pay: e.g. confirmed unpaid). */
  unexpected = 0;

  /** The first body of each failing status, to say why. */
  readonly firstBodies = new Map<number, string>();

  /** Keeps the body of a failing answer when it is the first of its status. */
  sample(status: number, body: string) {
    if (status >= 200 && status < 300) return;
    if (!this.firstBodies.has(status)) this.firstBodies.set(status, body.slice(0, 200));
  }

  record(status: number, ms: number, busy: boolean) {
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    if (busy) this.busyMs.push(ms);
    else this.served.push(ms);
  }

  get answers() {
    return this.served.length + this.busyMs.length;
  }

  /** Answers that are not 2xx, BUSY apart: e.g. { 409: 3, 500: 1 }. */
  failures(): Map<number, number> {
    const failed = new Map([...this.statuses].filter(([status]) => status < 200 || status >= 300));
    const busy = this.busyMs.length;
    if (busy > 0) {
      const left = (failed.get(503) ?? 0) - busy;
      if (left > 0) failed.set(503, left);
      else failed.delete(503);
    }
    return failed;
  }

  /** 5xx answers that are not BUSY. */
  serverErrors() {
    return [...this.failures()].filter(([status]) => status >= 500).reduce((a, [, n]) => a + n, 0);
  }

  latency() {
    const sorted = [...this.served].sort((a, b) => a - b);
    return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1) ?? 0 };
  }

  /** Adds another kind's counts (a part's line is the sum of its kinds). */
  merge(other: KindStats) {
    this.served.push(...other.served);
    this.busyMs.push(...other.busyMs);
    for (const [status, n] of other.statuses)
      this.statuses.set(status, (this.statuses.get(status) ?? 0) + n);
    this.errors += other.errors;
    this.timeouts += other.timeouts;
    this.unexpected += other.unexpected;
    for (const [status, body] of other.firstBodies)
      if (!this.firstBodies.has(status)) this.firstBodies.set(status, body);
    return this;
  }
}

/** One part of the mix (shared reads, apply, …): its kinds, and what it measured as a whole. */
export class PartStats {
  readonly kinds = new Map<string, KindStats>();
  /** Seconds the part ran (its own clock: loads end a little apart). */
  seconds = 0;
  /** Requests of the part that got no answer, when the load cannot tell their kind. */
  errors = 0;
  timeouts = 0;
  /** Requests still unanswered when the load stopped (neither answers nor errors). */
  inFlight = 0;

  constructor(
    readonly name: string,
    readonly connections: number,
  ) {}

  kind(name: string) {
    let stats = this.kinds.get(name);
    if (!stats) {
      stats = new KindStats();
      this.kinds.set(name, stats);
    }
    return stats;
  }

  total() {
    const all = [...this.kinds.values()].reduce((sum, kind) => sum.merge(kind), new KindStats());
    all.errors += this.errors;
    all.timeouts += this.timeouts;
    return all;
  }
}
