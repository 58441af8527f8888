// 'Confirm it's you' with a one-time code, for an account without a factor
// (docs/product/second-factor.md): the login goes to the step and the benefits area waits for it;
// the code goes to the e-mail on file, is sent at most five times 30 seconds apart (and ten times
// an hour to the account while none is used), expires, works once; five wrong tries lock the step
// for 30 minutes whatever is typed, and a password reset does not lift it; 'Remember this device
// for 30 days' skips the step on that browser until a reset revokes it, and the reset removes every
// factor and says so. People: tests/support/recovery-portal.ts.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Confirmed, SecondStepOptions } from '#domain/second-factor/second-factor-answers';
import { listMessages } from '#server/db/outbox-repository';
import { accounts } from '#server/db/schema/accounts';
import { accountDevices } from '#server/db/schema/second-factor';
import { countFactors, replaceRecoveryCodes } from '#server/db/second-factor-repository';
import { employeeApi } from '#tests/support/employer-kit';
import {
  gus,
  newPassword,
  oldPassword,
  recoveryVisitors,
  rita,
  startRecoveryPortal,
  status,
} from '#tests/support/recovery-portal';
import { newestMessageTo } from '#tests/support/registration-client';
import type { TestApp, TestBrowser } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';

const stepApi = `${employeeApi}/second-step`;

