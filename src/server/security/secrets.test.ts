// Secrets stay where they belong (docs/security.md#tests-that-prove-it): a registration (with the
// nine-digit SSN asked for too), logins, a username recovery and a password reset run against a
// portal that logs at trace level through the production redaction, and then no SSN (full or last
// four as given), date of birth, password, one-time code, session id or CSRF token may appear in
// any log line, in any address the portal hands out (redirects, links in e-mails), or in any answer
// that does not need it: the code lives only in the e-mail that carries it, the CSRF token only in
// the page, the session id only in its cookie. Nor does any table keep them in clear.

import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { censusHeader, codeSentTo, jsonCalls, person } from '#tests/support/registration-client';
import { testEngines } from '#tests/support/test-database';
import { testSecrets } from '#tests/support/test-secrets';
import { importCensus } from '#server/adapters/census-import';
import { redactedLogPaths } from '#server/app';
import { rowsOf } from '#server/db/client';
import { listMessages } from '#server/db/outbox-repository';
import { todayOn } from '#domain/shared/clock';

const registration = '/auth/employee-benefits/registration';
const recovery = '/auth/userNameRecovery';
const reset = '/auth/employee-benefits/registration/password-reset';
const login = '/auth/employee-benefits/loginCredentials';

/** Sue registers with the last four; Mo's last four fit two employers, so he gives all nine. */
const sue = person('Sue', 'Secret', '04/17/1981', '8642');
const sueFullSsn = '900318642';
const mo = person('Mo', 'Multi', '10/23/1977', '7531');
const moFullSsn = '900327531';
const passwords = {
  chosen: 'Sec#ret9Pass',
  mistyped: 'Wr0ng#Secret',
  reset: 'N3w#Secret!x',
  // Sent where a field rule refuses it: the refusal must not echo it either.
  refused: 'Sh0rt#',
};
const email = 'sue@secrets.test';

/** Dates of birth as typed, as stored, and as digits alone. */
const datesOf = (dateOfBirth: string) => {
  const [month, day, year] = dateOfBirth.split('/');
  return [dateOfBirth, `${year}-${month}-${day}`, `${month}${day}${year}`];
};

interface Exchange {
  url: string;
  response: LightMyRequestResponse;
}

/** The pattern of a secret as a word of its own: digits inside longer numbers do not count. */
const secretPattern = (secret: string) =>
  new RegExp(`(?<![0-9A-Za-z.])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9A-Za-z])`);

