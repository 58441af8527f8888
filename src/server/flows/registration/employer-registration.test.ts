// Employer registration through the API (docs/product/registration.md, employer rows;
// docs/product/self-service.md): from the invitation link to a login on the employer side, with the
// contact's device choice, both codes, and every step-order attack the state machine must refuse.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { browserFactory, codeSentTo, jsonCalls } from '#tests/support/registration-client';
import { testEngines } from '#tests/support/test-database';
import { isoDateOf } from '#domain/shared/field-rules';
import { inviteEmployerContact, revokeInvitation } from '#server/db/invitations-repository';
import { listMessages } from '#server/db/outbox-repository';

const api = '/auth/employers/registration';
const strongPassword = 'Str0ng#Passw0rd';
const newMobile = '(312) 555-0199';

interface Contact {
  firstName: string;
  lastName: string;
  /** MM/DD/YYYY, as the form sends it. */
  dateOfBirth: string;
  clientId: string;
  email: string;
  mobilePhone: string;
}

/** Contacts only these tests invite: their lockouts and accounts spoil nothing else. */
let contacts = 0;
function newContact(overrides: Partial<Contact> = {}): Contact {
  contacts++;
  return {
    firstName: 'Robin',
    lastName: `Tester${String.fromCharCode(96 + contacts)}`,
    dateOfBirth: '04/12/1978',
    clientId: '100000001',
    email: `robin${contacts}@acme.example`,
    mobilePhone: `(312) 555-01${String(contacts).padStart(2, '0')}`,
    ...overrides,
  };
}

