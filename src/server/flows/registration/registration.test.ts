import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox } from '#tests/support/smtp-inbox';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import {
  censusHeader,
  codeSentTo,
  jsonCalls,
  type Person,
  person,
  browserFactory,
} from '#tests/support/registration-client';
import { testEngines } from '#tests/support/test-database';
import { testSecrets } from '#tests/support/test-secrets';
import { importCensus } from '#server/adapters/census-import';
import { listMessages } from '#server/db/outbox-repository';

const api = '/auth/employee-benefits/registration';
const strongPassword = 'Str0ng#Passw0rd';

const jane: Person = { firstName: 'Jane', lastName: 'Doe', dateOfBirth: '05/01/1982', ssn: '1234' };
const john: Person = { firstName: 'John', lastName: 'Roe', dateOfBirth: '02/14/1975', ssn: '5678' };
const maria: Person = {
  firstName: 'Maria',
  lastName: 'Garcia',
  dateOfBirth: '07/04/1990',
  ssn: '4321',
};
const sam: Person = {
  firstName: 'Sam',
  lastName: 'Legacy',
  dateOfBirth: '11/30/1968',
  ssn: '9012',
};
const tim: Person = { firstName: 'Tim', lastName: 'Young', dateOfBirth: '01/15/2012', ssn: '3456' };
const dana: Person = {
  firstName: 'Dana',
  lastName: 'Disabled',
  dateOfBirth: '12/01/1985',
  ssn: '2468',
};

/** People only these tests use, so their lockouts and accounts spoil nothing else. */
const testCensus = [
  censusHeader,
  'Ada,Lovelace,12/10/1975,900-00-0001,10001,,',
  'Alan,Turing,06/23/1972,900-00-0002,10002,,',
  'Grace,Hopper,12/09/1966,900-00-0003,10003,,',
  'Edsger,Dijkstra,05/11/1970,900-00-0004,10004,,',
  'Barbara,Liskov,11/07/1979,900-00-0005,10005,,',
  'Donald,Knuth,01/10/1968,900-00-0006,10006,,',
  'Frances,Allen,08/04/1972,900-00-0007,10007,,',
].join('\n');
const ada = person('Ada', 'Lovelace', '12/10/1975', '0001');
const alan = person('Alan', 'Turing', '06/23/1972', '0002');
const grace = person('Grace', 'Hopper', '12/09/1966', '0003');
const edsger = person('Edsger', 'Dijkstra', '05/11/1970', '0004');
const barbara = person('Barbara', 'Liskov', '11/07/1979', '0005');
const donald = person('Donald', 'Knuth', '01/10/1968', '0006');
const frances = person('Frances', 'Allen', '08/04/1972', '0007');

