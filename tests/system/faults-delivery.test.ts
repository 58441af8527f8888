// Faults, delivery (decision 0015): the portal runs as a process whose mail server and SMS provider
// sit behind proxies the test controls. While they are down (connections refused) or slow
// (a server that never greets, a provider that answers after the client gave up), an employee
// and an employer contact still get to their code screens with the usual OTPCODESENT, the
// outbox retries with a growing backoff, and each can ask for the code again. Once both
// services are back, every message goes out, exactly once, and the newest code works.

import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteEmployerContact } from '#server/db/invitations-repository';
import { type TcpProxy, startTcpProxy } from '#tests/support/tcp-proxy';
import { HttpBrowser } from '#tests/support/http-browser';
import { type PortalProcess, startPortalProcess } from '#tests/support/portal-process';
import { createPostgresDatabase } from '#tests/support/postgres-database';
import { importTestCensus, person } from '#tests/support/registration-client';
import {
  type SmsProviderStandIn,
  startSmsProviderStandIn,
} from '#tests/support/sms-provider-stand-in';
import { type SmtpInbox, startSmtpInbox } from '#tests/support/smtp-inbox';

const serverUrl = process.env.DATABASE_URL ?? '';
const clientId = '600000003';
const employee = person('Dee', 'Livery', '07/07/1977', '4242');
const employeeEmail = 'dee.livery@example.com';
const contact = {
  firstName: 'Sam',
  lastName: 'Sender',
  dateOfBirth: '08/08/1981',
  email: 'sam.sender@example.com',
  mobilePhone: '(312) 555-0142',
};
const contactMobileE164 = '+13125550142';
/** How long the SMS client waits for the provider, and how long the slow provider takes. */
const smsTimeoutMs = 1000;
const slowProviderMs = 5000;

interface OutboxRow {
  id: string;
  recipient: string;
  state: string;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  text: string | null;
}

/** A message's attempts as the test saw them: when each was first seen, and its next try. */
interface Attempt {
  attempts: number;
  seenAt: number;
  nextAttemptAt: number;
  lastError: string | null;
}

