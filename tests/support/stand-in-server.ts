// What the local stand-ins for outside services (reCAPTCHA, the SMS provider) share: an HTTP
// server on a free port of 127.0.0.1, request bodies read whole, and a close that does not
// wait for a request a test left hanging on purpose.

import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Listens on a free port of 127.0.0.1 and answers its origin, e.g. http://127.0.0.1:41234. */
export async function listenOnLoopback(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** Ends open connections (a slow answer still pending) and stops the server. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.closeAllConnections();
    server.close((error) => (error ? reject(error) : resolve()));
  });
}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
