// A disability claim filed without registering (docs/product/public-claim.md): Jane Doe proves who
// she is as registration would have her, gives an address for the receipt, files through the
// wizard's steps 2 to 5, and once she has an account the claim is in it.
import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClaimAnswers, emptyAnswers } from '#domain/claims/claim-wizard';
import type {
  DashboardAnswer,
  DraftAnswer,
  SubmitClaimAnswer,
} from '#domain/claims/claims-answers';
import { argon2idOptions } from '#server/adapters/password-hasher';
import { insertAccount } from '#server/db/accounts-repository';
import { findMemberIdBySsnHash } from '#server/db/census-repository';
import { listMessages } from '#server/db/outbox-repository';
import { demoPassword } from '#server/dev/demo/demo-data';
import { ssnHashes } from '#server/crypto/keyed-hash';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { testSecrets } from '#tests/support/test-secrets';
import { confirmItsYou } from '#tests/support/log-in-kit';

const base = '/auth/claims/disability';
const jane = { firstName: 'Jane', lastName: 'Doe', dateOfBirth: '05/01/1982', ssn: '1234' };

const steps2to5: ClaimAnswers = {
  absence: {
    ...emptyAnswers.absence,
    lastDayWorked: '11/20/2026',
    firstDayOfAbsence: '11/21/2026',
    expectedReturn: '12/21/2026',
    schedule: 'continuous',
  },
  provider: {
    providerName: 'Dr. Ada Byron',
    providerPhone: '(312) 555-0199',
    workRelated: 'no',
    conditionCategory: 'injury',
  },
  payment: { ...emptyAnswers.payment, method: 'paper-check' },
};

describe.each(testEngines)('a disability claim without registering on %s', (engine) => {
  let portal: TestApp;
  let visits = 0;

  beforeAll(async () => {
    portal = await startTestApp(engine);
  });
  afterAll(() => portal.close());

  const visitor = async (): Promise<TestBrowser> => {
    visits++;
    const browser = portal.browser({ address: `10.12.0.${visits}` });
    await browser.openPage('/auth/claims/disability');
    return browser;
  };

  it('files for Jane once she is proven and gave an address, and her account shows it', async () => {
    const browser = await visitor();
    // Nothing before the identity check.
    expect((await browser.get(`${base}/draft`)).statusCode).toBe(409);
    expect(
      (await browser.post(`${base}/receiptEmail`, { emailAddress: 'jane@example.com' })).json(),
    ).toMatchObject({ status: { code: 'STEPNOTALLOWED' } });

    const proven = await browser.post(`${base}/verifyPersonalInfo`, jane);
    expect(proven.json()).toMatchObject({ status: { code: 'SUCCESS' } });
    expect((await browser.get(`${base}/draft`)).statusCode).toBe(409);
    const badAddress = await browser.post(`${base}/receiptEmail`, { emailAddress: 'jane@' });
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.json()).toMatchObject({ field: 'emailAddress' });
    const address = await browser.post(`${base}/receiptEmail`, {
      emailAddress: 'jane.doe.claims@example.com',
    });
    expect(address.json()).toMatchObject({ status: { code: 'SUCCESS' } });

    const draft = (await browser.get(`${base}/draft`)).json() as DraftAnswer;
    expect(draft).toMatchObject({
      step: 'absence',
      answers: { need: { reason: 'own-health', alsoFmla: false } },
    });
    // Step 1 is fixed: a leave cannot be asked for here.
    const kept = await browser.post(`${base}/draft`, {
      step: 'review',
      answers: { ...steps2to5, need: { reason: 'bonding', alsoFmla: true } },
    });
    expect((kept.json() as DraftAnswer).answers.need).toEqual({
      reason: 'own-health',
      alsoFmla: false,
    });
    const submitted = await browser.post(`${base}/submit`, {
      idempotencyKey: draft.idempotencyKey,
      attestation: true,
    });
    const filed = submitted.json() as SubmitClaimAnswer;
    expect(filed.claims).toEqual([
      { claimNumber: expect.stringMatching(/^C\d{7}$/), kind: 'disability' },
    ]);
    expect(filed.email).toBe('jane.doe.claims@example.com');
    const again = await browser.post(`${base}/submit`, {
      idempotencyKey: draft.idempotencyKey,
      attestation: true,
    });
    expect(again.json()).toEqual(filed);

    const [receipt] = await listMessages(portal.database.db, {
      to: 'jane.doe.claims@example.com',
      limit: 1,
    });
    expect(receipt?.text).toContain(filed.claims[0]?.claimNumber);
    expect(receipt?.text).not.toMatch(/injury|Byron/i);

    // Jane registers (her account is linked to her census row, as registration does).
    const memberId = await findMemberIdBySsnHash(
      portal.database.db,
      '100000001',
      ssnHashes(testSecrets.DATA_KEY, '123451234').full,
    );
    await insertAccount(portal.database.db, {
      userName: 'janedoe82',
      passwordHash: await hash(demoPassword, argon2idOptions),
      role: 'employee',
      memberId,
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane.doe@example.com',
    });
    const login = await browser.post('/auth/employee-benefits/loginCredentials', {
      userName: 'janedoe82',
      password: demoPassword,
    });
    expect(login.json().status.code).toBe('AUTHENTICATION_SUCCESS');
    await browser.openPage('/auth/employee-benefits/account');
    expect(await confirmItsYou(browser, 'employee-benefits')).toBe('confirmed');
    const dashboard = (
      await browser.get('/auth/employee-benefits/api/dashboard')
    ).json() as DashboardAnswer;
    expect(dashboard.claims.map((claim) => claim.claimNumber)).toEqual([
      filed.claims[0]?.claimNumber,
    ]);
  });

  it('answers the statuses of registration to a person it cannot prove', async () => {
    const browser = await visitor();
    const wrong = await browser.post(`${base}/verifyPersonalInfo`, { ...jane, ssn: '9999' });
    expect(wrong.json()).toMatchObject({ status: { code: 'NOTVALIDATED' } });
    const young = await browser.post(`${base}/verifyPersonalInfo`, {
      ...jane,
      dateOfBirth: '01/01/2015',
    });
    expect(young.json()).toMatchObject({ status: { code: 'AGEELIGIBILITYFAILED' } });
    // Nothing was opened for the wizard.
    expect((await browser.get(`${base}/draft`)).statusCode).toBe(409);
  });
});
