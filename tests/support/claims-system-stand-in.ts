// A local stand-in for the insurer's claims system: takes the portal's events on 127.0.0.1,
// checks each signature as the real one would, and keeps what it took. `answer` sets the HTTP
// status of the next answers (500 for an outage, 400 for a refusal).

import { createServer } from 'node:http';
import { eventHeaders, isFreshTimestamp } from '#domain/claims/claims-events';
import { isValidEventSignature } from '#server/adapters/claims-system';
import { closeServer, listenOnLoopback, readBody } from './stand-in-server.ts';

export interface ClaimsSystemStandIn {
  url: string;
  /** Events taken, parsed, in order. */
  received: Record<string, unknown>[];
  /** Requests whose signature did not hold. */
  badSignatures: number;
  answer(status: number): void;
  close(): Promise<void>;
}

export async function startClaimsSystemStandIn(secret: string): Promise<ClaimsSystemStandIn> {
  let status = 202;
  const standIn = {
    received: [] as Record<string, unknown>[],
    badSignatures: 0,
  };
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const timestamp = Number(request.headers[eventHeaders.timestamp]);
    const signature = String(request.headers[eventHeaders.signature] ?? '');
    const signed =
      isFreshTimestamp(timestamp, new Date()) &&
      isValidEventSignature(secret, timestamp, body, signature);
    if (!signed) {
      standIn.badSignatures++;
      response.writeHead(401).end();
      return;
    }
    if (status < 300) standIn.received.push(JSON.parse(body) as Record<string, unknown>);
    response.writeHead(status).end();
  });
  const url = `${await listenOnLoopback(server)}/events`;
  return Object.assign(standIn, {
    url,
    answer: (next: number) => {
      status = next;
    },
    close: () => closeServer(server),
  });
}
