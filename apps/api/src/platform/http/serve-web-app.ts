import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import { AppError } from '../errors/app-error';
import { isApiPath, looksLikeFile, pathnameOf } from './web-app-paths';

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
      setHeaders: cachingHeaders,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = pathnameOf(request);
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApiPath(pathname) || looksLikeFile(pathname) || !hasWebApp || !readsPage)
      throw new AppError('NOT_FOUND');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
