// 'Report an absence' (docs/product/employer-claims.md) through the real app: Alex finds Maria
// Garcia in Acme's census by name alone, reports her absence once however often it is sent, the
// claims system and Maria are told, and Maria's claim shows what she has not given yet as such.
import { hash } from '@node-rs/argon2';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { absenceReportFieldText } from '#domain/employer-claims/absence-report';
import { englishOf } from '#domain/shared/claim-terms';
import type { ClaimDetail, DashboardAnswer } from '#domain/claims/claims-answers';
import { claimFieldMessages } from '#domain/claims/claim-wizard';
import type {
  AbsenceReportAnswer,
  EmployeeSearchAnswer,
  EmployerClaimDetail,
} from '#domain/employer-claims/employer-claims-answers';
import { argon2idOptions } from '#server/adapters/password-hasher';
import { openText } from '#server/crypto/sealed-data';
import { insertAccount } from '#server/db/accounts-repository';
import { listMessages } from '#server/db/outbox-repository';
import { auditEvents } from '#server/db/schema/audit-events';
import { claims } from '#server/db/schema/claims';
import { outbox } from '#server/db/schema/outbox';
import { demoPassword } from '#server/dev/demo/demo-data';
import {
  acmeClientId,
  employeeApi,
  employerApi,
  globexClientId,
  memberNamed,
} from '#tests/support/employer-kit';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { testSecrets } from '#tests/support/test-secrets';
import { loggedIn } from '#tests/support/log-in-kit';

const absenceReportMessages = englishOf(absenceReportFieldText);

