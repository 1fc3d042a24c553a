import type { FastifyBaseLogger } from 'fastify';

export interface Poller {
  stop(): Promise<void>;
}

/**
 * Runs `work` every `intervalMs`, never overlapping itself, until stopped. Jobs keep their
 * state in the database, so any number of API instances may run the same poller.
 */
export function startPoller(
  name: string,
  intervalMs: number,
  work: () => Promise<unknown>,
  log: FastifyBaseLogger,
): Poller {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = work()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error, job: name }, 'job failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
