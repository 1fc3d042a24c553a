import type autocannon from 'autocannon';
import { config } from './config';
import type { BenchData } from './generate-data';
import { json, printLoad, runLoad } from './http-load';
import {
  measureRawInserts,
  printRawInserts,
  roomForClients,
  type RawInsertResult,
} from './raw-inserts';
import type { ApiServer } from './server';

/** Issue 6: apply at least half the raw insert rate, p99 under 250 ms, nothing refused or lost. */
export const APPLY_TARGETS = { shareOfRaw: 0.5, p99Ms: 250 };

/** The fee of every generated live advertisement (generate-vacancies.ts). */
const BENCH_FEE_PAISA = 100_000;

/**
 * Each (candidate, advertisement) pair once, advertisement after advertisement. The raw inserts
 * and apply draw from the same source, so neither writes a pair the other wrote: both measure
 * inserts, not conflicts. Past the last pair it starts again (and apply answers 409).
 */
export function freshPairs(data: BenchData) {
  const total = data.candidates.length * data.advertisementIds.length;
  let next = 0;
  return () => {
    const index = next++ % total;
    const candidateIndex = index % data.candidates.length;
    return {
      candidateIndex,
      candidateUserId: data.candidates[candidateIndex]!.userId,
      advertisementId: data.advertisementIds[Math.floor(index / data.candidates.length)]!,
    };
  };
}

interface ApplyContext {
  server: ApiServer;
  databaseUrl: string;
  data: BenchData;
  bearers: readonly string[];
}

async function rawInserts(context: ApplyContext, nextPair: ReturnType<typeof freshPairs>) {
  const workers = config.applyConnections;
  const poolSize =
    config.rawPoolSize ?? Math.min(workers, await roomForClients(context.databaseUrl));
  const result = await measureRawInserts({
    databaseUrl: context.databaseUrl,
    workers,
    poolSize,
    duration: config.duration,
    examCentreId: context.data.examCentreId,
    feePaisa: BENCH_FEE_PAISA,
    nextPair,
  });
  printRawInserts(`raw inserts (pg, ${workers} at once, pool ${poolSize})`, result);
  return result;
}

async function applyLoad(context: ApplyContext, nextPair: ReturnType<typeof freshPairs>) {
  const { data, bearers } = context;
  const result = await runLoad(context.server.baseUrl, {
    connections: config.applyConnections,
    duration: config.duration,
    next: () => {
      const pair = nextPair();
      return {
        method: 'POST',
        path: '/api/candidate/applications',
        ...json(bearers[pair.candidateIndex]!, {
          advertisementId: pair.advertisementId,
          examCentreId: data.examCentreId,
        }),
      };
    },
  });
  printLoad(`POST apply (new pair, ${config.applyConnections} conns)`, result);
  return result;
}

const mark = (met: boolean) => (met ? 'met' : 'MISSED');

/** The comparison issue 6 asks for, in words; time is reported, never asserted. */
export function printApplyVerdict(apply: autocannon.Result, raw: RawInsertResult) {
  const share = raw.perSecond > 0 ? apply.requests.average / raw.perSecond : 0;
  const failures = apply.non2xx + apply.errors;
  const checks = {
    share: share >= APPLY_TARGETS.shareOfRaw,
    p99: apply.latency.p99 < APPLY_TARGETS.p99Ms,
    failures: failures === 0,
  };
  console.log(
    `apply/raw ${share.toFixed(2)} (target >= ${APPLY_TARGETS.shareOfRaw}: ${mark(checks.share)})   ` +
      `apply p99 ${apply.latency.p99} ms (target < ${APPLY_TARGETS.p99Ms} ms: ${mark(checks.p99)})   ` +
      `non-2xx + errors ${failures} (target 0: ${mark(checks.failures)})`,
  );
  const missed = Object.values(checks).some((met) => !met);
  console.log(`verdict: apply ${missed ? 'MISSES' : 'meets'} the issue 6 targets\n`);
}

/** The raw inserts, then apply on the next fresh pairs, then the verdict. */
export async function benchApplyAgainstRaw(context: ApplyContext) {
  const nextPair = freshPairs(context.data);
  const raw = await rawInserts(context, nextPair);
  const apply = await applyLoad(context, nextPair);
  printApplyVerdict(apply, raw);
}
