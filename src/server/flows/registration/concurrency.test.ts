// Concurrent registrations that race for one thing (decision 0015): one census person submitting
// from ten browsers, and ten people submitting the same user name. Exactly one call wins each
// race; the others get the status a person can act on, never an error. Ten submits of one
// flow and ten uses of one registration code are in registration-codes.test.ts; the racing password
// reset is in flows/password-reset/concurrency.test.ts.

import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserFactory,
  importTestCensus,
  codeSentTo,
  jsonCalls,
  memberOf,
  person,
  type Person,
} from '#tests/support/registration-client';
import type { TestApp, TestBrowser } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { testSecrets } from '#tests/support/test-secrets';
import { countOf, oneWinner, outcomeOf, racers, startRacingPortal } from '#tests/support/races';

const api = '/auth/employee-benefits/registration';
const password = 'Str0ng#Passw0rd';
const clientId = '100000040';

/** A census last name of letters only. */
const letter = (index: number) => String.fromCharCode(97 + index);
const ivy = person('Ivy', 'Twin', '02/02/1982', '0001');
const clashers = Array.from({ length: racers }, (_, index) =>
  person('Una', `Clash${letter(index)}`, '03/03/1983', String(10 + index).padStart(4, '0')),
);

const census = [
  'Ivy,Twin,02/02/1982,900-40-0001,40001,,',
  ...clashers.map(
    (who, index) =>
      `Una,${who.lastName},03/03/1983,900-40-${String(10 + index).padStart(4, '0')},40002,,`,
  ),
];

describe.each(testEngines)('racing calls on %s', (engine) => {
  let portal: TestApp;
  const newBrowser = browserFactory(() => portal, 9, `${api}/full`);
  const count = (query: SQL) => countOf(portal.database.db, query);

  beforeAll(async () => {
    portal = await startRacingPortal(engine);
    await importTestCensus(
      portal.database.db,
      { clientId, clientName: 'Race Conditions Inc' },
      census,
    );
  });
  afterAll(() => portal.close());

  /** A browser of its own at the review step of `who`, with the user name and e-mail given. */
  async function atReview(who: Person, zipCode: string, userName: string, email: string) {
    const browser = await newBrowser();
    const call = jsonCalls(browser);
    const verified = await call(`${api}/verifyPersonalInfo`, who);
    expect(verified.status.code).toBe('NOTREGISTERED');
    const transactionId: string = verified.transactionId;
    expect(
      (await call(`${api}/validateZipCode`, { zipCode, recaptchaToken: 'local-development' }))
        .status.code,
    ).toBe('VALID');
    expect(
      (
        await call(`${api}/selectCredentials`, {
          username: userName,
          password,
          emailAddress: email,
          transactionId,
        })
      ).status.code,
    ).toBe('OTPCODESENT');
    const verificationCode = await codeSentTo(portal.database.db, email);
    expect((await call(`${api}/validateVerificationCode`, { verificationCode })).status.code).toBe(
      'OTPVALID',
    );
    return { browser, transactionId };
  }

  const submit = (racer: { browser: TestBrowser; transactionId: string }) =>
    outcomeOf(racer.browser.post(`${api}/submit`, { transactionId: racer.transactionId }));

  it('registers a person once when ten browsers of theirs submit at once', async () => {
    const browsers = [];
    for (let index = 0; index < racers; index++) {
      browsers.push(await atReview(ivy, '40001', `ivy.twin${index}`, `ivy${index}@example.com`));
    }
    const outcomes = await Promise.all(browsers.map(submit));
    expect([...outcomes].sort()).toEqual(oneWinner('SUCCESS', 'ALREADYREGISTERED'));
    const memberId = await memberOf(
      portal.database.db,
      testSecrets.DATA_KEY,
      clientId,
      '900400001',
    );
    expect(await count(sql`select count(*) from accounts where member_id = ${memberId}`)).toBe(1);
    expect(
      await count(
        sql`select count(*) from flows where step = 'completed' and member_id = ${memberId}`,
      ),
    ).toBe(1);
    expect(
      await count(
        sql`select count(*) from outbox where recipient like 'ivy%' and subject like '%account is ready'`,
      ),
    ).toBe(1);
    // A loser that tries again is told the same, not an error.
    const loser = browsers[outcomes.indexOf('ALREADYREGISTERED')];
    if (loser) expect(await submit(loser)).toBe('ALREADYREGISTERED');
  });

  it('gives a user name to one of ten people who submit it at once; the others choose again', async () => {
    const racing = [];
    for (const [index, who] of clashers.entries()) {
      racing.push(await atReview(who, '40002', 'same.name', `una${index}@example.com`));
    }
    const outcomes = await Promise.all(racing.map(submit));
    expect([...outcomes].sort()).toEqual(oneWinner('SUCCESS', 'USERIDNOTAVAILABLE'));
    expect(
      await count(sql`select count(*) from accounts where lower(user_name) = 'same.name'`),
    ).toBe(1);
    expect(
      await count(
        sql`select count(*) from accounts a join members m on m.id = a.member_id where m.last_name like 'Clash%'`,
      ),
    ).toBe(1);

    // A person who lost the race goes back, takes another name, and registers.
    const loserIndex = outcomes.indexOf('USERIDNOTAVAILABLE');
    const loser = racing[loserIndex];
    if (!loser) throw new Error('no loser');
    const call = jsonCalls(loser.browser);
    expect((await call('/auth/employee-benefits/backToCredentialPage')).status.code).toBe(
      'SUCCESS',
    );
    const email = `una${loserIndex}.again@example.com`;
    expect(
      (
        await call(`${api}/selectCredentials`, {
          username: `other.name${loserIndex}`,
          password,
          emailAddress: email,
          transactionId: loser.transactionId,
        })
      ).status.code,
    ).toBe('OTPCODESENT');
    const verificationCode = await codeSentTo(portal.database.db, email);
    expect((await call(`${api}/validateVerificationCode`, { verificationCode })).status.code).toBe(
      'OTPVALID',
    );
    expect(await submit(loser)).toBe('SUCCESS');
  });
});
