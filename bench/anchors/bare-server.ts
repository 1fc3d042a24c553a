/**
 * The anchor: a bare Fastify server (no plugins, no hooks, no logger) whose one GET route answers
 * each path with the bytes it was handed for that path (any other with `{}`), and a static file from `ANCHOR_STATIC_DIR` under
 * /static/. The bench loads it beside the API to learn what the same bytes cost on this machine
 * with nothing of the portal on top (issue 22). Run as its own process, like the API:
 *
 *   PORT=3999 ANCHOR_STATIC_DIR=/tmp/anchor node --import tsx bench/anchors/bare-server.ts
 */
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

/** Where the bench hands the answer over (anchor-server.ts); not part of any timed load. */
const ANCHOR_BODY_PATH = '/__anchor/body';

interface Answer {
  body: Buffer;
  headers: Record<string, string>;
}

const EMPTY: Answer = {
  body: Buffer.from('{}'),
  headers: { 'content-type': 'application/json; charset=utf-8' },
};
/** By the path and query a request names, exactly as the load generator writes it. */
const answers = new Map<string, Answer>();

const app = Fastify({ bodyLimit: 64 * 1024 * 1024 });
app.addContentTypeParser(
  'application/octet-stream',
  { parseAs: 'buffer' },
  (_request, body, done) => done(null, body),
);

// The answer's own headers travel as x-anchor-<name>: content-type, and content-encoding when the
// bytes are compressed (the bare route sends them as they are, it compresses nothing); the path
// they answer is the query's `path`. A DELETE forgets them all.
app.put<{ Querystring: { path: string } }>(ANCHOR_BODY_PATH, async (request) => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers))
    if (name.startsWith('x-anchor-') && typeof value === 'string')
      headers[name.slice('x-anchor-'.length)] = value;
  answers.set(request.query.path, { body: request.body as Buffer, headers });
  return { paths: answers.size };
});
app.delete(ANCHOR_BODY_PATH, async () => {
  answers.clear();
  return { paths: 0 };
});

app.get('/*', async (request, reply) => {
  const answer = answers.get(request.url) ?? EMPTY;
  return reply.headers(answer.headers).send(answer.body);
});

const staticDir = process.env.ANCHOR_STATIC_DIR;
if (staticDir) await app.register(fastifyStatic, { root: staticDir, prefix: '/static/' });

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
