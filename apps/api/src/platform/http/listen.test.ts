import http from 'node:http';
import type { Server } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { listenOnSeveralSockets } from './listen';

// A busy event loop takes one new connection per turn from each listening socket (libuv), so
// the port is listened on by several sockets of the one process (decision 167): connections
// taken by any of them are answered by the app, and closing stops them all.

/** One GET on a connection of its own (no keep-alive), answered with its body. */
function getOnNewConnection(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

describe.runIf(process.platform === 'linux')('listening on several sockets', () => {
  it('answers connections taken by every socket, and takes none once closed', async () => {
    const app = Fastify();
    // Which listening socket took each connection (net keeps it as the socket's _server).
    const takenBy = new Set<Server>();
    app.get('/which', async (request) => {
      takenBy.add((request.raw.socket as unknown as { _server: Server })._server);
      return { ok: true };
    });
    const listening = await listenOnSeveralSockets(app, { host: '127.0.0.1', port: 0, sockets: 4 });
    expect(listening.sockets).toBe(4);

    const answers = await Promise.all(
      Array.from({ length: 200 }, () => getOnNewConnection(listening.port, '/which')),
    );
    expect(answers.every((answer) => answer.status === 200 && answer.body === '{"ok":true}')).toBe(
      true,
    );
    // The system spread the 200 connections over the sockets: more than the app's own took some.
    expect(takenBy.size).toBeGreaterThan(1);
    expect(takenBy.has(app.server)).toBe(true);

    listening.close();
    await app.close();
    await expect(getOnNewConnection(listening.port, '/which')).rejects.toThrow(/ECONNREFUSED/);
  });

  it('refuses a port something listens on already, instead of sharing it', async () => {
    const first = Fastify();
    const listening = await listenOnSeveralSockets(first, {
      host: '127.0.0.1',
      port: 0,
      sockets: 4,
    });
    const second = Fastify();
    await expect(
      listenOnSeveralSockets(second, { host: '127.0.0.1', port: listening.port, sockets: 4 }),
    ).rejects.toThrow(/EADDRINUSE/);
    listening.close();
    await Promise.all([first.close(), second.close()]);
  });
});
