/**
 * The deadline surge (issue 22): 1,000 connections for 60 s of what candidates do in the last
 * days before a deadline, on the national season: 80 % reading (the shared reads and each
 * candidate's own), 10 % applying, 5 % paying through the eSewa sandbox, 5 % signing in; all
 * parts started together, each with its own latencies. Then the same at twice the connections,
 * where the server may refuse politely (503 BUSY); after it the server must still answer, and no
 * apply may be lost. The real API runs as its own process on the season database, with an
 * event-loop probe loaded into it. The season is restored afterwards.
 *
 *   npm run bench:surge -w bench
 *   BENCH_SURGE_DURATION=10 BENCH_SURGE_CONNECTIONS=200 BENCH_SURGE_DOUBLE=0 npm run bench:surge -w bench
 *
 * Prints figures and a verdict per run; asserts nothing (the exit code is 0 whatever they are).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { settle, startApiServer, stopApiServer, withClient, type ApiServer } from '../server';
import { ensureSeason } from '../season/generate-season';
import { ApplyLedger } from './surge-apply-ledger';
import { GOALS, splitConnections, surgeConfig as config, type MixPart } from './surge-config';
import { prepareSurgeData, type SurgeData } from './surge-data';
import { Crowd, runMixLoad } from './surge-people';
import { applies, ApplyPairs, candidateReads, sharedReads, signIns } from './surge-mix';
import { PayQueue, runPayWorkers } from './surge-pay';
import {
  printHeader,
  printLedger,
  printPart,
  printServer,
  printVerdict,
  type VerdictItem,
} from './surge-report';
import {
  describeRemoved,
  otherWrites,
  restoreSeason,
  takeMarks,
  vacuumSeason,
  type Marks,
} from './surge-restore';
import type { PartStats } from './surge-stats';
import { healthOf, loopDelayBetween, measureCpu, sampleMemory } from './surge-watch';

const here = path.dirname(fileURLToPath(import.meta.url));

interface Surge {
  server: ApiServer;
  data: SurgeData;
  pairs: ApplyPairs;
  payQueue: PayQueue;
  probeFile: string;
  databaseUrl: string;
  /** The people of each part but pay, kept from run to run (pay keeps fetch's connections). */
  crowds: Record<Exclude<MixPart, 'pay'>, Crowd>;
}

/** Asks the API whether a sample of the prepared pairs is eligible, before any load. */
async function checkEligibilitySample(surge: Surge) {
  const pairs = surge.data.applyPairs;
  const step = Math.max(1, Math.floor(pairs.length / config.eligibilitySample));
  const sample = pairs.filter((_, i) => i % step === 0).slice(0, config.eligibilitySample);
  const refusals: string[] = [];
  for (const pair of sample) {
    const response = await fetch(
      `${surge.server.baseUrl}/api/candidate/eligibility?advertisementId=${pair.advertisementId}`,
      { headers: { authorization: pair.bearer } },
    );
    const body = (await response.json()) as {
      data?: Record<string, { eligible?: boolean } | boolean>;
    };
    if (response.status === 200 && body.data?.eligible === true) continue;
    const failed = Object.entries(body.data ?? {})
      .filter(([, part]) => typeof part === 'object' && part?.eligible === false)
      .map(([name]) => name);
    refusals.push(`${pair.candidateUserId}→${pair.advertisementId}: ${response.status} ${failed}`);
  }
  console.log(
    `apply: ${pairs.length} eligible pairs prepared (open competition, ${
      new Set(pairs.map((p) => p.advertisementId)).size
    } live advertisements without subjects); the API says ${sample.length - refusals.length} ` +
      `of ${sample.length} sampled are eligible${refusals.length ? `: refused ${refusals.join('; ')}` : ''}`,
  );
}

/**
 * One call of each read before the load: the dashboard counts its commission-wide figures when
 * first asked, as a server does once after it starts.
 */
async function warmUp(surge: Surge) {
  const shared = sharedReads(surge.data);
  const own = candidateReads(surge.data);
  const seen = new Set<string>();
  for (let i = 0; i < 400 && seen.size < 10; i++) {
    const request = i % 2 ? own() : shared();
    if (seen.has(request.kind)) continue;
    seen.add(request.kind);
    await fetch(`${surge.server.baseUrl}${request.path}`, { headers: request.headers }).then(
      (response) => response.arrayBuffer(),
    );
  }
}

/** One run's shape: its name, connections, seconds and pace (requests a second a connection). */
interface Run {
  label: string;
  connections: number;
  duration: number;
  pace: number;
  /** The surge itself: no request may be refused BUSY. */
  busyRefused: boolean;
  /** The warm-up and the flood: the latency goals are printed, not judged. */
  goalsJudged: boolean;
}