describe.each(testEngines)('secrets on %s', (engine) => {
  let portal: TestApp;
  const lines: string[] = [];
  const exchanges: Exchange[] = [];
  /** Every one-time code, session id and CSRF token the run produced. */
  const codes: string[] = [];
  const sessionIds = new Set<string>();
  const csrfTokens = new Set<string>();
  let visits = 0;

  /** A browser whose every call and answer is kept, with the session ids and tokens it held. */
  async function visitor(page: string): Promise<TestBrowser> {
    visits++;
    const browser = portal.browser({ address: `10.74.0.${visits}` });
    const send = browser.request.bind(browser);
    browser.request = async (method, path, body, headers) => {
      const response = await send(method, path, body, headers);
      exchanges.push({ url: path, response });
      const id = browser.cookie('portal_sid');
      if (id) sessionIds.add(id);
      if (browser.csrfToken) csrfTokens.add(browser.csrfToken);
      return response;
    };
    await browser.openPage(page);
    if (browser.csrfToken) csrfTokens.add(browser.csrfToken);
    return browser;
  }

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // Every level, through the redaction the production logger uses (app.ts loggerOptions).
    const logger = pino(
      { level: 'trace', redact: { paths: redactedLogPaths, censor: '[redacted]' } },
      sink,
    );
    portal = await startTestApp(engine, { logger, demoData: false });
    const options = { dataKey: testSecrets.DATA_KEY, today: todayOn(portal.clock) };
    for (const [clientId, rows] of [
      [
        '100000031',
        ['Sue,Secret,04/17/1981,900-31-8642,31001,,', 'Mo,Multi,10/23/1977,900-32-7531,31002,,'],
      ],
      ['100000032', ['Mo,Multi,10/23/1977,901-32-7531,31002,,']],
    ] as const) {
      const imported = await importCensus(
        portal.database.db,
        { clientId, clientName: `Secrets ${clientId}`, csv: [censusHeader, ...rows].join('\n') },
        options,
      );
      expect(imported).toMatchObject({ ok: true });
    }

    // Sue registers.
    const registrant = await visitor(`${registration}/full`);
    const call = jsonCalls(registrant);
    const refused = await registrant.post(`${registration}/verifyPersonalInfo`, {
      ...sue,
      ssn: `${sue.ssn}9`,
    });
    expect(refused.statusCode).toBe(400);
    const verified = await call(`${registration}/verifyPersonalInfo`, sue);
    expect(verified.status.code).toBe('NOTREGISTERED');
    expect(
      (
        await call(`${registration}/validateZipCode`, {
          zipCode: '31001',
          recaptchaToken: 'local-development',
        })
      ).status.code,
    ).toBe('VALID');
    const credentials = {
      username: 'ssecret',
      emailAddress: email,
      transactionId: verified.transactionId,
    };
    const weak = await registrant.post(`${registration}/selectCredentials`, {
      ...credentials,
      password: passwords.refused,
    });
    expect(weak.statusCode).toBe(400);
    expect(
      (
        await call(`${registration}/selectCredentials`, {
          ...credentials,
          password: passwords.chosen,
        })
      ).status.code,
    ).toBe('OTPCODESENT');
    codes.push(await codeSentTo(portal.database.db, email));
    expect(
      (await call(`${registration}/validateVerificationCode`, { verificationCode: codes[0] }))
        .status.code,
    ).toBe('OTPVALID');
    expect(
      (await call(`${registration}/submit`, { transactionId: verified.transactionId })).status.code,
    ).toBe('SUCCESS');
    expect(
      (await call(`${registration}/proceedToLogin`, { transactionId: verified.transactionId }))
        .redirectUrl,
    ).toBeDefined();

    // Mo is asked for all nine digits.
    const multi = jsonCalls(await visitor(`${registration}/full`));
    expect((await multi(`${registration}/verifyPersonalInfo`, mo)).status.code).toBe(
      'MULTIPLECLIENTS',
    );
    expect(
      (await multi(`${registration}/verifyPersonalInfo`, { ...mo, ssn: moFullSsn })).status.code,
    ).toBe('NOTREGISTERED');

    // Sue logs in, once with a typo; then recovers her user name and resets her password.
    const loginPage = await visitor('/auth/employee-benefits/login');
    for (const password of [passwords.mistyped, passwords.chosen]) {
      await loginPage.post(login, { userName: 'ssecret', password });
    }
    await loginPage.openPage('/auth/employee-benefits/account');
    expect((await loginPage.get('/auth/employee-benefits/accountSummary')).json().status.code).toBe(
      'SUCCESS',
    );
    const recovered = await jsonCalls(
      await visitor('/auth/userNameRecovery/verifyPersonalInformation'),
    )(`${recovery}/verifyPersonalInfo`, sue);
    expect(recovered.userName).toBe('ssecret');
    const resetter = await visitor(`${reset}`);
    const resetCall = jsonCalls(resetter);
    portal.clock.advanceMinutes(1);
    const started = await resetCall(`${reset}/verifyPersonalInfo`, sue);
    expect(started.status.code).toBe('OTPCODESENT');
    codes.push(await codeSentTo(portal.database.db, email));
    expect(
      (await resetCall(`${reset}/validateVerificationCode`, { verificationCode: codes[1] })).status
        .code,
    ).toBe('OTPVALID');
    expect(
      (
        await resetCall(`${reset}/selectCredentials`, {
          password: passwords.reset,
          transactionId: started.transactionId,
        })
      ).status.code,
    ).toBe('PASSWORDCHANGED');
    expect(
      await jsonCalls(await visitor('/auth/employee-benefits/login'))(login, {
        userName: 'ssecret',
        password: passwords.reset,
      }),
    ).toMatchObject({ status: { code: 'AUTHENTICATION_SUCCESS' } });
  });
  afterAll(() => portal.close());

  /** Everything personal or secret of the run, by kind. */
  const secrets = () => ({
    ssn: [sue.ssn, sueFullSsn, mo.ssn, moFullSsn, '900-31-8642', '900-32-7531'],
    dateOfBirth: [...datesOf(sue.dateOfBirth), ...datesOf(mo.dateOfBirth)],
    password: Object.values(passwords),
    code: codes,
    sessionId: [...sessionIds],
    csrfToken: [...csrfTokens],
  });

  type Kind = keyof ReturnType<typeof secrets>;

  /** The secrets of `kinds` found in `text`, as `kind: secret`. */
  function found(text: string, kinds: Kind[]): string[] {
    const all = secrets();
    return kinds.flatMap((kind) =>
      all[kind]
        .filter((secret) => secretPattern(secret).test(text))
        .map((secret) => `${kind}: ${secret}`),
    );
  }

  it('ran the whole story: codes, sessions, tokens and log lines to look for', () => {
    expect(codes).toHaveLength(2);
    expect(sessionIds.size).toBeGreaterThan(5);
    expect(csrfTokens.size).toBeGreaterThan(5);
    expect(lines.some((line) => line.includes('incoming request'))).toBe(true);
  });

  it('writes none of them to the log', () => {
    const log = lines.join('');
    expect(
      found(log, ['ssn', 'dateOfBirth', 'password', 'code', 'sessionId', 'csrfToken']),
    ).toEqual([]);
  });

  it('puts none of them in an address: redirects, logged URLs and links in e-mails', async () => {
    const messages = await listMessages(portal.database.db, { limit: 100 });
    const addresses = [
      ...exchanges.map((exchange) => exchange.url),
      ...exchanges.flatMap(({ response }) => [response.headers.location ?? ''].flat()),
      ...exchanges.flatMap(({ response }) =>
        /json/.test(String(response.headers['content-type']))
          ? [String(response.json().redirectUrl ?? '')]
          : [],
      ),
      ...messages.flatMap((message) => message.text.match(/https?:\/\/\S+/g) ?? []),
      ...lines.flatMap((line) => [JSON.parse(line).req?.url ?? '']),
    ];
    expect(addresses.length).toBeGreaterThan(20);
    expect(
      found(addresses.join('\n'), [
        'ssn',
        'dateOfBirth',
        'password',
        'code',
        'sessionId',
        'csrfToken',
      ]),
    ).toEqual([]);
  });

  it('answers none of them: the token only in the page, the session id only in its cookie', () => {
    for (const { url, response } of exchanges) {
      const page = /^text\/html/.test(String(response.headers['content-type']));
      const kinds: Kind[] = [
        'ssn',
        'dateOfBirth',
        'password',
        'code',
        'sessionId',
        ...(page ? [] : ['csrfToken' as const]),
      ];
      expect({ url, found: found(response.body, kinds) }).toEqual({ url, found: [] });
      // The session id belongs in Set-Cookie, and only there.
      const headers = Object.entries(response.headers).filter(([name]) => name !== 'set-cookie');
      expect({ url, found: found(JSON.stringify(headers), [...kinds, 'csrfToken']) }).toEqual({
        url,
        found: [],
      });
    }
    // The refusals named the field without repeating what was typed.
    const refusals = exchanges.filter(({ response }) => response.statusCode === 400);
    expect(refusals.map(({ response }) => response.json().field).sort()).toEqual([
      'password',
      'ssn',
    ]);
  });

  it('e-mails the code only in the code e-mail, and never an SSN, a birth date or a password', async () => {
    const messages = await listMessages(portal.database.db, { limit: 100 });
    expect(messages.length).toBeGreaterThanOrEqual(4);
    for (const message of messages) {
      const text = `${message.subject}\n${message.text}`;
      const carriesCode = /verification code/i.test(message.subject);
      expect({
        subject: message.subject,
        found: found(text, [
          'ssn',
          'dateOfBirth',
          'password',
          'sessionId',
          'csrfToken',
          ...(carriesCode ? [] : ['code' as const]),
        ]),
      }).toEqual({
        subject: message.subject,
        found: [],
      });
    }
  });

  it('keeps none of them in clear in any table but the census (which holds birth dates)', async () => {
    const tables = rowsOf(
      await portal.database.db.execute(
        "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
      ),
    ).map((row) => String(row.table_name));
    for (const table of tables) {
      const rows = rowsOf(
        await portal.database.db.execute(`select t::text as row from "${table}" t`),
      );
      const text = rows.map((row) => String(row.row)).join('\n');
      const census = table === 'members' || table === 'employer_contacts';
      // The outbox keeps message texts for the development mailbox: the code e-mails.
      const kinds: Kind[] = [
        'ssn',
        'password',
        'sessionId',
        'csrfToken',
        ...(census ? [] : ['dateOfBirth' as const]),
        ...(table === 'outbox' ? [] : ['code' as const]),
      ];
      expect({ table, found: found(text, kinds) }).toEqual({ table, found: [] });
    }
  });
});
