// Faults, PostgreSQL (decision 0015): the portal runs as a process whose only way to its database
// is a proxy the test cuts, while browsers keep logging in and starting registrations; then the
// test terminates the portal's server connections (this database's only). Meanwhile every answer is
// either a normal one or the generic 503 in the JSON error shape, never a stack trace and never a
// login; once the database is back, logins work again without a restart.

import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#domain/shared/messages';
import { type TcpProxy, startTcpProxy } from '#tests/support/tcp-proxy';
import { HttpBrowser } from '#tests/support/http-browser';
import { type PortalProcess, startPortalProcess } from '#tests/support/portal-process';
import { createPostgresDatabase } from '#tests/support/postgres-database';
import { importTestCensus, person } from '#tests/support/registration-client';
import { addAccount } from '#tests/support/log-in-kit';

const serverUrl = process.env.DATABASE_URL ?? '';
const password = 'Fault#Tolerant1';
const loginPage = '/auth/employee-benefits/login';
const registrationPage = '/auth/employee-benefits/registration/full';
/** Names the portal's connections, so the test terminates those and no one else's. */
const applicationName = 'portal-under-fault';
const loginClients = 4;
const registrationClients = 2;

/** One answer a browser got, with when it asked and when the answer came. */
interface Observed {
  client: number;
  call: 'page' | 'login' | 'verify';
  startedAt: number;
  endedAt: number;
  /** 0 when no HTTP answer came at all. */
  statusCode: number;
  body: string;
  retryAfter: string | null;
  /** The status code of a 200 JSON answer, e.g. AUTHENTICATION_SUCCESS. */
  code?: string;
}

/** A census last name of letters only, one per client. */
const faultName = (client: number) => `Fault${String.fromCharCode(97 + client)}`;

