// Loaded into the API server by the surge bench (`node --import <this file>`, through
// BENCH_SERVER_NODE_ARGS): every second it appends one JSON line to the file named by
// NIYUKTI_LOOP_PROBE_FILE with the event loop's delay over that second and the resident memory,
// then starts the next second afresh. The bench reads the lines of its load's seconds.
//
// monitorEventLoopDelay times a 10 ms timer: an idle loop reads 10 ms, so the delay is what is
// measured beyond RESOLUTION_MS (the bench subtracts it; the lines keep what Node measured).
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import process from 'node:process';
import { setInterval } from 'node:timers';

const RESOLUTION_MS = 10;
const file = process.env.NIYUKTI_LOOP_PROBE_FILE;

if (file) {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const ms = (nanoseconds) => Math.round(nanoseconds / 1e4) / 100;
  const timer = setInterval(() => {
    const line = {
      t: Date.now(),
      resolutionMs: RESOLUTION_MS,
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      rssMb: Math.round(process.memoryUsage.rss() / 1024 / 1024),
    };
    histogram.reset();
    try {
      appendFileSync(file, `${JSON.stringify(line)}\n`);
    } catch {
      // The bench removed its folder: nobody reads the lines any more.
    }
  }, 1000);
  // The probe must never keep a stopping server alive.
  timer.unref();
}
