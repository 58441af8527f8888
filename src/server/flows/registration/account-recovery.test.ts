// Username recovery and the employee password reset through the API (issue 5, DESIGN.md
// section 6, decision 0014): every status of the identity check, the notice e-mails, the code
// to the address on file only, the new-password rules, the unlock, the sessions ended, and the
// step-order attacks the state machine must refuse.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestApp,
  type TestApp,
  type TestBrowser,
} from '../../../../tests/support/test-app.ts';
import {
  addAccount,
  censusHeader,
  codeSentTo,
  jsonCalls,
  logIn,
  memberOf,
  newestMessageTo,
  type Person,
  person,
  browserFactory,
} from '../../../../tests/support/registration-client.ts';
import { testEngines } from '../../../../tests/support/test-database.ts';
import { testSecrets } from '../../../../tests/support/test-secrets.ts';
import { importCensus } from '#server/adapters/census-import';
import { listMessages } from '#server/db/outbox-repository';

const recoveryApi = '/auth/userNameRecovery';
const resetApi = '/auth/employee-benefits/registration/password-reset';
const oldPassword = 'Old#Passw0rd1';
const newPassword = 'N3w#Passw0rd!';

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

const rita = person('Rita', 'Recall', '03/03/1980', '0001');
const ned = person('Ned', 'Noaccount', '04/04/1981', '0002');
const lou = person('Lou', 'Locksmith', '05/05/1979', '0003');
const dee = person('Dee', 'Disabled', '06/06/1977', '0004');
const tina = person('Tina', 'Teen', '01/01/2012', '0005');
const mia = person('Mia', 'Multi', '07/07/1988', '0006');
const sara = person('Sara', 'Sessions', '08/08/1983', '0007');
const pete = person('Pete', 'Pair', '09/09/1984', '0008');
const paul = person('Paul', 'Person', '10/10/1970', '0009');
const gus = person('Gus', 'Guess', '11/11/1971', '0010');
const cora = person('Cora', 'Coder', '12/12/1972', '0011');
const nobody = person('Nora', 'Nobody', '01/02/1975', '0000');

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

const notValidated = {
  status: {
    code: 'NOTVALIDATED',
    name: 'We could not validate your account based on the information provided. Please try again.',
  },
};

