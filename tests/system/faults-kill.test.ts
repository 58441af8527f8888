// Faults, a crash (decision 0015): census people, each in a browser of their own, reach the review
// step of the employee registration; then they all submit at once, and the portal is killed
// with SIGKILL while those submits are in flight. Started again on the same port, the browsers
// retry from where they stood. Nothing acknowledged is lost: whoever got SUCCESS has an
// account, already before the restart; and nothing is half-done: every person ends with
// exactly one complete account (its flow completed, its census link, its proofing evidence,
// its notice e-mail) and no write of a killed submit remains.

import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpBrowser } from '#tests/support/http-browser';
import { type PortalProcess, startPortalProcess } from '#tests/support/portal-process';
import { createPostgresDatabase } from '#tests/support/postgres-database';
import { codeSentTo, importTestCensus, person } from '#tests/support/registration-client';

const serverUrl = process.env.DATABASE_URL ?? '';
const api = '/auth/employee-benefits/registration';
const password = 'Str0ng#Passw0rd';
const clientId = '600000002';
const people = 32;
/** The kill comes once this many submits were acknowledged. */
const acknowledgedBeforeKill = Math.floor(people / 3);
const portalEnv = {
  // Few connections, so that the submits queue and many are in flight at the kill.
  DATABASE_POOL_SIZE: '3',
  // Room for everyone's password hash at the credentials step: this test is about a crash.
  HASH_QUEUE: '64',
  RATE_LIMIT_SESSION_PER_MINUTE: '100000',
};

/** A census last name of letters only, one per person. */
const lastNameOf = (index: number) =>
  `Kill${String.fromCharCode(97 + Math.floor(index / 26))}${String.fromCharCode(97 + (index % 26))}`;
const ssnOf = (index: number) => `900-20-${String(index + 1).padStart(4, '0')}`;
const userNameOf = (index: number) => `kill.user${String(index).padStart(2, '0')}`;
const emailOf = (index: number) => `kill.user${index}@example.com`;
const personOf = (index: number) =>
  person('Kim', lastNameOf(index), '01/15/1980', ssnOf(index).slice(-4));

type Database = Awaited<ReturnType<typeof createPostgresDatabase>>;

/** One person's browser and where their registration stands. */
class Registrant {
  browser: HttpBrowser;
  transactionId = '';

  constructor(
    origin: string,
    readonly index: number,
  ) {
    this.browser = new HttpBrowser(origin);
  }

  private async call(path: string, body?: unknown): Promise<string> {
    const answer = await this.browser.post(path, body);
    if (answer.statusCode !== 200) {
      throw new Error(`${path}: ${answer.statusCode} ${answer.body}`);
    }
    const json = answer.json<{ status: { code: string }; transactionId?: string }>();
    if (json.transactionId) this.transactionId = json.transactionId;
    return json.status.code;
  }

  /** From the registration page to the review step, as a person would; answers the last status. */
  async reachReview(database: Database): Promise<string> {
    await this.browser.openPage(`${api}/full`);
    const verified = await this.call(`${api}/verifyPersonalInfo`, personOf(this.index));
    if (verified !== 'NOTREGISTERED') return verified;
    expect(
      await this.call(`${api}/validateZipCode`, {
        zipCode: '60601',
        recaptchaToken: 'local-development',
      }),
    ).toBe('VALID');
    expect(
      await this.call(`${api}/selectCredentials`, {
        username: userNameOf(this.index),
        password,
        emailAddress: emailOf(this.index),
        transactionId: this.transactionId,
      }),
    ).toBe('OTPCODESENT');
    const verificationCode = await codeSentTo(database.db, emailOf(this.index));
    return this.call(`${api}/validateVerificationCode`, { verificationCode });
  }

  submit(): Promise<string> {
    return this.call(`${api}/submit`, { transactionId: this.transactionId });
  }
}

/** Runs `work` for every item, `width` at a time. */
async function inBatches<T, R>(items: T[], width: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width) {
    results.push(...(await Promise.all(items.slice(start, start + width).map(work))));
  }
  return results;
}

interface Ledger {
  accounts: { id: string; userName: string; memberId: string | null; lastName: string }[];
  completedFlows: { accountId: string; passwordHash: string | null }[];
  /** Flows that hold an account but are not completed, or completed without one. */
  halfDoneFlows: number;
  audits: Map<string, number>;
  readyMails: Map<string, number>;
}

