import { monitorEventLoopDelay } from 'node:perf_hooks';

/** How many readings in a row must find the loop late before it counts as overwhelmed. */
const LATE_READINGS_IN_A_ROW = 3;

export interface LoopWatch {
  /** Whether the loop has been late in each of the last readings. */
  overwhelmed(): boolean;
  stop(): void;
}

/**
 * Reads the event loop's mean delay every `everyMs` and says the loop is overwhelmed once it was
 * later than `limitMs` in three readings in a row. One long task (an admit card's PDF, a lazily
 * loaded module, a collection of a large heap) makes one reading late and is over by the time
 * a request could be refused for it, so it refuses no one; a loop that stays behind does.
 */
export function watchLoop({ limitMs, everyMs }: { limitMs: number; everyMs: number }): LoopWatch {
  const delays = monitorEventLoopDelay({ resolution: Math.min(20, everyMs) });
  delays.enable();
  let lateReadings = 0;
  const reading = setInterval(() => {
    // A reading taken before the histogram's own timer came round has nothing to say.
    if (delays.count === 0) return;
    lateReadings = delays.mean / 1e6 > limitMs ? lateReadings + 1 : 0;
    delays.reset();
  }, everyMs);
  reading.unref();
  return {
    overwhelmed: () => lateReadings >= LATE_READINGS_IN_A_ROW,
    stop() {
      clearInterval(reading);
      delays.disable();
    },
  };
}
