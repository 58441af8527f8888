// No health information reaches an employer (docs/product/employer-claims.md: ADA and HIPAA
// confidentiality). The compiler refuses an employer answer type with a health field
// (employer-claims-answers.ts); this reads every answer Acme's employer gets about John Roe's
// claims, the outbox and the audit of what the employer did, and finds none of the health values of
// the demo claims (C1000001: surgery, Dr. Ada Byron; C1000002: the care of Mary Roe, a parent, Dr.
// Grace Hopper) nor any health key, at any depth.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimDetail } from '#domain/claims/claims-answers';
import { healthInformationKeys } from '#domain/shared/health-information';
import { listMessages } from '#server/db/outbox-repository';
import { auditEvents } from '#server/db/schema/audit-events';
import { outbox } from '#server/db/schema/outbox';
import { openText } from '#server/crypto/sealed-data';
import { acmeClientId, employeeApi, employerApi, memberNamed } from '#tests/support/employer-kit';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { testSecrets } from '#tests/support/test-secrets';
import { loggedIn } from '#tests/support/log-in-kit';

/** What John's claims hold of his health, as stored (codes) and as read (labels). */
const healthValues = [
  'surgery',
  'Surgery',
  'Ada Byron',
  'Mary Roe',
  'Grace Hopper',
  '555-0199',
  '555-0123',
  'parent',
  'Parent',
  'family-care',
  'own-health',
  'care for a family member',
  '2 days a month',
  'medical-certification',
];

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  }
  return [];
}

function expectNoHealthInformation(what: string, body: string) {
  for (const value of healthValues) expect(body, `${what}: ${value}`).not.toContain(value);
  const keys = keysOf(JSON.parse(body));
  for (const key of healthInformationKeys) expect(keys, `${what}: ${key}`).not.toContain(key);
}

describe.each(testEngines)('what an employer reads of John Roe, on %s', (engine) => {
  let portal: TestApp;
  let alex: TestBrowser;

  beforeAll(async () => {
    portal = await startTestApp(engine);
    alex = await loggedIn(portal, 'acmehr');
  });
  afterAll(() => portal.close());

  it('the demo claims hold the health values this test looks for', async () => {
    const john = await loggedIn(portal, 'jroe2024', 'employee-benefits');
    const disability = (await john.get(`${employeeApi}/claims/C1000001`)).json() as ClaimDetail;
    const leave = (await john.get(`${employeeApi}/claims/C1000002`)).json() as ClaimDetail;
    expect(disability).toMatchObject({
      conditionCategory: 'surgery',
      providerName: 'Dr. Ada Byron',
    });
    expect(leave).toMatchObject({
      familyMemberName: 'Mary Roe',
      providerName: 'Dr. Grace Hopper',
      reason: 'family-care',
    });
  });

  it('finds none in any answer, before and after the statement and a report', async () => {
    const reads = [
      'dashboard',
      'claims',
      'claims?kind=leave',
      'claims?kind=disability',
      'claims?status=approved',
      'claims?status=information-needed',
      'claims?statement=due',
      'claims?sort=oldest',
      'claims?name=john%20roe',
      'claims/C1000001',
      'claims/C1000002',
      'absences/employees?name=roe',
    ];
    const answers: [string, string][] = [];
    for (const path of reads) {
      const answer = await alex.get(`${employerApi}/${path}`);
      expect(answer.statusCode, path).toBe(200);
      answers.push([path, answer.body]);
    }
    const given = await alex.post(`${employerApi}/claims/C1000002/statement`, {
      hoursWorked12Months: '1900',
      weeklyEarnings: '1500',
      hoursPerWeek: '40',
      lastDayWorked: '11/09/2026',
      workedBefore: 'no',
    });
    expect(given.statusCode).toBe(200);
    answers.push(['statement', given.body]);
    const reported = await alex.post(`${employerApi}/absences`, {
      memberId: await memberNamed(portal.database.db, acmeClientId, 'John', 'Roe'),
      kind: 'leave',
      lastDayWorked: '11/20/2026',
      firstDayOfAbsence: '11/23/2026',
      expectedReturn: '01/04/2027',
      idempotencyKey: crypto.randomUUID(),
    });
    expect(reported.statusCode).toBe(200);
    answers.push(['absence report', reported.body]);
    for (const path of reads) {
      answers.push([`${path}, after`, (await alex.get(`${employerApi}/${path}`)).body]);
    }
    for (const [what, body] of answers) expectNoHealthInformation(what, body);
    // The answers did say something: John's claims, by number.
    expect(answers.find(([what]) => what === 'claims')?.[1]).toContain('C1000002');
  });

  it('finds none in the audit of the views, nor in what the employer sent out', async () => {
    const views = await portal.database.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(
        inArray(auditEvents.action, [
          'employer.dashboard.viewed',
          'employer.claims.listed',
          'employer.claim.viewed',
          'employer.statement.given',
          'employer.absence.reported',
          'employer.census.searched',
        ]),
      );
    expect(views.length).toBeGreaterThan(20);
    expectNoHealthInformation('audit', JSON.stringify(views));

    const sent = await portal.database.db
      .select({ subject: outbox.subject, text: outbox.text, channel: outbox.channel })
      .from(outbox)
      .where(inArray(outbox.subject, ['claim.employer-statement', 'claim.submitted']));
    const opened = sent
      .filter((message) => message.channel === 'claims')
      .map((message) => openText(testSecrets.DATA_KEY, 'claims-event', message.text ?? ''))
      .filter(
        (event) =>
          event.includes('"reportedByEmployer":true') || event.includes('employer-statement'),
      );
    expect(opened).toHaveLength(2);
    for (const event of opened) expectNoHealthInformation('event', event);
    const notices = await listMessages(portal.database.db, {
      to: 'john.roe@example.com',
      limit: 10,
    });
    const notice = notices.find((message) => message.subject.endsWith('reported an absence'));
    expect(notice?.text).toContain('Acme Manufacturing reported an absence for you');
    for (const value of healthValues) expect(notice?.text).not.toContain(value);
  });
});
