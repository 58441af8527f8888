// HTML and script typed into any field never run (docs/security.md#tests-that-prove-it), on the
// server's side: every text field of every call (read from the app) is answered as JSON with
// nosniff, never echoing the markup; deeper steps of a registration refuse it the same way; the
// pages that do show outside text (the development mailbox and SSO page) escape it, and the app's
// page never contains the address it was asked for; names reach answers and e-mails only from the
// census, which refuses markup, and e-mails are plain text. The browser's half (the banner and
// alert sanitise what they show) is src/web/components/notifications/sanitising.test.tsx.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpInbox } from '#tests/support/smtp-inbox';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { censusHeader } from '#tests/support/registration-client';
import { testEngines } from '#tests/support/test-database';
import { testSecrets } from '#tests/support/test-secrets';
import { importCensus } from '#server/adapters/census-import';
import { enqueueMessage } from '#server/db/outbox-repository';
import { type AppRoute, plausibleValues, routesOf, textFieldsOf } from '#tests/support/app-routes';
import { todayOn } from '#domain/shared/clock';

const payloads = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "'><iframe src=javascript:alert(1)>",
];

/**
 * The tags of `html` that would run something: a script, an element that loads, or an event
 * handler attribute. Text inside quoted attribute values is inert and not looked at.
 */