describe.each(testEngines)('username recovery and employee password reset on %s', (engine) => {
  let portal: TestApp;
  const newBrowser = browserFactory(
    () => portal,
    5,
    '/auth/employee-benefits/registration/password-reset',
  );

  beforeAll(async () => {
    portal = await startTestApp(engine);
    const { db } = portal.database;
    const options = { dataKey: testSecrets.DATA_KEY, today: portal.clock.now() };
    const imported = await importCensus(
      db,
      { clientId, clientName: 'Recovery Labs', csv: testCensus },
      options,
    );
    expect(imported).toMatchObject({ ok: true, inserted: 11 });
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
  });
  afterAll(() => portal.close());

  /** A person in a browser of their own, from an address of their own. */
  async function visitor() {
    const browser = await newBrowser();
    return recoverer(browser);
  }

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
        portal.clock.advanceMinutes(1 / 60);
        const answer = await call(`${resetApi}/verifyPersonalInfo`, who);
        if (answer.transactionId) transactionId = answer.transactionId;
        return answer;
      },
      code: (verificationCode: string) =>
        call(`${resetApi}/validateVerificationCode`, { verificationCode }),
      resend: () => call(`${resetApi}/resendVerificationCode`),
      newPassword: (password: string, id = transactionId) => {
        portal.clock.advanceMinutes(1 / 60);
        return call(`${resetApi}/selectCredentials`, { password, transactionId: id });
      },
      reload: async (module?: string) =>
        (await browser.get(`/auth/reload${module ? `?module=${module}` : ''}`)).json(),
      logIn: (userName: string, password: string) =>
        logIn(browser, 'employee-benefits', userName, password),
      /** Verified, and the code read from the e-mail on file. */
      async reachCode(who: Person, email: string) {
        expect(status(await this.verify(who))).toBe('OTPCODESENT');
        return codeSentTo(portal.database.db, email, 'email');
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

  const status = (answer: { status: { code: string } }) => answer.status.code;
  const sentTo = async (to: string) =>
    (await listMessages(portal.database.db, { to, limit: 50 })).length;

  describe('username recovery', () => {
    it("shows Rita's user name and tells her e-mail when and what to do", async () => {
      const rr = await visitor();
      const answer = await rr.recover(rita);
      expect(answer).toEqual({
        status: { code: 'USERNAME_AVAILABLE', name: 'We found your account.' },
        userName: 'rrecall',
        transactionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      const notice = await newestMessageTo(portal.database.db, 'rita@recovery.example');
      expect(notice?.subject).toBe('Meridian Mutual: your user name was recovered');
      expect(notice?.text).toContain('Your user name rrecall was shown');
      expect(notice?.text).toContain(portal.clock.now().toUTCString());
      expect(notice?.text).toContain('If it was not, call us at 1-800-555-2273');
      expect(await rr.reload()).toMatchObject({
        module: 'userNameRecovery',
        step: 'completed',
        userName: 'rrecall',
      });
      // Browser back to the verify step: the name may be looked up again.
      expect(status(await rr.recover(rita))).toBe('USERNAME_AVAILABLE');
    });

    it('answers a person without an account exactly as an unknown one, and tells no one', async () => {
      expect(await (await visitor()).recover(ned)).toEqual(notValidated);
      expect(await (await visitor()).recover(nobody)).toEqual(notValidated);
      expect(await (await visitor()).verify(ned)).toEqual(notValidated);
      expect(await sentTo('ned@recovery.example')).toBe(0);
      // Counted like an unknown person: the fifth locks the session.
      const guesser = await visitor();
      for (let attempt = 0; attempt < 4; attempt++) {
        expect(status(await guesser.recover(ned))).toBe('NOTVALIDATED');
      }
      expect(status(await guesser.recover(ned))).toBe('SESSIONLOCKED');
    });

    it('asks for all nine digits when the last four fit two employers, and back', async () => {
      const mm = await visitor();
      expect(status(await mm.recover(mia))).toBe('MULTIPLECLIENTS');
      expect((await mm.reload()).ssnLength).toBe(9);
      expect(status(await mm.recover({ ...mia, ssn: '999999999' }))).toBe('SSNAVAILABLE');
      expect((await mm.reload()).ssnLength).toBe(4);
      expect(status(await mm.recover(mia))).toBe('MULTIPLECLIENTS');
      expect(await mm.recover({ ...mia, ssn: '900200006' })).toMatchObject({
        status: { code: 'USERNAME_AVAILABLE' },
        userName: 'mmulti',
      });
    });

    it('refuses people under 18 and accounts an operator disabled', async () => {
      expect(status(await (await visitor()).recover(tina))).toBe('AGEELIGIBILITYFAILED');
      expect(await (await visitor()).recover(dee)).toEqual({
        status: {
          code: 'USERLOCKED',
          name: 'For your security, online access for you is locked. Please call 1-800-555-2273 for assistance.',
        },
      });
      expect(await sentTo('dee@recovery.example')).toBe(0);
    });

    it('is not stopped by a login lockout', async () => {
      expect(await (await visitor()).recover(lou)).toMatchObject({
        status: { code: 'USERNAME_AVAILABLE' },
        userName: 'llocksmith',
      });
    });

    it('locks the session after five failures, and a person after ten a day', async () => {
      const guesser = await visitor();
      const answers = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        answers.push(status(await guesser.recover({ ...gus, ssn: `77${attempt}7` })));
      }
      expect(answers).toEqual([...Array(4).fill('NOTVALIDATED'), 'SESSIONLOCKED']);
      expect(status(await guesser.recover(gus))).toBe('SESSIONLOCKED');
      // The reset of the same browser has a count of its own, but the same person limit.
      for (let guess = 0; guess < 5; guess++) {
        expect(status(await (await visitor()).recover({ ...paul, ssn: `6${guess}00` }))).toBe(
          'NOTVALIDATED',
        );
        expect(status(await (await visitor()).verify({ ...paul, ssn: `6${guess}11` }))).toBe(
          'NOTVALIDATED',
        );
      }
      expect(status(await (await visitor()).recover(paul))).toBe('USERLOCKED');
      expect(status(await (await visitor()).verify(paul))).toBe('USERLOCKED');
      portal.clock.advanceMinutes(24 * 60);
      expect(status(await (await visitor()).recover(paul))).toBe('USERNAME_AVAILABLE');
      portal.clock.advanceMinutes(-24 * 60);
    });

    it('answers 400 naming a field the form should have refused', async () => {
      const bad = await (
        await visitor()
      ).browser.post(`${recoveryApi}/verifyPersonalInfo`, { ...rita, ssn: '12' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'ssn' });
    });
  });

  describe('employee password reset', () => {
    it("unlocks Lou's locked account with a new password, and the old one stops working", async () => {
      const ll = await visitor();
      expect(await ll.logIn('llocksmith', oldPassword)).toBe('LOGINATTEMPTEXCEED');
      const verified = await ll.verify(lou);
      expect(verified).toEqual({
        status: { code: 'OTPCODESENT', name: 'We sent you a verification code.' },
        transactionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        emailAddress: 'lo***@recovery.example',
      });
      const mail = await newestMessageTo(portal.database.db, 'lou@recovery.example');
      expect(mail?.text).toContain('Enter it on the password reset page within 15 minutes.');
      const code = await codeSentTo(portal.database.db, 'lou@recovery.example', 'email');
      // Only now that the code is proven does the answer name the account.
      expect(await ll.code(code)).toEqual({
        status: { code: 'OTPVALID', name: 'Your code is verified.' },
        selectedValidationOption: 'EMAIL',
        userName: 'llocksmith',
      });
      expect(await ll.reload()).toMatchObject({
        module: 'employee-benefits/password-reset',
        step: 'credentials',
        userName: 'llocksmith',
        emailAddress: 'lo***@recovery.example',
      });
      expect(await ll.newPassword(newPassword)).toEqual({
        status: {
          code: 'PASSWORDCHANGED',
          name: 'Your password has been changed. Please log in with your new password.',
        },
        redirectUrl: '/auth/employee-benefits/login',
      });
      const notice = await newestMessageTo(portal.database.db, 'lou@recovery.example');
      expect(notice?.subject).toBe('Meridian Mutual: your password was changed');
      expect(notice?.text).toContain('If it was not, call us at 1-800-555-2273');

      const login = await visitor();
      expect(await login.logIn('llocksmith', oldPassword)).toBe('INVALIDCREDENTIALS');
      expect(await login.logIn('llocksmith', newPassword)).toBe('AUTHENTICATION_SUCCESS');
    });

    it('clears the failed-login counter', async () => {
      const attacker = await visitor();
      for (let attempt = 0; attempt < 3; attempt++) {
        expect(await attacker.logIn('ccoder', 'Wrong#Passw0rd')).toBe('INVALIDCREDENTIALS');
      }
      const cc = await visitor();
      await cc.reachNewPassword(cora, 'cora@recovery.example');
      expect(status(await cc.newPassword(newPassword))).toBe('PASSWORDCHANGED');
      const row = await portal.database.db.execute(
        "select failed_logins, locked_until from accounts where user_name = 'ccoder'",
      );
      expect((row as unknown as { rows: unknown[] }).rows[0]).toEqual({
        failed_logins: 0,
        locked_until: null,
      });
    });

    it('logs out every browser of the account', async () => {
      const laptop = await visitor();
      expect(await laptop.logIn('ssessions', oldPassword)).toBe('AUTHENTICATION_SUCCESS');
      const summary = () => laptop.browser.get('/auth/employee-benefits/accountSummary');
      expect((await summary()).json().status.code).toBe('SUCCESS');

      const phone = await visitor();
      await phone.reachNewPassword(sara, 'sara@recovery.example');
      expect(status(await phone.newPassword(newPassword))).toBe('PASSWORDCHANGED');
      expect((await summary()).json().status.code).toBe('NOTLOGGEDIN');
    });

    it('refuses the current password, a common one, and one the rules refuse', async () => {
      const pp = await visitor();
      await pp.reachNewPassword(pete, 'pete@recovery.example');
      expect(await pp.newPassword(oldPassword)).toEqual({
        status: {
          code: 'SAMEPASSWORD',
          name: 'Your new password must be different from your current password. Please choose another one.',
        },
      });
      expect(status(await pp.newPassword('Password1'))).toBe('PASSWORDNOTALLOWED');
      expect(status(await pp.newPassword('PPair#2024x'))).toBe('PASSWORDNOTALLOWED');
      for (const refused of ['Sh0rt#', 'Much#Too#Long#Password#1234', 'nouppernodigit']) {
        const answer = await pp.browser.post(`${resetApi}/selectCredentials`, {
          password: refused,
          transactionId: pp.transactionId,
        });
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toEqual({
          error: 'BAD_REQUEST',
          message: 'password: Please enter a valid password.',
          field: 'password',
        });
      }
      // Still at the new-password step, and the current password still works.
      expect((await pp.reload()).step).toBe('credentials');
      expect(await (await visitor()).logIn('ppair', oldPassword)).toBe('AUTHENTICATION_SUCCESS');
    });

    it('answers a person without an account as an unknown one, and refuses what recovery does', async () => {
      expect(await (await visitor()).verify(nobody)).toEqual(notValidated);
      expect(status(await (await visitor()).verify(dee))).toBe('USERLOCKED');
      expect(status(await (await visitor()).verify(tina))).toBe('AGEELIGIBILITYFAILED');
      const mm = await visitor();
      expect(status(await mm.verify(mia))).toBe('MULTIPLECLIENTS');
      expect(status(await mm.verify({ ...mia, ssn: '999999999' }))).toBe('SSNAVAILABLE');
    });

    it('sets no password without a proven code, from another flow, or twice', async () => {
      const fresh = await visitor();
      expect(
        status(await fresh.newPassword(newPassword, '00000000-0000-0000-0000-000000000000')),
      ).toBe('STEPNOTALLOWED');
      expect(status(await fresh.code('123456'))).toBe('STEPNOTALLOWED');
      expect(status(await fresh.resend())).toBe('STEPNOTALLOWED');

      const rr = await visitor();
      const code = await rr.reachCode(rita, 'rita@recovery.example');
      // At the code step: no password yet.
      expect(status(await rr.newPassword(newPassword))).toBe('STEPNOTALLOWED');
      // The code of this flow does not work in another browser's flow, nor registration's.
      const other = await visitor();
      const otherCode = await other.reachCode(rita, 'rita@recovery.example');
      if (otherCode !== code) expect(status(await other.code(code))).toBe('OTPINVALID');
      const registration = await rr.browser.post(
        '/auth/employee-benefits/registration/validateVerificationCode',
        { verificationCode: code },
      );
      expect(registration.json().status.code).toBe('STEPNOTALLOWED');
      // The other browser cannot set this flow's password with its transaction id.
      expect(status(await other.newPassword(newPassword, rr.transactionId))).toBe('STEPNOTALLOWED');

      expect(status(await rr.code(code))).toBe('OTPVALID');
      expect(status(await rr.code(code))).toBe('STEPNOTALLOWED');
      expect(status(await rr.newPassword(newPassword))).toBe('PASSWORDCHANGED');
      // Done: the flow sets nothing again, and its code is spent.
      expect(status(await rr.newPassword('An0ther#Passw0rd'))).toBe('STEPNOTALLOWED');
      expect(status(await rr.code(code))).toBe('STEPNOTALLOWED');
      expect(await (await visitor()).logIn('rrecall', newPassword)).toBe('AUTHENTICATION_SUCCESS');
    });

    it('reloads each flow of a browser by its module: a reset beside a recovery', async () => {
      const rr = await visitor();
      expect(status(await rr.recover(rita))).toBe('USERNAME_AVAILABLE');
      await rr.reachCode(rita, 'rita@recovery.example');
      expect(await rr.reload()).toMatchObject({
        module: 'employee-benefits/password-reset',
        step: 'code',
      });
      expect(await rr.reload('employee-benefits/password-reset')).toMatchObject({ step: 'code' });
      expect(await rr.reload('userNameRecovery')).toMatchObject({
        module: 'userNameRecovery',
        step: 'completed',
        userName: 'rrecall',
      });
      expect(await rr.reload('employee-benefits')).toEqual({
        status: expect.objectContaining({ code: 'STEPNOTALLOWED' }),
      });
      const unknown = await rr.browser.get('/auth/reload?module=payroll');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ error: 'BAD_REQUEST' });
    });

    it('keeps the code rules: spacing, five sends, five entries, fifteen minutes', async () => {
      const gg = await visitor();
      const first = await gg.reachCode(gus, 'gus@recovery.example');
      expect(status(await gg.resend())).toBe('RESENDTOOSOON');
      // Verifying again is a send too: no faster than a resend.
      expect(status(await gg.verify(gus))).toBe('RESENDTOOSOON');
      portal.clock.advanceMinutes(15);
      expect(status(await gg.code(first))).toBe('OTPEXPIRED');
      expect(status(await gg.resend())).toBe('OTPCODESENT');
      const second = await codeSentTo(portal.database.db, 'gus@recovery.example');
      const wrong = second === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 5; attempt++) {
        expect(status(await gg.code(wrong))).toBe('OTPINVALID');
      }
      expect(status(await gg.code(second))).toBe('OTPATTEMPTSEXCEEDED');
      for (let send = 3; send <= 5; send++) {
        portal.clock.advanceMinutes(0.5);
        expect(status(await gg.resend())).toBe('OTPCODESENT');
      }
      portal.clock.advanceMinutes(0.5);
      expect(status(await gg.resend())).toBe('RESENDLIMITREACHED');
      portal.clock.advanceMinutes(-17);
      expect(await sentTo('gus@recovery.example')).toBe(5);
    });
  });
});
