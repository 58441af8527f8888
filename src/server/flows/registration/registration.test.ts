// Employee registration through the API from start to login, the steps it lets no one skip or
// share, and the code e-mail going out through SMTP.

import { describe, expect, it } from 'vitest';
import { startSmtpInbox } from '#tests/support/smtp-inbox';
import { startTestApp } from '#tests/support/test-app';
import { person } from '#tests/support/registration-client';
import { testEngines } from '#tests/support/test-database';
import { listMessages } from '#server/db/outbox-repository';
import {
  ada,
  api,
  employeeRegistrationKit,
  frances,
  grace,
  status,
  strongPassword,
} from '#tests/support/employee-registration-kit';

/** A person of the demo data (docs/product/demo-data.md#people-and-accounts). */
const jane = person('Jane', 'Doe', '05/01/1982', '1234');

describe.each(testEngines)('employee registration on %s', (engine) => {
  const kit = employeeRegistrationKit(engine);
  const { visitor } = kit;

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
    const [message] = await listMessages(kit.portal.database.db, {
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

  it("keeps another browser session out of this flow's transaction", async () => {
    const owner = await visitor();
    const code = await owner.reachCode(grace, '10003', 'ghopper', 'grace@example.com');
    await owner.code(code);
    const intruder = await visitor();
    expect(status(await intruder.submit(owner.transactionId))).toBe('STEPNOTALLOWED');
    expect(status(await intruder.proceed(owner.transactionId))).toBe('STEPNOTALLOWED');
    expect((await owner.reload()).step).toBe('review');
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
