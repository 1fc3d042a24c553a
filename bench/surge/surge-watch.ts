/**
 * The server's side of a run: its resident memory sampled every second from /proc (VmRSS, and
 * the peak VmHWM), the event-loop delay the probe inside it wrote (loop-probe.mjs), and whether
 * it still answers its health check.
 */
import { readFile } from 'node:fs/promises';
import { percentile } from '../raw-inserts';
import type { ApiServer } from '../server';
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface Memory {
  rssMb: number;
  peakMb: number;
}

export async function memoryOf(server: ApiServer): Promise<Memory> {
  const status = await readFile(`/proc/${server.process.pid}/status`, 'utf8').catch(() => '');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** CPU seconds (user + system) a process has used, from /proc/<pid>/stat (100 ticks a second). */
async function cpuSecondsOf(pid: number | undefined) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // Fields after the command name (which may hold spaces): utime and stime are 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
}

/**
 * How busy the server and this process (the load generator) were over a run, in cores: on two
 * cores, a server near 1.0 has its one JavaScript thread full.
 */
export async function measureCpu(server: ApiServer) {
  const began = performance.now();
  const serverBefore = await cpuSecondsOf(server.process.pid);
  const ownBefore = process.cpuUsage();
  // The generator's own lateness: a late generator would time its answers late too.
  const ownLoop = monitorEventLoopDelay({ resolution: 10 });
  ownLoop.enable();
  return async () => {
    ownLoop.disable();
    const seconds = (performance.now() - began) / 1000;
    const serverSeconds = (await cpuSecondsOf(server.process.pid)) - serverBefore;
    const own = process.cpuUsage(ownBefore);
    return {
      serverCores: serverSeconds / seconds,
      generatorCores: (own.user + own.system) / 1e6 / seconds,
      generatorLoopP99Ms: ownLoop.percentile(99) / 1e6,
      generatorLoopMaxMs: ownLoop.max / 1e6,
    };
  };
}
export type CpuRun = Awaited<ReturnType<Awaited<ReturnType<typeof measureCpu>>>>;

/** Samples memory every second until stopped: start, highest and last VmRSS, and VmHWM. */
export async function sampleMemory(server: ApiServer) {
  const start = await memoryOf(server);
  let highest = start.rssMb;
  let last = start;
  const timer = setInterval(() => {
    void memoryOf(server).then((memory) => {
      if (memory.rssMb === 0) return; // the process is gone
      highest = Math.max(highest, memory.rssMb);
      last = memory;
    });
  }, 1000);
  return async () => {
    clearInterval(timer);
    const end = await memoryOf(server);
    if (end.rssMb > 0) last = end;
    return {
      startMb: start.rssMb,
      highestMb: Math.max(highest, last.rssMb),
      endMb: last.rssMb,
      peakMb: last.peakMb,
    };
  };
}
export type MemoryRun = Awaited<ReturnType<Awaited<ReturnType<typeof sampleMemory>>>>;

interface ProbeLine {
  t: number;
  resolutionMs: number;
  p50: number;
  p99: number;
  max: number;
  rssMb: number;
}

/**
 * The event-loop delay over the seconds `from`…`to` (ms since the epoch), beyond the probe's
 * timer resolution: the median second's p50, the worst second's p99, and the longest delay.
 */
export async function loopDelayBetween(file: string, from: number, to: number) {
  const text = await readFile(file, 'utf8').catch(() => '');
  const lines = text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ProbeLine)
    // A line covers the second before its time.
    .filter((line) => line.t > from && line.t <= to + 1000);
  if (lines.length === 0) return undefined;
  const beyond = (ms: number, line: ProbeLine) => Math.max(0, ms - line.resolutionMs);
  const p50s = lines.map((line) => beyond(line.p50, line)).sort((a, b) => a - b);
  return {
    seconds: lines.length,
    p50: percentile(p50s, 0.5),
    p99: Math.max(...lines.map((line) => beyond(line.p99, line))),
    max: Math.max(...lines.map((line) => beyond(line.max, line))),
  };
}
export type LoopDelay = NonNullable<Awaited<ReturnType<typeof loopDelayBetween>>>;

/** Whether the server answers its health check with 200 within `withinMs`. */
export async function healthOf(server: ApiServer, withinMs = 2000) {
  const started = performance.now();
  try {
    const response = await fetch(`${server.baseUrl}/api/health`, {
      signal: AbortSignal.timeout(withinMs),
    });
    await response.arrayBuffer();
    return {
      ok: response.status === 200,
      status: response.status,
      ms: performance.now() - started,
      alive: server.process.exitCode === null,
    };
  } catch {
    return {
      ok: false,
      status: 0,
      ms: performance.now() - started,
      alive: server.process.exitCode === null,
    };
  }
}
