import { describe, expect, it } from 'vitest';
import { createBatchQueue } from './batch-queue';

/** A queue whose batches wait until released, recording what each batch held. */
function recordingQueue(options: { maxBatchSize?: number; concurrentBatches?: number } = {}) {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const queue = createBatchQueue<number, string>(async (items) => {
    batches.push([...items]);
    await new Promise<void>((release) => releases.push(release));
    return items.map((item) => (item < 0 ? new Error(`refused ${item}`) : `done ${item}`));
  }, options);
  const releaseAll = async () => {
    while (releases.length > 0) {
      releases.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { queue, batches, releases, releaseAll };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('batch queue (group commit)', () => {
  it('sends items submitted together as one batch and answers each', async () => {
    const { queue, batches, releaseAll } = recordingQueue();
    const answers = Promise.all([1, 2, 3].map((item) => queue.submit(item)));
    await tick();
    expect(batches).toEqual([[1, 2, 3]]);
    await releaseAll();
    expect(await answers).toEqual(['done 1', 'done 2', 'done 3']);
  });

  it('gathers what arrives while a batch is under way into the next one', async () => {
    const { queue, batches, releases, releaseAll } = recordingQueue({ concurrentBatches: 1 });
    const first = queue.submit(1);
    await tick();
    const later = [2, 3, 4].map((item) => queue.submit(item));
    await tick();
    await tick();
    expect(batches).toEqual([[1]]); // the others wait for the first batch
    releases.shift()!();
    await first;
    await tick();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    await releaseAll();
    expect(await Promise.all(later)).toEqual(['done 2', 'done 3', 'done 4']);
  });

  it('runs as many batches at once as allowed, each no larger than its limit', async () => {
    const { queue, batches, releaseAll } = recordingQueue({
      maxBatchSize: 2,
      concurrentBatches: 2,
    });
    const answers = Promise.all([1, 2, 3, 4, 5].map((item) => queue.submit(item)));
    await tick();
    await tick();
    expect(batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
    await releaseAll();
    await answers;
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('fails only the item its batch refused', async () => {
    const { queue, releaseAll } = recordingQueue();
    const answers = Promise.allSettled([1, -2, 3].map((item) => queue.submit(item)));
    await tick();
    await releaseAll();
    const settled = await answers;
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : String(s.reason)))).toEqual([
      'done 1',
      'Error: refused -2',
      'done 3',
    ]);
  });
});
