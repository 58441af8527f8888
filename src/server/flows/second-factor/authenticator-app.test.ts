// The authenticator app (docs/product/second-factor.md) through the real app: John sets it up from
// the secret the page shows, and from then on confirms with its codes, a step either side of now
// and never the same step twice; the benefits area waits for it; Alex's wrong entries of any method
// lock the step, which a password reset does not lift; and the notices say what happened without a
// code or a secret.

import { hash } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AppSetup,
  SecondStepOptions,
  SecurityOverview,
} from '#domain/second-factor/second-factor-answers';
import { argon2idOptions } from '#server/adapters/password-hasher';
import { setNewPassword } from '#server/db/accounts-repository';
import { accountFactors, sessionChallenges } from '#server/db/schema/second-factor';
import { demoPassword } from '#server/dev/demo/demo-data';
import { openText, sealPurposes } from '#server/crypto/sealed-data';
import { employeeApi, employerApi } from '#tests/support/employer-kit';
import { appCodeAt, outboxMessages, setUpApp } from '#tests/support/second-factor-kit';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { testSecrets } from '#tests/support/test-secrets';
import { accountIdOf, confirmWith, loggedIn } from '#tests/support/log-in-kit';

const johnSide = 'employee-benefits';

/** A code of six digits that is none of the three the app accepts at `at`. */
async function wrongCode(secret: string, at: Date): Promise<string> {
  const right = await Promise.all([-1, 0, 1].map((steps) => appCodeAt(secret, at, steps)));
  let candidate = 0;
  while (right.includes(String(candidate).padStart(6, '0'))) candidate++;
  return String(candidate).padStart(6, '0');
}