describe.each(testEngines)("'Confirm it's you' with a code on %s", (engine) => {
  let portal: TestApp;
  const { visitor } = recoveryVisitors(() => portal);

  beforeAll(async () => {
    portal = await startRecoveryPortal(engine);
  });
  afterAll(() => portal.close());

  /** A browser of its own, logged in with the password: at the second step. */
  async function loggedIn(userName: string, password = oldPassword) {
    const person = await visitor();
    const answer = await person.browser.post('/auth/employee-benefits/loginCredentials', {
      userName,
      password,
    });
    expect(answer.json()).toMatchObject({ status: { code: 'AUTHENTICATION_SUCCESS' } });
    await person.browser.openPage('/auth/employee-benefits/account');
    return { ...person, login: answer.json() as { redirectUrl: string } };
  }

  const options = async (browser: TestBrowser) =>
    (await browser.get(stepApi)).json() as SecondStepOptions;
  const send = async (browser: TestBrowser) =>
    ((await browser.post(`${stepApi}/code/send`)).json() as { outcome: string }).outcome;
  const enter = async (browser: TestBrowser, code: string, rememberDevice = false) => {
    const answer = await browser.post(`${stepApi}/code`, { code, rememberDevice });
    expect(answer.statusCode).toBe(200);
    return answer.json() as Confirmed;
  };
  const newestCode = async (email: string) => {
    const message = await newestMessageTo(portal.database.db, email);
    expect(message?.text).toContain("Enter it on the Confirm it's you page within 15 minutes.");
    return /\b(\d{6})\b/.exec(message?.text ?? '')?.[1] ?? '';
  };
  const dashboard = async (browser: TestBrowser) => browser.get(`${employeeApi}/dashboard`);
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('sends the login to the step, and opens the benefits area once the code is right', async () => {
    const { browser, login } = await loggedIn('rrecall');
    expect(login.redirectUrl).toBe('/auth/employee-benefits/confirm');
    const refused = await dashboard(browser);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      error: 'CONFIRM_IT_IS_YOU',
      message: "Please confirm it's you to continue.",
    });
    expect(await options(browser)).toEqual({
      passkey: false,
      app: false,
      recoveryCode: false,
      code: { channel: 'email', destination: 'ri***@recovery.example' },
      mustEnrol: false,
      confirmed: false,
      confirmedRecently: false,
    });
    expect(await send(browser)).toBe('sent');
    const code = await newestCode('rita@recovery.example');
    expect(await enter(browser, wrong(code))).toEqual({ outcome: 'refused' });
    expect(await enter(browser, code)).toEqual({
      outcome: 'confirmed',
      redirectUrl: '/auth/employee-benefits/account',
    });
    expect((await dashboard(browser)).statusCode).toBe(200);
    expect((await options(browser)).confirmed).toBe(true);
    // A new browser: told by e-mail, with the browser and never the address.
    const notice = await newestMessageTo(portal.database.db, 'rita@recovery.example');
    expect(notice?.subject).toBe('Meridian Mutual: a sign-in from a new device');
    expect(notice?.text).toContain("If this wasn't you, call us at once at 1-800-555-2273");
    expect(notice?.text).not.toMatch(/10\.5\.|\b\d{6}\b/);
  });

  it('uses a code once, only in its own session, and not after 15 minutes', async () => {
    const first = await loggedIn('mmulti');
    expect(await send(first.browser)).toBe('sent');
    const code = await newestCode('mia@recovery.example');
    // Another browser of Mia's, at the step too, cannot use the first one's code.
    const second = await loggedIn('mmulti');
    expect(await enter(second.browser, code)).toEqual({ outcome: 'refused' });
    portal.clock.advanceMinutes(16);
    expect(await enter(first.browser, code)).toEqual({ outcome: 'refused' });
    portal.clock.advanceMinutes(1);
    expect(await send(first.browser)).toBe('sent');
    const fresh = await newestCode('mia@recovery.example');
    expect((await enter(first.browser, fresh)).outcome).toBe('confirmed');
    // The lock's window is 30 minutes: let the three refusals above age out.
    portal.clock.advanceMinutes(31);
  });

  it('sends at most five codes a session, 30 seconds apart', async () => {
    const { browser } = await loggedIn('mmulti');
    expect(await send(browser)).toBe('sent');
    expect(await send(browser)).toBe('too-soon');
    for (let sent = 2; sent <= 5; sent++) {
      portal.clock.advanceMinutes(0.5);
      expect(await send(browser)).toBe('sent');
    }
    portal.clock.advanceMinutes(0.5);
    expect(await send(browser)).toBe('limit-reached');
  });

  it('sends at most ten unused codes an hour to an account over all its sessions; a confirmed step clears the count', async () => {
    const codesToPaul = async () =>
      (await listMessages(portal.database.db, { to: 'paul@recovery.example', limit: 100 })).filter(
        (message) => message.text?.includes("Enter it on the Confirm it's you page"),
      ).length;
    for (let session = 1; session <= 10; session++) {
      expect(await send((await loggedIn('pperson')).browser)).toBe('sent');
    }
    // A new session is no way around it.
    expect(await send((await loggedIn('pperson')).browser)).toBe('limit-reached');
    expect(await codesToPaul()).toBe(10);

    // An hour on, codes go out again; one used clears the count.
    portal.clock.advanceMinutes(60);
    const later = await loggedIn('pperson');
    expect(await send(later.browser)).toBe('sent');
    expect((await enter(later.browser, await newestCode('paul@recovery.example'))).outcome).toBe(
      'confirmed',
    );
    for (let session = 1; session <= 10; session++) {
      expect(await send((await loggedIn('pperson')).browser)).toBe('sent');
    }
    expect(await send((await loggedIn('pperson')).browser)).toBe('limit-reached');
    expect(await codesToPaul()).toBe(21);
  });

  it('locks the step after five wrong tries, for 30 minutes, a reset notwithstanding', async () => {
    const { browser } = await loggedIn('gguess');
    expect(await send(browser)).toBe('sent');
    const code = await newestCode('gus@recovery.example');
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await enter(browser, wrong(code))).toEqual({ outcome: 'refused' });
    }
    expect(await enter(browser, wrong(code))).toEqual({ outcome: 'locked' });
    // Locked: the right code gets the same answer as a wrong one.
    expect(await enter(browser, code)).toEqual({ outcome: 'locked' });
    expect(await enter(browser, wrong(code))).toEqual({ outcome: 'locked' });

    const reset = await visitor();
    await reset.reachNewPassword(gus, 'gus@recovery.example');
    expect(status(await reset.newPassword(newPassword))).toBe('PASSWORDCHANGED');
    const after = await loggedIn('gguess', newPassword);
    expect(await send(after.browser)).toBe('sent');
    const next = await newestCode('gus@recovery.example');
    expect(await enter(after.browser, next)).toEqual({ outcome: 'locked' });

    // Half an hour on, the session has ended too: a new login confirms.
    portal.clock.advanceMinutes(31);
    const later = await loggedIn('gguess', newPassword);
    expect(await send(later.browser)).toBe('sent');
    expect((await enter(later.browser, await newestCode('gus@recovery.example'))).outcome).toBe(
      'confirmed',
    );
  });

  it('skips the step on a remembered browser until a password reset, which also removes the factors', async () => {
    const laptop = await loggedIn('rrecall');
    expect(await send(laptop.browser)).toBe('sent');
    const code = await newestCode('rita@recovery.example');
    expect((await enter(laptop.browser, code, true)).outcome).toBe('confirmed');
    await laptop.browser.post('/auth/employee-benefits/logout');

    await laptop.browser.openPage('/auth/employee-benefits/login');
    const again = await laptop.browser.post('/auth/employee-benefits/loginCredentials', {
      userName: 'rrecall',
      password: oldPassword,
    });
    expect(again.json()).toMatchObject({ redirectUrl: '/auth/employee-benefits/account' });
    expect((await dashboard(laptop.browser)).statusCode).toBe(200);

    const [ritaRow] = await portal.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.userName, 'rrecall'));
    const ritaId = ritaRow?.id ?? '';
    await replaceRecoveryCodes(portal.database.db, ritaId, ['a', 'b'], portal.clock.now());
    const reset = await visitor();
    await reset.reachNewPassword(rita, 'rita@recovery.example');
    expect(status(await reset.newPassword(newPassword))).toBe('PASSWORDCHANGED');
    expect(await countFactors(portal.database.db, ritaId)).toEqual({
      passkeys: 0,
      app: false,
      recoveryCodesLeft: 0,
    });
    const remembered = await portal.database.db
      .select({ until: accountDevices.rememberedUntil })
      .from(accountDevices)
      .where(eq(accountDevices.accountId, ritaId));
    // Both of Rita's browsers stay known (no new-device notice), neither remembered.
    expect(remembered.map((row) => row.until)).toEqual([null, null]);
    const notices = await listMessages(portal.database.db, {
      to: 'rita@recovery.example',
      limit: 2,
    });
    expect(notices.map((notice) => notice.subject)).toEqual([
      'Meridian Mutual: your password was changed',
      'Meridian Mutual: your ways to confirm it is you were removed',
    ]);
    expect(notices[1]?.text).toContain("If this wasn't you");

    await laptop.browser.openPage('/auth/employee-benefits/login');
    const afterReset = await laptop.browser.post('/auth/employee-benefits/loginCredentials', {
      userName: 'rrecall',
      password: newPassword,
    });
    expect(afterReset.json()).toMatchObject({ redirectUrl: '/auth/employee-benefits/confirm' });
    expect((await dashboard(laptop.browser)).statusCode).toBe(401);
  });
});