/** What the database holds of this test's people. */
async function ledger(client: pg.Client): Promise<Ledger> {
  const accounts = await client.query<Ledger['accounts'][number]>(
    `select a.id, a.user_name as "userName", a.member_id as "memberId", m.last_name as "lastName"
       from accounts a left join members m on m.id = a.member_id
      where a.user_name like 'kill.user%' or m.client_id = $1`,
    [clientId],
  );
  const completed = await client.query<Ledger['completedFlows'][number]>(
    `select account_id as "accountId", password_hash as "passwordHash"
       from flows where step = 'completed'`,
  );
  const halfDone = await client.query<{ count: number }>(
    `select count(*)::int as count from flows
      where (account_id is not null) <> (step = 'completed')`,
  );
  const audits = await client.query<{ accountId: string; count: number }>(
    `select account_id as "accountId", count(*)::int as count from audit_events
      where action = 'registration.completed' group by account_id`,
  );
  const mails = await client.query<{ recipient: string; count: number }>(
    `select recipient, count(*)::int as count from outbox
      where subject like '%online account is ready' group by recipient`,
  );
  return {
    accounts: accounts.rows,
    completedFlows: completed.rows,
    halfDoneFlows: halfDone.rows[0]?.count ?? -1,
    audits: new Map(audits.rows.map((row) => [row.accountId, row.count])),
    readyMails: new Map(mails.rows.map((row) => [row.recipient, row.count])),
  };
}

/**
 * Every account is whole: one per census person, linked to them, with exactly one completed
 * flow pointing at it, one proofing record and one notice e-mail; and no flow is half-done.
 */
function expectWhole(state: Ledger) {
  expect(state.halfDoneFlows).toBe(0);
  const byMember = new Map<string, number>();
  for (const account of state.accounts) {
    expect(account.memberId, account.userName).not.toBeNull();
    byMember.set(account.memberId ?? '', (byMember.get(account.memberId ?? '') ?? 0) + 1);
    const index = Number(account.userName.replace('kill.user', ''));
    expect(account.lastName, account.userName).toBe(lastNameOf(index));
    const flows = state.completedFlows.filter((flow) => flow.accountId === account.id);
    expect(flows, account.userName).toHaveLength(1);
    expect(flows[0]?.passwordHash, account.userName).toBeNull();
    expect(state.audits.get(account.id), account.userName).toBe(1);
    expect(state.readyMails.get(emailOf(index)), account.userName).toBe(1);
  }
  expect([...byMember.values()].every((count) => count === 1)).toBe(true);
  // Nothing of a submit that did not commit: no evidence or e-mail without its account.
  expect(state.audits.size).toBe(state.accounts.length);
  expect(state.readyMails.size).toBe(state.accounts.length);
  expect(state.completedFlows).toHaveLength(state.accounts.length);
}