describe.each(testEngines)('the authenticator app on %s', (engine) => {
  let portal: TestApp;
  let john: TestBrowser;
  let johnSecret = '';
  let alexSecret = '';
  /** Every app code a test typed, right or wrong: none may reach a message. */
  const typedCodes: string[] = [];

  const now = () => portal.clock.now();
  const johnConfirms = async (code: string) => {
    typedCodes.push(code);
    return confirmWith(
      await loggedIn(portal, 'jroe2024', johnSide, { secondStep: 'none' }),
      johnSide,
      'app',
      code,
    );
  };

  beforeAll(async () => {
    portal = await startTestApp(engine);
    john = await loggedIn(portal, 'jroe2024', johnSide);
  });
  afterAll(() => portal.close());

  it('sets up the app from a new secret, kept sealed and off the account until a first code', async () => {
    const johnId = await accountIdOf(portal.database.db, 'jroe2024');
    const start = await john.post(`${employeeApi}/security/app/start`);
    expect(start.statusCode, start.body).toBe(200);
    const setup = start.json() as AppSetup;
    johnSecret = setup.secret;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/[^:]+:jroe2024\?/);
    expect(new URL(setup.otpauthUrl).searchParams.get('secret')).toBe(setup.secret);
    expect(setup.qrSvg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    // Waiting for the first code: sealed with this session, nothing on the account.
    const waiting = await portal.database.db
      .select({ value: sessionChallenges.value })
      .from(sessionChallenges)
      .where(eq(sessionChallenges.purpose, 'app-enrol'));
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.value).not.toContain(setup.secret);
    const factorsBefore = (await john.get(`${employeeApi}/security`)).json() as SecurityOverview;
    expect(factorsBefore.factors).toEqual([]);

    const wrong = await wrongCode(setup.secret, now());
    typedCodes.push(wrong);
    expect((await john.post(`${employeeApi}/security/app`, { code: wrong })).json()).toEqual({
      outcome: 'refused',
      message: expect.stringContaining('not right'),
      field: 'code',
    });
    const first = await appCodeAt(setup.secret, now());
    typedCodes.push(first);
    expect((await john.post(`${employeeApi}/security/app`, { code: first })).json()).toEqual({
      outcome: 'added',
    });
    // The set-up is over: its first code adds nothing twice.
    expect((await john.post(`${employeeApi}/security/app`, { code: first })).json()).toMatchObject({
      outcome: 'refused',
      field: 'code',
    });

    const overview = (await john.get(`${employeeApi}/security`)).json() as SecurityOverview;
    expect(overview).toMatchObject({
      factors: [{ kind: 'app', name: 'Authenticator app', lastUsedAt: null }],
      mustEnrol: false,
      confirmedWith: 'code',
    });
    const [stored] = await portal.database.db
      .select({ sealed: accountFactors.secretSealed })
      .from(accountFactors)
      .where(and(eq(accountFactors.accountId, johnId), eq(accountFactors.kind, 'app')));
    expect(stored?.sealed).not.toContain(setup.secret);
    expect(openText(testSecrets.DATA_KEY, sealPurposes.totpSecret, stored?.sealed ?? '')).toBe(
      setup.secret,
    );
    const notice = (await outboxMessages(john, 'john.roe@example.com')).find((message) =>
      message.subject.endsWith('a way to confirm it is you was added'),
    );
    expect(notice).toMatchObject({ to: 'john.roe@example.com', code: null });
    expect(notice?.text).toContain('An authenticator app was added to your account');
    expect(notice?.text).toContain("If this wasn't you");
  });

  it('asks for the app before the benefits area, and opens it once a code confirms', async () => {
    const browser = await loggedIn(portal, 'jroe2024', johnSide, { secondStep: 'none' });
    const refused = await browser.get(`${employeeApi}/dashboard`);
    expect([refused.statusCode, refused.json().error]).toEqual([401, 'CONFIRM_IT_IS_YOU']);
    expect((await browser.get(`${employeeApi}/second-step`)).json()).toEqual({
      passkey: false,
      app: true,
      recoveryCode: false,
      code: null,
      mustEnrol: false,
      confirmed: false,
      confirmedRecently: false,
    } satisfies SecondStepOptions);
    // An account with a factor is sent no one-time code.
    expect((await browser.post(`${employeeApi}/second-step/code/send`)).statusCode).toBe(409);

    portal.clock.advanceMinutes(1);
    const previous = await appCodeAt(johnSecret, now(), -1);
    typedCodes.push(previous);
    const answer = await browser.post(`${employeeApi}/second-step/app`, {
      code: `${previous.slice(0, 3)} ${previous.slice(3)}`,
      rememberDevice: false,
    });
    expect(answer.json()).toEqual({
      outcome: 'confirmed',
      redirectUrl: '/auth/employee-benefits/account',
    });
    expect((await browser.get(`${employeeApi}/dashboard`)).statusCode).toBe(200);
    const overview = (await browser.get(`${employeeApi}/security`)).json() as SecurityOverview;
    expect(overview.confirmedWith).toBe('app');
    expect(overview.factors[0]?.lastUsedAt).toBe(now().toISOString());
  });

  it('accepts a step either side of now, refuses two away, and each step once', async () => {
    const current = await appCodeAt(johnSecret, now());
    expect(await johnConfirms(current)).toBe('confirmed');
    expect(await johnConfirms(current)).toBe('refused');
    expect(await johnConfirms(await appCodeAt(johnSecret, now(), 1))).toBe('confirmed');
    // A step before the last one used is as used as that one.
    expect(await johnConfirms(current)).toBe('refused');

    portal.clock.advanceMinutes(5);
    expect(await johnConfirms(await appCodeAt(johnSecret, now(), 2))).toBe('refused');
    expect(await johnConfirms(await appCodeAt(johnSecret, now(), -2))).toBe('refused');
    expect(await johnConfirms(await appCodeAt(johnSecret, now(), -1))).toBe('confirmed');
  });

  it('locks the step at the fifth wrong entry of any method, and a password reset leaves it locked', async () => {
    const alex = await loggedIn(portal, 'acmehr', 'employers');
    alexSecret = (await setUpApp(portal, alex, 'employers')).secret;
    portal.clock.advanceMinutes(1);
    const browser = await loggedIn(portal, 'acmehr', 'employers', { secondStep: 'none' });
    const wrong = await wrongCode(alexSecret, now());
    typedCodes.push(wrong);
    expect(await confirmWith(browser, 'employers', 'app', wrong)).toBe('refused');
    expect(await confirmWith(browser, 'employers', 'recovery-code', 'AAAAA-BBBBB')).toBe('refused');
    expect(await confirmWith(browser, 'employers', 'code', '123456')).toBe('refused');
    expect(await confirmWith(browser, 'employers', 'app', wrong)).toBe('refused');
    expect(await confirmWith(browser, 'employers', 'app', wrong)).toBe('locked');

    const right = await appCodeAt(alexSecret, now());
    typedCodes.push(right);
    expect(await confirmWith(browser, 'employers', 'app', right)).toBe('locked');
    expect((await browser.get(`${employerApi}/dashboard`)).statusCode).toBe(401);

    const alexId = await accountIdOf(portal.database.db, 'acmehr');
    await setNewPassword(
      portal.database.db,
      alexId,
      await hash(demoPassword, argon2idOptions),
      now(),
    );
    const afterReset = await loggedIn(portal, 'acmehr', 'employers', { secondStep: 'none' });
    expect(await confirmWith(afterReset, 'employers', 'app', right)).toBe('locked');

    // The lock ends after its 30 minutes (the session above has idled out by then).
    portal.clock.advanceMinutes(31);
    const later = await appCodeAt(alexSecret, now());
    typedCodes.push(later);
    const afterLock = await loggedIn(portal, 'acmehr', 'employers', { secondStep: 'none' });
    expect(await confirmWith(afterLock, 'employers', 'app', later)).toBe('confirmed');
    expect((await afterLock.get(`${employerApi}/dashboard`)).statusCode).toBe(200);
  });

  it('tells of each new device and each factor, and never sends a code or a secret', async () => {
    const messages = [
      ...(await outboxMessages(john, 'john.roe@example.com')),
      ...(await outboxMessages(john, 'alex.admin@acme.example')),
    ];
    // Security notices greet their reader; the one-time codes of sign-ins are no notices.
    const notices = messages.filter((message) => message.text.startsWith('Hello '));
    const subjects = notices.map(
      (notice) => `${notice.to}: ${notice.subject.replace(/^.*?: /, '')}`,
    );
    for (const to of ['john.roe@example.com', 'alex.admin@acme.example']) {
      // Every sign-in above came from a browser of its own: each was new to the account.
      expect(subjects).toContain(`${to}: a sign-in from a new device`);
      expect(
        subjects.filter((subject) => subject === `${to}: a way to confirm it is you was added`),
      ).toHaveLength(1);
    }
    for (const notice of notices) {
      expect(notice.text).toContain("If this wasn't you");
      expect(notice.code).toBeNull();
    }
    for (const message of messages) {
      for (const secret of [johnSecret, alexSecret, ...typedCodes]) {
        expect(`${message.subject}\n${message.text}`).not.toContain(secret);
      }
    }
  });
});
