// The employee password reset through the API (docs/product/password-reset.md, decision 0014):
// the code to the address on file only, the new-password rules, the unlock, the sessions
// ended, and the step-order attacks the state machine must refuse. Its people and their
// browsers are tests/support/recovery-portal.ts.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cora,
  dee,
  gus,
  lou,
  mia,
  newPassword,
  nobody,
  notValidated,
  oldPassword,
  pete,
  recoveryVisitors,
  resetApi,
  rita,
  sara,
  startRecoveryPortal,
  status,
  tina,
} from '#tests/support/recovery-portal';
import { codeSentTo, newestMessageTo } from '#tests/support/registration-client';
import type { TestApp } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';

describe.each(testEngines)('employee password reset on %s', (engine) => {
  let portal: TestApp;
  const { visitor, sentTo } = recoveryVisitors(() => portal);

  beforeAll(async () => {
    portal = await startRecoveryPortal(engine);
  });
  afterAll(() => portal.close());

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
    expect(notice?.text).toContain("If this wasn't you, call us at 1-800-555-2273");

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
