// A password reset whose code and new password are each sent ten times at once (decision 0015):
// exactly one use of the code and one new password win; the others get the status a person
// can act on, never an error. The racing registrations are in
// flows/registration/concurrency.test.ts.

import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOf, oneWinner, outcomeOf, racers, startRacingPortal } from '#tests/support/races';
import {
  browserFactory,
  importTestCensus,
  codeSentTo,
  jsonCalls,
  memberOf,
  person,
} from '#tests/support/registration-client';
import type { TestApp } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { testSecrets } from '#tests/support/test-secrets';
import { addAccount, sendLogIn } from '#tests/support/log-in-kit';

const resetApi = '/auth/employee-benefits/registration/password-reset';
const clientId = '100000040';
const rex = person('Rex', 'Reset', '04/04/1984', '0099');
const rexSsn = '900400099';

describe.each(testEngines)('a racing password reset on %s', (engine) => {
  let portal: TestApp;
  const newBrowser = browserFactory(() => portal, 9, resetApi);
  const count = (query: SQL) => countOf(portal.database.db, query);

  beforeAll(async () => {
    portal = await startRacingPortal(engine);
    await importTestCensus(portal.database.db, { clientId, clientName: 'Race Conditions Inc' }, [
      'Rex,Reset,04/04/1984,900-40-0099,40003,,',
    ]);
  });
  afterAll(() => portal.close());

  it('takes one use of a reset code from ten, and one new password from ten', async () => {
    const { db } = portal.database;
    const oldPassword = 'Old#Passw0rd1';
    const newPassword = 'N3w#Passw0rd!';
    const accountId = await addAccount(db, {
      userName: 'rex.reset',
      password: oldPassword,
      role: 'employee',
      memberId: await memberOf(db, testSecrets.DATA_KEY, clientId, rexSsn),
      firstName: rex.firstName,
      lastName: rex.lastName,
      email: 'rex@example.com',
    });
    const browser = await newBrowser();
    await browser.openPage(resetApi);
    const call = jsonCalls(browser);
    const verified = await call(`${resetApi}/verifyPersonalInfo`, rex);
    expect(verified.status.code).toBe('OTPCODESENT');
    const verificationCode = await codeSentTo(db, 'rex@example.com');

    const uses = await Promise.all(
      Array.from({ length: racers }, () =>
        outcomeOf(browser.post(`${resetApi}/validateVerificationCode`, { verificationCode })),
      ),
    );
    expect(uses.filter((outcome) => outcome === 'OTPVALID')).toHaveLength(1);
    expect(uses.filter((outcome) => outcome.startsWith('HTTP'))).toEqual([]);

    const changes = await Promise.all(
      Array.from({ length: racers }, () =>
        outcomeOf(
          browser.post(`${resetApi}/selectCredentials`, {
            password: newPassword,
            transactionId: verified.transactionId,
          }),
        ),
      ),
    );
    expect(changes.sort()).toEqual(oneWinner('PASSWORDCHANGED', 'STEPNOTALLOWED'));
    expect(
      await count(
        sql`select count(*) from audit_events where action = 'password.reset' and account_id = ${accountId}`,
      ),
    ).toBe(1);
    expect(
      await count(
        sql`select count(*) from outbox where recipient = 'rex@example.com' and subject like '%password was changed'`,
      ),
    ).toBe(1);
    const login = await newBrowser();
    expect(
      await sendLogIn(login, 'rex.reset', 'employee-benefits', { password: newPassword }),
    ).toBe('AUTHENTICATION_SUCCESS');
  });
});
