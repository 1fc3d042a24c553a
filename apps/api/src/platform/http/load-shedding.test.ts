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

/** Asks until the server answers `status` (the held requests reach it in their own time). */
async function untilAnswered(status: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await notices();
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

describe('a busy instance', () => {
  it('refuses new requests with 503 BUSY and Retry-After, writes nothing, and takes them again once free', async () => {
    const anita = await aCompleteCandidate(t);
    const apply = await firstVacancyToApply(t, anita.token);
    const held = await Promise.all(
      Array.from({ length: CAPACITY }, () => aRequestUnderWay(anita.token)),
    );

    const refused = await untilAnswered(503);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({
      status: 0,
      message: MESSAGES['error.BUSY'],
      data: null,
      code: 'BUSY',
    });
    // An apply refused as busy was never begun.
    const busyApply = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/applications',
      headers: bearer(anita.token),
      payload: apply,
    });
    expect([busyApply.statusCode, busyApply.json().code]).toEqual([503, 'BUSY']);
    expect(await applicationsOf(anita.userId)).toBe(0);
    // The load balancer still hears the instance is alive.
    expect((await fetch(`${t.baseUrl}/api/health`)).status).toBe(200);

    for (const socket of held) socket.destroy();
    await untilAnswered(200);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/applications',
      headers: bearer(anita.token),
      payload: apply,
    });
    expect(applied.statusCode, applied.body).toBe(201);
    expect(await applicationsOf(anita.userId)).toBe(1);
  });
});
