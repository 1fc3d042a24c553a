import {
  forgetBytes,
  serveBytes,
  serveStaticFile,
  type AnchorServer,
} from './anchors/anchor-server';
import { config } from './config';
import { BENCH_PASSWORD, type BenchData } from './generate-data';
import {
  DASHBOARD_MIX,
  NOTICES_MIX,
  liveFacts,
  masterDataMix,
  vacancyDetailMix,
  vacancyListMix,
  zipfPicker,
  zipfTopShare,
  type ReadMix,
} from './generate-read-mix';
import {
  cacheCounter,
  formatSize,
  json,
  printAgainstAnchor,
  printLoad,
  rawGet,
  runLoad,
  type LoadRequest,
} from './http-load';
import { settle, type ApiServer } from './server';

/**
 * What a scenario needs: the running server and its database, the generated rows, a bearer per
 * candidate, and the anchor (a bare Fastify server) to compare with.
 */
export interface BenchContext {
  server: ApiServer;
  databaseUrl: string;
  data: BenchData;
  bearers: readonly string[];
  anchor: AnchorServer;
}

/** Each call the next candidate's bearer, round and round. */
function rotatingBearers(bearers: readonly string[]) {
  let next = 0;
  return () => {
    const index = next++ % bearers.length;
    return { index, authorization: bearers[index]! };
  };
}

/** Issue 22: each shared read at least half the rate of a bare route sending the same bytes. */
export const READ_TARGET = 0.5;
/** Fewer tokens than this and a cache keyed on the candidate would look like a shared one. */
const READ_MIN_TOKENS = 1000;
/** What a browser accepts; the main lines send none, so API and anchor send the same bytes. */
const BROWSER_ENCODINGS = 'gzip, deflate, br';

/**
 * Issue 22: the shared reads of a deadline season, each over its mix of paths with every
 * candidate's token in turn, next to the anchor answering the same bytes; then the vacancy list
 * compressed, and revalidated with its ETags.
 */
export async function benchReads(context: BenchContext) {
  const list = vacancyListMix(await liveFacts(context.databaseUrl));
  const mixes = [
    list,
    vacancyDetailMix(context.data.advertisementIds),
    NOTICES_MIX,
    await masterDataMix((key) => publicIds(context, key)),
    DASHBOARD_MIX,
  ];
  printReadsHeader(context, mixes);
  for (const mix of mixes) await readAgainstAnchor(context, mix);
  await readAgainstAnchor(context, list, BROWSER_ENCODINGS);
  await benchRevalidation(context, list);
}

function printReadsHeader({ bearers }: BenchContext, mixes: readonly ReadMix[]) {
  const tooFew =
    bearers.length < READ_MIN_TOKENS
      ? ` (fewer than issue 22's ${READ_MIN_TOKENS}: raise BENCH_CANDIDATES)`
      : '';
  const paths = mixes.map(
    (mix) =>
      `${mix.name} ${mix.paths.length} (first ${(100 * zipfTopShare(mix.paths.length)).toFixed(0)} %)`,
  );
  console.log(
    `reads: ${bearers.length} candidates' tokens in turn${tooFew}, ` +
      `${config.readConnections} connections; anchor: a bare Fastify route answering the bytes ` +
      `the API gave for each path, target ratio ≥ ${READ_TARGET.toFixed(2)}\n` +
      `  paths, Zipf-weighted: ${paths.join(', ')}`,
  );
}

/** The ids of a public master-data entity's records (the parents of a nested list). */
async function publicIds({ server, bearers }: BenchContext, entityKey: string) {
  const response = await fetch(`${server.baseUrl}/api/public/master-data/${entityKey}`, {
    headers: { authorization: bearers[0]! },
  });
  if (!response.ok) throw new Error(`master data ${entityKey}: ${response.status}`);
  const { data } = (await response.json()) as { data: { id: number }[] };
  return data.map((record) => record.id);
}

/**
 * Requests of a mix: a path picked by its weight, the next candidate's bearer (public routes
 * too), `headers`. A new one asks the same sequence again, so the anchor meets what the API met.
 */
function readRequests(
  { bearers }: BenchContext,
  mix: ReadMix,
  headers: Record<string, string>,
): () => LoadRequest {
  const bearer = rotatingBearers(bearers);
  const pick = zipfPicker(mix.paths);
  return () => ({ path: pick(), headers: { authorization: bearer().authorization, ...headers } });
}

/** One GET as a candidate, outside any load; anything but 200 stops the bench. */
async function sampleAnswer(
  { server, bearers }: BenchContext,
  path: string,
  headers: Record<string, string> = {},
) {
  const answer = await rawGet(server.baseUrl, path, { authorization: bearers[0]!, ...headers });
  if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
  return answer;
}

/** Waits for both servers: neither may still be busy with the previous load. */
async function settleBoth({ server, anchor }: BenchContext) {
  await settle(server);
  await settle(anchor);
}

