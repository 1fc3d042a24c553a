/**
 * One autocannon load of the mix: every request chosen by `next` (its kind, path, headers and
 * body), every answer recorded under its kind with its latency, BUSY told apart. Autocannon keeps
 * a latency histogram of 2xx answers only and none per kind, so the answers are timed here from
 * its own clock (the `response` event) instead.
 */
import autocannon from 'autocannon';
import { runPeople } from './surge-people';
import { isBusy, PartStats } from './surge-stats';

export interface MixRequest {
  kind: string;
  method?: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** What the answer is for, handed back to `onAnswer` (apply: the pair). */
  tag?: unknown;
}

export interface Answer {
  status: number;
  busy: boolean;
  body: string;
  tag: unknown;
}

interface Context {
  kind?: string;
  tag?: unknown;
}

export interface MixLoadOptions {
  name: string;
  connections: number;
  duration: number;
  timeoutSeconds: number;
  /** Requests a second a person sends on average, thinking between them; 0: unpaced. */
  pace: number;
  next: () => MixRequest;
  onAnswer?: (answer: Answer) => void;
}

/**
 * Runs one load to its end; resolves with its stats. Paced, its connections are people who think
 * between requests (surge-people.ts); unpaced, autocannon sends again the moment it is answered.
 */
export function runMixLoad(baseUrl: string, options: MixLoadOptions): Promise<PartStats> {
  return options.pace > 0 ? runPeople(baseUrl, options) : runFlood(baseUrl, options);
}

function runFlood(baseUrl: string, options: MixLoadOptions): Promise<PartStats> {
  const stats = new PartStats(options.name, options.connections);
  // The answer `onResponse` saw, read by the `response` event autocannon emits right after it
  // (synchronously, on the same connection): how a latency finds its kind.
  let last: { kind: string; busy: boolean } | undefined;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: options.connections,
        duration: options.duration,
        timeout: options.timeoutSeconds,
        requests: [
          {
            setupRequest: (request, context) => {
              const { kind, method = 'GET', path, headers, body, tag } = options.next();
              Object.assign(context as Context, { kind, tag });
              return {
                ...request,
                method,
                path,
                headers: { ...request.headers, ...headers },
                body,
              };
            },
            onResponse: (status, body, context, headers) => {
              const { kind = '?', tag } = context as Context;
              const busy = isBusy(status, body, (headers ?? {}) as Record<string, unknown>);
              last = { kind, busy };
              if (!busy) stats.kind(kind).sample(status, body);
              options.onAnswer?.({ status, busy, body, tag });
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        stats.seconds = (performance.now() - started) / 1000;
        stats.timeouts = result.timeouts;
        stats.errors = result.errors - result.timeouts;
        const answers = [...stats.kinds.values()].reduce((n, kind) => n + kind.answers, 0);
        stats.inFlight = Math.max(0, result.requests.sent - answers - result.errors);
        resolve(stats);
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      stats.kind(last?.kind ?? '?').record(status, ms, last?.busy ?? false);
      last = undefined;
    });
  });
}
