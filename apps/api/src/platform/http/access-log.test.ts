import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

// The access log (issue 22): one structured line per request at info — method, route, status,
// time and request id — not Fastify's two; the health check and the web app's files only at
// debug.

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  route?: string | null;
  status?: number;
  ms?: number;
}

const INFO = 30;
let t: TestApp;
const lines: LogLine[] = [];

beforeAll(async () => {
  t = await startTestApp(
    { LOG_LEVEL: 'info' },
    { logStream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } },
  );
}, 120_000);
afterAll(async () => t?.close());

/** A request, and every line written at info or above since the lines were last emptied. */
async function linesOf(method: 'GET' | 'POST', url: string) {
  const answer = await t.app.inject({ method, url });
  return { answer, all: lines.filter((line) => line.level >= INFO) };
}

describe('the access log', () => {
  it('writes one line per request with its method, route, status, time and request id', async () => {
    lines.length = 0;
    const { answer, all } = await linesOf('GET', '/api/public/notices?page=1&pageSize=5');
    expect(answer.statusCode).toBe(200);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      level: INFO,
      msg: 'answered',
      method: 'GET',
      route: '/api/public/notices',
      status: 200,
    });
    expect(all[0]!.reqId).toMatch(/\S/);
    expect(all[0]!.ms).toBeGreaterThanOrEqual(0);
    // The address's search text is not written, only the route's pattern.
    expect(JSON.stringify(all[0])).not.toContain('pageSize');
  });

  it('names a route by its pattern and an unknown address by none, with the status', async () => {
    lines.length = 0;
    // Refused before its handler (no token): still one line, naming the route.
    const { all } = await linesOf('GET', '/api/internal/notices/999999');
    expect(all.filter((line) => line.msg === 'answered')).toEqual([
      expect.objectContaining({ route: '/api/internal/notices/:id', status: 401 }),
    ]);
    lines.length = 0;
    const missing = await linesOf('POST', '/api/no-such-thing');
    expect(missing.all.filter((line) => line.msg === 'answered')).toEqual([
      expect.objectContaining({ method: 'POST', status: 404 }),
    ]);
  });

  it('keeps the health check and the web app’s files out of the info log', async () => {
    lines.length = 0;
    const health = await linesOf('GET', '/api/health');
    expect(health.answer.statusCode).toBe(200);
    const asset = await linesOf('GET', '/assets/missing.js');
    expect(asset.answer.statusCode).toBe(404);
    expect(lines.filter((line) => line.level >= INFO)).toEqual([]);
  });
});