describe.each(testEngines)('an absence the employer reports, on %s', (engine) => {
  let portal: TestApp;
  let alex: TestBrowser;

  beforeAll(async () => {
    portal = await startTestApp(engine);
    alex = await loggedIn(portal, 'acmehr');
  });
  afterAll(() => portal.close());

  const search = async (name: string) => {
    const answer = await alex.get(
      `${employerApi}/absences/employees?name=${encodeURIComponent(name)}`,
    );
    expect(answer.statusCode, name).toBe(200);
    return answer.json() as EmployeeSearchAnswer;
  };

  it("finds employees of the client's own census by name, never with an SSN or a birth date", async () => {
    const found = await search('garc');
    expect(found.employees).toEqual([
      {
        memberId: await memberNamed(portal.database.db, acmeClientId, 'Maria', 'Garcia'),
        name: 'Maria Garcia',
        hireDate: '2020-01-15',
      },
    ]);
    expect(Object.keys(found.employees[0] ?? {}).sort()).toEqual(['hireDate', 'memberId', 'name']);
    expect((await search('John Roe')).employees).toEqual([
      expect.objectContaining({ name: 'John Roe', hireDate: '2015-03-02' }),
    ]);
    // Globex's census is not Acme's: its Dana is nobody here; one letter finds nobody.
    expect((await search('dana')).employees).toEqual([]);
    expect((await search('j')).employees).toEqual([]);
    const tooLong = await alex.get(`${employerApi}/absences/employees?name=${'a'.repeat(61)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().field).toBe('name');
  });

  const report = (memberId: string, idempotencyKey = crypto.randomUUID()) => ({
    memberId,
    kind: 'leave',
    lastDayWorked: '11/20/2026',
    firstDayOfAbsence: '11/23/2026',
    expectedReturn: '01/04/2027',
    idempotencyKey,
  });

  it('reports an absence once however often it is sent, tells the claims system and Maria', async () => {
    const maria = await memberNamed(portal.database.db, acmeClientId, 'Maria', 'Garcia');
    const body = report(maria);
    const [first, second] = await Promise.all([
      alex.post(`${employerApi}/absences`, body),
      alex.post(`${employerApi}/absences`, body),
    ]);
    expect(first?.statusCode).toBe(200);
    expect(second?.json()).toEqual(first?.json());
    const answer = first?.json() as AbsenceReportAnswer;
    expect(answer).toMatchObject({ kind: 'leave', employeeName: 'Maria Garcia', emailed: true });
    const retried = await alex.post(`${employerApi}/absences`, body);
    expect(retried.json()).toEqual(answer);
    const [filed] = await portal.database.db
      .select({ n: count() })
      .from(claims)
      .where(eq(claims.idempotencyKey, body.idempotencyKey));
    expect(filed?.n).toBe(1);

    // Maria has no account: the census e-mail, with the claim number and a link, no more.
    const [notice, ...others] = await listMessages(portal.database.db, {
      to: 'maria.garcia@example.com',
      limit: 10,
    });
    expect(others).toEqual([]);
    expect(notice?.subject).toContain('Your employer reported an absence');
    expect(notice?.text).toContain(`${answer.claimNumber}: Family medical leave`);
    expect(notice?.text).toContain(
      'Acme Manufacturing reported an absence for you from 11/23/2026',
    );
    expect(notice?.text).toContain(`/auth/employee-benefits/claims/${answer.claimNumber}`);

    const events = await portal.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, 'claim.submitted'));
    const opened = events.map((event) =>
      JSON.parse(openText(testSecrets.DATA_KEY, 'claims-event', event.text ?? '')),
    );
    const sent = opened.filter((event) => event.claim.claimNumber === answer.claimNumber);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.claim).toEqual({
      claimNumber: answer.claimNumber,
      kind: 'leave',
      filedWith: null,
      memberId: maria,
      clientId: acmeClientId,
      reportedByEmployer: true,
      absence: {
        lastDayWorked: '2026-11-20',
        firstDayOfAbsence: '2026-11-23',
        expectedReturn: '2027-01-04',
        schedule: 'continuous',
      },
    });

    const detail = (
      await alex.get(`${employerApi}/claims/${answer.claimNumber}`)
    ).json() as EmployerClaimDetail;
    expect(detail).toMatchObject({
      status: 'submitted',
      reportedByEmployer: true,
      statementDue: true,
      employeeName: 'Maria Garcia',
    });
    expect(detail.timeline.map((entry) => entry.text)).toEqual([
      'The employer reported this absence',
    ]);
    const [audited] = await portal.database.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'employer.absence.reported'));
    expect(audited?.details).toEqual({ clientId: acmeClientId, claimNumber: answer.claimNumber });
  });

  it('shows Maria the claim once she has an account: what she has not given, as such', async () => {
    const maria = await memberNamed(portal.database.db, acmeClientId, 'Maria', 'Garcia');
    await insertAccount(portal.database.db, {
      userName: 'mgarcia',
      passwordHash: await hash(demoPassword, argon2idOptions),
      role: 'employee',
      memberId: maria,
      firstName: 'Maria',
      lastName: 'Garcia',
      email: 'maria.account@example.com',
    });
    const reported = (
      await alex.post(`${employerApi}/absences`, { ...report(maria), kind: 'disability' })
    ).json() as AbsenceReportAnswer;
    // Her account's e-mail now, not the census one.
    const [notice] = await listMessages(portal.database.db, {
      to: 'maria.account@example.com',
      limit: 1,
    });
    expect(notice?.text).toContain(`${reported.claimNumber}: Short-term disability`);

    const browser = await loggedIn(portal, 'mgarcia', 'employee-benefits');
    const dashboard = (await browser.get(`${employeeApi}/dashboard`)).json() as DashboardAnswer;
    expect(dashboard.claims.map((claim) => claim.claimNumber)).toContain(reported.claimNumber);
    const claim = (
      await browser.get(`${employeeApi}/claims/${reported.claimNumber}`)
    ).json() as ClaimDetail;
    expect(claim).toMatchObject({
      kind: 'disability',
      status: 'submitted',
      reason: 'own-health',
      providerName: null,
      providerPhone: null,
      conditionCategory: null,
      reportedByEmployer: true,
      canWithdraw: true,
    });
    // Her $52,000 a year is $1,000 a week: 60% is $600 before Acme's statement gives others.
    expect(claim.estimate?.weeklyBenefitCents).toBe(60_000);
  });

  it("refuses another client's employee like nobody, and each bad field by name", async () => {
    const globexMaria = await memberNamed(portal.database.db, globexClientId, 'Maria', 'Garcia');
    const maria = await memberNamed(portal.database.db, acmeClientId, 'Maria', 'Garcia');
    const before = await portal.database.db.select({ n: count() }).from(claims);
    for (const [body, field, message] of [
      [report(globexMaria), 'memberId', absenceReportMessages.employee],
      [report('6f1c2a9e-3b7d-4c1e-9a55-2d0c8e7f4b10'), 'memberId', absenceReportMessages.employee],
      [
        { ...report(maria), firstDayOfAbsence: '11/19/2026' },
        'firstDayOfAbsence',
        claimFieldMessages.firstDayBeforeLastWorked,
      ],
      [
        { ...report(maria), expectedReturn: '02/30/2027' },
        'expectedReturn',
        claimFieldMessages.date,
      ],
    ] as const) {
      const refused = await alex.post(`${employerApi}/absences`, body);
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json()).toEqual({ error: 'BAD_REQUEST', field, message });
    }
    for (const [body, field] of [
      [{ ...report(maria), kind: 'bonding' }, 'kind'],
      [{ ...report(maria), memberId: 'not-an-id' }, 'memberId'],
      [{ ...report(maria), idempotencyKey: 'again' }, 'idempotencyKey'],
    ] as const) {
      const refused = await alex.post(`${employerApi}/absences`, body);
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().field).toBe(field);
    }
    expect(await portal.database.db.select({ n: count() }).from(claims)).toEqual(before);
  });
});
