import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BUSY_RETRY_AFTER_SECONDS, messageOf } from '../errors/app-error';
import { SECURITY_HEADERS } from './framework-errors';
import { watchLoop } from './loop-watch';
import type { Config } from '../../config';

/**
 * Looking gives way to doing: a read (GET, HEAD) is refused once the limit is reached, a write
 * (apply, a payment, a sign-in) only past this many times the limit, so in a crowd of people
 * browsing those applying are still taken.
 */
const WRITES_ROOM = 2;

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** How often the event loop's delay is read (loop-watch.ts). */
const LOOP_READING_MS = 1000;

/** How often the log says how many were refused (one line, not one per refusal). */
const REPORT_EVERY_MS = 10_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Taken even when busy: the health check (a load balancer must not think a busy instance
     * dead) and a provider's return (money already left the candidate's account).
     */
    keepWhenBusy?: boolean;
  }
}

/** Sets the refusal's status and headers on `reply`, and gives its body (the envelope). */
function busyAnswer(reply: FastifyReply) {
  reply
    .code(503)
    .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    // Refused before the security headers' own hook: the same headers every answer gets.
    .headers(SECURITY_HEADERS);
  return { status: 0, message: messageOf('BUSY'), data: null, code: 'BUSY' };
}

/**
 * Past its capacity an instance answers new requests at once with 503 BUSY, a bilingual "try
 * again in a minute" and Retry-After, instead of letting every request wait (decision 166).
 * Refused before anything is read or written, so an apply refused was never begun, and one
 * taken is finished: nothing under way is cut. Two measures: the requests under way (the queue
 * a surge builds, which is what makes everyone late) and the event loop's delay, late reading
 * after reading (loop-watch.ts), for a loop stalled by anything else. Installed before every other
 * hook, so a refusal costs no token check.
 */
export async function installLoadShedding(
  app: FastifyInstance,
  config: Pick<Config, 'BUSY_REQUESTS_UNDER_WAY' | 'BUSY_EVENT_LOOP_DELAY_MS'>,
  engine: 'pglite' | 'postgres',
) {
  let underWay = 0;
  let refused = 0;
  const report = setInterval(() => {
    if (refused === 0) return;
    app.log.warn({ refused, underWay }, 'busy: new requests were refused (503 BUSY)');
    refused = 0;
  }, REPORT_EVERY_MS);
  report.unref();
  app.addHook('onClose', async () => clearInterval(report));

  // The embedded database runs on this very loop: its long statements (a migration, a count)
  // are its delay, not a crowd's, and it serves one laptop.
  const loop =
    engine === 'postgres'
      ? watchLoop({ limitMs: config.BUSY_EVENT_LOOP_DELAY_MS, everyMs: LOOP_READING_MS })
      : undefined;
  app.addHook('onClose', async () => loop?.stop());
  const loopStalled = () => loop?.overwhelmed() === true;

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.routeOptions.config.keepWhenBusy) return;
    const limit = isRead(request.method)
      ? config.BUSY_REQUESTS_UNDER_WAY
      : config.BUSY_REQUESTS_UNDER_WAY * WRITES_ROOM;
    if (underWay >= limit || loopStalled()) {
      refused++;
      return reply.send(busyAnswer(reply));
    }
    underWay++;
    reply.raw.once('close', () => underWay--);
  });
}
