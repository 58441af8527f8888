import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoPassword } from '#server/dev/demo/demo-data';
import { insertAccount } from '#server/db/accounts-repository';
import { argon2idOptions } from '#server/adapters/password-hasher';
import { hash } from '@node-rs/argon2';
import type { Role } from '#domain/shared/sides';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';

const employeeLogin = '/auth/employee-benefits/loginCredentials';
const employerLogin = '/auth/employers/loginCredentials';

describe.each(testEngines)('login on %s', (engine) => {
  let portal: TestApp;
  let browser: TestBrowser;
  let addressCount = 0;

  beforeAll(async () => {
    portal = await startTestApp(engine);
  });
  afterAll(() => portal.close());

  // Each test is a new visitor from a new address, so counters never leak between tests.
  beforeEach(async () => {
    addressCount++;
    browser = portal.browser({
      address: `10.0.${Math.floor(addressCount / 250)}.${addressCount % 250}`,
    });
    await browser.openPage();
  });

  /** An account of this test alone, with the demo password. */
  const createAccount = async (userName: string, role: Role, extra: { isTest?: boolean } = {}) =>
    insertAccount(portal.database.db, {
      userName,
      passwordHash: await hash(demoPassword, argon2idOptions),
      role,
      firstName: 'Test',
      lastName: userName,
      ...extra,
    });

  const logIn = async (path: string, userName: string, password: string) => {
    const response = await browser.post(path, { userName, password });
    expect(response.statusCode).toBe(200);
    return response.json() as { status: { code: string; name: string }; redirectUrl?: string };
  };

  it('logs jroe2024 in on the employee side with a new session id', async () => {
    const visitorSession = browser.cookie('portal_sid');
    const answer = await logIn(employeeLogin, 'jroe2024', demoPassword);
    expect(answer).toEqual({
      status: { code: 'AUTHENTICATION_SUCCESS', name: 'You have logged in successfully.' },
      redirectUrl: '/auth/employee-benefits/confirm',
    });
    expect(browser.cookie('portal_sid')).toBeDefined();
    expect(browser.cookie('portal_sid')).not.toBe(visitorSession);

    const summary = await browser.get('/auth/employee-benefits/accountSummary');
    expect(summary.json()).toEqual({
      status: { code: 'SUCCESS', name: 'Logged in.' },
      account: { userName: 'jroe2024', role: 'employee', firstName: 'John', lastName: 'Roe' },
    });
    const employerView = await browser.get('/auth/employers/accountSummary');
    expect(employerView.json().status.code).toBe('NOTLOGGEDIN');
  });

  it('ends the session on log out', async () => {
    await logIn(employeeLogin, 'jroe2024', demoPassword);
    await browser.openPage('/auth/employee-benefits/account');
    const logout = await browser.post('/auth/employee-benefits/logout');
    expect(logout.json()).toMatchObject({ redirectUrl: '/auth/employee-benefits/login' });
    const summary = await browser.get('/auth/employee-benefits/accountSummary');
    expect(summary.json().status.code).toBe('NOTLOGGEDIN');
  });

  it('matches the user name without regard to case', async () => {
    const answer = await logIn(employeeLogin, 'JRoe2024', demoPassword);
    expect(answer.status.code).toBe('AUTHENTICATION_SUCCESS');
  });

  it('logs acmehr in on the employer side only', async () => {
    expect(await logIn(employerLogin, 'acmehr', demoPassword)).toMatchObject({
      status: { code: 'AUTHENTICATION_SUCCESS' },
      redirectUrl: '/auth/employers/confirm',
    });
    await browser.openPage();
    expect((await logIn(employeeLogin, 'acmehr', demoPassword)).status.code).toBe(
      'INVALIDCREDENTIALS',
    );
  });

  it('gives an unknown user and a wrong password the same answer', async () => {
    const unknown = await logIn(employeeLogin, 'nobody-here', demoPassword);
    const wrong = await logIn(employeeLogin, 'jroe2024', 'Wrong#Password1');
    expect(unknown).toEqual(wrong);
    expect(unknown).toEqual({
      status: {
        code: 'INVALIDCREDENTIALS',
        name: 'The user name or password you entered is incorrect. Please try again.',
      },
    });
  });

  it('locks an account on the fifth wrong password for 30 minutes', async () => {
    await createAccount('fiveTries', 'employee');
    const codes = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      codes.push(await logIn(employeeLogin, 'fiveTries', `Wrong#${attempt}xyz`));
    }
    expect(codes.slice(0, 4).map((answer) => answer.status.code)).toEqual(
      Array(4).fill('INVALIDCREDENTIALS'),
    );
    expect(codes[4]).toEqual({
      status: { code: 'LOGINATTEMPTEXCEED', name: 'Your account is locked.' },
      redirectUrl: '/auth/employee-benefits/login?status=locked',
    });
    expect((await logIn(employeeLogin, 'fiveTries', demoPassword)).status.code).toBe(
      'LOGINATTEMPTEXCEED',
    );
    portal.clock.advanceMinutes(30);
    await browser.openPage();
    expect((await logIn(employeeLogin, 'fiveTries', demoPassword)).status.code).toBe(
      'AUTHENTICATION_SUCCESS',
    );
    portal.clock.advanceMinutes(-30);
  });

  it('clears the failure count on a successful login', async () => {
    await createAccount('resetsCount', 'employer');
    for (let attempt = 0; attempt < 4; attempt++) {
      await logIn(employerLogin, 'resetsCount', 'Wrong#Password1');
    }
    expect((await logIn(employerLogin, 'resetsCount', demoPassword)).status.code).toBe(
      'AUTHENTICATION_SUCCESS',
    );
    await browser.openPage();
    const after = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      after.push((await logIn(employerLogin, 'resetsCount', 'Wrong#Password1')).status.code);
    }
    expect(after).toEqual(Array(4).fill('INVALIDCREDENTIALS'));
  });

  it('locks an unknown user name the same way, so lockout tells nothing', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      answers.push((await logIn(employerLogin, 'ghost-user', 'Wrong#Password1')).status.code);
    }
    expect(answers).toEqual([...Array(4).fill('INVALIDCREDENTIALS'), 'LOGINATTEMPTEXCEED']);
  });

  it('keeps llocked locked even with the right password', async () => {
    expect(await logIn(employeeLogin, 'llocked', demoPassword)).toMatchObject({
      status: { code: 'LOGINATTEMPTEXCEED' },
      redirectUrl: '/auth/employee-benefits/login?status=locked',
    });
  });

  it('tells ddisabled that the account is disabled, only with the right password', async () => {
    expect((await logIn(employeeLogin, 'ddisabled', demoPassword)).status).toEqual({
      code: 'ACCOUNTDISABLED',
      name: 'Your online account has been disabled. Please call 1-800-555-2273 for assistance.',
    });
    expect((await logIn(employeeLogin, 'ddisabled', 'Wrong#Password1')).status.code).toBe(
      'INVALIDCREDENTIALS',
    );
  });

  it('answers TEST for a test account', async () => {
    await createAccount('monitor01', 'employer', { isTest: true });
    expect(await logIn(employerLogin, 'monitor01', demoPassword)).toMatchObject({
      status: { code: 'TEST' },
      redirectUrl: '/auth/employers/confirm',
    });
  });

  it('locks a browser session that fails across many user names', async () => {
    const codes = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      codes.push((await logIn(employeeLogin, `someone${attempt}`, 'Wrong#Password1')).status.code);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('INVALIDCREDENTIALS'));
    expect(codes[10]).toBe('SESSIONLOCKED');
    // Even the right password of a real account is refused from this session now.
    expect((await logIn(employeeLogin, 'jroe2024', demoPassword)).status).toEqual({
      code: 'SESSIONLOCKED',
      name: 'There have been too many unsuccessful login attempts from this browser. Please try again in 30 minutes.',
    });
  });

  describe('CSRF and sessions', () => {
    it('refuses a call without the token', async () => {
      const response = await browser.post(
        employeeLogin,
        { userName: 'jroe2024', password: demoPassword },
        { 'x-csrf-token': '' },
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'FORBIDDEN' });
    });

    it("refuses a wrong token and another session's token", async () => {
      const other = portal.browser();
      await other.openPage();
      for (const token of ['forged-token', other.csrfToken ?? '']) {
        const response = await browser.post(
          employeeLogin,
          { userName: 'jroe2024', password: demoPassword },
          { 'x-csrf-token': token },
        );
        expect(response.statusCode).toBe(403);
      }
    });

    it('refuses a cross-site call even with the right token', async () => {
      const response = await browser.post(
        employeeLogin,
        { userName: 'jroe2024', password: demoPassword },
        { 'sec-fetch-site': 'cross-site' },
      );
      expect(response.statusCode).toBe(403);
    });

    it('refuses a call after 30 minutes without activity', async () => {
      portal.clock.advanceMinutes(31);
      const response = await browser.post(employeeLogin, {
        userName: 'jroe2024',
        password: demoPassword,
      });
      portal.clock.advanceMinutes(-31);
      expect(response.statusCode).toBe(403);
    });

    it('keeps a session alive while it is used', async () => {
      for (let step = 0; step < 3; step++) {
        portal.clock.advanceMinutes(20);
        await browser.get('/auth/employee-benefits/accountSummary');
      }
      const response = await browser.post(employeeLogin, {
        userName: 'jroe2024',
        password: demoPassword,
      });
      portal.clock.advanceMinutes(-60);
      expect(response.statusCode).toBe(200);
    });
  });

  describe('bad input', () => {
    it.each([
      [{ userName: 'jroe2024' }, 'password'],
      [{ userName: '', password: 'x' }, 'userName'],
      [{ userName: 'a'.repeat(51), password: 'x' }, 'userName'],
      [{ userName: 42, password: 'x' }, 'userName'],
    ])('answers 400 naming the field for %j', async (body, field) => {
      const response = await browser.post(employeeLogin, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'BAD_REQUEST', field });
      expect(response.body).not.toMatch(/at .*\.ts:\d+/);
    });

    it('answers 400 for a body that is not JSON and 415 for another type', async () => {
      const broken = await browser.post(employeeLogin, '{"userName":', {
        'content-type': 'application/json',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toMatchObject({ error: 'BAD_REQUEST' });
      const text = await browser.post(employeeLogin, 'userName=x', {
        'content-type': 'text/plain',
      });
      expect(text.statusCode).toBe(415);
    });

    it('answers 413 for an oversized body', async () => {
      const response = await browser.post(employeeLogin, {
        userName: 'x',
        password: 'y'.repeat(20_000),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
    });
  });
});
