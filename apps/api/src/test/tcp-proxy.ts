import net from 'node:net';

export interface TcpProxy {
  /** The port the proxy listens on, 127.0.0.1. */
  port: number;
  /** The server goes away: every connection is cut and new ones are refused. */
  goAway(): Promise<void>;
  /** The server is back on the same port. */
  comeBack(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP relay to `target`, standing in for a database server that restarts: while it is away
 * the app sees exactly what it sees then (connections reset, then refused).
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const relay = (client: net.Socket) => {
    const server = net.connect(target);
    track(client);
    track(server);
    client.pipe(server);
    server.pipe(client);
    client.on('close', () => server.destroy());
    server.on('close', () => client.destroy());
  };

  let listener = net.createServer(relay);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(port, '127.0.0.1', () =>
        resolve((listener.address() as net.AddressInfo).port),
      );
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      listener.close(() => resolve());
      for (const socket of sockets) socket.resetAndDestroy();
    });

  const port = await listen(0);
  return {
    port,
    goAway: stop,
    async comeBack() {
      listener = net.createServer(relay);
      await listen(port);
    },
    close: stop,
  };
}

/** `url` with its host and port replaced by the proxy's. */
export function throughProxy(url: string, proxy: TcpProxy): string {
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  return proxied.toString();
}
