/** The surge's printed lines: one per part of the mix and per kind, the server, the verdict. */
import os from 'node:os';
import type { LedgerCheck } from './surge-apply-ledger';
import type { KindStats, PartStats } from './surge-stats';
import type { CpuRun, LoopDelay, MemoryRun } from './surge-watch';

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`.padStart(8);
const mb = (value: number) => `${value.toFixed(0)} MB`;

function failuresText(stats: KindStats) {
  const failures = [...stats.failures()].sort(([a], [b]) => a - b);
  const parts = failures.map(([status, n]) => `${status}×${n}`);
  if (stats.unexpected) parts.push(`unexpected×${stats.unexpected}`);
  const total = failures.reduce((sum, [, n]) => sum + n, 0) + stats.unexpected;
  return total === 0 ? '0' : `${total} (${parts.join(', ')})`;
}

function statsLine(label: string, stats: KindStats, seconds: number, goalMs?: number) {
  const { p50, p99 } = stats.latency();
  const goal =
    goalMs === undefined
      ? 'no goal      '
      : `≤ ${goalMs} ${p99 <= goalMs && stats.served.length > 0 ? 'met   ' : 'MISSED'}`;
  const requests = stats.answers + stats.errors + stats.timeouts;
  const busy = stats.busyMs.length;
  return (
    `${label.padEnd(34)} ${String(requests).padStart(7)} ${(stats.answers / seconds).toFixed(0).padStart(6)}/s` +
    `  p50 ${ms(p50)}  p99 ${ms(p99)} ${goal}  non-2xx ${failuresText(stats)}` +
    `  BUSY ${busy}${busy ? ` (p99 ${ms(busySorted(stats)).trim()})` : ''}` +
    `  errors ${stats.errors + stats.timeouts}${stats.timeouts ? ` (${stats.timeouts} timeouts)` : ''}`
  );
}

function busySorted(stats: KindStats) {
  const sorted = [...stats.busyMs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))] ?? 0;
}

/** A part's line against its goal, then one line per kind (against the same goal) when it has several. */
export function printPart(part: PartStats, goalMs?: number, note = '') {
  const total = part.total();
  const inFlight = part.inFlight ? `  in flight at the end ${part.inFlight}` : '';
  console.log(
    statsLine(`${part.name} (${part.connections} conns)`, total, part.seconds, goalMs) +
      inFlight +
      note,
  );
  for (const [status, body] of total.firstBodies)
    console.log(`  first ${status} of ${part.name}: ${body.replace(/\s+/g, ' ')}`);
  if (part.kinds.size < 2) return;
  const kinds = [...part.kinds].sort(([, a], [, b]) => b.answers - a.answers);
  for (const [name, stats] of kinds)
    console.log(statsLine(`  ${name}`, stats, part.seconds, goalMs));
}

export function printHeader() {
  console.log(
    `${'part / kind'.padEnd(34)} ${'requests'.padStart(7)} ${'rate'.padStart(8)}` +
      '  latency of the answers served (BUSY apart), p99 goal; failures; BUSY; errors',
  );
}

export function printServer(memory: MemoryRun, loop: LoopDelay | undefined, cpu: CpuRun) {
  console.log(
    `server memory: VmRSS ${mb(memory.startMb)} at the start, ${mb(memory.highestMb)} at most, ` +
      `${mb(memory.endMb)} at the end (peak VmHWM ${mb(memory.peakMb)}), sampled every second`,
  );
  console.log(
    loop
      ? `server event-loop delay (beyond the probe's 10 ms tick) over ${loop.seconds} s: ` +
          `p50 ${ms(loop.p50).trim()} (median second), p99 ${ms(loop.p99).trim()} (worst second), ` +
          `max ${ms(loop.max).trim()}`
      : 'server event-loop delay: no probe lines (was the server started with loop-probe.mjs?)',
  );
  console.log(
    `cpu: the server used ${cpu.serverCores.toFixed(2)} cores, the load generator (this ` +
      `process) ${cpu.generatorCores.toFixed(2)} (its event-loop delay p99 ` +
      `${ms(cpu.generatorLoopP99Ms).trim()}, max ${ms(cpu.generatorLoopMaxMs).trim()}); load average now ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} on ${os.cpus().length} cores`,
  );
}

export function printLedger(check: LedgerCheck) {
  const createdMet = check.createdFound === check.created;
  const busyMet = check.busyFound === 0;
  console.log(
    `applies: ${check.created} answered 201, ${check.createdFound} of them in the database ` +
      `(${createdMet ? 'met' : 'MISSED'}); ${check.busy} answered 503 BUSY, ${check.busyFound} of ` +
      `them in the database (${busyMet ? 'met' : 'MISSED'}); ${check.unanswered} unanswered ` +
      `(timed out or in flight at the end), ${check.unansweredFound} of them written`,
  );
  return createdMet && busyMet;
}

export interface VerdictItem {
  name: string;
  met: boolean;
}

export function printVerdict(label: string, items: readonly VerdictItem[]) {
  const missed = items.filter((item) => !item.met);
  console.log(
    `verdict ${label}: ${items.map((item) => `${item.name} ${item.met ? 'met' : 'MISSED'}`).join('; ')}` +
      ` → ${missed.length === 0 ? 'all met' : `${missed.length} MISSED`}`,
  );
}
