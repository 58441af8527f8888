// Scale-out (docs/operations.md#scaling-out): two portal processes on one PostgreSQL and one Redis,
// a browser that a load balancer moves from one to the other between calls. Whatever one instance
// started, the other continues: flows, sessions, lockouts, codes, the outbox and the rate limits.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client';
import { enqueueMessage } from '#server/db/outbox-repository';
import { accounts } from '#server/db/schema/accounts';
import { outbox } from '#server/db/schema/outbox';
import { browserOn, type ClientBehindProxy, on, startPortalPair } from '#tests/support/portal-pair';
import type { PortalProcess } from '#tests/support/portal-process';
import { createPostgresDatabase } from '#tests/support/postgres-database';
import { someAddress } from '#tests/support/rate-limited-app';
import { codeSentTo, importTestCensus, person } from '#tests/support/registration-client';
import { type SmtpInbox, startSmtpInbox } from '#tests/support/smtp-inbox';
import { addAccount } from '#tests/support/log-in-kit';

const registration = '/auth/employee-benefits/registration';
const login = '/auth/employee-benefits/loginCredentials';
const password = 'Str0ng#Passw0rd';
const limits = { session: 15, address: 40 };

const ada = person('Ada', 'Lovelace', '12/10/1975', '0001');
const alan = person('Alan', 'Turing', '06/23/1972', '0002');
const census = [
  'Ada,Lovelace,12/10/1975,900-00-0001,10001,,',
  'Alan,Turing,06/23/1972,900-00-0002,10002,,',
];

