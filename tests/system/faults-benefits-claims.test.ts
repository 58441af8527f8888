// Faults of the claims side of the benefits area (decisions 0015 and 0020): the portal runs as a
// process on PostgreSQL and Redis, its claims system (the stand-in, which counts what it takes)
// behind a proxy the test cuts.
//
// The claims system is down for longer than the outbox's attempts last (with the default
// budget of 8 attempts that is about four minutes; here the budget is 2, so the same happens
// in seconds): new claims and a withdrawal are filed meanwhile, their events wait in the
// outbox, through refused connections and then 503 answers, and each goes out exactly once
// when the claims system is back. The claims system's own events, posted twice (one after the
// other, and both at once), apply once.
//
// SIGKILL during claim submits: employees submit at once and the portal dies with submits in
// flight. Each submission is filed whole (its claims, their timeline, their events, the
// receipt, the draft gone) or not at all; after the restart every browser's retry with its
// idempotency key gets the claim numbers of the first answer, and nobody is filed twice.

import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomingClaimsEvent } from '#domain/claims/claims-events';
import { signedEventHeaders } from '#server/adapters/claims-system';
import {
  addEmployeesWithClaims,
  draftAtReview,
  expectWholeOrNothing,
  filings,
  openSystemDatabase,
  type Submission,
  submitDraft,
  type SystemDatabase,
  type TestEmployee,
  until,
  systemPassword,
} from '#tests/support/benefits-system';
import {
  type ClaimsSystemStandIn,
  startClaimsSystemStandIn,
} from '#tests/support/claims-system-stand-in';
import { HttpBrowser } from '#tests/support/http-browser';
import { type PortalProcess, startPortalProcess } from '#tests/support/portal-process';
import { startTcpProxy, type TcpProxy } from '#tests/support/tcp-proxy';
import { logIn } from '#tests/support/log-in-kit';
import { systemClock, todayOn } from '#domain/shared/clock';

const eventsSecret = 'claims-events-secret-of-the-fault-tests';
const eventsPath = '/auth/integrations/claims/events';
/** The outbox's budget of attempts, which the outage outlasts. */
const maxAttempts = 2;

interface OutboxEvent {
  recipient: string;
  subject: string;
  state: string;
  attempts: number;
}

