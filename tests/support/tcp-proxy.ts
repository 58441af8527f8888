// A TCP proxy on 127.0.0.1 in front of a server the tests share (Redis, PostgreSQL), so a
// test can take that server away from the portal and give it back without stopping it for
// everyone else: stop() closes the port and cuts every open connection, start() listens on
// the same port again; hang() keeps the connections open but lets nothing through, like a
// server that stopped answering.

import { createConnection, createServer, type Socket } from 'node:net';

export interface TcpProxy {
  /** The port the portal connects to instead of the target's. */
  readonly port: number;
  /** Listening, and forwarding to the target? */
  readonly running: boolean;
  /** Closes the port and every connection through it: the target seems gone. */
  stop(): Promise<void>;
  /** Listens on the same port again (nothing when it listens). */
  start(): Promise<void>;
  /** From now until stop(), drops whatever either side sends. */
  hang(): void;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A cut connection is what the tests want; its error is no failure of theirs.
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((client) => {
    track(client);
    const upstream = createConnection(target);
    track(upstream);
    // Not pipe(): while hanging, bytes are dropped, not buffered for later.
    client.on('data', (chunk) => {
      if (!hanging) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!hanging) client.write(chunk);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  let port = 0;
  let running = false;
  let hanging = false;

  const start = async () => {
    if (running) return;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        const address = server.address();
        if (address && typeof address === 'object') port = address.port;
        running = true;
        resolve();
      });
    });
  };
  await start();

  return {
    get port() {
      return port;
    },
    get running() {
      return running;
    },
    async stop() {
      if (!running) return;
      running = false;
      hanging = false;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    start,
    hang() {
      hanging = true;
    },
  };
}
