import net from 'node:net';
import type { FastifyInstance } from 'fastify';

// libuv takes one new connection per turn of the event loop (libuv #3696, in Node since 2022),
// and a busy instance turns about sixty times a second: in issue 22's surge it took some sixty
// new connections a second while a deadline's crowd opened a thousand, so a person's first
// request waited seconds in the system's queue before the server even saw it (an already open
// connection was answered in milliseconds). Here the port is listened on by several sockets of
// this one process (SO_REUSEPORT, Linux): the system spreads new connections over them, and each
// turn of the loop takes one from each. A connection taken by an extra socket is handed to the
// HTTP server as if its own socket had taken it.

/**
 * New connections the system may hold until the server takes them, per socket (Linux caps it
 * at net.core.somaxconn, 4,096 by default); Node's 511 overflowed in the surge, and a dropped
 * connection is tried again by its client only after one to three seconds.
 */
const CONNECTIONS_WAITING_TO_BE_TAKEN = 4096;

/**
 * Sockets listening on the port where the system can share it (Linux); one elsewhere. With 8,
 * a busy instance took some 300–500 new connections a second, and when a thousand people
 * arrived in one second the last waited up to three seconds for their first answer; 32 take
 * four times as many a turn (decision 169). An idle socket costs a descriptor and nothing per
 * turn: the loop is told only of those with a connection waiting.
 */
const LISTENING_SOCKETS = process.platform === 'linux' ? 32 : 1;

export interface Listening {
  /** The port listened on (the one asked for, or the one the system chose for port 0). */
  port: number;
  /** How many sockets listen on it. */
  sockets: number;
  /** Stops the extra sockets taking new connections (the app's close stops its own). */
  close(): void;
}

function listenExtra(app: FastifyInstance, host: string, port: number): Promise<net.Server> {
  const extra = net.createServer((socket) => app.server.emit('connection', socket));
  return new Promise((resolve, reject) => {
    extra.once('error', reject);
    extra.listen({ host, port, backlog: CONNECTIONS_WAITING_TO_BE_TAKEN, reusePort: true }, () =>
      resolve(extra),
    );
  });
}

/**
 * Fails with EADDRINUSE when anything listens on host:port already. Sockets that share a port
 * would otherwise share it with a second instance started there by mistake (same user, also
 * sharing), and each would answer some of the requests: so the port is first taken alone, for
 * a moment, as a plain listen would.
 */
function takePortAlone(host: string, port: number): Promise<void> {
  const probe = net.createServer();
  return new Promise((resolve, reject) => {
    probe.once('error', reject);
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** Listens on host:port with `sockets` sockets (decision 167). */
export async function listenOnSeveralSockets(
  app: FastifyInstance,
  { host, port, sockets = LISTENING_SOCKETS }: { host: string; port: number; sockets?: number },
): Promise<Listening> {
  const shared = sockets > 1;
  if (shared && port !== 0) await takePortAlone(host, port);
  await app.listen({
    host,
    port,
    backlog: CONNECTIONS_WAITING_TO_BE_TAKEN,
    ...(shared && { reusePort: true }),
  });
  const address = app.server.address();
  const bound = typeof address === 'object' && address ? address : { address: host, port };
  const extras: net.Server[] = [];
  for (let i = 1; i < sockets; i++) extras.push(await listenExtra(app, bound.address, bound.port));
  return {
    port: bound.port,
    sockets: 1 + extras.length,
    // Stops taking new ones at once; what they took is the HTTP server's to finish.
    close: () => {
      for (const extra of extras) extra.close();
    },
  };
}
