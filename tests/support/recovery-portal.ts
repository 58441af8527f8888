// What the username recovery and employee password reset API tests share (decision
// 0014): people of their own with accounts (one locked by failed logins, one disabled, one
// whose last four SSN digits fit two employers), a portal holding them, and a person in a
// browser of their own who calls both flows as the screens do.

import { expect } from 'vitest';
import { importCensus } from '#server/adapters/census-import';
import { listMessages } from '#server/db/outbox-repository';
import {
  browserFactory,
  censusHeader,
  codeSentTo,
  jsonCalls,
  memberOf,
  type Person,
  person,
} from './registration-client.ts';
import { startTestApp, type TestApp, type TestBrowser } from './test-app.ts';
import type { Engine } from './test-database.ts';
import { testSecrets } from './test-secrets.ts';
import { addAccount, sendLogIn } from './log-in-kit.ts';
import { todayOn } from '#domain/shared/clock';

export const recoveryApi = '/auth/userNameRecovery';
export const resetApi = '/auth/employee-benefits/registration/password-reset';
export const oldPassword = 'Old#Passw0rd1';
export const newPassword = 'N3w#Passw0rd!';

/** People only these tests use: their accounts, lockouts and passwords spoil nothing else. */
const clientId = '100000020';
const testCensus = [
  censusHeader,
  'Rita,Recall,03/03/1980,900-20-0001,20001,,',
  'Ned,Noaccount,04/04/1981,900-20-0002,20002,,',
  'Lou,Locksmith,05/05/1979,900-20-0003,20003,,',
  'Dee,Disabled,06/06/1977,900-20-0004,20004,,',
  'Tina,Teen,01/01/2012,900-20-0005,20005,,',
  'Mia,Multi,07/07/1988,900-20-0006,20006,,',
  'Sara,Sessions,08/08/1983,900-20-0007,20007,,',
  'Pete,Pair,09/09/1984,900-20-0008,20008,,',
  'Paul,Person,10/10/1970,900-20-0009,20009,,',
  'Gus,Guess,11/11/1971,900-20-0010,20010,,',
  'Cora,Coder,12/12/1972,900-20-0011,20011,,',
].join('\n');
const otherCensus = [censusHeader, 'Mia,Multi,07/07/1988,901-20-0006,20006,,'].join('\n');

export const rita = person('Rita', 'Recall', '03/03/1980', '0001');
export const ned = person('Ned', 'Noaccount', '04/04/1981', '0002');
export const lou = person('Lou', 'Locksmith', '05/05/1979', '0003');
export const dee = person('Dee', 'Disabled', '06/06/1977', '0004');
export const tina = person('Tina', 'Teen', '01/01/2012', '0005');
export const mia = person('Mia', 'Multi', '07/07/1988', '0006');
export const sara = person('Sara', 'Sessions', '08/08/1983', '0007');
export const pete = person('Pete', 'Pair', '09/09/1984', '0008');
export const paul = person('Paul', 'Person', '10/10/1970', '0009');
export const gus = person('Gus', 'Guess', '11/11/1971', '0010');
export const cora = person('Cora', 'Coder', '12/12/1972', '0011');
export const nobody = person('Nora', 'Nobody', '01/02/1975', '0000');

const accounts = [
  { who: rita, ssn: '900200001', userName: 'rrecall', email: 'rita@recovery.example' },
  { who: lou, ssn: '900200003', userName: 'llocksmith', email: 'lou@recovery.example' },
  { who: dee, ssn: '900200004', userName: 'ddisabled2', email: 'dee@recovery.example' },
  { who: mia, ssn: '900200006', userName: 'mmulti', email: 'mia@recovery.example' },
  { who: sara, ssn: '900200007', userName: 'ssessions', email: 'sara@recovery.example' },
  { who: pete, ssn: '900200008', userName: 'ppair', email: 'pete@recovery.example' },
  { who: paul, ssn: '900200009', userName: 'pperson', email: 'paul@recovery.example' },
  { who: gus, ssn: '900200010', userName: 'gguess', email: 'gus@recovery.example' },
  { who: cora, ssn: '900200011', userName: 'ccoder', email: 'cora@recovery.example' },
];

