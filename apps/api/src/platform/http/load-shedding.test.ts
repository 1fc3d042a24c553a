import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@niyukti/shared';
import { applications } from '../../db/schema';
import { aCompleteCandidate } from '../../test/complete-profile';
import { bearer } from '../../test/people';
import { startTestApp, type TestApp } from '../../test/test-app';
import { firstVacancyToApply } from '../../test/vacancies';

// Past its capacity an instance refuses new requests politely (decision 166): 503 BUSY in both
// languages with Retry-After, before anything is read or written; the requests it took go on.

// Above what the test's own setup sends at once (a profile's parts go together).
const CAPACITY = 40;
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ BUSY_REQUESTS_UNDER_WAY: String(CAPACITY) });
});
afterAll(async () => t?.close());

/**
 * A request the server has taken and is still working on: its headers sent, its body not yet
 * (the server waits for the rest of it). Closing the socket ends it.
 */
function aRequestUnderWay(token: string): Promise<net.Socket> {
  const { hostname, port } = new URL(t.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(
        'POST /api/candidate/applications HTTP/1.1\r\n' +
          `Host: ${hostname}:${port}\r\nAuthorization: Bearer ${token}\r\n` +
          'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      );
      resolve(socket);
    });
    socket.on('error', reject);
  });
}

const notices = () => fetch(`${t.baseUrl}/api/public/notices`);

/** A write that writes nothing: an apply with an empty form (400 when the server takes it). */
const emptyApply = (token: string) =>
  fetch(`${t.baseUrl}/api/candidate/applications`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: '{}',
  });

/** Asks until the server answers `status` (the held requests reach it in their own time). */
async function untilAnswered(status: number, ask: () => Promise<Response> = notices) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await ask();
    if (response.status === status) return response;
    await sleep(20);
  }
  throw new Error(`the server never answered ${status}`);
}

const applicationsOf = async (userId: number) =>
  (
    await t.database.db
      .select({ value: count() })
      .from(applications)
      .where(eq(applications.candidateUserId, userId))
  )[0]!.value;

/** Holds `n` requests under way, each an apply whose body has not arrived yet. */
const hold = (n: number, token: string) =>
  Promise.all(Array.from({ length: n }, () => aRequestUnderWay(token)));

const applyAs = (token: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/candidate/applications',
    headers: bearer(token),
    payload,
  });

describe('a busy instance', () => {
  it('refuses reads first, then writes, with 503 BUSY and Retry-After, writes nothing, and takes them again once free', async () => {
    const anita = await aCompleteCandidate(t);
    const bikash = await aCompleteCandidate(t);
    const anitasApply = await firstVacancyToApply(t, anita.token);
    const bikashsApply = await firstVacancyToApply(t, bikash.token);
    const held = await hold(CAPACITY, anita.token);

    const refused = await untilAnswered(503);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(await refused.json()).toEqual({
      status: 0,
      message: MESSAGES['error.BUSY'],
      data: null,
      code: 'BUSY',
    });
    // Looking gives way to doing: at the limit a read is refused but an apply is still taken.
    const taken = await applyAs(anita.token, anitasApply);
    expect(taken.statusCode, taken.body).toBe(201);
    expect(await applicationsOf(anita.userId)).toBe(1);

    // Past twice the limit an apply is refused too, and one refused was never begun.
    held.push(...(await hold(CAPACITY, anita.token)));
    await untilAnswered(503, () => emptyApply(bikash.token));
    const busyApply = await applyAs(bikash.token, bikashsApply);
    expect([busyApply.statusCode, busyApply.json().code]).toEqual([503, 'BUSY']);
    expect(await applicationsOf(bikash.userId)).toBe(0);
    // The load balancer still hears the instance is alive.
    expect((await fetch(`${t.baseUrl}/api/health`)).status).toBe(200);
    // A provider's sandbox stands for the provider's own servers: its answer, not BUSY.
    const sandbox = await fetch(`${t.baseUrl}/sandbox/esewa/api/epay/transaction/status/`);
    expect(sandbox.status).toBe(400);

    for (const socket of held) socket.destroy();
    await untilAnswered(200);
    const applied = await applyAs(bikash.token, bikashsApply);
    expect(applied.statusCode, applied.body).toBe(201);
    expect(await applicationsOf(bikash.userId)).toBe(1);
  });
});
