import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sample, scrapeMetrics } from '#tests/support/metrics-scrape';
import { codeSentTo } from '#tests/support/registration-client';
import { startTestApp, type TestApp } from '#tests/support/test-app';
import { demoPassword } from '#server/dev/demo/demo-data';

const token = 'metrics-token-of-the-tests-0123456789';
const employeeLogin = '/auth/employee-benefits/loginCredentials';
const registration = '/auth/employee-benefits/registration';

describe('metrics', () => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await startTestApp('pglite', { env: { METRICS_TOKEN: token } });
  });
  afterAll(() => portal.close());

  const scrape = () => scrapeMetrics(portal.app, token);

  it('answers 404, as for an unknown address, without the right bearer token', async () => {
    for (const authorization of [undefined, `Bearer ${token}x`, `Basic ${token}`, token]) {
      const response = await portal.app.inject({
        url: '/auth/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'NOT_FOUND', message: 'There is no such address.' });
    }
  });

  it('serves the Prometheus text format with the process figures', async () => {
    const text = await scrape();
    expect(text).toContain('# TYPE portal_http_request_duration_seconds histogram');
    expect(text).toContain('# TYPE portal_logins_total counter');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('counts and times requests by route pattern, never by the address sent', async () => {
    const browser = portal.browser();
    await browser.openPage(
      '/auth/employers/registration?regid=6f1c2a9e-3b7d-4c1e-9a55-2d0c8e7f4b10',
    );
    await browser.get(
      '/auth/employers/registration/employerInfo/6f1c2a9e-3b7d-4c1e-9a55-2d0c8e7f4b10',
    );
    await browser.get('/auth/no-such-call/12345');
    const text = await scrape();
    expect(
      sample(
        text,
        'portal_http_request_duration_seconds_count{method="GET",route="/auth/employers/registration/employerInfo/:regid",status_code="200"}',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'portal_http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(
        text,
        'portal_http_request_duration_seconds_count{method="GET",route="app-page",status_code="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('6f1c2a9e');
    expect(text).not.toContain('12345');
    expect(text).toMatch(
      /portal_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/auth\/employers\/registration\/employerInfo\/:regid",status_code="200"\} \d/,
    );
  });

  it('counts logins by outcome, and the failure that locks as one lockout', async () => {
    const browser = portal.browser({ address: '192.0.2.21' });
    await browser.openPage();
    await browser.post(employeeLogin, { userName: 'jroe2024', password: demoPassword });
    const other = portal.browser({ address: '192.0.2.22' });
    await other.openPage('/auth/employers/login');
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await other.post('/auth/employers/loginCredentials', {
        userName: 'acmehr',
        password: 'Wrong#Password1',
      });
      outcomes.push(response.json().status.code);
    }
    expect(outcomes).toEqual([
      ...Array(4).fill('INVALIDCREDENTIALS'),
      'LOGINATTEMPTEXCEED',
      'LOGINATTEMPTEXCEED',
    ]);
    const text = await scrape();
    expect(
      sample(
        text,
        'portal_logins_total{side="employee-benefits",outcome="AUTHENTICATION_SUCCESS"}',
      ),
    ).toBe(1);
    expect(sample(text, 'portal_logins_total{side="employers",outcome="INVALIDCREDENTIALS"}')).toBe(
      4,
    );
    expect(sample(text, 'portal_logins_total{side="employers",outcome="LOGINATTEMPTEXCEED"}')).toBe(
      2,
    );
    expect(sample(text, 'portal_lockouts_total{kind="login"}')).toBe(1);
  });

  it('counts codes sent by channel and reads the outbox backlog at scrape', async () => {
    const browser = portal.browser({ address: '192.0.2.23' });
    await browser.openPage('/auth/employee-benefits/registration/full');
    const call = async (path: string, body: unknown) => {
      const response = await browser.post(`${registration}/${path}`, body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const started = await call('verifyPersonalInfo', {
      firstName: 'Jane',
      lastName: 'Doe',
      dateOfBirth: '05/01/1982',
      ssn: '1234',
    });
    expect(started.status.code).toBe('NOTREGISTERED');
    await call('validateZipCode', { zipCode: '60601', recaptchaToken: 'local-development' });
    const sent = await call('selectCredentials', {
      username: 'jdoemetrics',
      password: 'Str0ng#Passw0rd',
      emailAddress: 'jane.metrics@example.com',
      transactionId: started.transactionId,
    });
    expect(sent.status.code).toBe('OTPCODESENT');
    await codeSentTo(portal.database.db, 'jane.metrics@example.com', 'email');
    portal.clock.advanceMinutes(2);
    const text = await scrape();
    expect(sample(text, 'portal_one_time_codes_sent_total{channel="email"}')).toBe(1);
    // This test app runs no dispatcher: what was queued is still waiting.
    expect(sample(text, 'portal_outbox_pending_messages{channel="email"}')).toBeGreaterThanOrEqual(
      1,
    );
    expect(sample(text, 'portal_outbox_pending_messages{channel="sms"}')).toBe(0);
    expect(
      sample(text, 'portal_outbox_oldest_pending_age_seconds{channel="email"}'),
    ).toBeGreaterThanOrEqual(120);
    expect(sample(text, 'portal_outbox_oldest_pending_age_seconds{channel="sms"}')).toBe(0);
  });

  it('counts the identity checks that lock a browser session', async () => {
    const browser = portal.browser({ address: '192.0.2.24' });
    await browser.openPage('/auth/employee-benefits/registration/full');
    const codes: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await browser.post(`${registration}/verifyPersonalInfo`, {
        firstName: 'Nobody',
        lastName: 'Known',
        dateOfBirth: '01/01/1980',
        ssn: '0000',
      });
      codes.push(response.json().status.code);
    }
    expect(codes.at(-1)).toBe('SESSIONLOCKED');
    const text = await scrape();
    expect(sample(text, 'portal_lockouts_total{kind="proofing-session"}')).toBe(1);
  });
});

describe('metrics without METRICS_TOKEN', () => {
  it('answers 404 to everyone', async () => {
    const portal = await startTestApp('pglite', { demoData: false });
    const response = await portal.app.inject({
      url: '/auth/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    await portal.close();
    expect(response.statusCode).toBe(404);
  });
});
