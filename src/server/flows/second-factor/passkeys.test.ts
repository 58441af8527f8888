// Passkeys through the real app (docs/product/second-factor.md), answered by a software
// authenticator that signs for real: John adds two, logs out, logs in and confirms with one; every
// bent answer (origin, RP id, counter, challenge, a replay, Alex's credential) is refused and
// counts toward the account's lock like any wrong try; a new browser is told by e-mail, a known one
// is not.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Confirmed,
  FactorAdded,
  PasskeyCreationOptions,
  PasskeyRequestOptions,
} from '#domain/second-factor/second-factor-answers';
import { passkeyRefusalText } from '#domain/second-factor/passkeys';
import { accounts } from '#server/db/schema/accounts';
import { auditEvents } from '#server/db/schema/audit-events';
import { listFactors } from '#server/db/second-factor-repository';
import { employeeApi, employerApi } from '#tests/support/employer-kit';
import { SoftAuthenticator } from '#tests/support/soft-authenticator';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { confirmItsYou, logInPasswordOnly } from '#tests/support/log-in-kit';

type Side = 'employee-benefits' | 'employers';

/** The test server's page origin and RP id: PUBLIC_URL unset, so localhost (config.ts defaultPublicUrl). */
const origin = 'http://localhost:3000';
const rpId = 'localhost';

