import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { watchLoop, type LoopWatch } from './loop-watch';

/** Keeps the event loop from turning for `ms`, as a long synchronous task does. */
function block(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

let watch: LoopWatch | undefined;
afterEach(() => watch?.stop());

describe('watchLoop', () => {
  it('is not overwhelmed by one long task, once the loop turns freely again', async () => {
    watch = watchLoop({ limitMs: 60, everyMs: 100 });
    await sleep(250);
    block(400);
    // Read at each of the next readings: the late one among them is not enough.
    for (let reading = 0; reading < 4; reading++) {
      await sleep(100);
      expect(watch.overwhelmed()).toBe(false);
    }
  });

  it('is overwhelmed when the loop stays late reading after reading, and recovers', async () => {
    watch = watchLoop({ limitMs: 60, everyMs: 100 });
    // Every turn of the loop takes 150 ms, for about a second and a half.
    for (let turn = 0; turn < 10; turn++) {
      block(150);
      await sleep(0);
    }
    expect(watch.overwhelmed()).toBe(true);
    await sleep(400);
    expect(watch.overwhelmed()).toBe(false);
  });
});
