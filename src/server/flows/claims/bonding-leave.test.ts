// Leave to bond with a child through the real app (docs/product/claims.md, "Rules"): the wizard
// asks the date of birth or placement, the server refuses a leave that would end more than 12
// months after it (825.120(a)(2)), and the claim keeps the date for the employee's page alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftAnswer, SubmitClaimAnswer } from '#domain/claims/claims-answers';
import { type ClaimAnswers, claimFieldText, emptyAnswers } from '#domain/claims/claim-wizard';
import { ownIllnessAnswers } from '#tests/support/claim-fixtures';
import { loggedIn } from '#tests/support/log-in-kit';
import { startTestApp, type TestApp } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';

const api = '/auth/employee-benefits/api';

/** A bonding leave from 11/23/2026, back at work on 01/04/2027 (the test clock reads 11/22). */
const bondingLeave = (childArrivalDate: string): ClaimAnswers => ({
  need: { reason: 'bonding', alsoFmla: false },
  absence: {
    ...emptyAnswers.absence,
    lastDayWorked: '11/20/2026',
    firstDayOfAbsence: '11/23/2026',
    expectedReturn: '01/04/2027',
    schedule: 'continuous',
    childArrivalDate,
    workedBefore: 'no',
  },
  provider: ownIllnessAnswers('2026-11-20').provider,
});

describe.each(testEngines)('leave to bond with a child on %s', (engine) => {
  let portal: TestApp;

  beforeAll(async () => {
    portal = await startTestApp(engine);
  });
  afterAll(() => portal.close());

  it('825.120(a)(2): refuses a leave ending more than 12 months after the birth', async () => {
    const john = await loggedIn(portal, 'jroe2024', 'employee-benefits');
    // Born 12/01/2025: its 12 months end on 11/30/2026, before this leave's last day.
    const late = await john.post(`${api}/claims/draft`, {
      step: 'review',
      answers: bondingLeave('12/01/2025'),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      field: 'answers.absence.childArrivalDate',
      message: claimFieldText.bondingWindow.defaultMessage,
    });
    const missing = await john.post(`${api}/claims/draft`, {
      step: 'review',
      answers: bondingLeave(''),
    });
    expect(missing.json()).toMatchObject({
      field: 'answers.absence.childArrivalDate',
      message: claimFieldText.childArrivalDate.defaultMessage,
    });
  });

  it('files it with the date, which the employee reads and the employer never does', async () => {
    const john = await loggedIn(portal, 'jroe2024', 'employee-benefits');
    const draft = (await john.get(`${api}/claims/draft`)).json() as DraftAnswer;
    const saved = await john.post(`${api}/claims/draft`, {
      step: 'review',
      answers: bondingLeave('11/21/2026'),
    });
    expect(saved.statusCode).toBe(200);
    const submitted = await john.post(`${api}/claims/submit`, {
      idempotencyKey: draft.idempotencyKey,
      attestation: true,
    });
    expect(submitted.statusCode).toBe(200);
    const [leave] = (submitted.json() as SubmitClaimAnswer).claims;
    expect(leave?.kind).toBe('leave');
    const page = (await john.get(`${api}/claims/${leave?.claimNumber}`)).json();
    expect(page).toMatchObject({ reason: 'bonding', childArrivalDate: '2026-11-21' });

    const alex = await loggedIn(portal, 'acmehr');
    const seen = await alex.get(`/auth/employers/api/claims/${leave?.claimNumber}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.body).not.toContain('childArrivalDate');
    expect(seen.body).not.toContain('2026-11-21');
  });
});
