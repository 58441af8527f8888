// The employee's claims calls on the demo data (docs/product/claims.md,
// docs/product/demo-data.md), through the real app: John Roe's two claims, the wizard from draft
// to submission, ownership, and what never leaves the server.
import type { Side } from '#domain/shared/sides';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimAnswers } from '#domain/claims/claim-wizard';
import type {
  ClaimDetail,
  DashboardAnswer,
  DraftAnswer,
  SubmitClaimAnswer,
} from '#domain/claims/claims-answers';
import { findMemberIdBySsnHash } from '#server/db/census-repository';
import { listMessages } from '#server/db/outbox-repository';
import { claimDrafts, claims } from '#server/db/schema/claims';
import { outbox } from '#server/db/schema/outbox';
import { demoPassword } from '#server/dev/demo/demo-data';
import { ssnHashes } from '#server/crypto/keyed-hash';
import { ownIllnessAnswers } from '#tests/support/claim-fixtures';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { testSecrets } from '#tests/support/test-secrets';
import { addAccount, loggedIn as logInAs } from '#tests/support/log-in-kit';

const api = '/auth/employee-benefits/api';

/** Answers of a disability claim with family medical leave, for the test clock's week. */
const ownIllness = ownIllnessAnswers('2026-11-20');

describe.each(testEngines)('employee claims on %s', (engine) => {
  let portal: TestApp;

  beforeAll(async () => {
    portal = await startTestApp(engine);
    // Maria Garcia (Acme) gets an account: another employee of the same client.
    const memberId = await findMemberIdBySsnHash(
      portal.database.db,
      '100000001',
      ssnHashes(testSecrets.DATA_KEY, '111224321').full,
    );
    await addAccount(portal.database.db, {
      userName: 'mgarcia',
      password: demoPassword,
      role: 'employee',
      memberId,
      firstName: 'Maria',
      lastName: 'Garcia',
      email: 'maria.garcia@example.com',
    });
    await addAccount(portal.database.db, {
      userName: 'nocensus',
      password: demoPassword,
      role: 'employee',
      firstName: 'Noel',
      lastName: 'Census',
      email: 'noel@example.com',
    });
  });
  afterAll(() => portal.close());

  const loggedIn = (userName: string, side: Side = 'employee-benefits') =>
    logInAs(portal, userName, side);

  const fileClaim = async (browser: TestBrowser, answers: ClaimAnswers) => {
    const draft = (await browser.get(`${api}/claims/draft`)).json() as DraftAnswer;
    const saved = await browser.post(`${api}/claims/draft`, { step: 'review', answers });
    expect(saved.statusCode).toBe(200);
    const submitted = await browser.post(`${api}/claims/submit`, {
      idempotencyKey: draft.idempotencyKey,
      attestation: true,
    });
    expect(submitted.statusCode).toBe(200);
    return { key: draft.idempotencyKey, answer: submitted.json() as SubmitClaimAnswer };
  };

  it("shows John's dashboard: his two claims, what to do, his last payment", async () => {
    const john = await loggedIn('jroe2024');
    const answer = (await john.get(`${api}/dashboard`)).json() as DashboardAnswer;
    expect(answer.firstName).toBe('John');
    expect(answer.claims.map((claim) => [claim.claimNumber, claim.kind, claim.status])).toEqual(
      expect.arrayContaining([
        ['C1000001', 'disability', 'approved'],
        ['C1000002', 'leave', 'information-needed'],
      ]),
    );
    // Requested 3 days before the demo data loaded, due 15 days after the request.
    expect(answer.thingsToDo).toEqual(
      expect.arrayContaining([
        {
          kind: 'document',
          claimNumber: 'C1000002',
          documentType: 'medical-certification',
          dueOn: '2026-12-04',
        },
        { kind: 'report-time', claimNumber: 'C1000002' },
      ]),
    );
    expect(answer.lastPayment).toMatchObject({
      claimNumber: 'C1000001',
      grossCents: 120_000,
      netCents: 110_820,
      status: 'sent',
    });
  });

  it('refuses every claims call without an employee login', async () => {
    const visitor = portal.browser({ address: '10.8.0.1' });
    await visitor.openPage();
    const hr = await loggedIn('acmehr', 'employers');
    for (const browser of [visitor, hr]) {
      for (const path of [
        'dashboard',
        'claims/draft',
        'claims/C1000001',
        'payments',
        'payments.csv',
      ]) {
        const answer = await browser.get(`${api}/${path}`);
        expect(answer.statusCode, path).toBe(401);
        expect(answer.body).not.toContain('C1000001');
      }
      const submit = await browser.post(`${api}/claims/C1000002/withdraw`);
      expect(submit.statusCode).toBe(401);
    }
  });

  it("answers another employee's claim exactly like one that does not exist", async () => {
    const maria = await loggedIn('mgarcia');
    for (const claimNumber of ['C1000001', 'C9999999']) {
      const detail = await maria.get(`${api}/claims/${claimNumber}`);
      expect(detail.statusCode).toBe(404);
      expect(detail.json()).toEqual({ error: 'NOT_FOUND', message: 'There is no such address.' });
      expect((await maria.post(`${api}/claims/${claimNumber}/withdraw`)).statusCode).toBe(404);
      const time = await maria.post(`${api}/claims/${claimNumber}/time`, {
        date: '11/20/2026',
        hours: 4,
      });
      expect(time.statusCode).toBe(404);
    }
    const dashboard = (await maria.get(`${api}/dashboard`)).json() as DashboardAnswer;
    expect(dashboard.claims).toEqual([]);
    expect(dashboard.lastPayment).toBeNull();
    expect((await maria.get(`${api}/payments`)).json()).toEqual({ payments: [] });
  });

  it('shows an account the census does not list an empty dashboard, and no claim', async () => {
    const noel = await loggedIn('nocensus');
    expect((await noel.get(`${api}/dashboard`)).json()).toEqual({
      firstName: 'Noel',
      claims: [],
      thingsToDo: [],
      lastPayment: null,
    });
    expect((await noel.get(`${api}/claims/C1000001`)).statusCode).toBe(404);
    expect((await noel.get(`${api}/claims/draft`)).statusCode).toBe(404);
    expect((await noel.get(`${api}/payments`)).json()).toEqual({ payments: [] });
  });

  it("shows a claim's page: details, timeline, payments, documents needed, leave balance", async () => {
    const john = await loggedIn('jroe2024');
    const disability = (await john.get(`${api}/claims/C1000001`)).json() as ClaimDetail;
    expect(disability).toMatchObject({
      kind: 'disability',
      status: 'approved',
      conditionCategory: 'surgery',
      providerName: 'Dr. Ada Byron',
      canWithdraw: false,
      estimate: null,
    });
    expect(disability.payments.map((payment) => payment.status)).toEqual([
      'scheduled',
      'sent',
      'sent',
      'sent',
    ]);
    expect(disability.timeline.length).toBeGreaterThanOrEqual(3);

    const leave = (await john.get(`${api}/claims/C1000002`)).json() as ClaimDetail;
    expect(leave).toMatchObject({
      kind: 'leave',
      status: 'information-needed',
      canReportTime: true,
      canWithdraw: false,
      documentsNeeded: [
        { documentType: 'medical-certification', requestedOn: '2026-11-19', dueOn: '2026-12-04' },
      ],
      timeReported: [{ date: '2026-11-17', hours: 8 }],
    });
    // 8 hours of a 40-hour week: 0.2 weeks.
    expect(leave.leaveBalance).toMatchObject({ usedHours: 8, entitlementWeeks: 12 });
    expect(leave.leaveBalance?.text).toMatch(/ of 12 weeks used$/);
    // Hired 2015, 240 employees nearby: only Acme's statement of hours is missing (11.3).
    expect(leave.fmlaEligibility).toBe(
      'We are confirming your eligibility for family medical leave (FMLA) with your employer.',
    );
    for (const [hours, eligibility] of [
      [1_200, /^You are not eligible .*fewer than 1,250 hours/],
      [1_900, /^You are eligible for family medical leave \(FMLA\)\.$/],
    ] as const) {
      await portal.database.db
        .update(claims)
        .set({ hoursWorked12Months: hours })
        .where(eq(claims.claimNumber, 'C1000002'));
      const stated = (await john.get(`${api}/claims/C1000002`)).json() as ClaimDetail;
      expect(stated.fmlaEligibility).toMatch(eligibility);
    }
    await portal.database.db
      .update(claims)
      .set({ hoursWorked12Months: null })
      .where(eq(claims.claimNumber, 'C1000002'));
    expect(disability.fmlaEligibility).toBeNull();
  });

  it('keeps the draft across calls, sealed at rest, and refuses a step skipped', async () => {
    const maria = await loggedIn('mgarcia');
    const fresh = (await maria.get(`${api}/claims/draft`)).json() as DraftAnswer;
    expect(fresh.step).toBe('need');

    const skipping = await maria.post(`${api}/claims/draft`, {
      step: 'provider',
      answers: { need: ownIllness.need },
    });
    expect(skipping.statusCode).toBe(400);
    expect(skipping.json()).toMatchObject({ field: 'answers.absence.lastDayWorked' });

    const kept = await maria.post(`${api}/claims/draft`, { step: 'review', answers: ownIllness });
    expect(kept.json()).toMatchObject({ step: 'review', idempotencyKey: fresh.idempotencyKey });
    const again = (await maria.get(`${api}/claims/draft`)).json() as DraftAnswer;
    expect(again.answers).toEqual(ownIllness);

    const [row] = await portal.database.db.select().from(claimDrafts);
    expect(JSON.stringify(row)).not.toContain('000123456789');
    expect(JSON.stringify(row)).not.toContain('Turing');
  });

  it('files a disability claim and a leave once, however often Submit is sent', async () => {
    const john = await loggedIn('jroe2024');
    const { key, answer } = await fileClaim(john, ownIllness);
    expect(answer.claims.map((claim) => claim.kind)).toEqual(['disability', 'leave']);
    expect(answer.claims.every((claim) => /^C\d{7}$/.test(claim.claimNumber))).toBe(true);
    expect(answer.email).toBe('john.roe@example.com');

    const retried = await john.post(`${api}/claims/submit`, {
      idempotencyKey: key,
      attestation: true,
    });
    expect(retried.json()).toEqual(answer);
    const [filed] = await portal.database.db
      .select({ n: count() })
      .from(claims)
      .where(eq(claims.idempotencyKey, key));
    expect(filed?.n).toBe(2);

    const [receipt] = await listMessages(portal.database.db, {
      to: 'john.roe@example.com',
      limit: 1,
    });
    expect(receipt?.subject).toContain('We received your request');
    for (const claim of answer.claims) expect(receipt?.text).toContain(claim.claimNumber);
    for (const secret of ['Turing', '555-0177', 'illness', 'Illness', '6789', '110000000']) {
      expect(receipt?.text).not.toContain(secret);
    }

    // Each claim goes to the claims system as an event, sealed while it waits in the outbox.
    const events = await portal.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.channel, 'claims'));
    expect(
      events.filter((event) => event.subject === 'claim.submitted').length,
    ).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(events)).not.toContain('000123456789');
    expect(JSON.stringify(events)).not.toContain('Turing');

    const [disability] = answer.claims;
    const detail = (
      await john.get(`${api}/claims/${disability?.claimNumber}`)
    ).json() as ClaimDetail;
    expect(detail).toMatchObject({
      status: 'submitted',
      accountLast4: '6789',
      paymentMethod: 'direct-deposit',
      relatedClaimNumber: answer.claims[1]?.claimNumber,
      canWithdraw: true,
    });
    const stored = await portal.database.db
      .select()
      .from(claims)
      .where(eq(claims.claimNumber, disability?.claimNumber ?? ''));
    expect(JSON.stringify(stored)).not.toContain('000123456789');
  });

  it('withdraws a submitted claim once, with a notice, and refuses it afterwards', async () => {
    const john = await loggedIn('jroe2024');
    const { answer } = await fileClaim(john, {
      ...ownIllness,
      need: { reason: 'own-health', alsoFmla: false },
    });
    const [claim] = answer.claims;
    portal.clock.advanceMinutes(1);
    const withdrawn = await john.post(`${api}/claims/${claim?.claimNumber}/withdraw`);
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn', canWithdraw: false });
    const again = await john.post(`${api}/claims/${claim?.claimNumber}/withdraw`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A request that is Withdrawn cannot be withdrawn.');
    const [notice] = await listMessages(portal.database.db, {
      to: 'john.roe@example.com',
      limit: 1,
    });
    expect(notice?.text).toContain(`${claim?.claimNumber}: You withdrew this request.`);

    const dashboard = (await john.get(`${api}/dashboard`)).json() as DashboardAnswer;
    expect(dashboard.claims.map((open) => open.claimNumber)).not.toContain(claim?.claimNumber);
  });

  it('takes reported time on the intermittent leave and refuses bad or repeated days', async () => {
    const john = await loggedIn('jroe2024');
    const reported = await john.post(`${api}/claims/C1000002/time`, {
      date: '11/20/2026',
      hours: 4,
    });
    expect(reported.statusCode).toBe(200);
    const detail = reported.json() as ClaimDetail;
    expect(detail.timeReported).toContainEqual({ date: '2026-11-20', hours: 4 });
    expect(detail.leaveBalance?.usedHours).toBe(12);

    const repeated = await john.post(`${api}/claims/C1000002/time`, {
      date: '11/20/2026',
      hours: 2,
    });
    expect(repeated.json()).toMatchObject({
      field: 'date',
      message: 'Time taken on this day is already reported.',
    });
    const future = await john.post(`${api}/claims/C1000002/time`, { date: '12/20/2026', hours: 2 });
    expect(future.json()).toMatchObject({ field: 'date' });
    const tooLong = await john.post(`${api}/claims/C1000002/time`, {
      date: '11/21/2026',
      hours: 25,
    });
    expect(tooLong.json()).toMatchObject({ field: 'hours' });
    const onDisability = await john.post(`${api}/claims/C1000001/time`, {
      date: '11/21/2026',
      hours: 2,
    });
    expect(onDisability.statusCode).toBe(400);
  });

  it('lists the payments newest first and downloads them as CSV', async () => {
    const john = await loggedIn('jroe2024');
    const { payments } = (await john.get(`${api}/payments`)).json() as {
      payments: { payDate: string; status: string }[];
    };
    expect(payments).toHaveLength(4);
    expect(payments.map((payment) => payment.payDate)).toEqual(
      [...payments.map((payment) => payment.payDate)].sort().reverse(),
    );
    const csv = await john.get(`${api}/payments.csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="payment-history.csv"');
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(
      'Claim number,Period start,Period end,Gross,Deductions,Net,Date sent,Status',
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(
      /^C1000001,\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2},1200.00,91.80,1108.20,/,
    );
    expect(lines.filter((line) => line.endsWith(',Sent to bank'))).toHaveLength(3);
  });
});
