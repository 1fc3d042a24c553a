import DataLoader from 'dataloader';

export interface BatchQueueOptions {
  /** The most items one batch takes; more wait for the next. */
  maxBatchSize?: number;
  /** Batches under way at once; the items that arrive meanwhile gather into the next one. */
  concurrentBatches?: number;
}

/**
 * Group commit: items submitted while `concurrentBatches` batches are under way gather and go
 * together as the next batch, so under load one call of `run` serves many callers, and alone a
 * caller waits for nothing. `run` answers each item in order, a value or an Error for that item
 * alone. DataLoader gathers the items; this decides when a gathered batch may start.
 */
export function createBatchQueue<Item, Result>(
  run: (items: readonly Item[]) => Promise<(Result | Error)[]>,
  { maxBatchSize = 100, concurrentBatches = 1 }: BatchQueueOptions = {},
) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const startOrQueue = (dispatch: () => void) => {
    if (running < concurrentBatches) {
      running++;
      setImmediate(dispatch);
    } else waiting.push(dispatch);
  };
  // A finished batch hands its place to the oldest gathered one.
  const finish = () => {
    const next = waiting.shift();
    if (next) setImmediate(next);
    else running--;
  };
  const loader = new DataLoader<Item, Result>(
    async (items) => {
      try {
        return await run(items);
      } finally {
        finish();
      }
    },
    { cache: false, maxBatchSize, batchScheduleFn: startOrQueue },
  );
  return { submit: (item: Item) => loader.load(item) };
}