describe('the portal killed in the middle of submits', () => {
  let database: Database;
  let databaseName: string;
  let admin: pg.Client;
  let portal: PortalProcess;

  beforeAll(async () => {
    database = await createPostgresDatabase(serverUrl);
    databaseName = new URL(database.url).pathname.slice(1);
    await importTestCensus(
      database.db,
      { clientId, clientName: 'Sudden Stop Corp' },
      Array.from(
        { length: people },
        (_, index) => `Kim,${lastNameOf(index)},01/15/1980,${ssnOf(index)},60601,,`,
      ),
    );
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    portal = await startPortalProcess({ databaseUrl: database.url, env: portalEnv });
  });

  afterAll(async () => {
    await portal?.stop();
    await admin?.end();
    await database?.close();
  });

  it('leaves every person with one complete account or none, and loses no acknowledged one', async () => {
    const registrants = Array.from(
      { length: people },
      (_, index) => new Registrant(portal.origin, index),
    );
    const reached = await inBatches(registrants, 8, (registrant) =>
      registrant.reachReview(database),
    );
    expect(reached).toEqual(Array(people).fill('OTPVALID'));

    const rollbacksOf = async () =>
      (
        await admin.query<{ rollbacks: number }>(
          'select xact_rollback::int as rollbacks from pg_stat_database where datname = $1',
          [databaseName],
        )
      ).rows[0]?.rollbacks ?? 0;
    const rollbacksBefore = await rollbacksOf();

    // Everyone submits at once; the portal dies once a third of them have their SUCCESS.
    const answers = new Map<number, string>();
    const cutOff = new Map<number, string>();
    let killed: Promise<void> | undefined;
    let inFlightAtKill = 0;
    await Promise.all(
      registrants.map(async (registrant) => {
        let outcome: string;
        try {
          outcome = await registrant.submit();
        } catch (error) {
          // Cut off by the kill: this person retries below.
          cutOff.set(registrant.index, String((error as Error).cause ?? error));
          return;
        }
        answers.set(registrant.index, outcome);
        if (!killed && answers.size === acknowledgedBeforeKill) {
          inFlightAtKill = people - answers.size;
          killed = portal.kill();
        }
      }),
    );
    await killed;
    expect(killed).toBeDefined();
    expect([...answers.values()].every((outcome) => outcome === 'SUCCESS')).toBe(true);
    const acknowledged = new Set(answers.keys());
    expect(inFlightAtKill).toBeGreaterThan(0);
    expect(cutOff.size).toBeGreaterThan(0);

    // Before any restart: every acknowledged person has their account, and nothing is half-done.
    const afterCrash = await ledger(admin);
    expectWhole(afterCrash);
    const registeredAfterCrash = new Set(
      afterCrash.accounts.map((account) => Number(account.userName.replace('kill.user', ''))),
    );
    for (const index of acknowledged)
      expect(registeredAfterCrash.has(index), userNameOf(index)).toBe(true);
    const committedUnacknowledged = [...registeredAfterCrash].filter(
      (index) => !acknowledged.has(index),
    ).length;
    // The server side of killed connections ends on its own; their transactions roll back.
    await sleep(500);
    const abortedByKill = (await rollbacksOf()) - rollbacksBefore;

    const restartStarted = Date.now();
    portal = await startPortalProcess({
      databaseUrl: database.url,
      env: portalEnv,
      port: portal.port,
    });
    const restartMs = Date.now() - restartStarted;

    // Every browser submits again from where it stood (an acknowledged person too, as a
    // double click would); a person whose flow is gone starts over.
    let startedOver = 0;
    const finalOutcomes = await Promise.all(
      registrants.map(async (registrant) => {
        for (let attempt = 0; attempt < 20; attempt++) {
          try {
            const outcome = await registrant.submit();
            if (outcome === 'SUCCESS') return outcome;
            startedOver++;
            const fresh = new Registrant(portal.origin, registrant.index);
            const again = await fresh.reachReview(database);
            if (again !== 'OTPVALID') return again;
            registrant.browser = fresh.browser;
            registrant.transactionId = fresh.transactionId;
          } catch {
            // A stale connection to the killed process: try again.
            await sleep(100);
          }
        }
        return 'GAVE UP';
      }),
    );
    // Someone who started over is told the account their first submit made is there.
    expect(
      finalOutcomes.filter((outcome) => outcome !== 'SUCCESS' && outcome !== 'ALREADYREGISTERED'),
    ).toEqual([]);

    const final = await ledger(admin);
    expectWhole(final);
    expect(final.accounts).toHaveLength(people);
    for (const index of acknowledged) {
      expect(final.accounts.some((account) => account.userName === userNameOf(index))).toBe(true);
    }

    // The accounts work: each person logs in with the password they chose.
    const logins = await inBatches(registrants, 4, async (registrant) => {
      const browser = new HttpBrowser(portal.origin);
      await browser.openPage('/auth/employee-benefits/login');
      const answer = await browser.post('/auth/employee-benefits/loginCredentials', {
        userName: userNameOf(registrant.index),
        password,
      });
      return answer.json<{ status: { code: string } }>().status.code;
    });
    expect(logins).toEqual(Array(people).fill('AUTHENTICATION_SUCCESS'));

    console.info(
      `faults-kill: ${people} people submitted at once; killed after ${acknowledgedBeforeKill} SUCCESS answers ` +
        `(${acknowledged.size} in all, ${cutOff.size} cut off) ` +
        `with ${inFlightAtKill} submits in flight; ${afterCrash.accounts.length} accounts committed at the kill ` +
        `(${committedUnacknowledged} without their answer); ${abortedByKill} transactions rolled back; ` +
        `restart on port ${portal.port} took ${restartMs} ms; ${startedOver} people started over; ` +
        `${final.accounts.length} accounts at the end, one per person`,
    );
  });
});
