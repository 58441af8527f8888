// A lean HTTP/1.1 client for the logins, whose load generator shares the server's two cores:
// node:http costs about 1.3 ms of CPU per request (its request and response objects, header
// handling, the agent), which the hashing threads then lack. This one writes each request as
// one string on a kept-alive socket and reads back only what the bench looks at: the status,
// the Set-Cookie headers and a body of Content-Length bytes. The requests are the browser's
// (the session cookie, the CSRF header, the JSON body); the answers the server gives these
// calls (JSON with a length) are all it has to read, and anything else fails loudly.

import { connect, type Socket } from 'node:net';
import type { PortalClient, PortalResponse } from './portal-client.ts';

interface Pending {
  resolve(response: PortalResponse): void;
  reject(error: Error): void;
}

/** One kept-alive connection, one request at a time, as a browser's fetch uses one. */
class Connection {
  private readonly socket: Socket;
  private buffered: Buffer = Buffer.alloc(0);
  private pending: Pending | null = null;
  private closed = false;

  constructor(host: string, port: number, onFree: (connection: Connection) => void) {
    this.socket = connect({ host, port, noDelay: true });
    const fail = (error: Error) => {
      this.closed = true;
      this.pending?.reject(error);
      this.pending = null;
    };
    this.socket.on('data', (chunk: Buffer) => {
      this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
      let response: PortalResponse | null;
      try {
        response = this.takeResponse();
      } catch (error) {
        fail(error as Error);
        this.socket.destroy();
        return;
      }
      if (!response || !this.pending) return;
      const { resolve } = this.pending;
      this.pending = null;
      onFree(this);
      resolve(response);
    });
    this.socket.on('error', fail);
    this.socket.on('close', () => fail(new Error('The server closed the connection')));
  }

  get usable(): boolean {
    return !this.closed && this.pending === null;
  }

  send(request: string): Promise<PortalResponse> {
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(request);
    });
  }

  close(): void {
    this.closed = true;
    this.socket.destroy();
  }

  /** A whole response off the front of the buffer, or null while it is still arriving. */
  private takeResponse(): PortalResponse | null {
    const headEnd = this.buffered.indexOf('\r\n\r\n');
    if (headEnd < 0) return null;
    const head = this.buffered.toString('latin1', 0, headEnd);
    const lines = head.split('\r\n');
    const status = Number(lines[0]?.slice(9, 12));
    const headers: Record<string, string> = {};
    const setCookies: string[] = [];
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).toLowerCase();
      const value = line.slice(colon + 1).trim();
      if (name === 'set-cookie') setCookies.push(value);
      else headers[name] = value;
    }
    if (headers['transfer-encoding'] !== undefined || headers['content-length'] === undefined) {
      throw new Error(`The lean client reads only answers with a length (HTTP ${status})`);
    }
    const length = Number(headers['content-length']);
    const bodyStart = headEnd + 4;
    if (this.buffered.length < bodyStart + length) return null;
    const body = this.buffered.toString('utf8', bodyStart, bodyStart + length);
    this.buffered = this.buffered.subarray(bodyStart + length);
    return { status, headers, body, bodyBytes: length, setCookies };
  }
}

/**
 * A PortalClient for small JSON calls over as many kept-alive connections as there are
 * requests in flight (an open loop never waits for a free one).
 */
export function createLeanClient(baseUrl: string): PortalClient {
  const { hostname, port } = new URL(baseUrl);
  const free: Connection[] = [];
  const all = new Set<Connection>();
  const release = (connection: Connection) => {
    if (connection.usable) free.push(connection);
  };
  const take = () => {
    for (let connection = free.pop(); connection; connection = free.pop()) {
      if (connection.usable) return connection;
      all.delete(connection);
    }
    const connection = new Connection(hostname, Number(port), release);
    all.add(connection);
    return connection;
  };
  return {
    send({ method, path, headers = {}, body, rawBody, countBodyOnly }) {
      if (rawBody || countBodyOnly) throw new Error('The lean client sends JSON calls only');
      let request = `${method} ${path} HTTP/1.1\r\nhost: ${hostname}:${port}\r\n`;
      for (const [name, value] of Object.entries(headers)) request += `${name}: ${value}\r\n`;
      if (body !== undefined) {
        request += `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n`;
      }
      return take().send(`${request}\r\n${body ?? ''}`);
    },
    close() {
      for (const connection of all) connection.close();
      all.clear();
      free.length = 0;
    },
  };
}
