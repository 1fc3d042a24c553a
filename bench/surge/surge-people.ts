/**
 * The surge's people (decision 167): each connection is one person, who sends a request, reads
 * the answer, then thinks before the next, for a time drawn from an exponential distribution of
 * mean 1 / pace seconds (the think time of the TPC-W web benchmarks): a thousand people act
 * independently, not in step. autocannon's rate limits cannot say this: they let every
 * connection send its requests at the top of each second, all together, so the server meets a
 * wall of a thousand requests once a second and the last of them wait for the first. At pace 0
 * nobody thinks: the flood. A person refused BUSY does what the web app does: waits the
 * Retry-After the answer names before asking again.
 *
 * Each person has a connection of its own (undici's Client, kept alive), as a browser would, and
 * keeps it from one run to the next (Crowd); a newcomer arrives at a random moment of the run's
 * first seconds (BENCH_SURGE_ARRIVAL).
 */
import { Client, errors } from 'undici';
import type { MixLoadOptions } from './surge-load';
import { pause } from '../server';
import { isBusy, PartStats, retryAfterMs } from './surge-stats';

/** A think time in ms: exponential, of mean 1000 / pace, no longer than ten means; 0 at pace 0. */
export function thinkMs(pace: number) {
  if (pace <= 0) return 0;
  const mean = 1000 / pace;
  return Math.min(-Math.log(1 - Math.random()) * mean, 10 * mean);
}

const isTimeout = (error: unknown) =>
  error instanceof errors.HeadersTimeoutError ||
  error instanceof errors.BodyTimeoutError ||
  (error instanceof Error && error.name === 'TimeoutError');

/**
 * The people of one part of the mix, kept from one run to the next: who browsed in the warm-up
 * goes on browsing in the surge on the connection they opened, as a browser keeps its own, and a
 * run of more people adds newcomers, who open theirs. A deadline day's crowd is already there
 * when the surge is measured; otherwise each run would begin with its whole crowd connecting in
 * the same second, which measures a flash crowd, not the surge (decision 169).
 */
export class Crowd {
  private readonly clients: Client[] = [];
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {}

  /** `count` people: those already here first, then newcomers with new connections. */
  people(count: number) {
    const people = this.clients.slice(0, count).map((client) => ({ client, newcomer: false }));
    while (people.length < count) {
      const client = new Client(this.baseUrl, {
        headersTimeout: this.timeoutMs,
        bodyTimeout: this.timeoutMs,
      });
      this.clients.push(client);
      people.push({ client, newcomer: true });
    }
    return people;
  }

  /** Everyone leaves: their connections are closed, a request still unanswered is dropped. */
  async leave() {
    await Promise.all(this.clients.splice(0).map((client) => client.destroy().catch(() => {})));
  }
}

/** Runs the crowd's people for the load's duration; resolves with their stats. */
export async function runMixLoad(crowd: Crowd, options: MixLoadOptions): Promise<PartStats> {
  const stats = new PartStats(options.name, options.connections);
  const started = performance.now();
  const deadline = started + options.duration * 1000;
  let inFlight = 0;
  let over = false;

  const person = async ({ client, newcomer }: { client: Client; newcomer: boolean }) => {
    // A newcomer arrives at some moment of the arrival time, not all at once; someone already
    // here is between two requests.
    await pause(newcomer ? Math.random() * options.arrivalSeconds * 1000 : thinkMs(options.pace));
    while (performance.now() < deadline) {
      const { kind, method = 'GET', path, headers, body, tag } = options.next();
      const sent = performance.now();
      let waitMs = thinkMs(options.pace);
      inFlight++;
      try {
        const answer = await client.request({ method, path, headers, body });
        const text = await answer.body.text();
        if (over) return;
        const ms = performance.now() - sent;
        const busy = isBusy(answer.statusCode, text, answer.headers);
        const kindStats = stats.kind(kind);
        kindStats.record(answer.statusCode, ms, busy);
        if (!busy) kindStats.sample(answer.statusCode, text);
        else waitMs = retryAfterMs(answer.headers);
        options.onAnswer?.({ status: answer.statusCode, busy, body: text, tag });
      } catch (error) {
        if (over) return;
        if (isTimeout(error)) stats.kind(kind).timeouts++;
        else stats.kind(kind).errors++;
      } finally {
        inFlight--;
      }
      const rest = Math.min(waitMs, deadline - performance.now());
      if (rest > 0) await pause(rest);
    }
  };

  // The load ends at its deadline: a request still unanswered then is counted in flight (as
  // autocannon counts it), its answer no longer heard; its person stays for the next run.
  const people = Promise.all(crowd.people(options.connections).map(person));
  await Promise.race([people, pause(options.duration * 1000 + 50)]);
  over = true;
  stats.seconds = (performance.now() - started) / 1000;
  stats.inFlight = inFlight;
  return stats;
}
