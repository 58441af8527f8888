// The employer password reset through the API (docs/product/password-reset.md, decision 0014): the
// account named by its user name and the e-mail on file, a code to that e-mail only, the
// new-password rules, and the answers that never tell which of the two was wrong.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#tests/support/test-app';
import {
  codeSentTo,
  jsonCalls,
  newestMessageTo,
  browserFactory,
} from '#tests/support/registration-client';
import { testEngines } from '#tests/support/test-database';
import { nameKey } from '#domain/shared/person-name';
import { insertEmployerContact } from '#server/db/invitations-repository';
import { addAccount, sendLogIn } from '#tests/support/log-in-kit';

const api = '/auth/employers/registration/password-reset';
const oldPassword = 'Old#Passw0rd1';
const newPassword = 'N3w#Passw0rd!';

describe.each(testEngines)('employer password reset on %s', (engine) => {
  let portal: TestApp;
  const newBrowser = browserFactory(() => portal, 6, '/auth/employers/registration/password-reset');

  beforeAll(async () => {
    portal = await startTestApp(engine);
  });
  afterAll(() => portal.close());

  /** An employer account of a test's own, with a contact on Acme's client. */
  async function employer(userName: string, extra: { disabled?: boolean; locked?: boolean } = {}) {
    const email = `${userName}@hr.example`;
    const contactId = await insertEmployerContact(portal.database.db, {
      clientId: '100000001',
      firstName: 'Hana',
      lastName: userName,
      firstNameKey: nameKey('Hana'),
      lastNameKey: nameKey(userName),
      dateOfBirth: '1975-01-01',
      email,
      mobilePhone: null,
      regid: null,
      invitationExpiresAt: null,
    });
    await addAccount(portal.database.db, {
      userName,
      password: oldPassword,
      role: 'employer',
      contactId,
      firstName: 'Hana',
      lastName: userName,
      email,
      disabled: extra.disabled ?? false,
      lockedUntil: extra.locked ? new Date('2999-01-01T00:00:00Z') : null,
    });
    return { userName, email };
  }

  async function visitor() {
    const browser = await newBrowser();
    const call = jsonCalls(browser);
    let transactionId = '';
    return {
      browser,
      async verify(userName: string, emailAddress: string) {
        portal.clock.advanceMinutes(1 / 60);
        const answer = await call(`${api}/verifyAccount`, { userName, emailAddress });
        if (answer.transactionId) transactionId = answer.transactionId;
        return answer;
      },
      code: (verificationCode: string) =>
        call(`${api}/validateVerificationCode`, { verificationCode }),
      newPassword: (password: string) => {
        portal.clock.advanceMinutes(1 / 60);
        return call(`${api}/selectCredentials`, { password, transactionId });
      },
      logIn: (userName: string, password: string) =>
        sendLogIn(browser, userName, 'employers', { password }),
    };
  }

  const status = (answer: { status: { code: string } }) => answer.status.code;

  it('resets a locked employer account through the e-mail on file', async () => {
    const hr = await employer('hr.reset1', { locked: true });
    const browser = await visitor();
    expect(await browser.logIn(hr.userName, oldPassword)).toBe('LOGINATTEMPTEXCEED');
    // The e-mail compares without regard to case; the code goes to the one on file.
    expect(await browser.verify('HR.RESET1', hr.email.toUpperCase())).toEqual({
      status: { code: 'OTPCODESENT', name: 'We sent you a verification code.' },
      transactionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      emailAddress: 'hr*******@hr.example',
    });
    const code = await codeSentTo(portal.database.db, hr.email, 'email');
    expect(await browser.code(code)).toMatchObject({
      status: { code: 'OTPVALID' },
      selectedValidationOption: 'EMAIL',
    });
    expect(status(await browser.newPassword(oldPassword))).toBe('SAMEPASSWORD');
    expect(status(await browser.newPassword('Password1'))).toBe('PASSWORDNOTALLOWED');
    expect(await browser.newPassword(newPassword)).toMatchObject({
      status: { code: 'PASSWORDCHANGED' },
      redirectUrl: '/auth/employers/login',
    });
    expect((await newestMessageTo(portal.database.db, hr.email))?.subject).toBe(
      'Meridian Mutual: your password was changed',
    );
    expect(status(await browser.newPassword('An0ther#Passw0rd'))).toBe('STEPNOTALLOWED');
    const login = await visitor();
    expect(await login.logIn(hr.userName, oldPassword)).toBe('INVALIDCREDENTIALS');
    expect(await login.logIn(hr.userName, newPassword)).toBe('AUTHENTICATION_SUCCESS');
  });

  it('answers a wrong e-mail, an unknown user name and an employee the same', async () => {
    const hr = await employer('hr.reset2');
    const answers = [
      await (await visitor()).verify(hr.userName, 'someone.else@hr.example'),
      await (await visitor()).verify('no.such.user', hr.email),
      await (await visitor()).verify('jroe2024', 'john.roe@example.com'),
    ];
    for (const answer of answers) {
      expect(answer).toEqual({
        status: {
          code: 'NOTVALIDATED',
          name: 'We could not validate your account based on the information provided. Please try again.',
        },
      });
    }
    // Nothing went to the address typed, nor to the one on file.
    expect(await newestMessageTo(portal.database.db, 'someone.else@hr.example')).toBeUndefined();
    expect(await newestMessageTo(portal.database.db, hr.email)).toBeUndefined();
  });

  it('locks the session after five failures, and a typed user name after ten a day', async () => {
    const guesser = await visitor();
    const codes = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      codes.push(status(await guesser.verify('hr.guessed', `guess${attempt}@hr.example`)));
    }
    expect(codes).toEqual([...Array(4).fill('NOTVALIDATED'), 'SESSIONLOCKED']);
    // An unknown user name locks like a known one: the lock tells nothing.
    const hr = await employer('hr.reset3');
    for (const userName of [hr.userName, 'hr.unknown']) {
      for (let guess = 0; guess < 10; guess++) {
        expect(status(await (await visitor()).verify(userName, `g${guess}@hr.example`))).toBe(
          'NOTVALIDATED',
        );
      }
    }
    expect(status(await (await visitor()).verify(hr.userName, hr.email))).toBe('USERLOCKED');
    expect(status(await (await visitor()).verify('hr.unknown', hr.email))).toBe('USERLOCKED');
  });

  it('refuses an account an operator disabled, once it is named right', async () => {
    const hr = await employer('hr.reset4', { disabled: true });
    expect(status(await (await visitor()).verify(hr.userName, hr.email))).toBe('USERLOCKED');
  });

  it('sets no password before the code is proven', async () => {
    const hr = await employer('hr.reset5');
    const browser = await visitor();
    expect(status(await browser.newPassword(newPassword))).toBe('STEPNOTALLOWED');
    await browser.verify(hr.userName, hr.email);
    expect(status(await browser.newPassword(newPassword))).toBe('STEPNOTALLOWED');
    expect(await (await visitor()).logIn(hr.userName, oldPassword)).toBe('AUTHENTICATION_SUCCESS');
  });
});
