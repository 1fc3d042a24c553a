/**
 * Load benchmark of what candidates hammer in the last days before a deadline and before an
 * exam: the shared reads (next to a bare Fastify route sending the same bytes, issue 22), apply
 * (next to the raw rate of its inserts, issue 6), double submits, admit-card downloads (next to
 * a static file of the same size) and sign-in. The real server runs as its own process on a fresh
 * PostgreSQL database; this process generates data, mints tokens and drives the load.
 *
 *   npm run bench                      (DATABASE_URL defaults to the local PostgreSQL)
 *   BENCH_DURATION=5 BENCH_APPLY_CONNECTIONS=100 npm run bench
 *
 * Prints requests/s and latency percentiles (p50, p99) per endpoint; bench/README.md explains.
 */
import { createAccessTokens } from '../apps/api/src/platform/auth/access-token';
import { hashPassword, verifyPassword } from '../apps/api/src/platform/auth/passwords';
import { startAnchorServer, stopAnchorServer } from './anchors/anchor-server';
import { benchApplyAgainstRaw } from './apply-bench';
import { config, selectedScenarios, type ScenarioName } from './config';
import type { BenchData } from './generate-data';
import {
  benchAdmitCards,
  benchDoubleSubmits,
  benchReads,
  benchSignIn,
  type BenchContext,
} from './scenarios';
import { settle, withBenchServer, type ApiServer } from './server';

/** How long one argon2id hash and one verification take here (what every sign-in pays). */
async function reportHashTime() {
  const rounds = 20;
  let started = performance.now();
  let hash = '';
  for (let i = 0; i < rounds; i++) hash = await hashPassword(`Password-${i}`);
  const hashMs = (performance.now() - started) / rounds;
  started = performance.now();
  for (let i = 0; i < rounds; i++) await verifyPassword(hash, `Password-${rounds - 1}`);
  const verifyMs = (performance.now() - started) / rounds;
  console.log(
    `argon2id: hash ${hashMs.toFixed(1)} ms, verify ${verifyMs.toFixed(1)} ms (mean of ${rounds})`,
  );
}

/** A candidate access token per generated candidate, as the API signs them. */
async function bearersOf(data: BenchData, jwtSecret: string) {
  const tokens = createAccessTokens(new TextEncoder().encode(jwtSecret), 3600);
  return Promise.all(
    data.candidates.map(
      async (c) =>
        `Bearer ${await tokens.sign({ userId: c.userId, kind: 'candidate', masterId: c.masterId, privileges: [], mustChangePassword: false })}`,
    ),
  );
}

async function main() {
  selectedScenarios(); // a misspelt BENCH_ONLY stops the bench before the data is made
  await withBenchServer(config, runScenarios, reportHashTime);
}

async function runScenarios({
  server,
  data,
  jwtSecret,
  databaseUrl,
}: {
  server: ApiServer;
  data: BenchData;
  jwtSecret: string;
  databaseUrl: string;
}) {
  const bearers = await bearersOf(data, jwtSecret);
  const anchor = await startAnchorServer();
  const context: BenchContext = { server, databaseUrl, data, bearers, anchor };
  console.log(
    `server: ${server.baseUrl}, ${config.connections} connections (apply ${config.applyConnections}), ` +
      `${config.duration} s per endpoint, 2 cores shared by load and server\n`,
  );
  const scenarios: Record<ScenarioName, () => Promise<void>> = {
    reads: () => benchReads(context),
    apply: () => benchApplyAgainstRaw(context),
    'double-submit': () => benchDoubleSubmits(context),
    'admit-card': () => benchAdmitCards(context),
    'sign-in': () => benchSignIn(context),
  };
  try {
    for (const name of selectedScenarios()) {
      await scenarios[name]();
      await settle(server);
    }
  } finally {
    await stopAnchorServer(anchor);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
