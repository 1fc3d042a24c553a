import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { startPoller } from './poller';

// The jobs (mail outbox, scheduled publishing, payment reconciliation, sign-in failure clean-up)
// meet the database away like any request does: a round that fails is logged, and the next
// round runs as usual once it is back.

function recordingLog() {
  const errors: unknown[] = [];
  const log = { error: (details: unknown) => void errors.push(details) };
  return { errors, log: log as unknown as FastifyBaseLogger };
}

describe('startPoller', () => {
  it('goes on after rounds that fail, and resumes its work when they succeed again', async () => {
    const { errors, log } = recordingLog();
    let rounds = 0;
    let done = 0;
    const poller = startPoller(
      'test',
      10,
      async () => {
        rounds++;
        if (rounds <= 3) throw new Error('Connection terminated unexpectedly');
        done++;
      },
      log,
    );
    while (done < 2) await sleep(10);
    await poller.stop();
    expect(errors).toHaveLength(3);
    expect(rounds).toBeGreaterThanOrEqual(5);
  });

  it('never runs a round while the previous one is still going', async () => {
    const { log } = recordingLog();
    let running = 0;
    let most = 0;
    let rounds = 0;
    const poller = startPoller(
      'slow',
      5,
      async () => {
        running++;
        most = Math.max(most, running);
        await sleep(30);
        running--;
        rounds++;
      },
      log,
    );
    while (rounds < 3) await sleep(10);
    await poller.stop();
    expect(most).toBe(1);
  });
});
