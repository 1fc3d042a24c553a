import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/**
 * Counts route handlers still running. A client that hangs up does not stop its handler, and
 * Fastify's close waits for connections, not handlers: without this count the database would
 * be closed under a handler still writing ("Cannot use a pool after calling end on the pool").
 */
export function countRunningHandlers(app: FastifyInstance) {
  const count = { running: 0 };
  runningHandlers.set(app, count);
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    // The handler keeps its own form: a promise stays a promise, and a handler that answers
    // later by itself (a file streamed by @fastify/static) is not turned into one Fastify would
    // answer a second time. Counted until its promise settles, or else until the answer ends.
    // Each path below gives the count back exactly once. (The arrows are inline on purpose: tsx
    // wraps every named function it makes in a keep-names helper, here once per request.)
    route.handler = function countedHandler(this: FastifyInstance, request, reply) {
      count.running++;
      let result: unknown;
      try {
        result = handler.call(this, request, reply);
      } catch (error) {
        count.running--;
        throw error;
      }
      if (result instanceof Promise) return result.finally(() => count.running--);
      reply.raw.once('close', () => count.running--);
      return result;
    } as typeof handler;
  });
}

const runningHandlers = new WeakMap<FastifyInstance, { running: number }>();

export interface ShutdownParts {
  /** An app built with countRunningHandlers, so that its handlers are waited for. */
  app: FastifyInstance;
  /** Database connections checked out or awaited. */
  connectionsInUse(): number;
  /** Stops the background jobs, each after its current round. */
  stopJobs(): Promise<void>;
  closeDatabase(): Promise<void>;
  /** The longest the whole shutdown may take before connections are cut. */
  graceMs: number;
}

/**
 * Stops taking requests, lets those under way finish (for at most `graceMs`), stops the jobs,
 * then closes the database once nothing uses it any more. Resolves with what had to be cut.
 */
export async function shutDownGracefully(parts: ShutdownParts): Promise<{ cut: boolean }> {
  const deadline = performance.now() + parts.graceMs;
  const closing = parts.app.close();
  const closedInTime = await closeConnectionsOnceIdle(parts.app, closing, deadline);
  if (!closedInTime) parts.app.server.closeAllConnections();
  await closing;
  await parts.stopJobs();
  const drained = await waitUntilIdle(parts, deadline);
  await parts.closeDatabase();
  return { cut: !closedInTime || !drained };
}

/**
 * Node's close ends the connections idle at that moment only; one that answers a request later
 * stays open for its keep-alive time (72 s in Fastify), longer than an orchestrator waits before
 * it kills. So connections are ended as each falls idle, until the server has none left.
 */
async function closeConnectionsOnceIdle(
  app: FastifyInstance,
  closing: PromiseLike<unknown>,
  deadline: number,
): Promise<boolean> {
  let closed = false;
  const done = () => (closed = true);
  void Promise.resolve(closing).then(done, done); // a failure is the caller's to see
  while (!closed && performance.now() < deadline) {
    app.server.closeIdleConnections();
    await sleep(25);
  }
  return closed;
}

/** Twice in a row nothing running: a handler between two statements is not taken for done. */
async function waitUntilIdle(parts: ShutdownParts, deadline: number): Promise<boolean> {
  let quietChecks = 0;
  while (performance.now() < deadline) {
    const handlers = runningHandlers.get(parts.app)?.running ?? 0;
    const busy = handlers + parts.connectionsInUse();
    quietChecks = busy === 0 ? quietChecks + 1 : 0;
    if (quietChecks >= 2) return true;
    await sleep(20);
  }
  return false;
}
