// Load against the running server: a client of its own per run, so that its sockets and
// their state never carry from one measurement into the next, and a crash of the server
// that ends the run at once.

import { createLeanClient } from './lean-client.ts';
import { createPortalClient, type PortalClient } from './portal-client.ts';
import type { ServerProcess } from './server-process.ts';

export async function withClient<T>(
  server: ServerProcess,
  maxSockets: number,
  run: (client: PortalClient) => Promise<T>,
): Promise<T> {
  const client = createPortalClient(server.baseUrl, maxSockets);
  try {
    return await whileAlive(server, run(client));
  } finally {
    client.close();
  }
}

/** The same for the logins, over the lean client (lean-client.ts says why). */
export async function withLeanClient<T>(
  server: ServerProcess,
  run: (client: PortalClient) => Promise<T>,
): Promise<T> {
  const client = createLeanClient(server.baseUrl);
  try {
    return await whileAlive(server, run(client));
  } finally {
    client.close();
  }
}

/** A server crash ends the wait at once instead of leaving the load spinning on errors. */
export function whileAlive<T>(server: ServerProcess, work: Promise<T>): Promise<T> {
  return Promise.race([work, server.crashed]);
}
