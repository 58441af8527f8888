// The sessions the bench logs in before it measures, logged in by the tests' own kit
// (tests/support/log-in-kit.ts) through a PageBrowser over the bench's client: the login page,
// the password, the account page's CSRF token, and 'Confirm it's you' with the code of the dev
// outbox, since the benefits area answers 401 CONFIRM_IT_IS_YOU until the second step is done.
// The benefits phases log in the grown client's employees and Acme's HR person this way.

import type { Side } from '#domain/shared/sides';
import { logIn } from '#tests/support/log-in-kit';
import { PageBrowser } from '#tests/support/page-browser';
import { grownUserName } from './grown-client.ts';
import {
  type PortalClient,
  type PortalResponse,
  sessionCookieName,
  type VisitorSession,
} from './portal-client.ts';

type PortalBrowserAnswer = PortalResponse & { statusCode: number };

class PortalBrowser extends PageBrowser<PortalBrowserAnswer> {
  constructor(private readonly client: PortalClient) {
    super();
  }

  async request(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<PortalBrowserAnswer> {
    const response = await this.client.send({
      method,
      path,
      headers: { ...this.cookieHeader(), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const set of response.setCookies) {
      const [pair = ''] = set.split(';', 1);
      const separator = pair.indexOf('=');
      this.cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
    }
    return { ...response, statusCode: response.status };
  }

  /** The session cookie and CSRF token the measured calls send. */
  session(): VisitorSession {
    const session = this.cookie(sessionCookieName);
    if (!session || !this.csrfToken) throw new Error('The browser holds no logged-in session');
    return { cookie: `${sessionCookieName}=${session}`, csrfToken: this.csrfToken };
  }
}

/**
 * A logged-in, confirmed session of `userName` (the demo password). `codeTo` is the account's
 * e-mail, or an employer's mobile phone: the bench logs in accounts whose masked addresses look
 * alike, so the code is read from that recipient's messages alone. A login refused because the
 * hash queue is full is tried again shortly, as a person would.
 */
export async function logInAccount(
  client: PortalClient,
  side: Side,
  userName: string,
  codeTo: string,
): Promise<VisitorSession> {
  const browser = await logIn(new PortalBrowser(client), userName, side, {
    codeTo,
    busyRetries: 20,
  });
  return browser.session();
}

export interface EmployeeSession extends VisitorSession {
  /** 1-based bench account number: its member owns claimNumbersOf(account). */
  account: number;
}

/**
 * Logs in bench accounts 1 to `count`, `concurrency` at a time (the server hashes no more at
 * once), each session with its CSRF token.
 */
export async function logInEmployees(
  client: PortalClient,
  count: number,
  concurrency: number,
): Promise<EmployeeSession[]> {
  const sessions: EmployeeSession[] = [];
  let next = 1;
  const worker = async () => {
    while (next <= count) {
      const account = next++;
      const userName = grownUserName(account);
      // grown-client.ts gives each bench account this e-mail: the code goes there.
      const session = await logInAccount(
        client,
        'employee-benefits',
        userName,
        `${userName}@example.com`,
      );
      sessions.push({ ...session, account });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return sessions.sort((a, b) => a.account - b.account);
}

/** Alex Admin of Acme, the grown client (docs/product/demo-data.md#claims-and-bills). */
const employerUserName = 'acmehr';
/** Alex's mobile phone on file (demo-data.ts): an employer's one-time code goes there. */
const employerPhone = '(312) 555-0100';

/** Sessions of the one employer account, logged in one after the other. */
export async function logInEmployerSessions(
  client: PortalClient,
  count: number,
): Promise<VisitorSession[]> {
  const sessions: VisitorSession[] = [];
  while (sessions.length < count) {
    sessions.push(await logInAccount(client, 'employers', employerUserName, employerPhone));
  }
  return sessions;
}