describe('the mail server and the SMS provider down or slow', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let admin: pg.Client;
  let inbox: SmtpInbox;
  let provider: SmsProviderStandIn;
  let mailProxy: TcpProxy;
  let smsProxy: TcpProxy;
  let portal: PortalProcess;
  let regid: string;

  beforeAll(async () => {
    database = await createPostgresDatabase(serverUrl);
    await importTestCensus(database.db, { clientId, clientName: 'Postal Delays Ltd' }, [
      'Dee,Livery,07/07/1977,900-30-4242,60601,,',
    ]);
    const invitation = await inviteEmployerContact(
      database.db,
      { ...contact, clientId, dateOfBirth: '1981-08-08' },
      { now: new Date(), days: 14 },
    );
    if (invitation.status !== 'invited') throw new Error(`not invited: ${invitation.error}`);
    regid = invitation.regid;
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();

    inbox = await startSmtpInbox();
    provider = await startSmsProviderStandIn();
    mailProxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(inbox.url).port) });
    smsProxy = await startTcpProxy({
      host: '127.0.0.1',
      port: Number(new URL(provider.url).port),
    });
    // Short waits for a server that does not answer, so a slow one fails an attempt in a second.
    const mailTimeouts = 'connectionTimeout=1000&greetingTimeout=1000&socketTimeout=2000';
    portal = await startPortalProcess({
      databaseUrl: database.url,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${mailProxy.port}?${mailTimeouts}`,
        SMS_PROVIDER_URL: `http://127.0.0.1:${smsProxy.port}`,
        SMS_ACCOUNT_SID: provider.accountSid,
        SMS_AUTH_TOKEN: provider.authToken,
        SMS_FROM: '+13125550100',
        SMS_TIMEOUT_MS: String(smsTimeoutMs),
        OUTBOX_POLL_MS: '200',
        // Enough tries to outlast the outage: none may fail for good here.
        OUTBOX_MAX_ATTEMPTS: '10',
      },
    });
  });

  afterAll(async () => {
    await portal?.stop();
    await mailProxy?.stop();
    await smsProxy?.stop();
    await provider?.close();
    await inbox?.close();
    await admin?.end();
    await database?.close();
  });

  async function outboxRows(): Promise<OutboxRow[]> {
    const result = await admin.query<OutboxRow>(
      `select id, recipient, state, attempts, next_attempt_at as "nextAttemptAt",
              last_error as "lastError", text
         from outbox where recipient = any($1) order by created_at`,
      [[employeeEmail, contact.mobilePhone]],
    );
    return result.rows;
  }

  /** Polls the outbox, noting each new attempt count of each message, until `done` says so. */
  async function watchAttempts(
    history: Map<string, Attempt[]>,
    done: (rows: OutboxRow[]) => boolean,
    timeoutMs: number,
  ): Promise<OutboxRow[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const rows = await outboxRows();
      for (const row of rows) {
        const seen = history.get(row.id) ?? [];
        if (seen.at(-1)?.attempts !== row.attempts) {
          seen.push({
            attempts: row.attempts,
            seenAt: Date.now(),
            nextAttemptAt: row.nextAttemptAt.getTime(),
            lastError: row.lastError,
          });
          history.set(row.id, seen);
        }
      }
      if (done(rows)) return rows;
      if (Date.now() > deadline) {
        throw new Error(`outbox not as awaited within ${timeoutMs} ms: ${JSON.stringify(rows)}`);
      }
      await sleep(50);
    }
  }

  it('keeps the flows, retries with backoff, resends, and delivers each message once when back', async () => {
    const statusOf = async (answer: Promise<{ statusCode: number; body: string }>) => {
      const response = await answer;
      expect(response.statusCode, response.body).toBe(200);
      return JSON.parse(response.body) as { status: { code: string; name: string } };
    };

    // Down: the mail server refuses connections; slow: the provider answers after the client
    // gave up.
    await mailProxy.stop();
    provider.delayNext(100, slowProviderMs);

    const dee = new HttpBrowser(portal.origin);
    const deeApi = '/auth/employee-benefits/registration';
    await dee.openPage(`${deeApi}/full`);
    const verified = await statusOf(dee.post(`${deeApi}/verifyPersonalInfo`, employee));
    expect(verified.status.code).toBe('NOTREGISTERED');
    const { transactionId } = verified as unknown as { transactionId: string };
    expect(
      (
        await statusOf(
          dee.post(`${deeApi}/validateZipCode`, {
            zipCode: '60601',
            recaptchaToken: 'local-development',
          }),
        )
      ).status.code,
    ).toBe('VALID');
    const credentialsAsked = Date.now();
    const credentials = await statusOf(
      dee.post(`${deeApi}/selectCredentials`, {
        username: 'dee.livery',
        password: 'Str0ng#Passw0rd',
        emailAddress: employeeEmail,
        transactionId,
      }),
    );
    const credentialsMs = Date.now() - credentialsAsked;
    expect(credentials.status.code).toBe('OTPCODESENT');

    const sam = new HttpBrowser(portal.origin);
    const samApi = '/auth/employers/registration';
    await sam.openPage(`${samApi}/full`);
    expect((await sam.get(`${samApi}/employerInfo/${regid}`)).statusCode).toBe(200);
    const samVerified = await statusOf(
      sam.post(`${samApi}/verifyPersonalInfo`, {
        firstName: contact.firstName,
        lastName: contact.lastName,
        dateOfBirth: contact.dateOfBirth,
        clientId,
      }),
    );
    expect(samVerified.status.code).toBe('SUCCESS');
    const chooseAsked = Date.now();
    const chosen = await statusOf(
      sam.post(`${samApi}/resendVerificationCode`, { selectedValidationOption: 'PHONE' }),
    );
    const chooseMs = Date.now() - chooseAsked;
    expect(chosen.status.code).toBe('OTPCODESENT');
    // The answer did not wait for the provider, which takes longer than that to answer.
    expect(chooseMs).toBeLessThan(slowProviderMs);

    // Both flows are kept at their code screens.
    const stepOf = async (browser: HttpBrowser) =>
      (await browser.get('/auth/reload')).json<{ step: string }>().step;
    expect(await stepOf(dee)).toBe('code');
    expect(await stepOf(sam)).toBe('contactCode');

    const history = new Map<string, Attempt[]>();
    const failedTwice = (rows: OutboxRow[]) =>
      rows.length === 2 && rows.every((row) => row.attempts >= 2);
    await watchAttempts(history, failedTwice, 15_000);

    // The faults trade places: the mail server now accepts connections and never greets, the
    // provider is gone.
    await mailProxy.start();
    mailProxy.hang();
    provider.reset();
    await smsProxy.stop();
    const failedThrice = (rows: OutboxRow[]) =>
      rows.length === 2 && rows.every((row) => row.attempts >= 3);
    const [firstMail, firstSms] = await watchAttempts(history, failedThrice, 20_000);
    expect(firstMail?.recipient).toBe(employeeEmail);
    expect(firstSms?.recipient).toBe(contact.mobilePhone);
    expect(inbox.messages).toEqual([]);
    expect(provider.messages).toEqual([]);

    // Each person asks for the code again while the services are still out. The 30 s wait
    // between sends is the product's rule, tested with the flows; here the last send is
    // made older instead of waiting.
    await admin.query(
      `update flows set code_sent_at = code_sent_at - interval '31 seconds'
        where transaction_id = any($1)`,
      [
        [
          transactionId,
          (await sam.get('/auth/reload')).json<{ transactionId: string }>().transactionId,
        ],
      ],
    );
    expect((await statusOf(dee.post(`${deeApi}/resendVerificationCode`))).status.code).toBe(
      'OTPCODESENT',
    );
    expect((await statusOf(sam.post(`${samApi}/resendVerificationCode`))).status.code).toBe(
      'OTPCODESENT',
    );
    const fourMessagesTried = (rows: OutboxRow[]) =>
      rows.length === 4 && rows.every((row) => row.attempts >= 1);
    await watchAttempts(history, fourMessagesTried, 10_000);
    expect(inbox.messages).toEqual([]);
    expect(provider.messages).toEqual([]);

    // Back.
    const backAt = Date.now();
    await mailProxy.stop();
    await mailProxy.start();
    await smsProxy.start();
    const allSent = (rows: OutboxRow[]) =>
      rows.length === 4 && rows.every((row) => row.state === 'sent');
    const sent = await watchAttempts(history, allSent, 30_000);
    const deliveredAfterMs = Date.now() - backAt;
    // A few more polls: nothing goes out a second time.
    await sleep(1500);

    // Backoff: each failed attempt put the next one further away (2, 4, 8 s, less a fifth
    // at most for jitter), and the errors name the fault without the recipient.
    for (const message of [firstMail, firstSms]) {
      const attempts = history.get(message?.id ?? '') ?? [];
      const waits = attempts
        .filter((attempt) => attempt.attempts >= 1 && attempt.attempts <= 3)
        .map((attempt) => attempt.nextAttemptAt - attempt.seenAt);
      expect(waits).toHaveLength(3);
      waits.forEach((wait, index) => {
        expect(wait).toBeGreaterThan(0.8 * 2 ** (index + 1) * 1000 - 500);
        expect(wait).toBeLessThanOrEqual(2 ** (index + 1) * 1000);
      });
      for (const attempt of attempts) {
        expect(attempt.lastError ?? '').not.toContain(employeeEmail);
        expect(attempt.lastError ?? '').not.toContain('555-0142');
      }
    }
    const errorsOf = (id: string | undefined) =>
      (history.get(id ?? '') ?? []).map((attempt) => attempt.lastError).filter(Boolean);
    expect(errorsOf(firstMail?.id).join('\n')).toMatch(/ECONNREFUSED/);
    expect(errorsOf(firstMail?.id).join('\n')).toMatch(/greeting|timeout/i);
    expect(errorsOf(firstSms?.id).join('\n')).toMatch(/time|answer/i);
    expect(errorsOf(firstSms?.id).join('\n')).toMatch(/ECONNREFUSED|reach/i);

    // Exactly once each: two e-mails and two SMS, the texts the outbox holds.
    const mails = inbox.messages.filter((mail) => mail.to.includes(employeeEmail));
    expect(inbox.messages).toHaveLength(2);
    expect(mails.map((mail) => mail.text).sort()).toEqual(
      sent
        .filter((row) => row.recipient === employeeEmail)
        .map((row) => row.text)
        .sort(),
    );
    expect(provider.messages).toHaveLength(2);
    expect(provider.messages.every((sms) => sms.to === contactMobileE164)).toBe(true);
    expect(provider.messages.map((sms) => sms.body).sort()).toEqual(
      sent
        .filter((row) => row.recipient === contact.mobilePhone)
        .map((row) => row.text)
        .sort(),
    );

    // The newest code of each works, read from what was delivered.
    const codeIn = (text: string | null | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1];
    const newestMail = sent.filter((row) => row.recipient === employeeEmail).at(-1);
    const newestSms = sent.filter((row) => row.recipient === contact.mobilePhone).at(-1);
    expect(mails.some((mail) => mail.text === newestMail?.text)).toBe(true);
    expect(provider.messages.some((sms) => sms.body === newestSms?.text)).toBe(true);
    expect(
      (
        await statusOf(
          dee.post(`${deeApi}/validateVerificationCode`, {
            verificationCode: codeIn(newestMail?.text),
          }),
        )
      ).status.code,
    ).toBe('OTPVALID');
    expect(
      (
        await statusOf(
          sam.post(`${samApi}/validateVerificationCode`, {
            verificationCode: codeIn(newestSms?.text),
          }),
        )
      ).status.code,
    ).toBe('OTPVALID');

    const attemptsOf = (row: OutboxRow) =>
      `${row.recipient.includes('@') ? 'mail' : 'sms'} ${row.attempts + 1}`;
    console.info(
      `faults-delivery: code screens answered in ${credentialsMs} ms (mail down) and ${chooseMs} ms ` +
        `(provider slow); attempts per message until sent: ${sent.map(attemptsOf).join(', ')}; ` +
        `all 4 delivered ${deliveredAfterMs} ms after the services came back; ` +
        `${inbox.messages.length} e-mails and ${provider.messages.length} SMS received`,
    );
  });
});
