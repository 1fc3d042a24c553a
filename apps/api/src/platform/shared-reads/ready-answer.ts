import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import { LRUCache } from 'lru-cache';

/** Below this the headers outweigh what compression saves (@fastify/compress's own threshold). */
const COMPRESS_FROM_BYTES = 1024;

type Encoding = 'br' | 'gzip';
// The few Accept-Encoding values browsers send, remembered; a client inventing new ones only
// pushes out the least used.
const encodings = new Negotiator<Encoding>({
  supportedValues: ['br', 'gzip'],
  cache: new LRUCache<string, string>({ max: 200 }),
});

/**
 * An answer made once and sent many times: its JSON bytes, their ETag, and each compression the
 * first client that accepts it asks for (made then, kept with the bytes). Sending one costs
 * no validation, no serialisation and no compression.
 */
export interface ReadyAnswer {
  readonly body: Buffer;
  readonly etag: string;
  readonly compressed: Map<Encoding, Buffer>;
}

export function readyAnswerOf(value: unknown): ReadyAnswer {
  const body = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, etag, compressed: new Map() };
}

function compressedBody(answer: ReadyAnswer, encoding: Encoding): Buffer {
  let bytes = answer.compressed.get(encoding);
  if (!bytes) {
    // Once per answer, so the best ratio is worth its milliseconds.
    bytes =
      encoding === 'br'
        ? brotliCompressSync(answer.body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 9,
              [constants.BROTLI_PARAM_SIZE_HINT]: answer.body.length,
            },
          })
        : gzipSync(answer.body, { level: 9 });
    answer.compressed.set(encoding, bytes);
  }
  return bytes;
}

/**
 * A candidate's answer: the browser keeps it and asks again each time with its ETag, so a page
 * that has not changed costs a 304 and no bytes over a slow line; no shared cache keeps it.
 */
export const CANDIDATE_REVALIDATES = 'private, no-cache';

/**
 * Route options of a route answering with `sendReadyAnswer`: it sends bytes compressed once and
 * kept, so @fastify/compress's hooks (one before, one after the handler) are left off the route.
 */
export const COMPRESSES_ITS_OWN = { compress: false } as const;

/** A ready answer, and whether it was kept (`x-cache: hit`) or made for this request (`miss`). */
export interface CachedAnswer {
  answer: ReadyAnswer;
  hit: boolean;
}

/**
 * Sends a ready answer: 304 when the client holds these bytes already (If-None-Match), else the
 * bytes in the best encoding the client accepts (its route is COMPRESSES_ITS_OWN).
 */
export function sendReadyAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  { answer, hit }: CachedAnswer,
  cacheControl: string,
) {
  reply
    .header('etag', answer.etag)
    .header('cache-control', cacheControl)
    .header('vary', 'accept-encoding')
    .header('x-cache', hit ? 'hit' : 'miss');
  if (fresh(request.headers, { etag: answer.etag })) return reply.code(304).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  const accepted = request.headers['accept-encoding'];
  const encoding =
    accepted && answer.body.length >= COMPRESS_FROM_BYTES ? encodings.negotiate(accepted) : null;
  if (!encoding) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(compressedBody(answer, encoding));
}
