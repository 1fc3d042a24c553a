import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import { AppError } from '../errors/app-error';
import { isApiPath, isUnder, looksLikeFile, pathnameOf } from './web-app-paths';

// The API serves the built single-page app; every path it does not own is the SPA's route.
// The build names each file under assets/ by a hash of its content, so a browser may keep it
// for a year without asking again; anything else (index.html above all) is asked again each
// time. The build also writes each asset as .br and .gz, sent to a browser that accepts them.

/** The folder of content-hashed files the web build writes. */
const HASHED_FOLDER = `${path.sep}assets${path.sep}`;

const IMMUTABLE = 'public, max-age=31536000, immutable';

function cachingHeaders(response: SetHeadersResponse, file: string) {
  response.setHeader('cache-control', file.includes(HASHED_FOLDER) ? IMMUTABLE : 'no-cache');
  // The same URL answers with brotli, gzip or the plain file by Accept-Encoding.
  response.setHeader('vary', 'accept-encoding');
}

/**
 * Headers that mean something only on a page (helmet's, the Content-Security-Policy): a script,
 * a style sheet or a font ignores them. A first visit fetches a couple of dozen such files, each
 * of which would carry about 850 bytes of them over a slow line. nosniff, the resource policy,
 * the referrer policy (a style sheet's applies to the fonts it asks for) and HSTS stay.
 */
const PAGE_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function sendAssetsLean(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isUnder(pathnameOf(request), '/assets') && reply.statusCode < 400)
      for (const name of PAGE_ONLY_HEADERS) reply.removeHeader(name);
    return payload;
  });
}

export async function serveWebApp(app: FastifyInstance, distDir: string | undefined) {
  const indexFile = distDir ? path.join(distDir, 'index.html') : null;
  const hasWebApp = indexFile !== null && fs.existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: path.resolve(distDir!),
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // The hash in the name says the version; the etag is enough for anyone who revalidates.
      lastModified: false,
      setHeaders: cachingHeaders,
    });
    sendAssetsLean(app);
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = pathnameOf(request);
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApiPath(pathname) || looksLikeFile(pathname) || !hasWebApp || !readsPage)
      throw new AppError('NOT_FOUND');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