/** Browsers that log in and start registrations in a loop, keeping every answer. */
function startLoad(origin: string) {
  const answers: Observed[] = [];
  let running = true;

  async function observe(
    client: number,
    call: Observed['call'],
    send: () => Promise<{ statusCode: number; body: string; headers: Headers }>,
  ): Promise<Observed> {
    const startedAt = Date.now();
    let observed: Observed;
    try {
      const answer = await send();
      let code: string | undefined;
      if (answer.statusCode === 200 && call !== 'page') {
        code = (JSON.parse(answer.body) as { status?: { code?: string } }).status?.code;
      }
      observed = {
        client,
        call,
        startedAt,
        endedAt: Date.now(),
        statusCode: answer.statusCode,
        body: answer.body,
        retryAfter: answer.headers.get('retry-after'),
        code,
      };
    } catch (error) {
      observed = {
        client,
        call,
        startedAt,
        endedAt: Date.now(),
        statusCode: 0,
        body: String((error as Error).cause ?? error),
        retryAfter: null,
      };
    }
    answers.push(observed);
    return observed;
  }

  async function loginClient(client: number) {
    const browser = new HttpBrowser(origin);
    while (running) {
      // A login gives the browser a new session, and with it a new token: open the page again.
      const page = await observe(client, 'page', () => browser.openPage(loginPage));
      if (page.statusCode === 200 && browser.csrfToken) {
        await observe(client, 'login', () =>
          browser.post('/auth/employee-benefits/loginCredentials', {
            userName: `fault.user${client}`,
            password,
          }),
        );
      }
      await sleep(25);
    }
  }

  async function registrationClient(client: number) {
    const browser = new HttpBrowser(origin);
    const who = person('Reggie', faultName(client), '03/03/1980', `100${client}`);
    while (running) {
      const page = await observe(client, 'page', () => browser.openPage(registrationPage));
      if (page.statusCode === 200 && browser.csrfToken) {
        await observe(client, 'verify', () =>
          browser.post('/auth/employee-benefits/registration/verifyPersonalInfo', who),
        );
      }
      await sleep(25);
    }
  }

  const loops = [
    ...Array.from({ length: loginClients }, (_, client) => loginClient(client)),
    ...Array.from({ length: registrationClients }, (_, client) =>
      registrationClient(loginClients + client),
    ),
  ];
  return {
    answers,
    /** Resolves once every login client has logged in with a call started at `since` or later. */
    async allLoggedInSince(since: number, timeoutMs: number): Promise<number> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const firsts = Array.from({ length: loginClients }, (_, client) =>
          answers.find(
            (answer) =>
              answer.client === client &&
              answer.startedAt >= since &&
              answer.code === 'AUTHENTICATION_SUCCESS',
          ),
        );
        if (firsts.every(Boolean)) {
          return Math.max(...firsts.map((answer) => (answer?.endedAt ?? 0) - since));
        }
        if (Date.now() > deadline) {
          const last = Array.from({ length: loginClients }, (_, client) =>
            answers.findLast((answer) => answer.client === client),
          ).map((answer) => `${answer?.call} ${answer?.statusCode} ${answer?.body.slice(0, 120)}`);
          throw new Error(
            `Not every client logged in within ${timeoutMs} ms; last answers:\n${last.join('\n')}`,
          );
        }
        await sleep(50);
      }
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** What any answer may be, whatever the database does: a normal one or the generic 503. */
function expectNormalOrUnavailable(answer: Observed) {
  const where = `${answer.call} of client ${answer.client}: ${answer.statusCode} ${answer.body.slice(0, 300)}`;
  expect([200, 503], where).toContain(answer.statusCode);
  expect(answer.body, where).not.toMatch(/\bat .*:\d+:\d+|Failed query|ECONN|stack/i);
  if (answer.statusCode === 503) expectUnavailable(answer);
}

function expectUnavailable(answer: Observed) {
  const where = `${answer.call} of client ${answer.client}: ${answer.statusCode} ${answer.body.slice(0, 300)}`;
  expect(answer.statusCode, where).toBe(503);
  expect(JSON.parse(answer.body), where).toEqual({
    error: 'UNAVAILABLE',
    message: messages.genericError,
  });
  expect(answer.retryAfter, where).toMatch(/^\d+$/);
}

describe('PostgreSQL unreachable under load', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let databaseName: string;
  let proxy: TcpProxy;
  let portal: PortalProcess;
  let admin: pg.Client;

  beforeAll(async () => {
    database = await createPostgresDatabase(serverUrl);
    databaseName = new URL(database.url).pathname.slice(1);
    await importTestCensus(
      database.db,
      { clientId: '600000001', clientName: 'Fault Lines Inc' },
      Array.from(
        { length: registrationClients },
        (_, index) =>
          `Reggie,${faultName(loginClients + index)},03/03/1980,900-10-100${loginClients + index},60601,,`,
      ),
    );
    for (let client = 0; client < loginClients; client++) {
      await addAccount(database.db, {
        userName: `fault.user${client}`,
        password,
        role: 'employee',
        firstName: 'Fault',
        lastName: `User${client}`,
      });
    }
    const direct = new URL(database.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const throughProxy = new URL(database.url);
    throughProxy.port = String(proxy.port);
    throughProxy.searchParams.set('application_name', applicationName);
    portal = await startPortalProcess({
      databaseUrl: throughProxy.toString(),
      env: {
        DATABASE_POOL_SIZE: '4',
        // Room for every client's password check: this test is about the database, not overload.
        HASH_QUEUE: '64',
        RATE_LIMIT_SESSION_PER_MINUTE: '100000',
      },
    });
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
  });

  afterAll(async () => {
    await portal?.stop();
    await admin?.end();
    await proxy?.stop();
    await database?.close();
  });

  it('answers 503 while the database is cut or its connections are terminated, and recovers by itself', async () => {
    const load = startLoad(portal.origin);
    let cutDone = 0;
    let reopenStarted = 0;
    try {
      await load.allLoggedInSince(Date.now(), 15_000);

      // Cut: nothing reaches PostgreSQL, and every open connection is reset.
      const cutStarted = Date.now();
      await proxy.stop();
      cutDone = Date.now();
      await sleep(3000);
      reopenStarted = Date.now();
      await proxy.start();
      const reopened = Date.now();
      const recoveryAfterCutMs = await load.allLoggedInSince(reopened, 20_000);

      const straddling = load.answers.filter(
        (answer) => answer.endedAt >= cutStarted && answer.startedAt <= reopened,
      );
      const duringCut = straddling.filter(
        (answer) => answer.startedAt >= cutDone && answer.endedAt <= reopenStarted,
      );
      expect(duringCut.length).toBeGreaterThan(loginClients);
      for (const answer of duringCut) expectUnavailable(answer);
      for (const answer of straddling) expectNormalOrUnavailable(answer);

      // Terminated: the server ends the portal's connections, again and again, for 2 s.
      const terminateStarted = Date.now();
      let terminated = 0;
      while (Date.now() - terminateStarted < 2000) {
        const result = await admin.query<{ ended: boolean }>(
          `select pg_terminate_backend(pid) as ended from pg_stat_activity
            where datname = $1 and application_name = $2`,
          [databaseName, applicationName],
        );
        terminated += result.rows.filter((row) => row.ended).length;
        await sleep(100);
      }
      const terminateEnded = Date.now();
      const recoveryAfterTerminateMs = await load.allLoggedInSince(terminateEnded, 20_000);
      expect(terminated).toBeGreaterThan(0);
      const duringTerminations = load.answers.filter(
        (answer) => answer.endedAt >= terminateStarted && answer.startedAt <= terminateEnded,
      );
      for (const answer of duringTerminations) expectNormalOrUnavailable(answer);

      await load.stop();
      for (const answer of load.answers) expectNormalOrUnavailable(answer);
      const unavailable = load.answers.filter((answer) => answer.statusCode === 503);
      const unavailableDuringTerminations = duringTerminations.filter(
        (answer) => answer.statusCode === 503,
      );

      // The portal lived through it, and said so once per refused request, as a warning
      // without the query or its parameters.
      expect(portal.child.exitCode).toBeNull();
      expect(portal.child.signalCode).toBeNull();
      await sleep(300);
      const logs = portal.output.flatMap((line) => {
        try {
          return [
            { line, ...(JSON.parse(line) as { level: number; msg: string; reqId?: string }) },
          ];
        } catch {
          return [];
        }
      });
      const warnings = logs.filter((entry) => entry.msg === 'database unavailable');
      expect(warnings.length).toBe(unavailable.length);
      expect(warnings.every((entry) => entry.level === 40)).toBe(true);
      expect(logs.filter((entry) => entry.level >= 50)).toEqual([]);
      const requestLogs = logs.filter((entry) => entry.reqId).map((entry) => entry.line);
      expect(requestLogs.join('\n')).not.toMatch(/Failed query|"params"/);
      expect(portal.output.join('\n')).not.toMatch(/fault\.user|Fault#Tolerant/);

      console.info(
        `faults-database: ${load.answers.length} answers; ${duringCut.length} calls during the 3 s cut, all 503; ` +
          `${unavailable.length} answers 503 in all, ${unavailableDuringTerminations.length} during terminations; ` +
          `${terminated} connections terminated; logins back ${recoveryAfterCutMs} ms after the reopen ` +
          `and ${recoveryAfterTerminateMs} ms after the terminations`,
      );
    } finally {
      await load.stop();
      await proxy.start();
    }
  });
});
