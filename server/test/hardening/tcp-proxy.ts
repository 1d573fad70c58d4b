import net from 'node:net';

/**
 * A TCP relay in front of PostgreSQL that the test can take down and bring back: down drops
 * every open connection and refuses new ones, as a PostgreSQL restart looks to its clients,
 * without touching the machine's real PostgreSQL.
 */
export type TcpProxy = { port: number; down: () => Promise<void>; up: () => Promise<void>; close: () => Promise<void> };

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  const relay = (client: net.Socket) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer(relay);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server!.address();
        port = typeof address === 'object' && address ? address.port : port;
        resolve();
      });
    });

  const down = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise((resolve) => closing.close(resolve));
  };

  await listen();
  return { port, down, up: listen, close: down };
}
