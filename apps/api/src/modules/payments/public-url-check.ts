import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Config } from '../../config';

// Payment providers send the payer back to PUBLIC_URL. A browser that uses another address
// (http://127.0.0.1:8080 while PUBLIC_URL is http://localhost:8080, a new domain name, a proxy
// that does not pass the Host on) comes back to an origin where it has no session: the return
// still settles the payment (the public return route), but the payer must sign in again. These
// two checks tell the deployment so, once, in its log.

/** The part of a logger (app.log, request.log) these checks use. */
export interface Log {
  warn(details: object, message: string): void;
}

/**
 * At start: PUBLIC_URL left unset where it matters (production, or real providers instead of
 * the sandboxes), so providers would return payers to http://localhost:PORT. Returns whether
 * it warned.
 */
export function warnIfPublicUrlUnset(
  config: Pick<Config, 'PUBLIC_URL' | 'NODE_ENV' | 'PAYMENT_SANDBOXES' | 'publicUrl'>,
  log: Log,
): boolean {
  if (config.PUBLIC_URL) return false;
  if (config.NODE_ENV !== 'production' && config.PAYMENT_SANDBOXES) return false;
  log.warn(
    { publicUrl: config.publicUrl },
    `PUBLIC_URL is not set: payment providers will send payers back to ${config.publicUrl}. ` +
      'Set PUBLIC_URL to the address browsers use.',
  );
  return true;
}

/**
 * The host a browser addressed: its Origin's (sent on same-origin calls, and the browser's own
 * view whatever a proxy does to Host), else Host (X-Forwarded-Host behind a trusted proxy).
 */
function hostSeenBy(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (origin && URL.canParse(origin)) return new URL(origin).host.toLowerCase();
  return request.host.toLowerCase();
}

/**
 * An onRequest hook that warns once, on the first browser request made to another address than
 * PUBLIC_URL. Only a browser's own requests count (Sec-Fetch-Site same-origin, same-site or
 * none: typed, bookmarked or made by the page itself), so health probes, server-to-server
 * calls and a provider's cross-site redirect do not. After the warning it only reads a flag.
 */
export function publicUrlMismatchWarning(
  publicUrl: string,
  log?: Log,
): onRequestHookHandler & { warned(): boolean } {
  const expectedHost = new URL(publicUrl).host.toLowerCase();
  let warned = false;
  const hook = function (request: FastifyRequest, _reply: unknown, done: () => void) {
    const site = request.headers['sec-fetch-site'];
    if (!warned && site !== undefined && site !== 'cross-site') {
      const host = hostSeenBy(request);
      if (host !== expectedHost) {
        warned = true;
        (log ?? request.log).warn(
          { publicUrl, host },
          `A browser reached this server at ${host}, but PUBLIC_URL is ${publicUrl}: payment ` +
            'providers send payers back to PUBLIC_URL, where that browser has no session. Set ' +
            'PUBLIC_URL to the address browsers use.',
        );
      }
    }
    done();
  };
  return Object.assign(hook as onRequestHookHandler, { warned: () => warned });
}