describe.each(testEngines)('employer registration on %s', (engine) => {
  let portal: TestApp;
  const newBrowser = browserFactory(() => portal, 2, '/auth/employers/registration/full');

  beforeAll(async () => {
    portal = await startTestApp(engine);
  });
  afterAll(() => portal.close());

  async function invite(contact: Contact, days = 14): Promise<string> {
    const result = await inviteEmployerContact(
      portal.database.db,
      { ...contact, dateOfBirth: isoDateOf(contact.dateOfBirth) },
      { now: portal.clock.now(), days },
    );
    if (result.status !== 'invited') throw new Error(`not invited: ${result.error}`);
    return result.regid;
  }

  /** An HR contact in a browser of their own, from an address of their own. */
  async function visitor() {
    const browser = await newBrowser();
    return registrant(browser);
  }

  function registrant(browser: TestBrowser) {
    const call = jsonCalls(browser);
    let transactionId = '';
    return {
      browser,
      async open(regid: string) {
        const response = await browser.get(`${api}/employerInfo/${regid}`);
        expect(response.statusCode, response.body).toBe(200);
        const answer = response.json();
        if (answer.transactionId) transactionId = answer.transactionId;
        return answer;
      },
      verify: (who: Contact, clientId = who.clientId) =>
        call(`${api}/verifyPersonalInfo`, {
          firstName: who.firstName,
          lastName: who.lastName,
          dateOfBirth: who.dateOfBirth,
          clientId,
        }),
      choose: (selectedValidationOption: 'EMAIL' | 'PHONE') =>
        call(`${api}/resendVerificationCode`, { selectedValidationOption }),
      resend: () => call(`${api}/resendVerificationCode`),
      code: (verificationCode: string) =>
        call(`${api}/validateVerificationCode`, { verificationCode }),
      credentials: (username: string, phoneNumber = newMobile, password = strongPassword) =>
        call(`${api}/selectCredentials`, { username, password, phoneNumber, transactionId }),
      backToDevices: () => call('/auth/employers/backToDeviceSelectionPage'),
      backToCredentials: () => call('/auth/employers/backToCredentialPage'),
      submit: () => call(`${api}/submit`, { transactionId }),
      proceed: () => call(`${api}/proceedToLogin`, { transactionId }),
      reload: async () => (await browser.get('/auth/reload')).json(),
      /** The code of the newest message to `to`, read the way a person reads it. */
      codeSentTo: (to: string, channel: 'email' | 'sms') =>
        codeSentTo(portal.database.db, to, channel),
      /** From the invitation to the credentials step, the first code by e-mail. */
      async reachCredentials(who: Contact, regid: string) {
        expect(status(await this.open(regid))).toBe('SUCCESS');
        expect(status(await this.verify(who))).toBe('SUCCESS');
        expect(status(await this.choose('EMAIL'))).toBe('OTPCODESENT');
        const answer = await this.code(await this.codeSentTo(who.email, 'email'));
        expect(answer.selectedValidationOption).toBe('EMAIL');
      },
    };
  }

  const status = (answer: { status: { code: string } }) => answer.status.code;

  it('registers an invited contact from the link to a login on the employer side', async () => {
    const robin = newContact();
    const regid = await invite(robin);
    const hr = await visitor();

    expect(await hr.open(regid)).toMatchObject({
      status: { code: 'SUCCESS' },
      firstName: robin.firstName,
      lastName: robin.lastName,
      transactionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // Several devices on file: the person chooses one, and sees them masked.
    const proven = await hr.verify(robin);
    expect(proven).toMatchObject({
      status: { code: 'SUCCESS' },
      emailAddress: expect.stringMatching(/^ro\*+@acme\.example$/),
      phoneNumber: `(***) ***-${robin.mobilePhone.slice(-4)}`,
    });
    expect(JSON.stringify(proven)).not.toContain(robin.email);
    expect(await hr.reload()).toMatchObject({ step: 'verification', module: 'employers' });

    expect(await hr.choose('EMAIL')).toMatchObject({
      status: { code: 'OTPCODESENT' },
      emailAddress: expect.stringMatching(/\*/),
    });
    expect(await hr.code(await hr.codeSentTo(robin.email, 'email'))).toEqual({
      status: { code: 'OTPVALID', name: 'Your code is verified.' },
      selectedValidationOption: 'EMAIL',
    });
    expect(await hr.reload()).toMatchObject({ step: 'credentials' });

    expect(await hr.credentials('robin.hr')).toEqual({
      status: {
        code: 'USERIDAVAILABLE',
        name: 'Your user name is available. We sent a code to your mobile phone.',
      },
      phoneNumber: newMobile,
    });
    const [sms] = await listMessages(portal.database.db, { to: newMobile, limit: 1 });
    expect(sms).toMatchObject({ channel: 'sms' });
    expect(sms?.text).toMatch(/^\d{6} is your Meridian Mutual verification code\./);
    expect(await hr.code(await hr.codeSentTo(newMobile, 'sms'))).toEqual({
      status: { code: 'OTPVALID', name: 'Your code is verified.' },
      selectedValidationOption: 'PHONE',
    });
    expect(await hr.reload()).toMatchObject({
      step: 'review',
      userName: 'robin.hr',
      phoneNumber: newMobile,
    });

    expect(status(await hr.submit())).toBe('SUCCESS');
    expect(await hr.proceed()).toMatchObject({
      status: { code: 'SUCCESS' },
      redirectUrl: '/auth/employers/login',
    });
    const login = await hr.browser.post('/auth/employers/loginCredentials', {
      userName: 'robin.hr',
      password: strongPassword,
    });
    expect(login.json().status.code).toBe('AUTHENTICATION_SUCCESS');
    expect((await hr.browser.get('/auth/employers/accountSummary')).json().account).toEqual({
      userName: 'robin.hr',
      role: 'employer',
      firstName: robin.firstName,
      lastName: robin.lastName,
    });

    // The invitation worked once.
    expect(status(await (await visitor()).open(regid))).toBe('USERNOTFOUND');
  });

  it('sends the first code straight to the only device on file', async () => {
    const lee = newContact({ mobilePhone: '' });
    const result = await inviteEmployerContact(
      portal.database.db,
      { ...lee, dateOfBirth: isoDateOf(lee.dateOfBirth), mobilePhone: null as never },
      { now: portal.clock.now(), days: 14 },
    );
    if (result.status !== 'invited') throw new Error('not invited');
    const hr = await visitor();
    await hr.open(result.regid);
    expect(await hr.verify(lee)).toMatchObject({
      status: { code: 'OTPCODESENT' },
      emailAddress: expect.stringMatching(/\*/),
    });
    expect(await hr.reload()).toMatchObject({ step: 'contactCode' });
    expect(status(await hr.code(await hr.codeSentTo(lee.email, 'email')))).toBe('OTPVALID');
  });

  it('lets the person choose the phone on file, go back, and choose again', async () => {
    const kim = newContact();
    const hr = await visitor();
    await hr.open(await invite(kim));
    await hr.verify(kim);
    expect(await hr.choose('PHONE')).toMatchObject({
      status: { code: 'OTPCODESENT' },
      phoneNumber: `(***) ***-${kim.mobilePhone.slice(-4)}`,
    });
    const code = await hr.codeSentTo(kim.mobilePhone, 'sms');
    expect(status(await hr.backToDevices())).toBe('SUCCESS');
    expect(await hr.reload()).toMatchObject({ step: 'verification' });
    // The code of the abandoned choice no longer works.
    expect(status(await hr.code(code))).toBe('STEPNOTALLOWED');
    // A second code within 30 seconds of the first is refused, then allowed.
    expect(status(await hr.choose('EMAIL'))).toBe('RESENDTOOSOON');
    portal.clock.advanceMinutes(1);
    expect(status(await hr.choose('EMAIL'))).toBe('OTPCODESENT');
    // Proving the contact by the phone on file still leads to the credentials.
    expect(await hr.code(await hr.codeSentTo(kim.email, 'email'))).toMatchObject({
      selectedValidationOption: 'EMAIL',
    });
    expect(await hr.reload()).toMatchObject({ step: 'credentials' });
  });

  it('answers USERNOTFOUND for unknown, malformed, expired, revoked and used invitations', async () => {
    const hr = await visitor();
    expect(status(await hr.open('6f1c2a9e-0000-4c1e-9a55-2d0c8e7f4b10'))).toBe('USERNOTFOUND');
    expect(status(await hr.open('not-a-guid'))).toBe('USERNOTFOUND');

    const expiring = await invite(newContact(), 1);
    portal.clock.advanceMinutes(24 * 60 + 1);
    // A day later the first browser's session has ended too.
    expect(status(await (await visitor()).open(expiring))).toBe('USERNOTFOUND');

    const revoked = await invite(newContact());
    await revokeInvitation(portal.database.db, revoked, portal.clock.now());
    const late = await visitor();
    expect(status(await late.open(revoked))).toBe('USERNOTFOUND');
    // Nothing was opened: the personal information has no flow to go to.
    expect(status(await late.verify(newContact()))).toBe('STEPNOTALLOWED');
  });

  it('refuses every call out of order and changes nothing', async () => {
    const ray = newContact();
    const regid = await invite(ray);
    const hr = await visitor();
    // Without the invitation link, there is no contact to prove.
    expect(status(await hr.verify(ray))).toBe('STEPNOTALLOWED');
    await hr.open(regid);
    expect(status(await hr.choose('EMAIL'))).toBe('STEPNOTALLOWED');
    expect(status(await hr.credentials('ray.hr'))).toBe('STEPNOTALLOWED');
    await hr.verify(ray);
    expect(status(await hr.credentials('ray.hr'))).toBe('STEPNOTALLOWED');
    expect(status(await hr.resend())).toBe('STEPNOTALLOWED');
    await hr.choose('EMAIL');
    // The contact's code does not stand for the phone, nor skip to the credentials.
    expect(status(await hr.credentials('ray.hr'))).toBe('STEPNOTALLOWED');
    expect(status(await hr.backToCredentials())).toBe('STEPNOTALLOWED');
    expect(status(await hr.submit())).toBe('STEPNOTALLOWED');
    await hr.code(await hr.codeSentTo(ray.email, 'email'));
    expect(status(await hr.backToDevices())).toBe('STEPNOTALLOWED');
    expect(status(await hr.submit())).toBe('STEPNOTALLOWED');
    await hr.credentials('ray.hr');
    expect(status(await hr.submit())).toBe('STEPNOTALLOWED');
    expect(await hr.reload()).toMatchObject({ step: 'code' });
    // Employee-only steps do not exist here.
    const zip = await hr.browser.post(`${api}/validateZipCode`, {
      zipCode: '60601',
      recaptchaToken: 'local-development',
    });
    expect(zip.json().status.code).toBe('STEPNOTALLOWED');
  });

  it('answers NOTVALIDATED for anyone but the invited contact, and locks after five', async () => {
    const ann = newContact();
    const hr = await visitor();
    await hr.open(await invite(ann));
    expect(status(await hr.verify(ann, '100000002'))).toBe('NOTVALIDATED');
    expect(status(await hr.verify({ ...ann, dateOfBirth: '04/13/1978' }))).toBe('NOTVALIDATED');
    expect(status(await hr.verify({ ...ann, firstName: 'Robyn' }))).toBe('NOTVALIDATED');
    expect(status(await hr.verify({ ...ann, lastName: 'Other' }))).toBe('NOTVALIDATED');
    expect(status(await hr.verify(ann, '100000009'))).toBe('SESSIONLOCKED');
    expect(status(await hr.verify(ann))).toBe('SESSIONLOCKED');
  });

  it('locks the contact after ten failures from any browsers: USERLOCKED', async () => {
    const sue = newContact();
    const regid = await invite(sue);
    // Two browsers of five wrong client ids each; each browser locks itself at its fifth.
    for (let browser = 0; browser < 2; browser++) {
      const guesser = await visitor();
      await guesser.open(regid);
      const answers = [];
      for (let failure = 0; failure < 5; failure++) {
        answers.push(status(await guesser.verify(sue, '100000009')));
      }
      expect(answers.at(-1)).toBe('SESSIONLOCKED');
    }
    const owner = await visitor();
    await owner.open(regid);
    expect(status(await owner.verify(sue))).toBe('USERLOCKED');
  });

  it('answers AGEELIGIBILITYFAILED for a date of birth under 18', async () => {
    const young = newContact();
    const hr = await visitor();
    await hr.open(await invite(young));
    expect(status(await hr.verify({ ...young, dateOfBirth: '01/15/2012' }))).toBe(
      'AGEELIGIBILITYFAILED',
    );
  });

  it('checks the client id and the mobile phone with the documented field rules', async () => {
    const eve = newContact();
    const hr = await visitor();
    await hr.open(await invite(eve));
    const badClient = await hr.browser.post(`${api}/verifyPersonalInfo`, {
      firstName: eve.firstName,
      lastName: eve.lastName,
      dateOfBirth: eve.dateOfBirth,
      clientId: '12345',
    });
    expect(badClient.statusCode).toBe(400);
    expect(badClient.json().message).toBe('ClientId: Please enter a valid Client ID.');
    expect(status(await hr.verify(eve))).toBe('SUCCESS');
    await hr.choose('EMAIL');
    await hr.code(await hr.codeSentTo(eve.email, 'email'));
    const badPhone = await hr.browser.post(`${api}/selectCredentials`, {
      username: 'eve.hr',
      password: strongPassword,
      phoneNumber: '312-555-0199',
      transactionId: (await hr.reload()).transactionId,
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toBe('phoneNumber: Please enter a valid mobile phone number.');
  });

  it('answers ALREADYREGISTERED to a second browser once the contact registered', async () => {
    const joe = newContact();
    const regid = await invite(joe);
    const first = await visitor();
    const second = await visitor();
    await second.open(regid);
    await first.reachCredentials(joe, regid);
    // Codes of one test clock instant are told apart by the number they went to.
    await first.credentials('joe.hr', joe.mobilePhone);
    await first.code(await first.codeSentTo(joe.mobilePhone, 'sms'));
    expect(status(await first.submit())).toBe('SUCCESS');
    expect(status(await second.verify(joe))).toBe('ALREADYREGISTERED');
  });
});
