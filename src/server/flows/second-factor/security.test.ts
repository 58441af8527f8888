// Recovery codes and the rest of 'Sign-in and security' (docs/product/second-factor.md) through the
// real app: ten codes shown once and stored hashed, each good once however it is typed, the old
// ones ended by new ones; a factor removed only by its own account; 'Forget all devices'; and an
// employer who must enrol reaches the security page alone until the app is set up.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecoveryCodes, SecurityOverview } from '#domain/second-factor/second-factor-answers';
import { recoveryCodes } from '#server/db/schema/second-factor';
import { demoPassword } from '#server/dev/demo/demo-data';
import { employeeApi, employerApi } from '#tests/support/employer-kit';
import { outboxMessages, setUpApp } from '#tests/support/second-factor-kit';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { accountIdOf, confirmItsYou, confirmWith, loggedIn } from '#tests/support/log-in-kit';

const side = 'employee-benefits';
const johnEmail = 'john.roe@example.com';

describe.each(testEngines)("recovery codes and 'Sign-in and security' on %s", (engine) => {
  let portal: TestApp;
  let john: TestBrowser;
  /** Every recovery code shown: none may reach a message. */
  const shown: string[] = [];

  const overviewOf = async (browser: TestBrowser, api = employeeApi) =>
    (await browser.get(`${api}/security`)).json() as SecurityOverview;
  const newCodes = async (browser: TestBrowser) => {
    const answer = await browser.post(`${employeeApi}/security/recovery-codes`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { codes } = answer.json() as RecoveryCodes;
    shown.push(...codes);
    return codes;
  };
  const johnNotices = async (subject: string) =>
    (await outboxMessages(john, johnEmail)).filter((message) => message.subject.endsWith(subject));

  beforeAll(async () => {
    portal = await startTestApp(engine);
    john = await loggedIn(portal, 'jroe2024', side);
  });
  afterAll(() => portal.close());

  it('gives ten codes, stored only as hashes, each confirming once however it is typed', async () => {
    const codes = await newCodes(john);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    const stored = await portal.database.db
      .select({ hash: recoveryCodes.codeHash })
      .from(recoveryCodes)
      .where(eq(recoveryCodes.accountId, await accountIdOf(portal.database.db, 'jroe2024')));
    expect(stored).toHaveLength(10);
    for (const { hash } of stored) {
      for (const code of codes) expect(hash).not.toContain(code.replace('-', ''));
    }
    expect((await overviewOf(john)).recoveryCodes).toEqual({
      left: 10,
      createdAt: portal.clock.now().toISOString(),
      lastUsedAt: null,
    });

    const first = await loggedIn(portal, 'jroe2024', side, { secondStep: 'none' });
    expect((await first.get(`${employeeApi}/second-step`)).json()).toMatchObject({
      recoveryCode: true,
    });
    const [one = '', two = ''] = codes;
    const typed = `${one.slice(0, 5).toLowerCase()} ${one.slice(6).toLowerCase()}`;
    expect(await confirmWith(first, side, 'recovery-code', typed)).toBe('confirmed');
    expect((await first.get(`${employeeApi}/dashboard`)).statusCode).toBe(200);
    expect((await overviewOf(first)).confirmedWith).toBe('recovery-code');

    const second = await loggedIn(portal, 'jroe2024', side, { secondStep: 'none' });
    expect(await confirmWith(second, side, 'recovery-code', one)).toBe('refused');
    expect(await confirmWith(second, side, 'recovery-code', two.toLowerCase())).toBe('confirmed');

    expect((await overviewOf(second)).recoveryCodes).toMatchObject({
      left: 8,
      lastUsedAt: portal.clock.now().toISOString(),
    });
    const used = await johnNotices('a recovery code was used');
    expect(used).toHaveLength(2);
    expect(used.map((notice) => notice.text)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('9 of your codes are left.'),
        expect.stringContaining('8 of your codes are left.'),
      ]),
    );
  });

  it('ends the old codes, used or not, when new ones are made', async () => {
    const old = shown.slice(2, 10);
    const codes = await newCodes(john);
    expect(codes.filter((code) => old.includes(code))).toEqual([]);
    const browser = await loggedIn(portal, 'jroe2024', side, { secondStep: 'none' });
    expect(await confirmWith(browser, side, 'recovery-code', old[0] ?? '')).toBe('refused');
    expect(await confirmWith(browser, side, 'recovery-code', codes[0] ?? '')).toBe('confirmed');
    expect((await overviewOf(john)).recoveryCodes.left).toBe(9);
    const [renewed] = await johnNotices('new recovery codes');
    expect(renewed?.text).toContain('The old ones no longer work.');
  });

  it("removes a factor of the account's own, and another's answers as one that does not exist", async () => {
    const alex = await loggedIn(portal, 'acmehr', 'employers');
    await setUpApp(portal, john, side);
    await setUpApp(portal, alex, 'employers');
    const [johnApp] = (await overviewOf(john)).factors;
    const [alexApp] = (await overviewOf(alex, employerApi)).factors;
    expect([johnApp?.kind, alexApp?.kind]).toEqual(['app', 'app']);
    const remove = (browser: TestBrowser, api: string, id: string) =>
      browser.post(`${api}/security/factors/${id}/remove`);

    const missing = await remove(john, employeeApi, crypto.randomUUID());
    expect([missing.statusCode, missing.json().error]).toEqual([404, 'NOT_FOUND']);
    const others = await remove(john, employeeApi, alexApp?.id ?? '');
    expect([others.statusCode, others.body]).toEqual([missing.statusCode, missing.body]);
    expect((await remove(john, employeeApi, 'not-an-id')).body).toBe(missing.body);
    expect((await remove(alex, employerApi, johnApp?.id ?? '')).body).toBe(missing.body);
    expect((await overviewOf(alex, employerApi)).factors).toHaveLength(1);

    const own = await remove(john, employeeApi, johnApp?.id ?? '');
    expect(own.json()).toEqual({ outcome: 'done' });
    expect((await overviewOf(john)).factors).toEqual([]);
    expect((await remove(john, employeeApi, johnApp?.id ?? '')).statusCode).toBe(404);
    const [removed] = await johnNotices('a way to confirm it is you was removed');
    expect(removed?.text).toContain('Your authenticator app was removed from your account');
    expect(removed?.text).toContain("If this wasn't you");
  });

  it("forgets every remembered browser: the next sign-in asks 'Confirm it's you' again", async () => {
    const browser = await loggedIn(portal, 'jroe2024', side, { secondStep: 'none' });
    expect(await confirmItsYou(browser, side, { rememberDevice: true })).toBe('confirmed');
    expect((await overviewOf(john)).rememberedDevices).toBe(1);
    const logIn = async () => {
      await browser.openPage();
      const answer = await browser.post(`/auth/${side}/loginCredentials`, {
        userName: 'jroe2024',
        password: demoPassword,
      });
      await browser.openPage(`/auth/${side}/account`);
      return answer.json().redirectUrl as string;
    };
    expect(await logIn()).toBe('/auth/employee-benefits/account');

    expect((await browser.post(`${employeeApi}/security/forget-devices`)).json()).toEqual({
      outcome: 'done',
    });
    expect((await overviewOf(browser)).rememberedDevices).toBe(0);
    expect(await logIn()).toBe('/auth/employee-benefits/confirm');
    const refused = await browser.get(`${employeeApi}/dashboard`);
    expect([refused.statusCode, refused.json().error]).toEqual([401, 'CONFIRM_IT_IS_YOU']);
  });

  it('never sends a recovery code, and every notice says what to do if it was not you', async () => {
    const messages = await outboxMessages(john, johnEmail);
    const notices = messages.filter((message) => message.text.startsWith('Hello '));
    expect(notices.length).toBeGreaterThanOrEqual(6);
    for (const notice of notices) expect(notice.text).toContain("If this wasn't you");
    for (const message of messages) {
      for (const code of shown) {
        expect(message.text).not.toContain(code);
        expect(message.text).not.toContain(code.replace('-', ''));
      }
    }
  });

  it('keeps an employer who must enrol on the security page until the app is set up', async () => {
    const strict = await startTestApp(engine, { env: { REQUIRE_SECOND_FACTOR_EMPLOYERS: 'true' } });
    try {
      const alex = await loggedIn(strict, 'acmehr', 'employers', { secondStep: 'none' });
      expect(await confirmItsYou(alex, 'employers')).toBe('confirmed');
      const owed = await alex.get(`${employerApi}/dashboard`);
      expect([owed.statusCode, owed.json().error]).toEqual([401, 'CONFIRM_IT_IS_YOU']);
      expect(await overviewOf(alex, employerApi)).toMatchObject({
        factors: [],
        mustEnrol: true,
        confirmedWith: 'code',
      });

      await setUpApp(strict, alex, 'employers');
      expect((await alex.get(`${employerApi}/dashboard`)).statusCode).toBe(200);
      expect((await overviewOf(alex, employerApi)).mustEnrol).toBe(false);
    } finally {
      await strict.close();
    }
  });
});
