// Single-sign-on registration through the API (issue 4, decision 0013): a partner's page
// posts a signed assertion cross-site; a valid one opens the employee registration in SSO
// mode and the account it creates is linked to the partner's subject; anything else goes to
// the failure page, opens nothing and logs why. On PGlite and PostgreSQL.

import { generateKeyPairSync, type KeyObject, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { censusHeader, codeSentTo, jsonCalls, person } from '#tests/support/registration-client';
import { testEngines } from '#tests/support/test-database';
import { testSecrets } from '#tests/support/test-secrets';
import { localDevelopmentToken } from '#server/adapters/bot-check';
import { importCensus } from '#server/adapters/census-import';
import { redactedLogPaths } from '#server/app';
import { rowsOf } from '#server/db/client';
import { deleteExpiredSsoNonces } from '#server/db/sso-nonces-repository';

const api = '/auth/employee-benefits/registration';
const ssoEntry = `${api}/sso`;
const ssoFailure = `${api}/sso/failure`;
const strongPassword = 'Str0ng#Passw0rd';
/** The default audience: the origin of the default PUBLIC_URL, and /auth. */
const audience = 'http://127.0.0.1:3000/auth';

const acmeKeys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const globexKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
/** The key Globex is rotating away from: still configured, no longer signing. */
const globexOldKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
/** A key no partner has: what a forger signs with. */
const forgerKeys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const pem = (key: KeyObject) => key.export({ type: 'spki', format: 'pem' }).toString();

const acme = { id: 'acme-benefits', issuer: 'https://benefits.acme.example' };
const globex = { id: 'globex-benefits', issuer: 'https://hr.globex.example' };
const ssoPartners = JSON.stringify([
  { ...acme, publicKeyPem: pem(acmeKeys.publicKey) },
  { ...globex, publicKeyPem: [pem(globexOldKeys.publicKey), pem(globexKeys.publicKey)] },
]);

/** People only these tests use. */
const testCensus = [
  censusHeader,
  'Katherine,Johnson,08/26/1978,900-00-0011,20011,,',
  'Dorothy,Vaughan,09/20/1980,900-00-0012,20012,,',
  'Mary,Jackson,04/09/1981,900-00-0013,20013,,',
  'Annie,Easley,04/23/1983,900-00-0014,20014,,',
  'Evelyn,Boyd,07/04/1984,900-00-0015,20015,,',
].join('\n');
const katherine = person('Katherine', 'Johnson', '08/26/1978', '0011');
const dorothy = person('Dorothy', 'Vaughan', '09/20/1980', '0012');
const mary = person('Mary', 'Jackson', '04/09/1981', '0013');
const annie = person('Annie', 'Easley', '04/23/1983', '0014');
const evelyn = person('Evelyn', 'Boyd', '07/04/1984', '0015');

type Claims = Record<string, unknown>;

/** A log sink that keeps every line, to check what a refusal logged. */
function logCapture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: pino({ level: 'info', redact: redactedLogPaths }, sink) };
}

const status = (answer: { status: { code: string } }) => answer.status.code;

