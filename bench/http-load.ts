import http from 'node:http';
import autocannon from 'autocannon';

/** One request of a load: its path and headers are chosen per request. */
export interface LoadRequest {
  method?: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** A response's headers as autocannon hands them over: names as the server wrote them. */
export type ResponseHeaders = Record<string, string | string[]>;

/**
 * Drives `baseUrl` with `connections` concurrent requests for `duration` s, each from `next()`;
 * `onResponse` sees each answer's status and headers (it costs the load generator a little, so
 * loads compared with each other should both have one or neither).
 */
export async function runLoad(
  baseUrl: string,
  options: {
    connections: number;
    duration: number;
    next: () => LoadRequest;
    onResponse?: (status: number, headers: ResponseHeaders) => void;
  },
): Promise<autocannon.Result> {
  const first = options.next();
  const { onResponse } = options;
  return autocannon({
    url: `${baseUrl}${first.path}`,
    connections: options.connections,
    duration: options.duration,
    requests: [
      {
        setupRequest: (request: autocannon.Request) => {
          const { method = 'GET', path, headers, body } = options.next();
          return { ...request, method, path, headers: { ...request.headers, ...headers }, body };
        },
        ...(onResponse && {
          onResponse: (status: number, _body: string, _context: object, headers: unknown) =>
            onResponse(status, (headers ?? {}) as ResponseHeaders),
        }),
      },
    ],
  });
}

/** A header's value by its lower-case name, whatever case the server wrote it in. */
export function headerOf(headers: ResponseHeaders, name: string): string | undefined {
  const value =
    headers[name] ?? Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Counts the API's `x-cache: hit` and `x-cache: miss` answers of a load; `rate()` is
 * hits / (hits + misses), or "n/a" while the API sends neither.
 */
export function cacheCounter() {
  let hits = 0;
  let misses = 0;
  return {
    onResponse: (_status: number, headers: ResponseHeaders) => {
      const cache = headerOf(headers, 'x-cache')?.toLowerCase();
      if (cache === 'hit') hits++;
      else if (cache === 'miss') misses++;
    },
    rate: () => (hits + misses === 0 ? 'n/a' : `${((100 * hits) / (hits + misses)).toFixed(1)} %`),
  };
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent: still compressed when the server compressed them. */
  body: Buffer;
}

/** One GET outside any load, its body left as it came (fetch would decompress it). */
export function rawGet(baseUrl: string, path: string, headers: Record<string, string>) {
  return new Promise<RawAnswer>((resolve, reject) => {
    http
      .get(`${baseUrl}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

export const json = (authorization: string, value: unknown) => ({
  headers: { authorization, 'content-type': 'application/json' },
  body: JSON.stringify(value),
});

/** Response counts by status when any was not 2xx, e.g. " (422×12, 409×3)"; else nothing. */
function statusBreakdown(result: autocannon.Result) {
  if (result.non2xx === 0) return '';
  const counts = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, stat]) => `${status}×${stat.count ?? 0}`);
  return ` (${counts.join(', ')})`;
}

export const formatMs = (ms: number) => `${ms.toFixed(ms < 10 ? 1 : 0).padStart(5)} ms`;

export const formatSize = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;

const requestsPerSecond = (result: autocannon.Result) =>
  String(Math.round(result.requests.average)).padStart(6);

/** The start of every load's line: title, requests/s, p50, p99. */
const loadHead = (title: string, result: autocannon.Result) =>
  `${title.padEnd(38)} ${requestsPerSecond(result)} req/s   ` +
  `p50 ${formatMs(result.latency.p50)}   p99 ${formatMs(result.latency.p99)}`;

/** The end of every load's line. */
const loadFailures = (result: autocannon.Result) =>
  `non-2xx ${result.non2xx}${statusBreakdown(result)}   errors ${result.errors}`;

const failed = (result: autocannon.Result) => result.non2xx + result.errors > 0;

export function printLoad(title: string, result: autocannon.Result) {
  console.log(
    `${loadHead(title, result)}   requests ${result.requests.total}   ${loadFailures(result)}`,
  );
}

/** Two decimals; a ratio below 0.01 (an admit card to a file) keeps one significant digit. */
const formatRatio = (ratio: number) =>
  ratio >= 0.01 || ratio === 0 ? ratio.toFixed(2) : ratio.toPrecision(1);

/**
 * A load's line with its anchor's beside it: the anchor's requests/s (`anchorLabel` says what it
 * served), the ratio load/anchor, `met`/`MISSED` when there is a `target` ratio (quick failures
 * are no throughput: a load with any non-2xx or error misses it), the cache hit rate when given.
 * An anchor that failed any request says so: its rate would flatter the load.
 */

export function printAgainstAnchor(
  title: string,
  result: autocannon.Result,
  anchor: autocannon.Result,
  details: { anchorLabel: string; target?: number; hitRate?: string },
) {
  const ratio = result.requests.average / anchor.requests.average;
  const met = details.target !== undefined && ratio >= details.target && !failed(result);
  const verdict = details.target === undefined ? '' : ` ${met ? 'met' : 'MISSED'}`;
  const anchorFailed = failed(anchor) ? `   anchor ${loadFailures(anchor)}` : '';
  console.log(
    `${loadHead(title, result)}   ${details.anchorLabel} ${requestsPerSecond(anchor).trim()} req/s   ` +
      `ratio ${formatRatio(ratio)}${verdict}` +
      (details.hitRate === undefined ? '' : `   hit rate ${details.hitRate}`) +
      `   ${loadFailures(result)}${anchorFailed}`,
  );
}
