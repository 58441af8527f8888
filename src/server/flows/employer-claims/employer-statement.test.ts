// The 'Employer statement' (docs/product/employer-claims.md) through the real app: Alex Admin of
// Acme gives it on John Roe's leave C1000002 (due in the demo data), field rules first; it is kept
// once, goes to the claims system signed, completes FMLA eligibility and the disability estimate
// that the employee then reads, and never changes a claim's status.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimDetail } from '#domain/claims/claims-answers';
import {
  employerStatementFieldText,
  employerStatementText,
} from '#domain/employer-claims/employer-statement';
import { englishOf } from '#domain/shared/claim-terms';
import type {
  EmployerClaimDetail,
  EmployerDashboard,
} from '#domain/employer-claims/employer-claims-answers';
import { addDays } from '#domain/shared/calendar-date';
import { systemClock } from '#domain/shared/clock';
import { createClaimsSystemTransport } from '#server/adapters/claims-system';
import { createOutboxDispatcher } from '#server/adapters/outbox-dispatcher';
import { auditEvents } from '#server/db/schema/audit-events';
import { claims } from '#server/db/schema/claims';
import { outbox } from '#server/db/schema/outbox';
import { startClaimsSystemStandIn } from '#tests/support/claims-system-stand-in';
import {
  acmeClientId,
  employeeApi,
  employerApi,
  insertClaimsOfTest,
  memberNamed,
} from '#tests/support/employer-kit';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { testSecrets } from '#tests/support/test-secrets';
import { loggedIn } from '#tests/support/log-in-kit';

const employerStatementMessages = englishOf(employerStatementFieldText);

/** The test clock's day (tests/support/test-clock.ts): the demo's dates count from it. */
const today = '2026-11-22';
const day = (offset: number) => addDays(today, offset);
const eventsSecret = 'claims-events-secret-of-the-employer-tests';

