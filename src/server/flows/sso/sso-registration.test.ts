// Single-sign-on registration through the API (docs/product/sso.md, decision 0013): a
// partner's page posts a signed assertion cross-site; a valid one opens the employee
// registration in SSO mode and the account it creates is linked to the partner's subject. On
// PGlite and PostgreSQL.

import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { censusHeader, person } from '#tests/support/registration-client';
import { testEngines } from '#tests/support/test-database';
import { testSecrets } from '#tests/support/test-secrets';
import { importCensus } from '#server/adapters/census-import';
import { rowsOf } from '#server/db/client';
import {
  api,
  globex,
  globexKeys,
  ssoEntry,
  ssoFailure,
  ssoKit,
  status,
} from '#tests/support/sso-kit';
import { todayOn } from '#domain/shared/clock';

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

describe.each(testEngines)('single-sign-on registration on %s', (engine) => {
  const sso = ssoKit(engine);
  const { assertion, newBrowser, postAssertion, registrant, arrive, accountOf } = sso;

  beforeAll(async () => {
    const imported = await importCensus(
      sso.portal.database.db,
      { clientId: '100000019', clientName: 'Test Aero', csv: testCensus },
      { dataKey: testSecrets.DATA_KEY, today: todayOn(sso.portal.clock) },
    );
    expect(imported).toMatchObject({ ok: true, added: 5 });
  });

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
    const audit = await sso.portal.database.db.execute(
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

  it('serves the SSO pages of the web app', async () => {
    for (const path of [ssoEntry, ssoFailure]) {
      const page = await newBrowser().openPage(path);
      expect(page.statusCode, path).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<div id="app"></div>');
    }
  });
});