describe.each(testEngines)('employee registration on %s', (engine) => {
  let portal: TestApp;
  const newBrowser = browserFactory(() => portal, 1, '/auth/employee-benefits/registration/full');

  beforeAll(async () => {
    portal = await startTestApp(engine);
    const imported = await importCensus(
      portal.database.db,
      { clientId: '100000009', clientName: 'Test Labs', csv: testCensus },
      { dataKey: testSecrets.DATA_KEY, today: portal.clock.now() },
    );
    expect(imported).toMatchObject({ ok: true, inserted: 7 });
  });
  afterAll(() => portal.close());

  /** A person in a browser of their own, from an address of their own. */
  async function visitor() {
    const browser = await newBrowser();
    return registrant(browser);
  }

  function registrant(browser: TestBrowser) {
    const call = jsonCalls(browser);
    let transactionId = '';
    return {
      browser,
      get transactionId() {
        return transactionId;
      },
      async verify(who: Person) {
        const answer = await call(`${api}/verifyPersonalInfo`, who);
        if (answer.transactionId) transactionId = answer.transactionId;
        return answer;
      },
      zip: (zipCode: string, recaptchaToken = 'local-development') =>
        call(`${api}/validateZipCode`, { zipCode, recaptchaToken }),
      credentials: (username: string, emailAddress: string, password = strongPassword) =>
        call(`${api}/selectCredentials`, { username, password, emailAddress, transactionId }),
      code: (verificationCode: string) =>
        call(`${api}/validateVerificationCode`, { verificationCode }),
      resend: () => call(`${api}/resendVerificationCode`),
      back: () => call('/auth/employee-benefits/backToCredentialPage'),
      submit: (id = transactionId) => call(`${api}/submit`, { transactionId: id }),
      proceed: (id = transactionId) => call(`${api}/proceedToLogin`, { transactionId: id }),
      reload: async () => (await browser.get('/auth/reload')).json(),
      /** The code of the newest message to `to`, read the way a person reads the e-mail. */
      codeSentTo: (to: string) => codeSentTo(portal.database.db, to),
      /** Everything up to the code screen. */
      async reachCode(who: Person, zipCode: string, userName: string, email: string) {
        expect((await this.verify(who)).status.code).toBe('NOTREGISTERED');
        expect((await this.zip(zipCode)).status.code).toMatch(/^VALID/);
        expect((await this.credentials(userName, email)).status.code).toBe('OTPCODESENT');
        return this.codeSentTo(email);
      },
    };
  }

  const status = (answer: { status: { code: string } }) => answer.status.code;

  it('registers Jane Doe from start to login', async () => {
    const jd = await visitor();
    const started = await jd.verify(jane);
    expect(started).toMatchObject({
      status: { code: 'NOTREGISTERED' },
      transactionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await jd.zip('60601')).toEqual({
      status: { code: 'VALID', name: 'Thank you. Your identity is verified.' },
    });
    expect(await jd.credentials('jdoe2026', 'jane.doe@example.com')).toEqual({
      status: { code: 'OTPCODESENT', name: 'We sent you a verification code.' },
      emailAddress: 'jane.doe@example.com',
    });
    const [message] = await listMessages(portal.database.db, {
      to: 'jane.doe@example.com',
      limit: 1,
    });
    expect(message).toMatchObject({
      channel: 'email',
      subject: 'Your Meridian Mutual verification code',
    });
    expect(message?.text).toContain('within 15 minutes');

    expect(await jd.code(await jd.codeSentTo('jane.doe@example.com'))).toEqual({
      status: { code: 'OTPVALID', name: 'Your code is verified.' },
      selectedValidationOption: 'EMAIL',
    });
    expect(await jd.reload()).toMatchObject({
      step: 'review',
      userName: 'jdoe2026',
      emailAddress: 'jane.doe@example.com',
      transactionId: jd.transactionId,
    });
    expect(status(await jd.submit())).toBe('SUCCESS');
    // A retry of the same submit answers the same and creates nothing more.
    expect(status(await jd.submit())).toBe('SUCCESS');
    expect(await jd.proceed()).toMatchObject({
      status: { code: 'SUCCESS' },
      redirectUrl: '/auth/employee-benefits/login',
    });

    const login = await jd.browser.post('/auth/employee-benefits/loginCredentials', {
      userName: 'jdoe2026',
      password: strongPassword,
    });
    expect(login.json().status.code).toBe('AUTHENTICATION_SUCCESS');
    const summary = await jd.browser.get('/auth/employee-benefits/accountSummary');
    expect(summary.json().account).toEqual({
      userName: 'jdoe2026',
      role: 'employee',
      firstName: 'Jane',
      lastName: 'Doe',
    });

    const again = await visitor();
    expect(status(await again.verify(jane))).toBe('ALREADYREGISTERED');
  });

  it('sends a registered person to login', async () => {
    expect(await (await visitor()).verify(john)).toEqual({
      status: {
        code: 'ALREADYREGISTERED',
        name: "You already have an online account. Please log in, or select Can't access your account? to recover your user name or password.",
      },
    });
  });

  it('asks for all nine digits when the last four fit two employers', async () => {
    const mg = await visitor();
    expect(status(await mg.verify(maria))).toBe('MULTIPLECLIENTS');
    expect((await mg.reload()).ssnLength).toBe(9);
    expect(status(await mg.verify({ ...maria, ssn: '222334321' }))).toBe('NOTREGISTERED');
    expect(status(await mg.zip('73301'))).toBe('VALID');
  });

  it('goes back to the last four digits when the nine match no one', async () => {
    const mg = await visitor();
    await mg.verify(maria);
    expect(status(await mg.verify({ ...maria, ssn: '999999999' }))).toBe('SSNAVAILABLE');
    expect((await mg.reload()).ssnLength).toBe(4);
    expect(status(await mg.verify(maria))).toBe('MULTIPLECLIENTS');
  });

  it('refuses people under 18 and people whose account an operator disabled', async () => {
    expect(status(await (await visitor()).verify(tim))).toBe('AGEELIGIBILITYFAILED');
    expect(await (await visitor()).verify(dana)).toEqual({
      status: {
        code: 'USERLOCKED',
        name: 'For your security, online access for you is locked. Please call 1-800-555-2273 for assistance.',
      },
    });
  });

  it('answers the not-validated sentence, and locks the session for 30 minutes on the fifth', async () => {
    const guesser = await visitor();
    const codes = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      codes.push(await guesser.verify({ ...ada, ssn: `11${attempt}1` }));
    }
    expect(codes[0]).toEqual({
      status: {
        code: 'NOTVALIDATED',
        name: 'We could not validate your account based on the information provided. Please try again.',
      },
    });
    expect(codes.map(status)).toEqual([...Array(4).fill('NOTVALIDATED'), 'SESSIONLOCKED']);
    // Even the right answers are refused now, at every step.
    expect(status(await guesser.verify(ada))).toBe('SESSIONLOCKED');
    expect(status(await guesser.zip('10001'))).toBe('SESSIONLOCKED');
    // Still in use, so the session stays alive while its lock runs out.
    portal.clock.advanceMinutes(20);
    expect(status(await guesser.verify(ada))).toBe('SESSIONLOCKED');
    portal.clock.advanceMinutes(10);
    expect(status(await guesser.verify(ada))).toBe('NOTREGISTERED');
    portal.clock.advanceMinutes(-30);
  });

  it('locks a census person after 10 failed guesses a day from any session or address', async () => {
    for (let guess = 0; guess < 10; guess++) {
      const guesser = await visitor();
      expect(
        status(await guesser.verify({ ...alan, ssn: `5${String(guess).padStart(3, '0')}` })),
      ).toBe('NOTVALIDATED');
    }
    expect(status(await (await visitor()).verify(alan))).toBe('USERLOCKED');
    portal.clock.advanceMinutes(24 * 60);
    expect(status(await (await visitor()).verify(alan))).toBe('NOTREGISTERED');
    portal.clock.advanceMinutes(-24 * 60);
  });

  it('checks the bot-protection token before the ZIP code, and counts a wrong ZIP', async () => {
    const gh = await visitor();
    await gh.verify(grace);
    expect(status(await gh.zip('10003', 'a-bot'))).toBe('BOTCHECKFAILED');
    expect(await gh.zip('99999')).toEqual({
      status: {
        code: 'ZIPNOTVALID',
        name: 'The ZIP code you entered does not match our records. Please try again.',
      },
    });
    for (let attempt = 0; attempt < 3; attempt++) await gh.zip('99999');
    expect(status(await gh.zip('99999'))).toBe('SESSIONLOCKED');
  });

  it('offers the user name a person already has, and keeps it', async () => {
    const sl = await visitor();
    await sl.verify(sam);
    expect(await sl.zip('73301')).toMatchObject({
      status: { code: 'VALID_USERNAME_EXIST' },
      userName: 'slegacy',
    });
    expect(status(await sl.credentials('samlegacy', 'sam@example.com'))).toBe('USERIDNOTAVAILABLE');
    expect(status(await sl.credentials('slegacy', 'sam@example.com'))).toBe('OTPCODESENT');
  });

  it('refuses user names that are taken or kept for someone else, and common passwords', async () => {
    const ed = await visitor();
    await ed.verify(edsger);
    await ed.zip('10004');
    expect(status(await ed.credentials('JROE2024', 'ed@example.com'))).toBe('USERIDNOTAVAILABLE');
    expect(status(await ed.credentials('slegacy', 'ed@example.com'))).toBe('USERIDNOTAVAILABLE');
    expect(await ed.credentials('edsger.d', 'ed@example.com', 'Password1')).toEqual({
      status: {
        code: 'PASSWORDNOTALLOWED',
        name: 'This password is too common and easy to guess. Please choose another one.',
      },
    });
    const weak = await ed.browser.post(`${api}/selectCredentials`, {
      username: 'edsger.d',
      password: 'short',
      emailAddress: 'ed@example.com',
      transactionId: ed.transactionId,
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ field: 'password' });
    expect(weak.body).not.toContain('short');
  });

  it('counts code entries before checking, and gives up after five wrong ones', async () => {
    const bl = await visitor();
    const code = await bl.reachCode(barbara, '10005', 'bliskov', 'barbara@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(status(await bl.code(wrong))).toBe('OTPINVALID');
    }
    expect(status(await bl.code(code))).toBe('OTPATTEMPTSEXCEEDED');
    expect(status(await bl.code(code))).toBe('OTPATTEMPTSEXCEEDED');
  });

  it('lets a code expire after 15 minutes and a new one replace it', async () => {
    const dk = await visitor();
    const first = await dk.reachCode(donald, '10006', 'dknuth', 'donald@example.com');
    portal.clock.advanceMinutes(15);
    expect(status(await dk.code(first))).toBe('OTPEXPIRED');
    expect(await dk.resend()).toEqual({
      status: { code: 'OTPCODESENT', name: 'We sent you a new verification code.' },
    });
    const second = await dk.codeSentTo('donald@example.com');
    if (second !== first) expect(status(await dk.code(first))).toBe('OTPINVALID');
    expect(status(await dk.code(second))).toBe('OTPVALID');
    portal.clock.advanceMinutes(-15);
  });

  it('spaces resends 30 seconds apart, five codes at most', async () => {
    const fa = await visitor();
    await fa.reachCode(frances, '10007', 'fallen', 'frances@example.com');
    expect(await fa.resend()).toEqual({
      status: {
        code: 'RESENDTOOSOON',
        name: 'Please wait 30 seconds before asking for another code.',
      },
    });
    for (let send = 2; send <= 5; send++) {
      portal.clock.advanceMinutes(0.5);
      expect(status(await fa.resend())).toBe('OTPCODESENT');
    }
    portal.clock.advanceMinutes(0.5);
    expect(status(await fa.resend())).toBe('RESENDLIMITREACHED');
    portal.clock.advanceMinutes(-2.5);
    const sent = await listMessages(portal.database.db, { to: 'frances@example.com', limit: 10 });
    expect(sent).toHaveLength(5);
  });

  it('lets no step be skipped by calling the API directly', async () => {
    const skipper = await visitor();
    expect(status(await skipper.zip('60601'))).toBe('STEPNOTALLOWED');
    await skipper.verify(ada);
    const credentials = await skipper.browser.post(`${api}/selectCredentials`, {
      username: 'skipper1',
      password: strongPassword,
      emailAddress: 'skip@example.com',
      transactionId: skipper.transactionId,
    });
    expect(credentials.json().status.code).toBe('STEPNOTALLOWED');
    expect(status(await skipper.code('123456'))).toBe('STEPNOTALLOWED');
    expect(status(await skipper.submit())).toBe('STEPNOTALLOWED');
    expect(status(await skipper.resend())).toBe('STEPNOTALLOWED');
    expect((await skipper.reload()).step).toBe('verification');
  });

  it('never reuses a code, nor accepts the code of another flow', async () => {
    const first = await visitor();
    const code = await first.reachCode(ada, '10001', 'alovelace', 'ada@example.com');
    expect(status(await first.code(code))).toBe('OTPVALID');
    expect(status(await first.code(code))).toBe('STEPNOTALLOWED');

    const other = await visitor();
    const otherCode = await other.reachCode(ada, '10001', 'ada.l', 'ada.l@example.com');
    const wrong =
      otherCode === code ? String((Number(code) + 1) % 1_000_000).padStart(6, '0') : code;
    expect(status(await other.code(wrong))).toBe('OTPINVALID');
  });

  it("keeps another browser session out of this flow's transaction", async () => {
    const owner = await visitor();
    const code = await owner.reachCode(grace, '10003', 'ghopper', 'grace@example.com');
    await owner.code(code);
    const intruder = await visitor();
    expect(status(await intruder.submit(owner.transactionId))).toBe('STEPNOTALLOWED');
    expect(status(await intruder.proceed(owner.transactionId))).toBe('STEPNOTALLOWED');
    expect((await owner.reload()).step).toBe('review');
  });

  it('goes back from the code to the credentials, and the code no longer works', async () => {
    const ed = await visitor();
    const code = await ed.reachCode(edsger, '10004', 'ewdijkstra', 'edsger@example.com');
    expect(status(await ed.back())).toBe('SUCCESS');
    expect((await ed.reload()).step).toBe('credentials');
    expect(status(await ed.code(code))).toBe('STEPNOTALLOWED');
    expect(status(await ed.credentials('ewdijkstra', 'edsger@example.com'))).toBe('OTPCODESENT');
  });

  it('creates one account from ten concurrent submits, and one use of a code from ten', async () => {
    const dk = await visitor();
    const code = await dk.reachCode(donald, '10006', 'donald.k', 'donald.k@example.com');
    const uses = await Promise.all(Array.from({ length: 10 }, () => dk.code(code)));
    expect(uses.filter((answer) => status(answer) === 'OTPVALID')).toHaveLength(1);
    const submits = await Promise.all(Array.from({ length: 10 }, () => dk.submit()));
    expect(submits.map(status)).toEqual(Array(10).fill('SUCCESS'));
    const accounts = await portal.database.db.execute(
      "select count(*)::int as count from accounts where user_name = 'donald.k'",
    );
    expect((accounts as unknown as { rows: { count: number }[] }).rows[0]?.count).toBe(1);
  });

  it('ends the registration when the browser goes back to login', async () => {
    const fa = await visitor();
    await fa.verify(frances);
    expect((await fa.reload()).step).toBe('verification');
    const back = await fa.browser.get('/auth/back-to-login');
    expect(back.json()).toMatchObject({ redirectUrl: '/auth/employee-benefits/login' });
    expect((await fa.reload()).step).toBeUndefined();
  });

  it('answers 400 naming a field the form should have refused, without echoing it', async () => {
    const bad = await (
      await visitor()
    ).browser.post(`${api}/verifyPersonalInfo`, {
      ...jane,
      dateOfBirth: '02/30/1982',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'BAD_REQUEST',
      message: 'dateOfBirth: Please enter the date of birth as MM/DD/YYYY (e.g. 05/01/1952).',
      field: 'dateOfBirth',
    });
  });

  it('serves the help panel of the registration start', async () => {
    const answer = await (await visitor()).browser.post('/auth/registration/rightSideContent');
    expect(answer.json()).toMatchObject({
      offers: [
        'Learn about your coverage',
        'Submit and manage absence requests',
        'Download and upload documents',
      ],
      phone: '1-800-555-2273',
    });
  });
});

describe('the code e-mail', () => {
  it('goes out through SMTP at once, and the code in it works', async () => {
    const inbox = await startSmtpInbox();
    const portal = await startTestApp('pglite', { smtpUrl: inbox.url });
    try {
      const browser = portal.browser();
      await browser.openPage('/auth/employee-benefits/registration/full');
      const post = async (path: string, body?: unknown) => (await browser.post(path, body)).json();
      const started = await post(`${api}/verifyPersonalInfo`, jane);
      await post(`${api}/validateZipCode`, {
        zipCode: '60601',
        recaptchaToken: 'local-development',
      });
      await post(`${api}/selectCredentials`, {
        username: 'janedoe.smtp',
        password: strongPassword,
        emailAddress: 'jane.doe@example.com',
        transactionId: started.transactionId,
      });
      const mail = await inbox.waitFor((received) => received.to.includes('jane.doe@example.com'));
      expect(mail.subject).toBe('Your Meridian Mutual verification code');
      expect(mail.from).toContain('no-reply@meridianmutual.example');
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      expect(
        (await post(`${api}/validateVerificationCode`, { verificationCode: code })).status.code,
      ).toBe('OTPVALID');
    } finally {
      await portal.close();
      await inbox.close();
    }
  });
});