describe.each(testEngines)("Acme's employer statement on %s", (engine) => {
  let portal: TestApp;
  let alex: TestBrowser;

  beforeAll(async () => {
    portal = await startTestApp(engine);
    alex = await loggedIn(portal, 'acmehr');
  });
  afterAll(() => portal.close());

  const statementEvents = async () =>
    (
      await portal.database.db
        .select({ id: outbox.id })
        .from(outbox)
        .where(eq(outbox.subject, 'claim.employer-statement'))
    ).length;

  const auditOf = async (action: string) =>
    portal.database.db
      .select({ accountId: auditEvents.accountId, details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.action, action));

  const statement = {
    hoursWorked12Months: '1,900',
    weeklyEarnings: '1,500.00',
    hoursPerWeek: '40',
    lastDayWorked: '',
    workedBefore: 'no',
  };

  it('refuses a statement field by field, naming each, and keeps nothing', async () => {
    const lastDayWorked = (offset: number) => {
      const [year, month, date] = day(offset).split('-');
      return `${month}/${date}/${year}`;
    };
    for (const [field, value, message] of [
      ['hoursWorked12Months', '1900.5', employerStatementMessages.hoursWorked12Months],
      ['weeklyEarnings', '-3', employerStatementMessages.weeklyEarnings],
      ['hoursPerWeek', '100', employerStatementMessages.hoursPerWeek],
      ['lastDayWorked', lastDayWorked(-11), employerStatementMessages.lastDayAfterAbsence],
      ['lastDayWorked', '13/45/2026', employerStatementMessages.lastDayWorked],
    ] as const) {
      const refused = await alex.post(`${employerApi}/claims/C1000002/statement`, {
        ...statement,
        lastDayWorked: lastDayWorked(-13),
        [field]: value,
      });
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json()).toEqual({ error: 'BAD_REQUEST', field, message });
    }
    const [row] = await portal.database.db
      .select({ at: claims.employerStatementAt, hours: claims.hoursWorked12Months })
      .from(claims)
      .where(eq(claims.claimNumber, 'C1000002'));
    expect(row).toEqual({ at: null, hours: null });
  });

  it('says a field it refuses in the language of the request', async () => {
    const send = (headers: Record<string, string> = {}) =>
      alex.post(
        `${employerApi}/claims/C1000002/statement`,
        { ...statement, lastDayWorked: '11/09/2026', hoursPerWeek: '100' },
        headers,
      );
    const field = 'hoursPerWeek';
    expect((await send({ 'accept-language': 'es' })).json()).toEqual({
      error: 'BAD_REQUEST',
      field,
      message: 'Ingrese las horas semanales del horario de trabajo, de 1 a 80.',
    });
    expect((await send()).json()).toEqual({
      error: 'BAD_REQUEST',
      field,
      message: 'Please enter the hours of the work schedule per week, from 1 to 80.',
    });
  });

  it('takes the statement once: eligibility completes for both, the status stays', async () => {
    const given = await alex.post(`${employerApi}/claims/C1000002/statement`, {
      ...statement,
      lastDayWorked: '11/09/2026',
    });
    expect(given.statusCode).toBe(200);
    expect(given.json()).toMatchObject({
      status: 'information-needed',
      statementDue: false,
      statement: {
        hoursWorked12Months: 1_900,
        weeklyEarningsCents: 150_000,
        scheduledHoursPerWeek: 40,
        lastDayWorked: '2026-11-09',
        givenAt: '2026-11-22T15:00:00.000Z',
      },
      fmlaEligibility: 'The employee is eligible for family medical leave (FMLA).',
    });
    const timeline = (given.json() as EmployerClaimDetail).timeline.map((entry) => entry.text);
    expect(timeline.at(-1)).toBe(employerStatementText);

    // Through the outbox to the claims system, signed: its figures, the claim's number.
    const standIn = await startClaimsSystemStandIn(eventsSecret);
    const dispatcher = createOutboxDispatcher({
      db: portal.database.db,
      clock: systemClock(),
      transports: {
        email: 'keep',
        claims: createClaimsSystemTransport({
          url: standIn.url,
          secret: eventsSecret,
          dataKey: testSecrets.DATA_KEY,
          now: () => new Date(),
        }),
      },
      pollMs: 60_000,
      maxAttempts: 3,
      keepText: true,
    });
    await dispatcher.drain();
    await standIn.close();
    expect(standIn.badSignatures).toBe(0);
    expect(standIn.received.filter((event) => event.type === 'claim.employer-statement')).toEqual([
      {
        id: expect.any(String),
        type: 'claim.employer-statement',
        at: '2026-11-22T15:00:00.000Z',
        claimNumber: 'C1000002',
        hoursWorked12Months: 1_900,
        weeklyEarningsCents: 150_000,
        scheduledHoursPerWeek: 40,
        lastDayWorked: '2026-11-09',
        earlierService: 'none',
        agreesToSchedule: null,
      },
    ]);

    const again = await alex.post(`${employerApi}/claims/C1000002/statement`, {
      ...statement,
      hoursWorked12Months: '100',
      lastDayWorked: '11/09/2026',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'CONFLICT',
      message: employerStatementMessages.alreadyGiven,
    });

    const john = await loggedIn(portal, 'jroe2024', 'employee-benefits');
    const seen = (await john.get(`${employeeApi}/claims/C1000002`)).json() as ClaimDetail;
    expect(seen.fmlaEligibility).toBe('You are eligible for family medical leave (FMLA).');
    expect(seen.timeline.at(-1)?.text).toBe('The employer sent its statement');
    const dashboard = (await alex.get(`${employerApi}/dashboard`)).json() as EmployerDashboard;
    expect(dashboard).toMatchObject({ statementsDue: 0, tasks: [] });
    const [audited] = await auditOf('employer.statement.given');
    expect(audited?.details).toEqual({ clientId: acmeClientId, claimNumber: 'C1000002' });
  });

  it("figures a disability claim's estimate on the statement's earnings once given", async () => {
    const john = await loggedIn(portal, 'jroe2024', 'employee-benefits');
    const johnMember = await memberNamed(portal.database.db, acmeClientId, 'John', 'Roe');
    await insertClaimsOfTest(portal.database.db, [
      {
        claimNumber: 'C8300001',
        memberId: johnMember,
        kind: 'disability',
        firstDayOfAbsence: day(-3),
      },
    ]);
    const before = (await john.get(`${employeeApi}/claims/C8300001`)).json() as ClaimDetail;
    // Before the statement, the member record's: $104,000 a year is $2,000 a week, 60% $1,200.
    expect(before.estimate?.weeklyBenefitCents).toBe(120_000);
    const given = await alex.post(`${employerApi}/claims/C8300001/statement`, {
      ...statement,
      weeklyEarnings: '$1,000',
      lastDayWorked: '11/18/2026',
    });
    expect(given.statusCode).toBe(200);
    const after = (await john.get(`${employeeApi}/claims/C8300001`)).json() as ClaimDetail;
    // 60% of $1,000 a week.
    expect(after.estimate?.weeklyBenefitCents).toBe(60_000);
    expect(after.estimate?.weeks[0]).toMatchObject({ periodStart: day(4), grossCents: 60_000 });
  });

  it('refuses a statement on a claim no longer open, and two at once take one', async () => {
    const johnMember = await memberNamed(portal.database.db, acmeClientId, 'John', 'Roe');
    await insertClaimsOfTest(portal.database.db, [
      {
        claimNumber: 'C8300002',
        memberId: johnMember,
        status: 'withdrawn',
        firstDayOfAbsence: day(-3),
      },
      { claimNumber: 'C8300003', memberId: johnMember, firstDayOfAbsence: day(-3) },
    ]);
    const body = { ...statement, lastDayWorked: '11/18/2026' };
    const closed = await alex.post(`${employerApi}/claims/C8300002/statement`, body);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(employerStatementMessages.notOpen);

    const sentBefore = await statementEvents();
    const answers = await Promise.all([
      alex.post(`${employerApi}/claims/C8300003/statement`, body),
      alex.post(`${employerApi}/claims/C8300003/statement`, body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const detail = (await alex.get(`${employerApi}/claims/C8300003`)).json() as EmployerClaimDetail;
    expect(detail.status).toBe('submitted');
    expect(detail.timeline.filter((entry) => entry.text === employerStatementText)).toHaveLength(1);
    expect(await statementEvents()).toBe(sentBefore + 1);
  });
});
