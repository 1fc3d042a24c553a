import type { FastifyInstance } from 'fastify';
import { errorAnswersOf, type ErrorAnswers, type RouteShape } from './route-contract';

/** An error a route answered with that its OpenAPI operation does not list. */
export interface UndocumentedAnswer {
  route: string;
  status: number;
  code: string;
}

const codeOf = (payload: unknown): string | undefined => {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return undefined;
  try {
    const code = (JSON.parse(payload) as { code?: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Holds every error answer to the document (tests): each route's documented answers are taken
 * as it is registered, and any refusal in the envelope with a status and code its operation
 * does not list is reported. Must be installed before the routes.
 */
export function checkAnswersAgainstDocument(
  app: FastifyInstance,
  report: (answer: UndocumentedAnswer) => void,
) {
  const documented = new Map<string, ErrorAnswers>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      documented.set(`${method} ${route.url}`, errorAnswersOf(route as unknown as RouteShape));
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400) return payload;
    const route = `${request.routeOptions.method} ${request.routeOptions.url}`;
    const answers = documented.get(route);
    const code = codeOf(payload);
    // Unknown addresses (no route) and answers that are not our envelope are not operations'.
    if (!answers || code === undefined || route.includes(' /sandbox/')) return payload;
    if (!answers.get(reply.statusCode)?.includes(code as never))
      report({ route, status: reply.statusCode, code });
    return payload;
  });
}
