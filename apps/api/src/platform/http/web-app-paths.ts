import type { FastifyRequest } from 'fastify';

// Which paths the API owns and which are the web app's: the not-found handler serves the SPA
// by the same rule the Content-Security-Policy hook uses to recognise its pages.

/** What the API owns; any other GET without a file extension is a page of the web app. */
const API_PREFIXES = ['/api', '/oauth', '/sandbox'];

export const isUnder = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

export const pathnameOf = (request: FastifyRequest): string => request.url.split('?')[0] ?? '/';

export const isApiPath = (pathname: string) =>
  API_PREFIXES.some((prefix) => isUnder(pathname, prefix));

/** /assets/x.js: a missing file is a 404, never the SPA (a browser would run HTML as script). */
export const looksLikeFile = (pathname: string) => /\.[a-z0-9]+$/i.test(pathname);