describe('the claims system down for longer than the outbox tries', () => {
  let database: SystemDatabase;
  let claimsSystem: ClaimsSystemStandIn;
  let claimsProxy: TcpProxy;
  let portal: PortalProcess;
  let employees: TestEmployee[];

  beforeAll(async () => {
    database = await openSystemDatabase();
    employees = await addEmployeesWithClaims(
      database.db,
      { clientId: '600000015', clientName: 'Outage Mutual', ssnArea: '900-42', claimBase: 8200001 },
      4,
    );
    claimsSystem = await startClaimsSystemStandIn(eventsSecret);
    claimsProxy = await startTcpProxy({
      host: '127.0.0.1',
      port: Number(new URL(claimsSystem.url).port),
    });
    // Down from the start: nothing it is sent gets through.
    await claimsProxy.stop();
    portal = await startPortalProcess({
      databaseUrl: database.url,
      env: {
        CLAIMS_SYSTEM_URL: `http://127.0.0.1:${claimsProxy.port}/events`,
        CLAIMS_EVENTS_SECRET: eventsSecret,
        OUTBOX_POLL_MS: '200',
        OUTBOX_MAX_ATTEMPTS: String(maxAttempts),
        RATE_LIMIT_SESSION_PER_MINUTE: '100000',
      },
    });
  });

  afterAll(async () => {
    await portal?.stop();
    await claimsProxy?.stop();
    await claimsSystem?.close();
    await database?.close();
  });

  const outboxEvents = async () =>
    (
      await database.admin.query<OutboxEvent>(
        `select recipient, subject, state, attempts from outbox where channel = 'claims'`,
      )
    ).rows;
  /** Waits until every event was tried at least `attempts` times, and none is left. */
  const triedAtLeast = (attempts: number, expected: number) =>
    until(
      async () => {
        const events = await outboxEvents();
        // Failed for good is lost for good: the claims system would never hear of it.
        expect(events.filter((event) => event.state === 'failed')).toEqual([]);
        return events.length === expected && events.every((event) => event.attempts >= attempts);
      },
      `every event tried ${attempts} times`,
      60_000,
    );

  it('keeps every event in the outbox through the outage and sends each once after it', async () => {
    // Four employees file a disability claim with its leave; one withdraws the leave.
    const browsers: HttpBrowser[] = [];
    for (const employee of employees)
      browsers.push(
        await logIn(new HttpBrowser(portal.origin), employee.userName, 'employee-benefits', {
          password: systemPassword,
        }),
      );
    const filed = await Promise.all(
      browsers.map(async (browser) => submitDraft(browser, await draftAtReview(browser))),
    );
    expect(filed.flatMap((answer) => answer.claims)).toHaveLength(8);
    const withdrawnNumber = filed[0]?.claims[1]?.claimNumber;
    const withdrawn = await browsers[0]?.post(
      `/auth/employee-benefits/api/claims/${withdrawnNumber}/withdraw`,
    );
    expect(withdrawn?.statusCode, withdrawn?.body).toBe(200);
    const expected = 9;

    // Refused connections for the whole budget of attempts.
    await triedAtLeast(maxAttempts, expected);
    expect((await outboxEvents()).map((event) => event.state)).toEqual(
      Array(expected).fill('pending'),
    );
    // Reachable again but failing: 503 to every event.
    claimsSystem.answer(503);
    await claimsProxy.start();
    await triedAtLeast(maxAttempts + 1, expected);
    expect(claimsSystem.received).toEqual([]);

    // Back: each event arrives once, signed, and the outbox holds none of it any more.
    claimsSystem.answer(202);
    await until(
      async () => (await outboxEvents()).every((event) => event.state === 'sent'),
      'every event sent',
      60_000,
    );
    await sleep(500);
    const rows = await outboxEvents();
    const receivedIds = claimsSystem.received.map((event) => String(event.id));
    expect(receivedIds.sort()).toEqual(rows.map((row) => row.recipient).sort());
    expect(new Set(receivedIds).size).toBe(expected);
    expect(claimsSystem.badSignatures).toBe(0);
    const submitted = claimsSystem.received.filter((event) => event.type === 'claim.submitted');
    const numbers = submitted.map((event) => (event.claim as { claimNumber: string }).claimNumber);
    expect(numbers.sort()).toEqual(
      filed.flatMap((answer) => answer.claims.map((claim) => claim.claimNumber)).sort(),
    );
    expect(claimsSystem.received.filter((event) => event.type === 'claim.withdrawn')).toEqual([
      expect.objectContaining({ claimNumber: withdrawnNumber }),
    ]);
    console.info(
      `faults-benefits claims system: ${expected} events waited through ` +
        `${Math.max(...rows.map((row) => row.attempts))} failed attempts (budget ${maxAttempts}), each received once`,
    );
  });

  it('applies an event of the claims system posted twice, one after the other or at once, once', async () => {
    const employee = employees[1] as TestEmployee;
    const today = todayOn(systemClock());
    const events: IncomingClaimsEvent[] = [
      {
        id: 'fault-review',
        type: 'claim.status',
        claimNumber: employee.claimNumber,
        event: 'information-received',
      },
      {
        id: 'fault-request',
        type: 'claim.document-requested',
        claimNumber: employee.claimNumber,
        documentType: 'medical-certification',
        requestedOn: today,
      },
    ];
    const post = async (event: IncomingClaimsEvent) => {
      const body = JSON.stringify(event);
      const response = await fetch(`${portal.origin}${eventsPath}`, {
        method: 'POST',
        headers: signedEventHeaders(eventsSecret, body, new Date()),
        body,
      });
      return `${response.status} ${await response.text()}`;
    };
    const [review, request] = events as [IncomingClaimsEvent, IncomingClaimsEvent];
    expect(await post(review)).toBe('200 {"duplicate":false}');
    expect(await post(review)).toBe('200 {"duplicate":true}');
    expect((await Promise.all([post(request), post(request)])).sort()).toEqual([
      '200 {"duplicate":false}',
      '200 {"duplicate":true}',
    ]);

    const claim = await database.admin.query<{ id: string; status: string }>(
      'select id, status from claims where claim_number = $1',
      [employee.claimNumber],
    );
    const claimId = claim.rows[0]?.id;
    // Information needed -> In review -> Information needed: each step once on the timeline.
    expect(claim.rows[0]?.status).toBe('information-needed');
    const timeline = await database.admin.query<{ text: string }>(
      'select text from claim_events where claim_id = $1 order by at',
      [claimId],
    );
    expect(timeline.rows.map((row) => row.text)).toEqual([
      'We received the information we asked for',
      'We asked for a medical certification.',
    ]);
    const requests = await database.admin.query(
      'select 1 from document_requests where claim_id = $1',
      [claimId],
    );
    expect(requests.rowCount).toBe(1);
    const notices = await database.admin.query(
      `select 1 from outbox where channel = 'email' and recipient = $1 and subject like $2`,
      [employee.email, `%${employee.claimNumber}%`],
    );
    expect(notices.rowCount).toBe(2);
  });
});

