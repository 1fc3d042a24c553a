/**
 * The anchor: a bare Fastify server (no plugins, no hooks, no logger) whose one GET route answers
 * any path with the bytes it was last handed, and a static file from `ANCHOR_STATIC_DIR` under
 * /static/. The bench loads it beside the API to learn what the same bytes cost on this machine
 * with nothing of the portal on top (issue 22). Run as its own process, like the API:
 *
 *   PORT=3999 ANCHOR_STATIC_DIR=/tmp/anchor node --import tsx bench/anchors/bare-server.ts
 */
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

/** Where the bench hands the answer over (anchor-server.ts); not part of any timed load. */
const ANCHOR_BODY_PATH = '/__anchor/body';

let answer: { body: Buffer; headers: Record<string, string> } = {
  body: Buffer.from('{}'),
  headers: { 'content-type': 'application/json; charset=utf-8' },
};

const app = Fastify({ bodyLimit: 64 * 1024 * 1024 });
app.addContentTypeParser(
  'application/octet-stream',
  { parseAs: 'buffer' },
  (_request, body, done) => done(null, body),
);

// The answer's own headers travel as x-anchor-<name>: content-type, and content-encoding when the
// bytes are compressed (the bare route sends them as they are, it compresses nothing).
app.put(ANCHOR_BODY_PATH, async (request) => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers))
    if (name.startsWith('x-anchor-') && typeof value === 'string')
      headers[name.slice('x-anchor-'.length)] = value;
  answer = { body: request.body as Buffer, headers };
  return { bytes: answer.body.length };
});

app.get('/*', async (_request, reply) => reply.headers(answer.headers).send(answer.body));

const staticDir = process.env.ANCHOR_STATIC_DIR;
if (staticDir) await app.register(fastifyStatic, { root: staticDir, prefix: '/static/' });

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