describe.each(testEngines)('single-sign-on registration on %s', (engine) => {
  let portal: TestApp;
  let visitors = 0;
  const log = logCapture();

  beforeAll(async () => {
    portal = await startTestApp(engine, {
      env: { SSO_PARTNERS: ssoPartners },
      logger: log.logger,
    });
    const imported = await importCensus(
      portal.database.db,
      { clientId: '100000019', clientName: 'Test Aero', csv: testCensus },
      { dataKey: testSecrets.DATA_KEY, today: portal.clock.now() },
    );
    expect(imported).toMatchObject({ ok: true, inserted: 5 });
  });
  afterAll(() => portal.close());

  /** A signed assertion; a claim given as undefined is left out. */
  async function assertion(
    claims: Claims = {},
    { key = acmeKeys.privateKey, alg = 'ES256' }: { key?: KeyObject; alg?: string } = {},
  ): Promise<string> {
    const now = Math.floor(portal.clock.now().getTime() / 1000);
    const payload: Claims = {
      iss: acme.issuer,
      aud: audience,
      sub: `acme-${randomUUID()}`,
      jti: randomUUID(),
      iat: now,
      exp: now + 300,
      ...claims,
    };
    for (const [claim, value] of Object.entries(payload)) {
      if (value === undefined) delete payload[claim];
    }
    return new SignJWT(payload).setProtectedHeader({ alg }).sign(key);
  }

  /** A browser of its own, from an address of its own, that has not been to the portal. */
  function newBrowser() {
    visitors++;
    return portal.browser({ address: `10.4.${Math.floor(visitors / 250)}.${visitors % 250}` });
  }

  /**
   * The partner's page making the browser post the form: cross-site, so without the
   * page's CSRF token (and, in a real browser, without the SameSite=Lax cookie).
   */
  function postAssertion(browser: TestBrowser, token: string | undefined) {
    return browser.request(
      'POST',
      ssoEntry,
      token === undefined ? '' : new URLSearchParams({ assertion: token }).toString(),
      {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'cross-site',
        origin: 'https://benefits.acme.example',
      },
    );
  }

  function registrant(browser: TestBrowser) {
    const call = jsonCalls(browser);
    let transactionId = '';
    return {
      browser,
      async verify(who: ReturnType<typeof person>) {
        const answer = await call(`${api}/verifyPersonalInfo`, who);
        if (answer.transactionId) transactionId = answer.transactionId;
        return answer;
      },
      reload: async () => (await browser.get('/auth/reload')).json(),
      submit: () => call(`${api}/submit`, { transactionId }),
      /** From the personal information to the review, as an employee registers. */
      async reachReview(who: ReturnType<typeof person>, zipCode: string, userName: string) {
        expect(status(await this.verify(who))).toBe('NOTREGISTERED');
        expect(
          status(
            await call(`${api}/validateZipCode`, {
              zipCode,
              recaptchaToken: localDevelopmentToken,
            }),
          ),
        ).toBe('VALID');
        const email = `${userName}@example.com`;
        const credentials = await call(`${api}/selectCredentials`, {
          username: userName,
          password: strongPassword,
          emailAddress: email,
          transactionId,
        });
        expect(status(credentials)).toBe('OTPCODESENT');
        const code = await codeSentTo(portal.database.db, email);
        expect(
          status(await call(`${api}/validateVerificationCode`, { verificationCode: code })),
        ).toBe('OTPVALID');
      },
    };
  }

  /** Arrives from the partner with a valid assertion and opens the SSO page like a browser. */
  async function arrive(token: string) {
    const browser = newBrowser();
    const entry = await postAssertion(browser, token);
    expect(entry.statusCode).toBe(303);
    expect(entry.headers.location).toBe(ssoEntry);
    await browser.openPage(ssoEntry);
    return registrant(browser);
  }

  async function accountOf(userName: string) {
    const result = await portal.database.db.execute(
      sql`select id, sso_partner_id, sso_subject, member_id is not null as has_member
          from accounts where user_name = ${userName}`,
    );
    return rowsOf(result)[0];
  }

  async function ssoFlowCount(): Promise<number> {
    const result = await portal.database.db.execute(
      'select count(*)::int as count from flows where sso_partner_id is not null',
    );
    return Number(rowsOf(result)[0]?.count);
  }

  const lastWarning = () =>
    log.lines
      .map((line) => JSON.parse(line) as { level: number; msg: string; reason?: string })
      .filter((line) => line.level === 40)
      .at(-1);

  it("opens an SSO registration from a partner's form post, and links the account to the subject", async () => {
    const subject = 'acme-employee-1001';
    const token = await assertion({ sub: subject });
    const browser = newBrowser();
    const entry = await postAssertion(browser, token);
    expect(entry.statusCode).toBe(303);
    expect(entry.headers.location).toBe(ssoEntry);
    // The cross-site post carried no session; the redirect sets one.
    expect(entry.cookies).toEqual([
      expect.objectContaining({ name: 'portal_sid', sameSite: 'Lax', httpOnly: true }),
    ]);
    const page = await browser.openPage(ssoEntry);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="app"></div>');

    const kj = registrant(browser);
    expect(await kj.reload()).toMatchObject({
      status: { code: 'SUCCESS' },
      module: 'employee-benefits',
      step: 'personalInfo',
      sso: true,
    });
    await kj.reachReview(katherine, '20011', 'kjohnson.sso');
    expect(await kj.reload()).toMatchObject({ step: 'review', sso: true });
    expect(status(await kj.submit())).toBe('SUCCESS');

    expect(await accountOf('kjohnson.sso')).toEqual({
      id: expect.any(String),
      sso_partner_id: 'acme-benefits',
      sso_subject: subject,
      has_member: true,
    });
    const accountId = String((await accountOf('kjohnson.sso'))?.id);
    const audit = await portal.database.db.execute(
      sql`select details from audit_events
          where action = 'registration.completed' and account_id = ${accountId}`,
    );
    const details = rowsOf(audit)[0]?.details;
    expect(details).toMatchObject({ module: 'employee-benefits', ssoPartner: 'acme-benefits' });
    expect(JSON.stringify(details)).not.toContain(subject);
  });

  it('takes RS256 from a partner with an RSA key, trying each of its keys', async () => {
    const token = await assertion(
      { iss: globex.issuer, sub: 'globex-7' },
      { key: globexKeys.privateKey, alg: 'RS256' },
    );
    expect(await (await arrive(token)).reload()).toMatchObject({ step: 'personalInfo', sso: true });
  });

  it('answers ALREADYREGISTERED when the subject has an account, and keeps one account per subject', async () => {
    const subject = 'acme-employee-2002';
    // Two browsers arrive for the same subject and reach the review with two people.
    const first = await arrive(await assertion({ sub: subject }));
    const second = await arrive(await assertion({ sub: subject }));
    await first.reachReview(dorothy, '20012', 'dvaughan.sso');
    await second.reachReview(mary, '20013', 'mjackson.sso');
    expect(status(await first.submit())).toBe('SUCCESS');
    expect(status(await second.submit())).toBe('ALREADYREGISTERED');
    expect(await accountOf('mjackson.sso')).toBeUndefined();

    // Arriving again is not a failure: the registration says the person has an account,
    // whoever's details are typed, and the web app sends them to login.
    const again = await arrive(await assertion({ sub: subject }));
    expect(await again.reload()).toMatchObject({ step: 'personalInfo', sso: true });
    expect(status(await again.verify(annie))).toBe('ALREADYREGISTERED');
    expect((await again.reload()).step).toBe('personalInfo');
  });

  it("starts over this browser's open registration in SSO mode", async () => {
    const browser = newBrowser();
    await browser.openPage(`${api}/full`);
    const ee = registrant(browser);
    expect(status(await ee.verify(evelyn))).toBe('NOTREGISTERED');
    const before = await ee.reload();
    expect(before).toMatchObject({ step: 'verification' });
    expect(before.sso).toBeUndefined();

    // A same-site post (the browser sends its cookie) uses the session it has.
    const entry = await browser.request(
      'POST',
      ssoEntry,
      new URLSearchParams({ assertion: await assertion() }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    );
    expect(entry.statusCode).toBe(303);
    expect(entry.cookies).toEqual([]);
    expect(await ee.reload()).toMatchObject({
      step: 'personalInfo',
      sso: true,
      transactionId: before.transactionId,
    });
    expect(status(await ee.verify(evelyn))).toBe('NOTREGISTERED');
  });

  const forgedHs256 = async () =>
    new SignJWT({
      iss: acme.issuer,
      aud: audience,
      sub: 'x',
      jti: randomUUID(),
      iat: Math.floor(portal.clock.now().getTime() / 1000),
      exp: Math.floor(portal.clock.now().getTime() / 1000) + 300,
    })
      .setProtectedHeader({ alg: 'HS256' })
      // The classic confusion: the partner's public key used as an HMAC secret.
      .sign(new TextEncoder().encode(pem(acmeKeys.publicKey)));

  const unsecured = async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(portal.clock.now().getTime() / 1000);
    const claims = { iss: acme.issuer, aud: audience, sub: 'x', jti: randomUUID(), iat: now };
    return `${encode({ alg: 'none' })}.${encode({ ...claims, exp: now + 300 })}.`;
  };

  const refusals: [string, () => Promise<string | undefined>, string][] = [
    ['a bad signature', () => assertion({}, { key: forgerKeys.privateKey }), 'bad-signature'],
    [
      'a wrong audience',
      () => assertion({ aud: 'https://elsewhere.example/auth' }),
      'wrong-audience',
    ],
    ['an unknown issuer', () => assertion({ iss: 'https://evil.example' }), 'unknown-issuer'],
    [
      'an expired assertion',
      () => assertion({ exp: Math.floor(portal.clock.now().getTime() / 1000) - 120 }),
      'expired',
    ],
    [
      'an assertion issued too long ago',
      () => assertion({ iat: Math.floor(portal.clock.now().getTime() / 1000) - 3600 }),
      'too-old',
    ],
    ['alg none', unsecured, 'algorithm-not-allowed'],
    ['HS256 keyed with the public key', forgedHs256, 'algorithm-not-allowed'],
    [
      'an algorithm the partner has no key for',
      () => assertion({}, { key: globexKeys.privateKey, alg: 'RS256' }),
      'algorithm-not-allowed',
    ],
    ['a missing jti', () => assertion({ jti: undefined }), 'missing-claim'],
    ['a missing sub', () => assertion({ sub: undefined }), 'missing-claim'],
    ['a missing iat', () => assertion({ iat: undefined }), 'missing-claim'],
    ['a jti that is not a string', () => assertion({ jti: 42 }), 'invalid-claim'],
    ['a malformed token', async () => 'not.a-jwt', 'malformed'],
    ['a truncated token', async () => (await assertion()).slice(0, -20), 'bad-signature'],
    ['no assertion', async () => undefined, 'missing'],
  ];

  it.each(refusals)(
    'sends %s to the failure page, opens nothing, logs why',
    async (_, make, reason) => {
      const token = await make();
      const flowsBefore = await ssoFlowCount();
      const stranger = newBrowser();
      const crossSite = await postAssertion(stranger, token);
      expect(crossSite.statusCode).toBe(303);
      expect(crossSite.headers.location).toBe(ssoFailure);
      // No session for a refused assertion either.
      expect(crossSite.cookies).toEqual([]);
      expect(lastWarning()).toMatchObject({ msg: 'SSO assertion refused', reason });
      if (token) expect(log.lines.join('')).not.toContain(token);

      // A browser with a session of its own gets nothing opened in it.
      const browser = newBrowser();
      await browser.openPage(`${api}/full`);
      const sameSite = await browser.request(
        'POST',
        ssoEntry,
        token === undefined ? '' : new URLSearchParams({ assertion: token }).toString(),
        { 'content-type': 'application/x-www-form-urlencoded' },
      );
      expect(sameSite.headers.location).toBe(ssoFailure);
      expect((await browser.get('/auth/reload')).json().step).toBeUndefined();
      expect(await ssoFlowCount()).toBe(flowsBefore);
    },
  );

  it('refuses a replayed assertion, even from another browser or at the same moment', async () => {
    const token = await assertion();
    expect(await (await arrive(token)).reload()).toMatchObject({ sso: true });
    const flowsAfterFirst = await ssoFlowCount();

    const other = newBrowser();
    await other.openPage(`${api}/full`);
    const replay = await other.request(
      'POST',
      ssoEntry,
      new URLSearchParams({ assertion: token }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(replay.headers.location).toBe(ssoFailure);
    expect(lastWarning()).toMatchObject({ reason: 'replayed', partner: 'acme-benefits' });
    expect((await other.get('/auth/reload')).json().step).toBeUndefined();
    expect(await ssoFlowCount()).toBe(flowsAfterFirst);

    // Of ten browsers posting one fresh assertion at once, one gets in.
    const fresh = await assertion();
    const entries = await Promise.all(
      Array.from({ length: 10 }, () => postAssertion(newBrowser(), fresh)),
    );
    const locations = entries.map((entry) => entry.headers.location);
    expect(locations.filter((location) => location === ssoEntry)).toHaveLength(1);
    expect(locations.filter((location) => location === ssoFailure)).toHaveLength(9);
  });

  it('keeps used nonces until their assertions expire, then purges them', async () => {
    const old = await assertion();
    await arrive(old);
    portal.clock.advanceMinutes(10);
    try {
      const fresh = await assertion();
      await arrive(fresh);
      expect(await deleteExpiredSsoNonces(portal.database.db, portal.clock.now())).toBeGreaterThan(
        0,
      );
      // The old one's nonce is gone, and the assertion is still refused: it has expired.
      expect((await postAssertion(newBrowser(), old)).headers.location).toBe(ssoFailure);
      expect(lastWarning()).toMatchObject({ reason: 'expired' });
      // The fresh one's nonce stays until then.
      expect((await postAssertion(newBrowser(), fresh)).headers.location).toBe(ssoFailure);
      expect(lastWarning()).toMatchObject({ reason: 'replayed' });
    } finally {
      portal.clock.advanceMinutes(-10);
    }
  });

  it('exempts only the SSO entry from the CSRF check', async () => {
    const browser = newBrowser();
    await browser.openPage(`${api}/full`);
    const withoutToken = (path: string, headers: Record<string, string> = {}) =>
      browser.request('POST', path, { ...katherine }, headers);
    // Every other POST still needs the page's token, and is refused cross-site.
    for (const path of [
      `${api}/verifyPersonalInfo`,
      `${api}/submit`,
      '/auth/employee-benefits/loginCredentials',
      '/auth/registration/rightSideContent',
    ]) {
      expect((await withoutToken(path)).statusCode, path).toBe(403);
    }
    const crossSite = await browser.post(`${api}/verifyPersonalInfo`, katherine, {
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.statusCode).toBe(403);
    // The form body is read by the SSO entry only.
    const form = await browser.post(
      `${api}/verifyPersonalInfo`,
      new URLSearchParams(katherine).toString(),
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(form.statusCode).toBe(415);
    // And the SSO entry itself takes the cross-site form without a token.
    expect((await postAssertion(newBrowser(), await assertion())).headers.location).toBe(ssoEntry);
  });

  it('serves the SSO pages of the web app', async () => {
    for (const path of [ssoEntry, ssoFailure]) {
      const page = await newBrowser().openPage(path);
      expect(page.statusCode, path).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<div id="app"></div>');
    }
  });
});

describe('single-sign-on without partners', () => {
  it('sends every assertion to the failure page', async () => {
    const portal = await startTestApp('pglite', { env: { SSO_PARTNERS: '[]' }, demoData: false });
    try {
      const now = Math.floor(portal.clock.now().getTime() / 1000);
      const token = await new SignJWT({
        iss: acme.issuer,
        aud: audience,
        sub: 'x',
        jti: randomUUID(),
        iat: now,
        exp: now + 300,
      })
        .setProtectedHeader({ alg: 'ES256' })
        .sign(acmeKeys.privateKey);
      const entry = await portal
        .browser()
        .request('POST', ssoEntry, new URLSearchParams({ assertion: token }).toString(), {
          'content-type': 'application/x-www-form-urlencoded',
        });
      expect(entry.headers.location).toBe(ssoFailure);
      // Nor is there a demo partner to mint with.
      expect((await portal.browser().get('/auth/dev/sso')).statusCode).toBe(404);
    } finally {
      await portal.close();
    }
  });
});

describe('the development SSO page', () => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await startTestApp('pglite', { demoData: false });
  });
  afterAll(() => portal.close());

  /** The form the page shows: where it posts, what it posts, and its button. */
  function formOf(body: string) {
    return {
      action: /<form class="message" method="post" action="([^"]+)">/.exec(body)?.[1],
      assertion: /name="assertion" value="([^"]+)"/.exec(body)?.[1],
      button: /<button type="submit">(Continue[^<]*)<\/button>/.exec(body)?.[1],
    };
  }

  it('mints a demo assertion that opens an SSO registration', async () => {
    const browser = portal.browser();
    const page = await browser.get('/auth/dev/sso');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    // A plain form under the strict policy: no script at all.
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.body).not.toContain('<script');
    const form = formOf(page.body);
    expect(form).toEqual({
      action: ssoEntry,
      assertion: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      button: 'Continue to registration as demo-employee-1',
    });

    const entry = await browser.request(
      'POST',
      form.action ?? '',
      new URLSearchParams({ assertion: form.assertion ?? '' }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    );
    expect(entry.statusCode).toBe(303);
    expect(entry.headers.location).toBe(ssoEntry);
    expect((await browser.get('/auth/reload')).json()).toMatchObject({ sso: true });
  });

  it('signs for the subject named in ?sub=, escaped', async () => {
    const named = await portal.browser().get('/auth/dev/sso?sub=pat-42');
    expect(formOf(named.body).button).toBe('Continue to registration as pat-42');
    const hostile = await portal.browser().get(`/auth/dev/sso?sub=${encodeURIComponent('<b>x')}`);
    expect(hostile.body).not.toContain('<b>x');
    expect(formOf(hostile.body).button).toBe('Continue to registration as &#60;b&#62;x');
  });

  it('answers 404 without the development outbox', async () => {
    const quiet = await startTestApp('pglite', { env: { DEV_OUTBOX: 'false' }, demoData: false });
    try {
      expect((await quiet.browser().get('/auth/dev/sso')).statusCode).toBe(404);
    } finally {
      await quiet.close();
    }
  });
});
