import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

// One structured line per answered request (issue 22): method, route (the pattern, not the
// address, so no id or search text of a person is written), status and time; pino adds the
// request id. Fastify's own two lines per request ("incoming request", "request completed")
// stay off. The health check and the web app's files (its pages and assets) are logged at
// debug: a load balancer's probes and a browser's downloads are not events.
// The line is written where Fastify would write its own "request completed" (its log
// controller), not from an onResponse hook: no hook to run on every request of a deadline.

/** Requests whose answers are not worth a line at info. */
function isQuiet(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0]!;
  if (path === '/api/health' || path.startsWith('/api/health/')) return true;
  return !path.startsWith('/api/') && !path.startsWith('/oauth/');
}

class AccessLog extends LogController {
  constructor() {
    // Fastify's per-request lines (and its default error handler's, which ours replaces) off.
    super({ disableRequestLogging: true });
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? null,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) request.log.error({ ...line, err: error }, 'answered');
    else if (isQuiet(request)) request.log.debug(line, 'answered');
    else request.log.info(line, 'answered');
  }
}

/** Fastify's `logController` option: the access log's one line per request. */
export const accessLog = () => new AccessLog();