describe('two instances on one database and one Redis', () => {
  let database: DatabaseHandle & { url: string };
  let inbox: SmtpInbox;
  let one: PortalProcess;
  let two: PortalProcess;

  beforeAll(async () => {
    database = await createPostgresDatabase(process.env.DATABASE_URL ?? '');
    inbox = await startSmtpInbox();
    await importTestCensus(
      database.db,
      { clientId: '100000077', clientName: 'Scale Labs' },
      census,
    );
    for (const userName of ['scale-session', 'scale-lockout']) {
      await addAccount(database.db, {
        userName,
        password,
        role: 'employee',
        firstName: 'Scale',
        lastName: 'Tester',
        email: `${userName}@example.com`,
      });
    }
    const env = {
      REDIS_URL: process.env.REDIS_URL ?? '',
      SMTP_URL: inbox.url,
      OUTBOX_POLL_MS: '200',
      TRUST_PROXY: 'true',
      RATE_LIMIT_SESSION_PER_MINUTE: String(limits.session),
      RATE_LIMIT_ADDRESS_PER_MINUTE: String(limits.address),
    };
    [one, two] = await startPortalPair(database.url, env);
  });

  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await inbox?.close();
    await database?.close();
  });

  async function call(browser: ClientBehindProxy, path: string, body?: unknown) {
    const answer = await browser.post(path, body);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{
      status: { code: string };
      transactionId?: string;
      redirectUrl?: string;
    }>();
  }

  const outcome = async (browser: ClientBehindProxy, path: string, body?: unknown) =>
    (await call(browser, path, body)).status.code;

  it('finishes on one instance a registration started on the other, call by call', async () => {
    const browser = await browserOn(one, `${registration}/full`);
    const email = 'ada.lovelace@example.com';
    const verified = await call(on(two, browser), `${registration}/verifyPersonalInfo`, ada);
    expect(verified.status.code).toBe('NOTREGISTERED');
    const transactionId = verified.transactionId;
    expect(
      await outcome(on(one, browser), `${registration}/validateZipCode`, {
        zipCode: '10001',
        recaptchaToken: 'local-development',
      }),
    ).toBe('VALID');
    // The code is sent by instance two and checked by instance one.
    expect(
      await outcome(on(two, browser), `${registration}/selectCredentials`, {
        username: 'alovelace',
        password,
        emailAddress: email,
        transactionId,
      }),
    ).toBe('OTPCODESENT');
    const verificationCode = await codeSentTo(database.db, email, 'email');
    expect(
      await outcome(on(one, browser), `${registration}/validateVerificationCode`, {
        verificationCode,
      }),
    ).toBe('OTPVALID');
    expect(await outcome(on(two, browser), `${registration}/submit`, { transactionId })).toBe(
      'SUCCESS',
    );
    const done = await call(on(one, browser), `${registration}/proceedToLogin`, { transactionId });
    expect(done).toMatchObject({
      status: { code: 'SUCCESS' },
      redirectUrl: '/auth/employee-benefits/login',
    });

    // The new account logs in on the instance that did not create it.
    const later = await browserOn(two, '/auth/employee-benefits/login');
    expect(await outcome(later, login, { userName: 'alovelace', password })).toBe(
      'AUTHENTICATION_SUCCESS',
    );
  });

  it('counts the entries of a code, and its resends, across instances', async () => {
    const browser = await browserOn(two, `${registration}/full`);
    const email = 'alan.turing@example.com';
    const verified = await call(on(one, browser), `${registration}/verifyPersonalInfo`, alan);
    expect(verified.status.code).toBe('NOTREGISTERED');
    await call(on(two, browser), `${registration}/validateZipCode`, {
      zipCode: '10002',
      recaptchaToken: 'local-development',
    });
    expect(
      await outcome(on(one, browser), `${registration}/selectCredentials`, {
        username: 'aturing',
        password,
        emailAddress: email,
        transactionId: verified.transactionId,
      }),
    ).toBe('OTPCODESENT');
    const rightCode = await codeSentTo(database.db, email, 'email');
    // Sent by one a moment ago: two knows it is too soon for another.
    expect(await outcome(on(two, browser), `${registration}/resendVerificationCode`)).toBe(
      'RESENDTOOSOON',
    );
    const wrongCode = rightCode === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let entry = 0; entry < 5; entry++) {
      const instance = entry % 2 === 0 ? one : two;
      answers.push(
        await outcome(on(instance, browser), `${registration}/validateVerificationCode`, {
          verificationCode: wrongCode,
        }),
      );
    }
    expect(answers).toEqual(Array(5).fill('OTPINVALID'));
    expect(
      await outcome(on(two, browser), `${registration}/validateVerificationCode`, {
        verificationCode: rightCode,
      }),
    ).toBe('OTPATTEMPTSEXCEEDED');
  });

  it('makes a login on one instance a session on the other, and a logout too', async () => {
    const browser = await browserOn(one, '/auth/employee-benefits/login');
    expect(await outcome(browser, login, { userName: 'scale-session', password })).toBe(
      'AUTHENTICATION_SUCCESS',
    );
    const summary = await on(two, browser).get('/auth/employee-benefits/accountSummary');
    expect(summary.json()).toMatchObject({
      status: { code: 'SUCCESS' },
      account: { userName: 'scale-session', role: 'employee' },
    });
    // The new session's token, from a page of the other instance.
    await on(two, browser).openPage('/auth/employee-benefits/account');
    // Another tab keeps sending the cookie after the logout: the session itself must be over.
    const otherTab = browser.twinOn(two);
    expect(await outcome(on(one, browser), '/auth/employee-benefits/logout')).toBe('SUCCESS');
    for (const after of [browser, otherTab]) {
      const summary = await on(two, after).get('/auth/employee-benefits/accountSummary');
      expect(summary.json()).toMatchObject({ status: { code: 'NOTLOGGEDIN' } });
    }
  });

  it('locks the account after five wrong passwords spread over both instances', async () => {
    const browser = await browserOn(one, '/auth/employee-benefits/login');
    const answers: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const instance = attempt % 2 === 0 ? one : two;
      answers.push(
        await outcome(on(instance, browser), login, {
          userName: 'scale-lockout',
          password: 'Wrong#Passw0rd',
        }),
      );
    }
    expect(answers).toEqual([...Array(4).fill('INVALIDCREDENTIALS'), 'LOGINATTEMPTEXCEED']);
    expect(await outcome(on(two, browser), login, { userName: 'scale-lockout', password })).toBe(
      'LOGINATTEMPTEXCEED',
    );
    const [account] = await database.db
      .select({ lockedUntil: accounts.lockedUntil })
      .from(accounts)
      .where(eq(accounts.userName, 'scale-lockout'));
    expect(account?.lockedUntil?.getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);
  });

  /** The statuses of `calls` state-changing calls, round robin over browsers and instances. */
  async function statuses(
    browsers: ClientBehindProxy[],
    instances: PortalProcess[],
    calls: number,
  ): Promise<number[]> {
    const seen: number[] = [];
    for (let index = 0; index < calls; index++) {
      const browser = browsers[index % browsers.length];
      const instance = instances[index % instances.length];
      if (!browser || !instance) throw new Error('nobody to call');
      // Cheap and harmless: this browser has no code to resend.
      const answer = await on(instance, browser).post(`${registration}/resendVerificationCode`);
      seen.push(answer.statusCode);
    }
    return seen;
  }

  it('limits a session to the same number of calls on two instances as on one', async () => {
    const alone = await statuses([await browserOn(one, `${registration}/full`)], [one], 20);
    const spread = await statuses([await browserOn(one, `${registration}/full`)], [one, two], 20);
    expect(alone.filter((status) => status === 200)).toHaveLength(limits.session);
    expect(spread).toEqual(alone);
  });

  it('limits an address to the same number of calls on two instances as on one', async () => {
    /** Four browsers from one address: 12 calls each stay under the session limit. */
    const browsersOf = async (address: string) => {
      const browsers: ClientBehindProxy[] = [];
      for (let count = 0; count < 4; count++) {
        browsers.push(await browserOn(one, `${registration}/full`, address));
      }
      return browsers;
    };
    const alone = await statuses(await browsersOf(someAddress()), [one], 48);
    const spread = await statuses(await browsersOf(someAddress()), [one, two], 48);
    expect(alone.filter((status) => status === 200)).toHaveLength(limits.address);
    expect(spread).toEqual(alone);
  });

  it('sends each message of the outbox once with both dispatchers running', async () => {
    const bulk = 200;
    const now = new Date();
    await database.db.transaction(async (tx) => {
      for (let index = 0; index < bulk; index++) {
        await enqueueMessage(
          tx,
          {
            channel: 'email',
            recipient: `bulk-${index}@example.com`,
            subject: `Bulk message ${index}`,
            text: `Message number ${index}.`,
          },
          now,
        );
      }
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      const [waiting] = await database.db
        .select({ id: outbox.id })
        .from(outbox)
        .where(eq(outbox.state, 'pending'))
        .limit(1);
      if (!waiting) break;
      if (Date.now() > deadline) throw new Error('the outbox was not drained in 60 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Long enough for a second copy of anything to arrive, were one sent.
    await new Promise((resolve) => setTimeout(resolve, 1500));

    const rows = await database.db
      .select({ id: outbox.id, recipient: outbox.recipient, state: outbox.state })
      .from(outbox);
    expect(rows.every((row) => row.state === 'sent')).toBe(true);
    const received = inbox.messages.flatMap((mail) => mail.to);
    expect(received.toSorted()).toEqual(rows.map((row) => row.recipient).toSorted());

    const sentBy = (instance: PortalProcess) =>
      instance.output
        .filter((line) => line.includes('"outbox message sent"'))
        .map((line) => (JSON.parse(line) as { messageId: string }).messageId);
    const byOne = sentBy(one);
    const byTwo = sentBy(two);
    expect([...byOne, ...byTwo].toSorted()).toEqual(rows.map((row) => row.id).toSorted());
    // Both took part: each claimed some of the batch while the other was sending.
    expect(byOne.length).toBeGreaterThan(0);
    expect(byTwo.length).toBeGreaterThan(0);
  });
});