describe.each(testEngines)('passkeys on %s', (engine) => {
  let portal: TestApp;
  let johnId: string;
  let john: TestBrowser;
  const laptop = new SoftAuthenticator(origin);
  const phone = new SoftAuthenticator(origin);
  const alexKey = new SoftAuthenticator(origin);
  let addresses = 0;

  beforeAll(async () => {
    portal = await startTestApp(engine, { env: { REQUIRE_SECOND_FACTOR_EMPLOYERS: 'true' } });
    const account = await accountOf('jroe2024');
    if (!account) throw new Error('The demo has no John Roe');
    johnId = account.id;
  });
  afterAll(() => portal.close());

  const accountOf = async (userName: string) =>
    (
      await portal.database.db
        .select({ id: accounts.id, email: accounts.email })
        .from(accounts)
        .where(eq(accounts.userName, userName))
    )[0];

  const apiOf = (side: Side) => (side === 'employers' ? employerApi : employeeApi);

  /** Logs `browser` in with the password alone: the second step is still to do. */
  async function logIn(browser: TestBrowser, userName: string, side: Side) {
    await logInPasswordOnly(browser, userName, side);
    return browser;
  }

  /** A new browser (its own address, no device cookie) after the password. */
  const newBrowser = (userName: string, side: Side) => {
    addresses++;
    return logIn(
      portal.browser({ address: `10.41.${addresses >> 8}.${addresses & 255}` }),
      userName,
      side,
    );
  };

  async function enrolOptions(browser: TestBrowser, side: Side = 'employee-benefits') {
    const answer = await browser.post(`${apiOf(side)}/security/passkeys/options`);
    expect(answer.statusCode).toBe(200);
    return answer.json() as PasskeyCreationOptions;
  }

  async function addPasskey(
    browser: TestBrowser,
    name: string,
    response: unknown,
    side: Side = 'employee-benefits',
  ) {
    const answer = await browser.post(`${apiOf(side)}/security/passkeys`, { name, response });
    expect(answer.statusCode).toBe(200);
    return answer.json() as FactorAdded;
  }

  async function signInOptions(browser: TestBrowser, side: Side = 'employee-benefits') {
    const answer = await browser.post(`${apiOf(side)}/second-step/passkey/options`);
    expect(answer.statusCode).toBe(200);
    return answer.json() as PasskeyRequestOptions;
  }

  async function confirmWith(browser: TestBrowser, response: unknown, rememberDevice = false) {
    const answer = await browser.post(`${employeeApi}/second-step/passkey`, {
      response,
      rememberDevice,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json() as Confirmed;
  }

  const dashboard = async (browser: TestBrowser, side: Side = 'employee-benefits') => {
    const answer = await browser.get(`${apiOf(side)}/dashboard`);
    return [answer.statusCode, answer.statusCode === 200 ? 'shown' : answer.json().error];
  };

  async function noticesTo(userName: string, subject: string) {
    const account = await accountOf(userName);
    const outbox = (await portal.browser().get('/auth/dev/outbox')).json() as {
      messages: { to: string; subject: string; text: string }[];
    };
    return outbox.messages.filter(
      (message) => message.to === account?.email && message.subject.endsWith(subject),
    );
  }

  const passkeyFailures = async () =>
    (
      await portal.database.db
        .select({ details: auditEvents.details })
        .from(auditEvents)
        .where(
          and(eq(auditEvents.accountId, johnId), eq(auditEvents.action, 'second-step.failure')),
        )
    ).filter((event) => (event.details as { method?: string }).method === 'passkey').length;

  it('lets John, confirmed by e-mail, add two named passkeys, each told to him by e-mail', async () => {
    john = await newBrowser('jroe2024', 'employee-benefits');
    expect(await confirmItsYou(john, 'employee-benefits')).toBe('confirmed');

    const options = await enrolOptions(john);
    expect(options).toMatchObject({
      rp: { id: rpId },
      user: {
        id: Buffer.from(johnId.replace(/-/g, ''), 'hex').toString('base64url'),
        name: 'jroe2024',
        displayName: 'John',
      },
      excludeCredentials: [],
      attestation: 'none',
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    // Both a phone's or laptop's own authenticator and a security key.
    expect(options.authenticatorSelection).not.toHaveProperty('authenticatorAttachment');
    expect(options.pubKeyCredParams).toContainEqual({ alg: -7, type: 'public-key' });
    expect(await addPasskey(john, 'Work laptop', laptop.create(options))).toEqual({
      outcome: 'added',
    });

    // A minute on: the list is in the order they were added.
    portal.clock.advanceMinutes(1);
    const again = await enrolOptions(john);
    expect(again.excludeCredentials).toEqual([
      { id: laptop.credentialIds[0], type: 'public-key', transports: ['internal'] },
    ]);
    expect(() => laptop.create(again)).toThrow(/InvalidStateError/);
    const phoneAnswer = phone.create(again);
    // A name refused leaves the challenge: the same answer with a name is added.
    expect(await addPasskey(john, '   ', phoneAnswer)).toEqual({
      outcome: 'refused',
      message: passkeyRefusalText.name.defaultMessage,
      field: 'name',
    });
    expect(await addPasskey(john, '  My   phone ', phoneAnswer)).toEqual({ outcome: 'added' });
    // The challenge was taken: the same answer again finds none.
    expect(await addPasskey(john, 'My phone', phoneAnswer)).toEqual({
      outcome: 'refused',
      message: passkeyRefusalText.notAdded.defaultMessage,
    });

    const factors = await listFactors(portal.database.db, johnId);
    expect(factors.map(({ kind, name, lastUsedAt }) => ({ kind, name, lastUsedAt }))).toEqual([
      { kind: 'passkey', name: 'Work laptop', lastUsedAt: null },
      { kind: 'passkey', name: 'My phone', lastUsedAt: null },
    ]);
    const added = await noticesTo('jroe2024', 'a way to confirm it is you was added');
    expect(added.map((notice) => /The passkey "[^"]+"/.exec(notice.text)?.[0]).sort()).toEqual([
      'The passkey "My phone"',
      'The passkey "Work laptop"',
    ]);
    expect(added[0]?.text).toContain("If this wasn't you");
  });

  it.each([
    ['another origin', { origin: 'https://portal.example.net' }],
    ['another RP id', { rpId: 'example.net' }],
    ['another challenge', { challenge: Buffer.from('not the one').toString('base64url') }],
  ])('refuses a registration for %s', async (_what, bend) => {
    const stranger = new SoftAuthenticator(origin);
    expect(
      await addPasskey(john, 'Stranger', stranger.create(await enrolOptions(john), bend)),
    ).toEqual({
      outcome: 'refused',
      message: passkeyRefusalText.notAdded.defaultMessage,
    });
  });

  it('asks John for his passkey after he logs out and in, and opens the benefits area once he gives it', async () => {
    const newDevice = (await noticesTo('jroe2024', 'a sign-in from a new device')).length;
    expect((await john.post('/auth/employee-benefits/logout')).statusCode).toBe(200);
    await logIn(john, 'jroe2024', 'employee-benefits');
    expect(await dashboard(john)).toEqual([401, 'CONFIRM_IT_IS_YOU']);
    const step = (await john.get(`${employeeApi}/second-step`)).json();
    expect(step).toMatchObject({ passkey: true, code: null, confirmed: false });

    const options = await signInOptions(john);
    expect(options).toMatchObject({ rpId, userVerification: 'preferred' });
    expect(options.allowCredentials?.map((credential) => credential.id)).toEqual([
      ...laptop.credentialIds,
      ...phone.credentialIds,
    ]);
    expect(await confirmWith(john, laptop.get(options))).toEqual({
      outcome: 'confirmed',
      redirectUrl: expect.stringContaining('/'),
    });
    expect(await dashboard(john)).toEqual([200, 'shown']);
    const [laptopFactor, phoneFactor] = await listFactors(portal.database.db, johnId);
    expect(laptopFactor?.lastUsedAt).toEqual(portal.clock.now());
    expect(phoneFactor?.lastUsedAt).toBeNull();
    // His own browser, known since the first sign-in: no notice this time.
    expect(await noticesTo('jroe2024', 'a sign-in from a new device')).toHaveLength(newDevice);
  });

  it('tells John by e-mail of a sign-in with his passkey from a browser new to him', async () => {
    const before = (await noticesTo('jroe2024', 'a sign-in from a new device')).length;
    const elsewhere = await newBrowser('jroe2024', 'employee-benefits');
    expect((await confirmWith(elsewhere, phone.get(await signInOptions(elsewhere)))).outcome).toBe(
      'confirmed',
    );
    const notices = await noticesTo('jroe2024', 'a sign-in from a new device');
    expect(notices).toHaveLength(before + 1);
    expect(notices[0]?.text).toContain('Your account was signed in to from');
    expect(notices[0]?.text).not.toContain('10.41.');
  });

  it('refuses an assertion for another origin, RP id or challenge, or with a counter not above the one stored', async () => {
    const browser = await newBrowser('jroe2024', 'employee-benefits');
    const failures = await passkeyFailures();
    const bends = [
      { origin: 'https://portal.example.net' },
      { rpId: 'example.net' },
      { challenge: Buffer.from('a challenge of my own').toString('base64url') },
      // The laptop signed once, with 1: a clone that says 1 again is refused.
      { counter: 1 },
    ];
    for (const bend of bends) {
      const answer = laptop.get(await signInOptions(browser), bend);
      expect(await confirmWith(browser, answer), JSON.stringify(bend)).toEqual({
        outcome: 'refused',
      });
    }
    expect(await dashboard(browser)).toEqual([401, 'CONFIRM_IT_IS_YOU']);
    // Each refusal was a wrong try of the account's step.
    expect(await passkeyFailures()).toBe(failures + bends.length);

    // Four wrong tries leave one: the right passkey still confirms, and the count starts over.
    expect((await confirmWith(browser, laptop.get(await signInOptions(browser)))).outcome).toBe(
      'confirmed',
    );
  });

  it('refuses an answer to options the session asked for before its last', async () => {
    const browser = await newBrowser('jroe2024', 'employee-benefits');
    const first = await signInOptions(browser);
    await signInOptions(browser);
    expect(await confirmWith(browser, laptop.get(first))).toEqual({ outcome: 'refused' });
    expect((await confirmWith(browser, laptop.get(await signInOptions(browser)))).outcome).toBe(
      'confirmed',
    );
  });

  it('takes an assertion once: the same answer again is refused', async () => {
    const browser = await newBrowser('jroe2024', 'employee-benefits');
    const answer = laptop.get(await signInOptions(browser));
    expect((await confirmWith(browser, answer)).outcome).toBe('confirmed');
    const failures = await passkeyFailures();
    expect(await confirmWith(browser, answer)).toEqual({ outcome: 'refused' });
    // And in another session, whose challenge it never answered.
    const other = await newBrowser('jroe2024', 'employee-benefits');
    await signInOptions(other);
    expect(await confirmWith(other, answer)).toEqual({ outcome: 'refused' });
    expect(await passkeyFailures()).toBe(failures + 2);
    expect((await confirmWith(other, laptop.get(await signInOptions(other)))).outcome).toBe(
      'confirmed',
    );
  });

  it('takes a counterless security key, and refuses its same answer again by the challenge alone', async () => {
    const key = new SoftAuthenticator(origin, { keepsCounter: false });
    expect(await addPasskey(john, 'Keyring', key.create(await enrolOptions(john)))).toEqual({
      outcome: 'added',
    });
    const browser = await newBrowser('jroe2024', 'employee-benefits');
    const answer = key.get(await signInOptions(browser));
    expect((await confirmWith(browser, answer)).outcome).toBe('confirmed');
    // Both counters 0: only the challenge, taken by the first, tells the second from it.
    expect(await confirmWith(browser, answer)).toEqual({ outcome: 'refused' });
    expect((await confirmWith(browser, key.get(await signInOptions(browser)))).outcome).toBe(
      'confirmed',
    );
    const keyring = (await listFactors(portal.database.db, johnId)).find(
      (factor) => factor.name === 'Keyring',
    );
    expect(keyring?.lastUsedAt).toEqual(portal.clock.now());
  });

  it("refuses Alex's passkey in John's session, and lets Alex add one to end the factor he owed", async () => {
    const alex = await newBrowser('acmehr', 'employers');
    expect(await confirmItsYou(alex, 'employers')).toBe('confirmed');
    // REQUIRE_SECOND_FACTOR_EMPLOYERS: the code let him in to add a factor, nothing more.
    expect(await dashboard(alex, 'employers')).toEqual([401, 'CONFIRM_IT_IS_YOU']);
    expect(
      await addPasskey(
        alex,
        'Office key',
        alexKey.create(await enrolOptions(alex, 'employers')),
        'employers',
      ),
    ).toEqual({ outcome: 'added' });
    expect(await dashboard(alex, 'employers')).toEqual([200, 'shown']);

    const browser = await newBrowser('jroe2024', 'employee-benefits');
    const options = await signInOptions(browser);
    const alexAnswer = alexKey.get({ ...options, allowCredentials: undefined });
    expect(await confirmWith(browser, alexAnswer)).toEqual({ outcome: 'refused' });
    expect(await dashboard(browser)).toEqual([401, 'CONFIRM_IT_IS_YOU']);
    // What does not fit WebAuthn at all is a refusal too, never a 500.
    await signInOptions(browser);
    expect(
      await confirmWith(browser, { id: laptop.credentialIds[0], response: 'nonsense' }),
    ).toEqual({
      outcome: 'refused',
    });
    expect((await confirmWith(browser, laptop.get(await signInOptions(browser)))).outcome).toBe(
      'confirmed',
    );
  });

  it('counts a refused passkey toward the lock like any wrong try, and then refuses the right one', async () => {
    const browser = await newBrowser('jroe2024', 'employee-benefits');
    const wrong = { challenge: Buffer.from('wrong').toString('base64url') };
    for (let tries = 0; tries < 4; tries++) {
      const answer = phone.get(await signInOptions(browser), wrong);
      expect((await confirmWith(browser, answer)).outcome).toBe('refused');
    }
    // The fifth wrong try, with a one-time code this time, locks the step.
    const code = await browser.post(`${employeeApi}/second-step/code`, {
      code: '000000',
      rememberDevice: false,
    });
    expect(code.json()).toEqual({ outcome: 'locked' });
    expect(await confirmWith(browser, phone.get(await signInOptions(browser)))).toEqual({
      outcome: 'locked',
    });
    expect(await dashboard(browser)).toEqual([401, 'CONFIRM_IT_IS_YOU']);

    // Half an hour on, a new sign-in confirms with the passkey again.
    portal.clock.advanceMinutes(31);
    const later = await newBrowser('jroe2024', 'employee-benefits');
    expect((await confirmWith(later, phone.get(await signInOptions(later)))).outcome).toBe(
      'confirmed',
    );
  });
});
