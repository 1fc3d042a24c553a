import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import {
  apiDocsPolicy,
  sandboxPolicy,
  STYLE_NONCE_PLACEHOLDER,
  webAppPolicy,
} from './content-security-policy';
import { isApiPath, isUnder, looksLikeFile, pathnameOf } from './web-app-paths';

// Puts a Content-Security-Policy on every answer (onSend, so no route can forget it): the API
// documentation's under /api/docs, the sandboxes' under /sandbox, the web app's everywhere else;
// an answer whose route set a policy of its own keeps that one.
// index.html is sent with a nonce of its own: the placeholder in the file becomes a fresh
// random value, named in the header's style-src, and the answer can no longer be revalidated
// (a 304 would pair the cached page's old nonce with the new header's).

const HEADER = 'content-security-policy';
const DOCS_PREFIX = '/api/docs';
const SANDBOX_PREFIX = '/sandbox';
/** A request the web app's index.html answers (what serveWebApp sends for the SPA's routes). */
function isPageRequest(request: FastifyRequest, pathname: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiPath(pathname)) return false;
  return pathname === '/index.html' || !looksLikeFile(pathname);
}

/** The sha256 source of each <style> in the page's <head> (the sandboxes echo only into <body>). */
export function headStyleHashes(html: string): string[] {
  const head = /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  return [...head.matchAll(/<style>([\s\S]*?)<\/style>/gi)].map(
    ([, css]) =>
      `sha256-${createHash('sha256')
        .update(css ?? '')
        .digest('base64')}`,
  );
}

function isFileStream(payload: unknown, file: string): payload is fs.ReadStream {
  return (
    payload instanceof fs.ReadStream &&
    typeof payload.path === 'string' &&
    path.resolve(payload.path) === file
  );
}

async function sendIndexWithNonce(reply: FastifyReply, config: Config, indexFile: string) {
  const nonce = randomBytes(18).toString('base64');
  const page = await fs.promises.readFile(indexFile, 'utf8');
  reply
    .code(200)
    .header(HEADER, webAppPolicy(config, nonce))
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache');
  for (const name of ['etag', 'last-modified', 'content-length', 'content-range', 'accept-ranges'])
    reply.removeHeader(name);
  return page.replaceAll(STYLE_NONCE_PLACEHOLDER, nonce);
}

export function installContentSecurityPolicy(app: FastifyInstance, config: Config): void {
  const appPolicy = webAppPolicy(config);
  const docsPolicy = apiDocsPolicy();
  const indexFile = config.WEB_DIST_DIR
    ? path.resolve(config.WEB_DIST_DIR, 'index.html')
    : undefined;

  app.addHook('onSend', async (request, reply, payload) => {
    // A route that sets a policy of its own keeps it (a stored file's sandbox, send-file.ts).
    if (reply.hasHeader(HEADER)) return payload;
    const pathname = pathnameOf(request);
    if (isUnder(pathname, DOCS_PREFIX)) {
      reply.header(HEADER, docsPolicy);
      return payload;
    }
    if (isUnder(pathname, SANDBOX_PREFIX)) {
      const hashes = typeof payload === 'string' ? headStyleHashes(payload) : [];
      reply.header(HEADER, sandboxPolicy(hashes));
      return payload;
    }
    const isIndex =
      indexFile !== undefined &&
      isPageRequest(request, pathname) &&
      (isFileStream(payload, indexFile) || reply.statusCode === 304);
    if (!isIndex) {
      reply.header(HEADER, appPolicy);
      return payload;
    }
    if (payload instanceof fs.ReadStream) payload.destroy();
    return sendIndexWithNonce(reply, config, indexFile);
  });
}
