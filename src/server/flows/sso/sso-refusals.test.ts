// Single-sign-on assertions the portal refuses (docs/product/sso.md, decisions 0013 and 0016):
// anything but a valid, fresh assertion of a partner goes to the failure page, opens nothing
// and logs why; a used one is refused again until it expires; and only the SSO entry is spared
// the CSRF check. On PGlite and PostgreSQL.

import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { person } from '#tests/support/registration-client';
import { testEngines } from '#tests/support/test-database';
import { deleteExpiredSsoNonces } from '#server/db/sso-nonces-repository';
import {
  acme,
  acmeKeys,
  api,
  audience,
  forgerKeys,
  globexKeys,
  pem,
  ssoEntry,
  ssoFailure,
  ssoKit,
} from '#tests/support/sso-kit';

/** A person whose details the CSRF check is tried with. */
const katherine = person('Katherine', 'Johnson', '08/26/1978', '0011');

describe.each(testEngines)('single-sign-on registration on %s', (engine) => {
  const sso = ssoKit(engine);
  const { assertion, newBrowser, postAssertion, arrive, ssoFlowCount, lastWarning, log } = sso;

  const forgedHs256 = async () =>
    new SignJWT({
      iss: acme.issuer,
      aud: audience,
      sub: 'x',
      jti: randomUUID(),
      iat: Math.floor(sso.portal.clock.now().getTime() / 1000),
      exp: Math.floor(sso.portal.clock.now().getTime() / 1000) + 300,
    })
      .setProtectedHeader({ alg: 'HS256' })
      // The classic confusion: the partner's public key used as an HMAC secret.
      .sign(new TextEncoder().encode(pem(acmeKeys.publicKey)));

  const unsecured = async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(sso.portal.clock.now().getTime() / 1000);
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
      () => assertion({ exp: Math.floor(sso.portal.clock.now().getTime() / 1000) - 120 }),
      'expired',
    ],
    [
      'an assertion issued too long ago',
      () => assertion({ iat: Math.floor(sso.portal.clock.now().getTime() / 1000) - 3600 }),
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
    sso.portal.clock.advanceMinutes(10);
    try {
      const fresh = await assertion();
      await arrive(fresh);
      expect(
        await deleteExpiredSsoNonces(sso.portal.database.db, sso.portal.clock.now()),
      ).toBeGreaterThan(0);
      // The old one's nonce is gone, and the assertion is still refused: it has expired.
      expect((await postAssertion(newBrowser(), old)).headers.location).toBe(ssoFailure);
      expect(lastWarning()).toMatchObject({ reason: 'expired' });
      // The fresh one's nonce stays until then.
      expect((await postAssertion(newBrowser(), fresh)).headers.location).toBe(ssoFailure);
      expect(lastWarning()).toMatchObject({ reason: 'replayed' });
    } finally {
      sso.portal.clock.advanceMinutes(-10);
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
});