/**
 * Hands the anchor the API's answer to every path of the mix (outside any load); gives the
 * content-encoding they came in and their sizes, smallest and largest.
 */
async function handAnswersOver(
  context: BenchContext,
  mix: ReadMix,
  headers: Record<string, string>,
) {
  await forgetBytes(context.anchor);
  const sizes: number[] = [];
  let contentEncoding: string | undefined;
  for (const path of new Set(mix.paths)) {
    const sample = await sampleAnswer(context, path, headers);
    contentEncoding ??= sample.headers['content-encoding'];
    sizes.push(sample.body.length);
    await serveBytes(context.anchor, path, sample.body, {
      'content-type': sample.headers['content-type'],
      'content-encoding': sample.headers['content-encoding'],
    });
  }
  return { contentEncoding, smallest: Math.min(...sizes), largest: Math.max(...sizes) };
}

/**
 * One read kind: the anchor is handed the API's answer to each path of the mix, then the API and
 * the anchor take the same requests (connections, duration, sequence), one after the other, so
 * both send the same bytes for every request.
 */
async function readAgainstAnchor(context: BenchContext, mix: ReadMix, acceptEncoding?: string) {
  const encoding: Record<string, string> = acceptEncoding
    ? { 'accept-encoding': acceptEncoding }
    : {};
  const { contentEncoding, smallest, largest } = await handAnswersOver(context, mix, encoding);
  const load = (baseUrl: string, onResponse: ReturnType<typeof cacheCounter>['onResponse']) =>
    runLoad(baseUrl, {
      connections: config.readConnections,
      duration: config.duration,
      next: readRequests(context, mix, encoding),
      onResponse,
    });
  const hits = cacheCounter();
  await settleBoth(context);
  const read = await load(context.server.baseUrl, hits.onResponse);
  await settleBoth(context);
  // Counted like the API's answers, so the load generator does the same work for both.
  const bare = await load(context.anchor.baseUrl, cacheCounter().onResponse);
  const count = `${mix.paths.length} URL${mix.paths.length === 1 ? '' : 's'}`;
  printAgainstAnchor(
    `GET  ${mix.name}${contentEncoding ? `, ${contentEncoding}` : ''} (${count})`,
    read,
    bare,
    {
      anchorLabel: `anchor (${
        smallest === largest
          ? formatSize(smallest)
          : `${formatSize(smallest)}–${formatSize(largest)}`
      })`,
      target: READ_TARGET,
      hitRate: hits.rate(),
    },
  );
}

/**
 * The vacancy list again, each request naming the ETag the API gave for its path (read once,
 * up front): a browser revalidating what it holds, answered 304 without the body.
 */
async function benchRevalidation(context: BenchContext, mix: ReadMix) {
  const etags = new Map<string, string>();
  for (const path of mix.paths) {
    const etag = (await sampleAnswer(context, path)).headers.etag;
    if (etag) etags.set(path, etag);
  }
  const title = `GET  ${mix.name}, if-none-match`;
  if (etags.size === 0) {
    console.log(`${title.padEnd(38)} n/a: the API sends no ETag`);
    return;
  }
  if (etags.size < mix.paths.length)
    console.log(`  (ETags for ${etags.size} of ${mix.paths.length} paths; the others answer 200)`);
  const next = readRequests(context, mix, {});
  await settleBoth(context);
  const result = await runLoad(context.server.baseUrl, {
    connections: config.readConnections,
    duration: config.duration,
    next: () => {
      const request = next();
      const etag = etags.get(request.path);
      return etag
        ? { ...request, headers: { ...request.headers, 'if-none-match': etag } }
        : request;
    },
  });
  printLoad(title, result);
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

/**
 * The admit card PDF of each candidate's approved, paid application with a roll number, next to
 * the anchor sending a static file of the same bytes (no target: admit cards become files later).
 */
export async function benchAdmitCards(context: BenchContext) {
  const { server, data, bearers, anchor } = context;
  const cardPath = (index: number) =>
    `/api/candidate/applications/${data.admittedApplicationIds[index]!}/admit-card`;
  const card = await sampleAnswer(context, cardPath(0));
  const filePath = await serveStaticFile(anchor, 'admit-card.pdf', card.body);
  const load = (baseUrl: string, pathOf: (index: number) => string) => {
    const bearer = rotatingBearers(bearers);
    return runLoad(baseUrl, {
      connections: config.admitCardConnections,
      duration: config.duration,
      next: () => {
        const { index, authorization } = bearer();
        return { path: pathOf(index), headers: { authorization } };
      },
    });
  };
  await settleBoth(context);
  const result = await load(server.baseUrl, cardPath);
  await settleBoth(context);
  const bare = await load(anchor.baseUrl, () => filePath);
  printAgainstAnchor(`GET  admit card PDF (${config.admitCardConnections} conns)`, result, bare, {
    anchorLabel: `anchor (static file of ${formatSize(card.body.length)})`,
  });
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
