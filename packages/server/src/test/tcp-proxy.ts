import net from 'node:net';

/**
 * A TCP proxy on loopback in front of a real server (PostgreSQL in the outage tests), which the test
 * can take away and bring back as a network or a database restart would: `stop` cuts every connection
 * and refuses new ones, `freeze` keeps connections open but passes nothing on (a hung server), `start`
 * serves again on the same port.
 */
export interface TcpProxy {
  port: number;
  stop(): Promise<void>;
  freeze(): void;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let frozen = false;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (frozen) return; // accepted, never answered
    const upstream = net.connect(target);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const closeServer = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  const cutAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    async stop() {
      const closed = closeServer();
      cutAll();
      await closed;
    },
    freeze() {
      frozen = true;
      for (const socket of sockets) socket.pause();
    },
    async start() {
      frozen = false;
      cutAll();
      if (!server.listening) await listen(port);
    },
    async close() {
      const closed = closeServer();
      cutAll();
      await closed;
    },
  };
}
