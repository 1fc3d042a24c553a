import { config } from './config';
import { BENCH_PASSWORD, type BenchData } from './generate-data';
import { json, printLoad, runLoad } from './http-load';
import type { ApiServer } from './server';

/** What a scenario needs: the running server, the generated rows, a bearer per candidate. */
export interface BenchContext {
  server: ApiServer;
  data: BenchData;
  bearers: readonly string[];
}

/** Each call the next candidate's bearer, round and round. */
function rotatingBearers(bearers: readonly string[]) {
  let next = 0;
  return () => {
    const index = next++ % bearers.length;
    return { index, authorization: bearers[index]! };
  };
}

export async function benchVacancyLists({ server, bearers }: BenchContext) {
  const bearer = rotatingBearers(bearers);
  const pages = [
    ['GET  vacancy list (page of 10)', 'page=1&pageSize=10&sort=singleFeeDeadlineAd:asc'],
    ['GET  vacancy list (search, page 3)', 'page=3&pageSize=50&search=officer'],
  ] as const;
  for (const [title, query] of pages) {
    const result = await runLoad(server.baseUrl, {
      connections: config.connections,
      duration: config.duration,
      next: () => ({
        path: `/api/candidate/vacancies?${query}`,
        headers: { authorization: bearer().authorization },
      }),
    });
    printLoad(title, result);
  }
}

/** The same pair again and again: the first apply of the load or of the bench wins, then 409s. */
export async function benchDoubleSubmits({ server, data, bearers }: BenchContext) {
  const body = { advertisementId: data.advertisementIds[0], examCentreId: data.examCentreId };
  const result = await runLoad(server.baseUrl, {
    connections: config.connections,
    duration: Math.max(5, Math.round(config.duration / 3)),
    next: () => ({
      method: 'POST',
      path: '/api/candidate/applications',
      ...json(bearers[0]!, body),
    }),
  });
  printLoad('POST apply (double submits, 409)', result);
}

/** The admit card PDF of each candidate's approved, paid application with a roll number. */
export async function benchAdmitCards({ server, data, bearers }: BenchContext) {
  const bearer = rotatingBearers(bearers);
  const result = await runLoad(server.baseUrl, {
    connections: config.admitCardConnections,
    duration: config.duration,
    next: () => {
      const { index, authorization } = bearer();
      const applicationId = data.admittedApplicationIds[index]!;
      return {
        path: `/api/candidate/applications/${applicationId}/admit-card`,
        headers: { authorization },
      };
    },
  });
  printLoad(`GET  admit card PDF (${config.admitCardConnections} conns)`, result);
}

/** Sign-in is dominated by argon2id by design; this is the rate the hardware allows. */
export async function benchSignIn({ server }: BenchContext) {
  let signIn = 0;
  const client = Buffer.from('niyukti-web:niyukti-web-secret').toString('base64');
  const result = await runLoad(server.baseUrl, {
    connections: Math.min(config.connections, 20),
    duration: Math.max(5, Math.round(config.duration / 2)),
    next: () => ({
      method: 'POST',
      path: '/oauth/token',
      headers: {
        authorization: `Basic ${client}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        grant_type: 'password',
        username: `bench_${signIn++ % config.candidateCount}`,
        password: BENCH_PASSWORD,
      }).toString(),
    }),
  });
  printLoad('POST /oauth/token (password grant)', result);
}