export const notValidated = {
  status: {
    code: 'NOTVALIDATED',
    name: 'We could not validate your account based on the information provided. Please try again.',
  },
};

export const status = (answer: { status: { code: string } }) => answer.status.code;

/** The portal with the people above, their census rows and their accounts. */
export async function startRecoveryPortal(engine: Engine): Promise<TestApp> {
  const portal = await startTestApp(engine);
  const { db } = portal.database;
  const options = { dataKey: testSecrets.DATA_KEY, today: todayOn(portal.clock) };
  const imported = await importCensus(
    db,
    { clientId, clientName: 'Recovery Labs', csv: testCensus },
    options,
  );
  expect(imported).toMatchObject({ ok: true, added: 11 });
  await importCensus(
    db,
    { clientId: '100000021', clientName: 'Other Labs', csv: otherCensus },
    options,
  );
  for (const account of accounts) {
    await addAccount(db, {
      userName: account.userName,
      password: oldPassword,
      role: 'employee',
      memberId: await memberOf(db, testSecrets.DATA_KEY, clientId, account.ssn),
      firstName: account.who.firstName,
      lastName: account.who.lastName,
      email: account.email,
      disabled: account.who === dee,
      // Locked by failed logins, like the demo's llocked.
      lockedUntil: account.who === lou ? new Date('2999-01-01T00:00:00Z') : null,
    });
  }
  return portal;
}

/**
 * People of the portal `portal()` (read at each call: test files start it in beforeAll), each
 * in a browser of their own, on the reset page; and how many messages went to an address.
 */
export function recoveryVisitors(portal: () => TestApp) {
  const newBrowser = browserFactory(portal, 5, resetApi);

  function recoverer(browser: TestBrowser) {
    const call = jsonCalls(browser);
    let transactionId = '';
    return {
      browser,
      get transactionId() {
        return transactionId;
      },
      recover: (who: Person) => call(`${recoveryApi}/verifyPersonalInfo`, who),
      async verify(who: Person) {
        // A moment passes between screens: the outbox lists the newest message first by time.
        portal().clock.advanceMinutes(1 / 60);
        const answer = await call(`${resetApi}/verifyPersonalInfo`, who);
        if (answer.transactionId) transactionId = answer.transactionId;
        return answer;
      },
      code: (verificationCode: string) =>
        call(`${resetApi}/validateVerificationCode`, { verificationCode }),
      resend: () => call(`${resetApi}/resendVerificationCode`),
      newPassword: (password: string, id = transactionId) => {
        portal().clock.advanceMinutes(1 / 60);
        return call(`${resetApi}/selectCredentials`, { password, transactionId: id });
      },
      reload: async (module?: string) =>
        (await browser.get(`/auth/reload${module ? `?module=${module}` : ''}`)).json(),
      logIn: (userName: string, password: string) =>
        sendLogIn(browser, userName, 'employee-benefits', { password }),
      /** Verified, and the code read from the e-mail on file. */
      async reachCode(who: Person, email: string) {
        expect(status(await this.verify(who))).toBe('OTPCODESENT');
        return codeSentTo(portal().database.db, email, 'email');
      },
      /** Verified and the code proven: the new-password step. */
      async reachNewPassword(who: Person, email: string) {
        const code = await this.reachCode(who, email);
        expect(await this.code(code)).toMatchObject({
          status: { code: 'OTPVALID' },
          selectedValidationOption: 'EMAIL',
        });
      },
    };
  }

  return {
    /** A person in a browser of their own, from an address of their own. */
    visitor: async () => recoverer(await newBrowser()),
    sentTo: async (to: string) =>
      (await listMessages(portal().database.db, { to, limit: 50 })).length,
  };
}
