/**
 * Load benchmark of what candidates hammer in the last days before a deadline and before an
 * exam: the vacancy list, apply (next to the raw rate of its inserts, issue 6), double submits,
 * admit-card downloads and sign-in. The real server runs as its own process on a fresh
 * PostgreSQL database; this process generates data, mints tokens and drives the load.
 *
 *   npm run bench                      (DATABASE_URL defaults to the local PostgreSQL)
 *   BENCH_DURATION=5 BENCH_APPLY_CONNECTIONS=100 npm run bench
 *
 * Prints requests/s and latency percentiles (p50, p99) per endpoint; bench/README.md explains.
 */
import { createAccessTokens } from '../apps/api/src/platform/auth/access-token';
import { hashPassword, verifyPassword } from '../apps/api/src/platform/auth/passwords';
import { benchApplyAgainstRaw } from './apply-bench';
import { config } from './config';
import type { BenchData } from './generate-data';
import { benchAdmitCards, benchDoubleSubmits, benchSignIn, benchVacancyLists } from './scenarios';
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
  const context = { server, data, bearers: await bearersOf(data, jwtSecret) };
  console.log(
    `server: ${server.baseUrl}, ${config.connections} connections (apply ${config.applyConnections}), ` +
      `${config.duration} s per endpoint, 2 cores shared by load and server\n`,
  );
  const scenarios = {
    vacancies: () => benchVacancyLists(context),
    apply: () => benchApplyAgainstRaw({ ...context, databaseUrl }),
    'double-submit': () => benchDoubleSubmits(context),
    'admit-card': () => benchAdmitCards(context),
    'sign-in': () => benchSignIn(context),
  };
  for (const [name, scenario] of Object.entries(scenarios)) {
    if (config.only && !config.only.includes(name)) continue;
    await scenario();
    await settle(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