/** Every part of the mix at once, for the run's duration; the parts' stats, BUSY and all. */
async function runParts(surge: Surge, run: Run, ledger: ApplyLedger) {
  const { duration, pace } = run;
  const split = splitConnections(run.connections);
  const load = (
    name: string,
    part: Exclude<MixPart, 'pay'>,
    next: Parameters<typeof runMixLoad>[1]['next'],
  ) =>
    runMixLoad(surge.crowds[part], {
      name,
      connections: split[part],
      duration,
      pace,
      arrivalSeconds: config.arrivalSeconds,
      next,
      onAnswer: part === 'apply' ? (answer) => ledger.record(answer) : undefined,
    });
  const [shared, own, apply, signIn, pay] = await Promise.all([
    load('shared reads', 'sharedReads', sharedReads(surge.data)),
    load('per-candidate reads', 'candidateReads', candidateReads(surge.data)),
    load('apply', 'apply', applies(surge.pairs)),
    load('sign-in', 'signIn', signIns(surge.data)),
    runPayWorkers(surge.server.baseUrl, {
      workers: split.pay,
      duration,
      pace,
      timeoutSeconds: config.timeoutSeconds,
      queue: surge.payQueue,
    }),
  ]);
  return { split, shared, own, apply, signIn, pay };
}

type Parts = Awaited<ReturnType<typeof runParts>>;

function printParts(parts: Parts) {
  printHeader();
  printPart(parts.shared, GOALS.sharedReads);
  printPart(parts.own, GOALS.candidateReads);
  printPart(parts.apply, GOALS.apply);
  const idle = parts.pay.idleSeconds / Math.max(1, parts.pay.connections);
  const unexpected = [...parts.pay.unexpected].map(([what, n]) => `${what}×${n}`).join(', ');
  printPart(
    parts.pay,
    undefined,
    `${idle >= 0.5 ? `  (each payer waited ${idle.toFixed(1)} s for an application to pay)` : ''}` +
      `${unexpected ? `  (${unexpected})` : ''}`,
  );
  printPart(parts.signIn);
}

function verdictItems(parts: Parts, run: Run): VerdictItem[] {
  const all: PartStats[] = [parts.shared, parts.own, parts.apply, parts.pay, parts.signIn];
  const totals = all.map((part) => part.total());
  const sum = (f: (stats: (typeof totals)[number]) => number) =>
    totals.reduce((n, stats) => n + f(stats), 0);
  const failures = (stats: (typeof totals)[number]) =>
    [...stats.failures().values()].reduce((a, b) => a + b, 0) + stats.unexpected;
  const goal = (part: PartStats, goalMs: number): VerdictItem => {
    const total = part.total();
    return {
      name: `${part.name} p99 ≤ ${goalMs} ms`,
      met: total.served.length > 0 && total.latency().p99 <= goalMs,
    };
  };
  const always = [
    {
      name: '0 errors (no hang: every request answered in time)',
      met: sum((s) => s.errors + s.timeouts) === 0,
    },
    { name: '0 × 5xx (BUSY apart)', met: sum((s) => s.serverErrors()) === 0 },
    { name: '0 other non-2xx', met: sum(failures) === 0 },
  ];
  // The goals are the surge's: a warm-up is there to start the server's caches and code as days
  // of service would have, a flood to show the refusals.
  if (!run.goalsJudged) return always;
  return [
    ...always,
    ...(run.busyRefused ? [{ name: '0 BUSY', met: sum((s) => s.busyMs.length) === 0 }] : []),
    goal(parts.shared, GOALS.sharedReads!),
    goal(parts.own, GOALS.candidateReads!),
    goal(parts.apply, GOALS.apply!),
  ];
}