describe('the portal killed in the middle of claim submits', () => {
  const people = 20;
  const acknowledgedBeforeKill = 6;
  let database: SystemDatabase;
  let claimsSystem: ClaimsSystemStandIn;
  let portal: PortalProcess;
  const portalEnv = (claimsUrl: string) => ({
    // Few connections, so that submits queue and several are in flight at the kill.
    DATABASE_POOL_SIZE: '3',
    CLAIMS_SYSTEM_URL: claimsUrl,
    CLAIMS_EVENTS_SECRET: eventsSecret,
    OUTBOX_POLL_MS: '200',
    RATE_LIMIT_SESSION_PER_MINUTE: '100000',
  });

  beforeAll(async () => {
    database = await openSystemDatabase();
    claimsSystem = await startClaimsSystemStandIn(eventsSecret);
    portal = await startPortalProcess({
      databaseUrl: database.url,
      env: portalEnv(claimsSystem.url),
    });
  });

  afterAll(async () => {
    await portal?.stop();
    await claimsSystem?.close();
    await database?.close();
  });

  it('files each submission whole or not at all, and the retry gets the same numbers', async () => {
    const employees = await addEmployeesWithClaims(
      database.db,
      {
        clientId: '600000016',
        clientName: 'Sudden Halt LLC',
        ssnArea: '900-43',
        claimBase: 8300001,
      },
      people,
    );
    const submissions: Submission[] = [];
    for (const employee of employees) {
      const browser = await logIn(
        new HttpBrowser(portal.origin),
        employee.userName,
        'employee-benefits',
        { password: systemPassword },
      );
      submissions.push({ employee, browser, key: await draftAtReview(browser) });
    }

    // Everyone submits at once; the portal dies once a few have their answer.
    let killed: Promise<void> | undefined;
    let acknowledged = 0;
    let cutOff = 0;
    await Promise.all(
      submissions.map(async (submission) => {
        try {
          submission.answer = await submitDraft(submission.browser, submission.key);
        } catch {
          cutOff++;
          return;
        }
        if (++acknowledged === acknowledgedBeforeKill) killed = portal.kill();
      }),
    );
    await killed;
    expect(killed).toBeDefined();
    expect(cutOff).toBeGreaterThan(0);

    // Before any restart: every submission is whole or not there at all.
    const atKill = await filings(database.admin, submissions);
    expectWholeOrNothing(atKill);
    const filedAtKill = atKill.filter((row) => row.claims > 0).length;
    const queued = await database.admin.query(
      `select 1 from outbox where channel = 'claims' and subject = 'claim.submitted'`,
    );
    expect(queued.rowCount).toBe(2 * filedAtKill);
    for (const submission of submissions.filter((one) => one.answer)) {
      expect(atKill.find((row) => row.key === submission.key)?.claims).toBe(2);
    }
    // An event the killed process had claimed but not yet sent waits for its claim's lease to
    // end (four send timeouts, two minutes), as decided for a vanished instance; then it goes.
    const leases = await database.admin.query<{ until: Date | null }>(
      `select max(next_attempt_at) as until from outbox where channel = 'claims' and state = 'pending'`,
    );
    const leaseLeftMs = Math.max(0, (leases.rows[0]?.until?.getTime() ?? 0) - Date.now());

    portal = await startPortalProcess({
      databaseUrl: database.url,
      env: portalEnv(claimsSystem.url),
      port: portal.port,
    });
    // Every browser submits again with its key, an acknowledged one too (a double click).
    const retried = await Promise.all(
      submissions.map(async (submission) => {
        for (let attempt = 0; attempt < 20; attempt++) {
          try {
            return await submitDraft(submission.browser, submission.key);
          } catch {
            // A stale connection to the killed process: try again.
            await sleep(100);
          }
        }
        throw new Error(`${submission.employee.userName} gave up`);
      }),
    );
    submissions.forEach((submission, index) => {
      if (submission.answer) expect(retried[index]).toEqual(submission.answer);
    });
    const final = await filings(database.admin, submissions);
    expect(final.map((row) => row.claims)).toEqual(Array(people).fill(2));
    expectWholeOrNothing(final);

    // Each claim goes to the claims system once (by its event's id), none for a claim not filed.
    const numbers = retried.flatMap((answer) => answer.claims.map((claim) => claim.claimNumber));
    expect(new Set(numbers).size).toBe(2 * people);
    const submittedEvents = () =>
      claimsSystem.received.filter((event) => event.type === 'claim.submitted');
    await until(
      () => new Set(submittedEvents().map((event) => event.id)).size === 2 * people,
      'all events',
      leaseLeftMs + 30_000,
    );
    const byId = new Map(submittedEvents().map((event) => [event.id, event]));
    const sentNumbers = [...byId.values()].map(
      (event) => (event.claim as { claimNumber: string }).claimNumber,
    );
    expect(sentNumbers.sort()).toEqual([...numbers].sort());
    console.info(
      `faults-benefits kill: ${people} submits at once, killed after ${acknowledgedBeforeKill} answers ` +
        `(${cutOff} cut off); ${filedAtKill} filed whole at the kill, the rest not at all; ` +
        `after the restart every retry got its claim numbers, ${2 * people} claims, ` +
        `${submittedEvents().length} deliveries of ${byId.size} events` +
        (leaseLeftMs > 0
          ? `; events claimed at the kill waited ${Math.round(leaseLeftMs / 1000)} s for their lease`
          : ''),
    );
    // A lease of two minutes may have to end first: more than the two minutes a system test gets.
  }, 240_000);
});
