// How the bench talks to the portal: node:http over a keep-alive agent (fetch costs enough
// CPU to distort a measurement whose client shares the cores with the server), visitor
// sessions made the way a browser gets them, and one login per session.

import { Agent, request } from 'node:http';

export interface PortalResponse {
  status: number;
  body: string;
  setCookies: string[];
}

export interface PortalClient {
  send(options: {
    method: 'GET' | 'POST';
    path: string;
    headers?: Record<string, string>;
    body?: string;
  }): Promise<PortalResponse>;
  close(): void;
}

export function createPortalClient(baseUrl: string, maxSockets: number): PortalClient {
  const { hostname, port } = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets });
  return {
    send: ({ method, path, headers = {}, body }) =>
      new Promise((resolve, reject) => {
        const outgoing = request(
          {
            agent,
            hostname,
            port,
            method,
            path,
            headers:
              body === undefined
                ? headers
                : {
                    ...headers,
                    'content-type': 'application/json',
                    'content-length': Buffer.byteLength(body),
                  },
          },
          (incoming) => {
            const chunks: Buffer[] = [];
            incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
            incoming.on('error', reject);
            incoming.on('end', () =>
              resolve({
                status: incoming.statusCode ?? 0,
                body: Buffer.concat(chunks).toString('utf8'),
                setCookies: incoming.headers['set-cookie'] ?? [],
              }),
            );
          },
        );
        outgoing.on('error', reject);
        outgoing.end(body);
      }),
    close: () => agent.destroy(),
  };
}

/** A browser that has opened the login page: its session cookie and the page's CSRF token. */
export interface VisitorSession {
  cookie: string;
  csrfToken: string;
}

const sessionCookieName = 'portal_sid';

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
  { path: '/auth/employee-benefits/loginCredentials', userName: 'jroe2024' },
  { path: '/auth/employers/loginCredentials', userName: 'acmehr' },
] as const;
const demoPassword = 'Benefits#2024';

/** `success` (a 200 with AUTHENTICATION_SUCCESS), else the status and code seen. */
export type LoginOutcome = string;

export async function logIn(
  client: PortalClient,
  session: VisitorSession,
  sequence: number,
): Promise<{ outcome: LoginOutcome; status: number }> {
  const login = demoLogins[sequence % demoLogins.length] ?? demoLogins[0];
  const response = await client.send({
    method: 'POST',
    path: login.path,
    headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken },
    body: JSON.stringify({ userName: login.userName, password: demoPassword }),
  });
  return { outcome: classifyLogin(response), status: response.status };
}

function classifyLogin({ status, body }: PortalResponse): LoginOutcome {
  if (status !== 200) return `HTTP ${status}`;
  try {
    const code = (JSON.parse(body) as { status?: { code?: string } }).status?.code;
    return code === 'AUTHENTICATION_SUCCESS' ? 'success' : `HTTP 200 ${code ?? 'without a code'}`;
  } catch {
    return 'HTTP 200 not JSON';
  }
}