/** One run of the surge: its lines, the server's figures, the checks. */
async function runSurge(surge: Surge, run: Run) {
  const ledger = new ApplyLedger(surge.pairs, surge.payQueue);
  const { label, connections, duration, pace } = run;
  const split = splitConnections(connections);
  console.log(
    `\nsurge ${label}: ${connections} connections for ${duration} s, ` +
      `${pace > 0 ? `each a person thinking ${+(1 / pace).toFixed(2)} s on average between requests` : 'nobody thinking between requests'}, a person refused BUSY waiting its Retry-After (shared reads ` +
      `${split.sharedReads}, per-candidate reads ${split.candidateReads}, apply ${split.apply}, ` +
      `pay ${split.pay}, sign-in ${split.signIn}); ${surge.payQueue.left} applications waiting ` +
      `to be paid; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  const stopSampling = await sampleMemory(surge.server);
  const stopCpu = await measureCpu(surge.server);
  const from = Date.now();
  const parts = await runParts(surge, run, ledger);
  const to = Date.now();
  const [memory, cpu] = [await stopSampling(), await stopCpu()];
  printParts(parts);
  printServer(memory, await loopDelayBetween(surge.probeFile, from, to), cpu);
  return { parts, ledger };
}

/** After a run: the health check, the apply check and the verdict. */
async function finishRun(surge: Surge, shape: Run, run: Awaited<ReturnType<typeof runSurge>>) {
  // Requests abandoned at the end are still being served: let them land before counting rows.
  await settle(surge.server, 50, 30_000);
  const items = verdictItems(run.parts, shape);
  const health = await healthOf(surge.server);
  console.log(
    `server after the run: ${health.alive ? 'running' : 'EXITED'}, health ${health.status || 'no answer'} ` +
      `in ${health.ms.toFixed(0)} ms (${health.ok && health.ms <= 2000 ? 'met' : 'MISSED'})`,
  );
  items.push({ name: 'alive (health 200 within 2 s)', met: health.ok && health.ms <= 2000 });
  const noneLost = printLedger(await run.ledger.check(surge.databaseUrl));
  items.push({ name: 'no apply lost', met: noneLost });
  printVerdict(shape.label, items);
}

/**
 * Stops the server, for good: stopApiServer gives up waiting after its grace period, and a server
 * still writing an apply while the season is restored would leave its row behind.
 */
async function stopServer(server: ApiServer) {
  await stopApiServer(server);
  const child = server.process;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** Stops the server and restores the season, once: at the end, or when the bench is stopped. */
function cleanupOf(databaseUrl: string, marks: Marks, dataDir: string) {
  let server: ApiServer | undefined;
  let done: Promise<void> | undefined;
  const cleanup = () =>
    (done ??= (async () => {
      if (server) await stopServer(server);
      const others = await otherWrites(databaseUrl, marks).catch(() => []);
      const removed = await restoreSeason(databaseUrl);
      console.log(
        `\nseason restored: removed ${describeRemoved(removed)}` +
          `${others.length ? `; other sequences moved (not restored): ${others.join(', ')}` : ''}`,
      );
      await rm(dataDir, { recursive: true, force: true });
    })());
  // Stopped by hand (Ctrl-C) in the middle of a load: the server and the season are still ours.
  const onSignal = () => void cleanup().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return {
    cleanup,
    serving: (started: ApiServer) => {
      server = started;
    },
  };
}

/**
 * The runs: a warm-up (the mix at its pace, not judged: a server on a deadline day has been
 * serving for days; its people arrive over its first seconds and stay), the surge (×1) by the
 * same people, twice as many people at the same pace (×2: the newcomers arrive over its first
 * seconds), then all of them with no think time (the flood), past what one instance answers in
 * time.
 */
function runs(): Run[] {
  const { connections, pace } = config;
  const surge = { pace, busyRefused: false, goalsJudged: true };
  return [
    ...(config.warmUpDuration > 0
      ? [
          {
            ...surge,
            label: 'warm-up',
            connections,
            duration: config.warmUpDuration,
            goalsJudged: false,
          },
        ]
      : []),
    { ...surge, label: '×1', connections, duration: config.duration, busyRefused: true },
    ...(config.double
      ? [{ ...surge, label: '×2', connections: connections * 2, duration: config.doubleDuration }]
      : []),
    ...(config.flood
      ? [
          {
            ...surge,
            label: 'flood',
            connections: connections * 2,
            duration: config.floodDuration,
            pace: 0,
            goalsJudged: false,
          },
        ]
      : []),
  ];
}

/** Pairs enough for applyPairsPerConnectionSecond applies a second on every apply connection. */
function applyPairsWanted() {
  if (config.applyPairs) return config.applyPairs;
  const applyConnections = (n: number) => splitConnections(n).apply;
  const connectionSeconds = runs()
    .map((run) => applyConnections(run.connections) * run.duration)
    .reduce((a, b) => a + b, 0);
  return connectionSeconds * config.applyPairsPerConnectionSecond;
}

async function prepare(databaseUrl: string, jwtSecret: string) {
  const started = performance.now();
  const data = await prepareSurgeData({
    databaseUrl,
    jwtSecret,
    tokenCount: config.tokens,
    applyPairs: applyPairsWanted(),
  });
  console.log(
    `surge data: ${data.tokenCandidates.length} candidates' tokens for the reads, ` +
      `${data.live.length} live advertisements, ${data.payables.length} unpaid applications ` +
      `payable today, ${data.applyPairs.length} apply pairs (in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  return data;
}

/** The API on the season with the event-loop probe loaded into it. */
async function startServer(databaseUrl: string, dataDir: string, jwtSecret: string) {
  process.env.BENCH_SERVER_NODE_ARGS = [
    process.env.BENCH_SERVER_NODE_ARGS ?? '',
    `--import ${pathToFileURL(path.join(here, 'loop-probe.mjs')).href}`,
  ].join(' ');
  process.env.NIYUKTI_LOOP_PROBE_FILE = path.join(dataDir, 'loop-probe.jsonl');
  const server = await startApiServer({ databaseUrl, dataDir, jwtSecret });
  return { server, probeFile: process.env.NIYUKTI_LOOP_PROBE_FILE };
}

/**
 * Reads the season's tables and indexes into the operating system's cache (pg_prewarm), as a
 * database in service has its working set in memory: otherwise the first minute measures this
 * machine's disk (about 30 MB/s here), not the portal.
 */
async function warmSeason(databaseUrl: string) {
  const started = performance.now();
  const blocks = await withClient(databaseUrl, async (client) => {
    await client.query('create extension if not exists pg_prewarm');
    const { rows } = await client.query<{ blocks: string }>(
      `select coalesce(sum(pg_prewarm(c.oid::regclass, 'read')), 0) as blocks
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'i', 'm')`,
    );
    return Number(rows[0]?.blocks ?? 0);
  });
  console.log(
    `season read into memory: ${Math.round((blocks * 8) / 1024)} MB in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s (pg_prewarm); ${await pendingWrites()}`,
  );
}

/**
 * What the operating system has still to write to disk (/proc/meminfo's Dirty and Writeback).
 * Right after the season was generated it held gigabytes, and the three runs made then were
 * two to five times slower than the runs after it (apply p99 1.1–1.8 s, then 0.17–0.39 s):
 * printed, so a slow run says whether it shared the machine with that writing.
 */
async function pendingWrites(): Promise<string> {
  const meminfo = await readFile('/proc/meminfo', 'utf8').catch(() => '');
  const kilobytes = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(meminfo)?.[1] ?? NaN);
  const megabytes = (kilobytes('Dirty') + kilobytes('Writeback')) / 1024;
  return Number.isNaN(megabytes)
    ? 'writes pending to disk unknown (no /proc/meminfo)'
    : `${Math.round(megabytes)} MB of writes pending to disk`;
}

/** A crowd for each part the people of runMixLoad make. */
function crowdsOf(server: ApiServer): Surge['crowds'] {
  const crowd = () => new Crowd(server.baseUrl, config.timeoutSeconds * 1000);
  return { sharedReads: crowd(), candidateReads: crowd(), apply: crowd(), signIn: crowd() };
}

async function main() {
  const season = await ensureSeason();
  await warmSeason(season.databaseUrl);
  const marks = await takeMarks(season.databaseUrl);
  const jwtSecret = randomBytes(32).toString('base64url');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'niyukti-surge-'));
  const { cleanup, serving } = cleanupOf(season.databaseUrl, marks, dataDir);
  try {
    const data = await prepare(season.databaseUrl, jwtSecret);
    const { server, probeFile } = await startServer(season.databaseUrl, dataDir, jwtSecret);
    serving(server);
    console.log(
      `server ${server.baseUrl} (pid ${server.process.pid}) on ${season.databaseName}: ` +
        `${season.counts.applications} applications, ${season.counts.candidates} candidates; ` +
        `${os.cpus().length} cores shared by the load, the server, PostgreSQL and whoever else`,
    );
    const surge: Surge = {
      server,
      data,
      pairs: new ApplyPairs(data.applyPairs),
      payQueue: new PayQueue([...data.payables]),
      probeFile,
      databaseUrl: season.databaseUrl,
      crowds: crowdsOf(server),
    };
    await checkEligibilitySample(surge);
    await warmUp(surge);
    const vacuumed = await vacuumSeason(season.databaseUrl);
    console.log(
      `season vacuumed after the first reads: ${vacuumed.seconds.toFixed(1)} s ` +
        `(autovacuum ${vacuumed.autovacuum ? 'on' : 'off'} on this server)`,
    );
    try {
      for (const [i, shape] of runs().entries()) {
        if (i > 0) {
          await settle(server, 20, 30_000);
          // This machine pages out what was not touched for a minute (DAMON), the season's
          // cached files too: read back before each run, or its first minute measures the disk.
          await warmSeason(season.databaseUrl);
        }
        await finishRun(surge, shape, await runSurge(surge, shape));
      }
    } finally {
      await Promise.all(Object.values(surge.crowds).map((crowd) => crowd.leave()));
    }
  } finally {
    await cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
