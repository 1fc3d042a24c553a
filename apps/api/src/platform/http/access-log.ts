import type { FastifyInstance, FastifyRequest } from 'fastify';

// One structured line per answered request (issue 22): method, route (the pattern, not the
// address, so no id or search text of a person is written), status and time; pino adds the
// request id. Fastify's own two lines per request ("incoming request", "request completed")
// are turned off in buildApp. The health check and the web app's files (its pages and assets)
// are logged at debug: a load balancer's probes and a browser's downloads are not events.

/** Requests whose answers are not worth a line at info. */
function isQuiet(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0]!;
  if (path === '/api/health' || path.startsWith('/api/health/')) return true;
  return !path.startsWith('/api/') && !path.startsWith('/oauth/');
}

export function installAccessLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? null,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (isQuiet(request)) request.log.debug(line, 'answered');
    else request.log.info(line, 'answered');
  });
}
