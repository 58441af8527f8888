// How the bench talks to the portal: node:http over a keep-alive agent (fetch costs enough
// CPU to distort a measurement whose client shares the cores with the server), visitor
// sessions made the way a browser gets them, the measured login, and the JSON calls a browser
// makes with its session cookie and CSRF token. Sessions logged in before a measurement come
// from portal-browser.ts.

import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import { demoPassword } from '#server/dev/demo/demo-data';
import { logInPath } from '#tests/support/log-in-kit';

export interface PortalResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** Empty when the body was only counted. */
  body: string;
  bodyBytes: number;
  setCookies: string[];
}

export interface PortalClient {
  send(options: {
    method: 'GET' | 'POST';
    path: string;
    headers?: Record<string, string>;
    body?: string;
    /** A body sent as it is, with the content type given in `headers` (an upload). */
    rawBody?: Buffer;
    /** Count the body's bytes without keeping them: a static file need not be decoded. */
    countBodyOnly?: boolean;
  }): Promise<PortalResponse>;
  close(): void;
}

/** How long a kept-alive socket may wait unused for the next request. */
const idleSocketMs = 30_000;

export function createPortalClient(baseUrl: string, maxSockets: number): PortalClient {
  const { hostname, port } = new URL(baseUrl);
  // An idle socket is closed here well before the server closes it (Fastify: 72 s), or a
  // request may leave on a socket whose close is on its way and fail with ECONNRESET: a race
  // of the load generator, not the server's doing, that a run of minutes meets. Node's agent
  // would honour the server's Keep-Alive hint, but only when given a timeout of its own.
  const agent = new Agent({ keepAlive: true, maxSockets, timeout: idleSocketMs });
  return {
    send: ({ method, path, headers = {}, body, rawBody, countBodyOnly = false }) =>
      new Promise((resolve, reject) => {
        const outgoing = request(
          {
            agent,
            hostname,
            port,
            method,
            path,
            headers: rawBody
              ? { ...headers, 'content-length': rawBody.length }
              : body === undefined
                ? headers
                : {
                    ...headers,
                    'content-type': 'application/json',
                    'content-length': Buffer.byteLength(body),
                  },
          },
          (incoming) => {
            const chunks: Buffer[] = [];
            let bodyBytes = 0;
            incoming.on('data', (chunk: Buffer) => {
              bodyBytes += chunk.length;
              if (!countBodyOnly) chunks.push(chunk);
            });
            incoming.on('error', reject);
            incoming.on('end', () =>
              resolve({
                status: incoming.statusCode ?? 0,
                headers: incoming.headers,
                body: Buffer.concat(chunks).toString('utf8'),
                bodyBytes,
                setCookies: incoming.headers['set-cookie'] ?? [],
              }),
            );
          },
        );
        outgoing.on('error', reject);
        outgoing.end(rawBody ?? body);
      }),
    close: () => agent.destroy(),
  };
}

/** A browser that has opened the login page: its session cookie and the page's CSRF token. */
export interface VisitorSession {
  cookie: string;
  csrfToken: string;
}

export const sessionCookieName = 'portal_sid';

export async function openLoginPage(client: PortalClient): Promise<VisitorSession> {
  const response = await client.send({
    method: 'GET',
    path: '/auth/employee-benefits/login',
    headers: { accept: 'text/html' },
  });
  const cookie = response.setCookies
    .map((header) => header.split(';', 1)[0] ?? '')
    .find((pair) => pair.startsWith(`${sessionCookieName}=`));
  const csrfToken = /<meta name="_csrf" content="([^"]+)"/.exec(response.body)?.[1];
  if (response.status !== 200 || !cookie || !csrfToken) {
    throw new Error(
      `The login page gave no session (HTTP ${response.status}, cookie ${cookie ? 'set' : 'missing'}, CSRF token ${csrfToken ? 'found' : 'missing'})`,
    );
  }
  return { cookie, csrfToken };
}

/** Opens `count` login pages, `concurrency` at a time. */
export async function openVisitorSessions(
  client: PortalClient,
  count: number,
  concurrency: number,
): Promise<VisitorSession[]> {
  const sessions: VisitorSession[] = [];
  const worker = async () => {
    while (sessions.length < count) {
      sessions.push(await openLoginPage(client));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return sessions.slice(0, count);
}

/** The demo accounts, one per side, so that logins do not all queue on one account's row. */
const demoLogins = [
  { side: 'employee-benefits', userName: 'jroe2024' },
  { side: 'employers', userName: 'acmehr' },
] as const;

/** What one request came to: `success` when it did what it was sent for, else the status and code seen. */
export interface PortalAnswer {
  outcome: string;
  status: number;
}

/** A call as the page's scripts make it: the session cookie, and the CSRF token on a POST. */
export async function callPortal(
  client: PortalClient,
  session: VisitorSession,
  { method, path, body }: { method: 'GET' | 'POST'; path: string; body?: unknown },
): Promise<PortalResponse> {
  return client.send({
    method,
    path,
    headers:
      method === 'GET'
        ? { cookie: session.cookie }
        : { cookie: session.cookie, 'x-csrf-token': session.csrfToken },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A GET whose answer counts as a success when it is 200 and its JSON passes `check`. */
export function jsonGet(
  path: (sequence: number) => string,
  check: (body: unknown) => boolean,
): (client: PortalClient, session: VisitorSession, sequence: number) => Promise<PortalAnswer> {
  return async (client, session, sequence) => {
    const response = await callPortal(client, session, { method: 'GET', path: path(sequence) });
    if (response.status !== 200) {
      return { outcome: `HTTP ${response.status}`, status: response.status };
    }
    try {
      return {
        outcome: check(JSON.parse(response.body)) ? 'success' : 'HTTP 200 unexpected body',
        status: 200,
      };
    } catch {
      return { outcome: 'HTTP 200 not JSON', status: 200 };
    }
  };
}

export async function logIn(
  client: PortalClient,
  session: VisitorSession,
  sequence: number,
): Promise<PortalAnswer> {
  const login = demoLogins[sequence % demoLogins.length] ?? demoLogins[0];
  const response = await callPortal(client, session, {
    method: 'POST',
    path: logInPath(login.side),
    body: { userName: login.userName, password: demoPassword },
  });
  return classifyAnswer(response, loginSuccess);
}

export const loginSuccess: ReadonlySet<string> = new Set(['AUTHENTICATION_SUCCESS']);

/** `success` for a 200 whose `status.code` is one of `successCodes`. */
export function classifyAnswer(
  { status, body }: PortalResponse,
  successCodes: ReadonlySet<string>,
): PortalAnswer {
  return { outcome: outcomeOf(status, body, successCodes), status };
}

function outcomeOf(status: number, body: string, successCodes: ReadonlySet<string>): string {
  if (status !== 200) return `HTTP ${status}`;
  try {
    const code = (JSON.parse(body) as { status?: { code?: string } }).status?.code;
    return code !== undefined && successCodes.has(code)
      ? 'success'
      : `HTTP 200 ${code ?? 'without a code'}`;
  } catch {
    return 'HTTP 200 not JSON';
  }
}