function liveMarkup(html: string): string[] {
  const tags = html.match(/<[a-z][^>]*>/gi) ?? [];
  return tags.filter(
    (tag) =>
      /^<(?:script|img|svg|iframe)\b/i.test(tag) ||
      /\son\w+\s*=/i.test(tag.replace(/"[^"]*"|'[^']*'/g, '""')),
  );
}

describe.each(testEngines)('markup in every field on %s', (engine) => {
  let portal: TestApp;
  let routes: AppRoute[];
  let visits = 0;

  beforeAll(async () => {
    portal = await startTestApp(engine, {
      env: { RATE_LIMIT_ADDRESS_PER_MINUTE: '100000', RATE_LIMIT_SESSION_PER_MINUTE: '100000' },
    });
    routes = routesOf(portal.app).api;
  });
  afterAll(() => portal.close());

  async function visitor(page = '/auth/'): Promise<TestBrowser> {
    visits++;
    const browser = portal.browser({
      address: `10.76.${Math.floor(visits / 250)}.${visits % 250}`,
    });
    await browser.openPage(page);
    return browser;
  }

  it('answers markup in any text field of any call as JSON that echoes none of it', async () => {
    let fieldsTried = 0;
    for (const route of routes) {
      const bodyFields = route.method === 'POST' ? textFieldsOf(route.body) : [];
      const queryFields = textFieldsOf(route.querystring);
      const paramFields = textFieldsOf(route.params);
      for (const field of [...bodyFields, ...queryFields, ...paramFields]) {
        fieldsTried++;
        for (const payload of payloads) {
          const browser = await visitor();
          let url = route.url.replace(
            /:\w+/g,
            paramFields.includes(field) ? encodeURIComponent(payload) : 'x',
          );
          if (queryFields.includes(field)) url += `?${field}=${encodeURIComponent(payload)}`;
          const body = Object.fromEntries(
            bodyFields.map((name) => [
              name,
              name === field ? payload : (plausibleValues[name] ?? 'x'),
            ]),
          );
          const response =
            route.method === 'POST'
              ? await browser.post(url, body)
              : await browser.get(url, { accept: 'application/json' });
          const where = `${route.method} ${route.url} ${field}: ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.body, where).not.toContain(payload);
          expect(response.headers['x-content-type-options'], where).toBe('nosniff');
          if (response.statusCode >= 300 && response.statusCode < 400) continue;
          const type = String(response.headers['content-type']);
          // The development SSO page shows the subject it signs for: escaped (below).
          if (type.startsWith('text/html')) expect(liveMarkup(response.body), where).toEqual([]);
          else expect(type, where).toMatch(/^application\/json/);
        }
      }
    }
    expect(fieldsTried).toBeGreaterThan(40);
  });

  it('refuses markup at the deeper steps of a registration without repeating it', async () => {
    const browser = await visitor('/auth/employee-benefits/registration/full');
    const api = '/auth/employee-benefits/registration';
    const verified = (
      await browser.post(`${api}/verifyPersonalInfo`, {
        firstName: 'Jane',
        lastName: 'Doe',
        dateOfBirth: '05/01/1982',
        ssn: '1234',
      })
    ).json();
    expect(verified.status.code).toBe('NOTREGISTERED');
    const zip = await browser.post(`${api}/validateZipCode`, {
      zipCode: '60601',
      recaptchaToken: 'local-development',
    });
    expect(zip.json().status.code).toBe('VALID');
    for (const payload of payloads) {
      for (const field of ['username', 'emailAddress', 'password']) {
        const response = await browser.post(`${api}/selectCredentials`, {
          username: `jdoe${engine}`,
          password: 'Str0ng#Passw0rd',
          emailAddress: `jane.${engine}@example.com`,
          transactionId: verified.transactionId,
          [field]: payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().field.toLowerCase()).toBe(field.toLowerCase());
        expect(response.body).not.toContain(payload);
      }
    }
    // Still at the credentials step: the markup changed nothing.
    expect((await browser.get('/auth/reload')).json().step).toBe('credentials');
  });

  it('escapes everything a message carries in the development mailbox', async () => {
    await enqueueMessage(
      portal.database.db,
      {
        channel: 'email',
        recipient: '"<img src=x onerror=alert(1)>"@example.com',
        subject: '<script>alert("subject")</script>',
        text: 'Hello <b onclick=alert(1)>you</b> </pre><script>alert("text")</script>',
      },
      portal.clock.now(),
    );
    const page = await portal.browser().get('/auth/dev/mailbox');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(liveMarkup(page.body)).toEqual([]);
    expect(page.body).not.toMatch(/<b\b/);
    expect(page.body).toContain('&#60;script&#62;alert(&#34;subject&#34;)&#60;/script&#62;');
    expect(page.body).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });

  it('escapes the subject the development SSO page signs for', async () => {
    const page = await portal
      .browser()
      .get(`/auth/dev/sso?sub=${encodeURIComponent(payloads[2] ?? '')}`);
    expect(page.statusCode).toBe(200);
    expect(liveMarkup(page.body)).toEqual([]);
    expect(page.body).toContain('&#34;&#62;&#60;svg onload=alert(1)&#62;');
  });

  it('never writes the address it was asked for into the page', async () => {
    for (const payload of payloads) {
      const path = `/auth/${encodeURIComponent(payload)}/login?path=${encodeURIComponent(payload)}`;
      const page = await portal.browser().openPage(path);
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain(payload);
      expect(page.body).not.toContain(encodeURIComponent(payload));
    }
  });

  it('takes no markup into the census, where the names in answers and e-mails come from', async () => {
    const imported = await importCensus(
      portal.database.db,
      {
        clientId: '100000050',
        clientName: 'Markup Labs',
        csv: [censusHeader, '<img src=x onerror=alert(1)>,Doe,05/01/1982,900-50-0001,50001,,'].join(
          '\n',
        ),
      },
      { dataKey: testSecrets.DATA_KEY, today: todayOn(portal.clock) },
    );
    expect(imported.ok).toBe(false);
  });
});

describe('e-mails', () => {
  it('go out as plain text only, so a name in them is never HTML', async () => {
    const inbox = await startSmtpInbox();
    const portal = await startTestApp('pglite', { smtpUrl: inbox.url });
    try {
      const browser = portal.browser({ address: '10.76.255.1' });
      await browser.openPage('/auth/userNameRecovery/verifyPersonalInformation');
      const answer = await browser.post('/auth/userNameRecovery/verifyPersonalInfo', {
        firstName: 'John',
        lastName: 'Roe',
        dateOfBirth: '02/14/1975',
        ssn: '5678',
      });
      expect(answer.json().status.code).toBe('USERNAME_AVAILABLE');
      const mail = await inbox.waitFor((received) => /recovered/.test(received.subject));
      expect(mail.raw).toMatch(/content-type:\s*text\/plain/i);
      expect(mail.raw).not.toMatch(/text\/html/i);
    } finally {
      await portal.close();
      await inbox.close();
    }
  });
});
