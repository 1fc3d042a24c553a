import autocannon from 'autocannon';

/** One request of a load: its path and headers are chosen per request. */
export interface LoadRequest {
  method?: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Drives `baseUrl` with `connections` concurrent requests for `duration` s, each from `next()`. */
export async function runLoad(
  baseUrl: string,
  options: { connections: number; duration: number; next: () => LoadRequest },
): Promise<autocannon.Result> {
  const first = options.next();
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
      },
    ],
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

export function printLoad(title: string, result: autocannon.Result) {
  console.log(
    `${title.padEnd(38)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   ` +
      `p50 ${formatMs(result.latency.p50)}   p99 ${formatMs(result.latency.p99)}   ` +
      `requests ${result.requests.total}   non-2xx ${result.non2xx}${statusBreakdown(result)}   ` +
      `errors ${result.errors}`,
  );
}
