// The employer's reports on the demo data (docs/product/reports.md and docs/product/demo-data.md),
// through the real app: Acme's figures with John Roe's two claims, the claims and billing CSVs, who
// may call them, and that another client's rows and any health detail never leave the server.
import { hash } from '@node-rs/argon2';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportsAnswer } from '#domain/reports/reports-answers';
import { billingCsvColumns, claimsCsvColumns } from '#domain/reports/reports-terms';
import { argon2idOptions } from '#server/adapters/password-hasher';
import { insertAccount } from '#server/db/accounts-repository';
import { auditEvents } from '#server/db/schema/audit-events';
import { members } from '#server/db/schema/census';
import { demoPassword } from '#server/dev/demo/demo-data';
import { insertInvoices } from '#tests/support/report-fixtures';
import { startTestApp, type TestApp } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { contactOf, insertClaimsOfTest, memberNamed } from '#tests/support/employer-kit';
import { loggedIn } from '#tests/support/log-in-kit';

const api = '/auth/employers/api/reports';
const downloads = ['claims-and-leave.csv', 'billing-history.csv', 'absence-summary.pdf'];
const acme = '100000001';
const globex = '100000002';
const noCounts = { disability: 0, leave: 0 };

/** What an employer must never read: John's claims' health details, and the test's own. */
const healthDetails = [
  'Surgery',
  'surgery',
  'Dr. Ada Byron',
  'Dr. Grace Hopper',
  'Mary Roe',
  '555-01',
  'Parent',
  'family-care',
  'own-health',
  'Secret',
  'Pregnancy',
  'pregnancy',
];

const csvRows = (body: string) => parse(body, { bom: true }) as string[][];

describe.each(testEngines)('employer reports on %s', (engine) => {
  let portal: TestApp;

  beforeAll(async () => {
    portal = await startTestApp(engine);
    // Casey Contact of Globex gets an account: an employer of another client.
    await insertAccount(portal.database.db, {
      userName: 'globexhr',
      passwordHash: await hash(demoPassword, argon2idOptions),
      role: 'employer',
      contactId: await contactOf(portal.database.db, globex),
      firstName: 'Casey',
      lastName: 'Contact',
      email: 'casey.contact@example.com',
    });
  });
  afterAll(() => portal.close());

  it("counts Acme's demo claims: John's disability from October, his leave from November", async () => {
    const alex = await loggedIn(portal, 'acmehr');
    const answer = await alex.get(api);
    expect(answer.statusCode).toBe(200);
    const figures = answer.json() as ReportsAnswer;
    expect(figures.clientName).toBe('Acme Manufacturing');
    expect(figures.asOf).toBe('2026-11-22');
    expect(figures.absencesByMonth.map((month) => month.month)).toEqual([
      '2025-12',
      ...Array.from({ length: 11 }, (_, index) => `2026-${String(index + 1).padStart(2, '0')}`),
    ]);
    expect(
      figures.absencesByMonth.slice(0, 10).every((month) => month.counts.disability === 0),
    ).toBe(true);
    expect(figures.absencesByMonth.slice(-2)).toEqual([
      { month: '2026-10', counts: { disability: 1, leave: 0 } },
      { month: '2026-11', counts: { disability: 1, leave: 1 } },
    ]);
    expect(figures.openClaimsByStatus).toEqual([
      { status: 'submitted', counts: noCounts },
      { status: 'in-review', counts: noCounts },
      { status: 'information-needed', counts: { disability: 0, leave: 1 } },
      { status: 'approved', counts: { disability: 1, leave: 0 } },
    ]);
    for (const detail of healthDetails) expect(answer.body).not.toContain(detail);
  });

  it('refuses every reports call without an employer login, an employee one too', async () => {
    const visitor = portal.browser({ address: '10.8.1.1' });
    await visitor.openPage('/auth/employers/login');
    const john = await loggedIn(portal, 'jroe2024', 'employee-benefits');
    for (const browser of [visitor, john]) {
      for (const path of [api, ...downloads.map((download) => `${api}/${download}`)]) {
        const answer = await browser.get(path);
        expect(answer.statusCode, path).toBe(401);
        expect(answer.json()).toEqual({
          error: 'UNAUTHORIZED',
          message: 'Please log in to continue.',
        });
        expect(answer.headers['content-disposition'], path).toBeUndefined();
      }
    }
  });

  it('streams the claims and leave CSV: no health detail, no other client, safe cells', async () => {
    const { db } = portal.database;
    const maria = await memberNamed(db, acme, 'Maria');
    // A name a spreadsheet would run as a formula, and one in other scripts.
    await db
      .update(members)
      .set({ firstName: '=HYPERLINK("http://evil.example","Click")', lastName: 'García' })
      .where(eq(members.id, maria));
    const jane = await memberNamed(db, acme, 'Jane');
    await db
      .update(members)
      .set({ firstName: 'Zoë', lastName: 'Ångström-李' })
      .where(eq(members.id, jane));
    await insertClaimsOfTest(db, [
      {
        claimNumber: 'C7100001',
        memberId: maria,
        clientId: acme,
        kind: 'leave',
        status: 'closed',
        firstDayOfAbsence: '2026-01-05',
        expectedReturn: '2026-02-05',
        createdAt: new Date('2026-01-02T10:00:00Z'),
      },
      {
        claimNumber: 'C7100002',
        memberId: jane,
        clientId: acme,
        kind: 'disability',
        status: 'withdrawn',
        firstDayOfAbsence: '2026-11-02',
        expectedReturn: '2026-12-01',
        createdAt: new Date('2026-11-01T10:00:00Z'),
      },
      {
        claimNumber: 'C7200001',
        memberId: await memberNamed(db, globex, 'Sam'),
        clientId: globex,
        kind: 'disability',
        status: 'approved',
        firstDayOfAbsence: '2026-11-02',
        expectedReturn: '2026-12-01',
      },
    ]);

    const alex = await loggedIn(portal, 'acmehr');
    const answer = await alex.get(`${api}/claims-and-leave.csv`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="claims-and-leave-2026-11-22.csv"',
    );
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cache-control']).toBe('no-store');
    const [header, ...rows] = csvRows(answer.body);
    expect(header).toEqual([...claimsCsvColumns]);
    // In the order they were filed.
    expect(rows).toEqual([
      [
        `'=HYPERLINK("http://evil.example","Click") García`,
        'C7100001',
        'Family medical leave',
        'Closed',
        '2026-01-05',
        '2026-01-05',
        '2026-02-05',
        '2026-01-02',
      ],
      [
        'John Roe',
        'C1000001',
        'Short-term disability',
        'Approved',
        '2026-10-07',
        '2026-10-08',
        '2027-01-07',
        '2026-10-09',
      ],
      [
        'Zoë Ångström-李',
        'C7100002',
        'Short-term disability',
        'Withdrawn',
        '2026-11-02',
        '2026-11-02',
        '2026-12-01',
        '2026-11-01',
      ],
      [
        'John Roe',
        'C1000002',
        'Family medical leave',
        'Information needed',
        '2026-11-09',
        '2026-11-10',
        '2027-05-11',
        '2026-11-12',
      ],
    ]);
    for (const detail of [...healthDetails, 'C7200001', 'Legacy']) {
      expect(answer.body).not.toContain(detail);
    }

    // The figures count the closed leave, not the withdrawn claim nor Globex's.
    const figures = (await alex.get(api)).json() as ReportsAnswer;
    const month = (name: string) => figures.absencesByMonth.find((entry) => entry.month === name);
    expect(month('2026-01')?.counts).toEqual({ disability: 0, leave: 1 });
    expect(month('2026-02')?.counts).toEqual({ disability: 0, leave: 1 });
    expect(month('2026-11')?.counts).toEqual({ disability: 1, leave: 1 });
    expect(figures.openClaimsByStatus.find((entry) => entry.status === 'approved')?.counts).toEqual(
      { disability: 1, leave: 0 },
    );
  });

  it("shows another client's employer their own claims, never Acme's", async () => {
    const casey = await loggedIn(portal, 'globexhr');
    const figures = (await casey.get(api)).json() as ReportsAnswer;
    expect(figures.clientName).toBe('Globex Logistics');
    expect(figures.absencesByMonth.at(-1)?.counts).toEqual({ disability: 1, leave: 0 });
    expect(figures.openClaimsByStatus.at(-1)?.counts).toEqual({ disability: 1, leave: 0 });
    const csv = await casey.get(`${api}/claims-and-leave.csv`);
    expect(csvRows(csv.body).map((row) => row[1])).toEqual(['Claim number', 'C7200001']);
    for (const text of ['C1000001', 'C1000002', 'C7100001', 'John', 'HYPERLINK']) {
      expect(csv.body).not.toContain(text);
    }
  });

  it('writes the billing history: each invoice newest first, with its status today', async () => {
    const alex = await loggedIn(portal, 'acmehr');
    await insertInvoices(portal.database.db, [
      {
        clientId: acme,
        month: '2026-06',
        amountDueCents: 1_234_56,
        dueOn: '2026-07-15',
        status: 'paid',
        paidAt: new Date('2026-07-10T18:30:00Z'),
      },
      // Due before today and unpaid: read as past due.
      {
        clientId: acme,
        month: '2026-07',
        amountDueCents: 98_765_43,
        dueOn: '2026-08-15',
        status: 'open',
      },
      {
        clientId: globex,
        month: '2026-07',
        amountDueCents: 777_77,
        dueOn: '2026-08-15',
        status: 'open',
      },
    ]);
    const answer = await alex.get(`${api}/billing-history.csv`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="billing-history-2026-11-22.csv"',
    );
    const [header, ...rows] = csvRows(answer.body);
    expect(header).toEqual([...billingCsvColumns]);
    // The demo's three months (docs/product/demo-data.md: this month's open, the two before paid),
    // then the test's.
    expect(rows.map((row) => row[0])).toEqual([
      'INV-100000001-202611',
      'INV-100000001-202610',
      'INV-100000001-202609',
      'INV-100000001-202607',
      'INV-100000001-202606',
    ]);
    expect(rows[0]?.slice(1, 5)).toEqual(['2026-11', '267.33', '2026-12-15', 'Open']);
    expect(rows[1]?.[4]).toBe('Paid');
    expect(rows.slice(3)).toEqual([
      ['INV-100000001-202607', '2026-07', '98765.43', '2026-08-15', 'Past due', ''],
      ['INV-100000001-202606', '2026-06', '1234.56', '2026-07-15', 'Paid', '2026-07-10'],
    ]);
    expect(answer.body).not.toContain('INV-100000002');
  });

  it('records each download in the audit, with the client and never a row of it', async () => {
    const { db } = portal.database;
    const downloadEvents = eq(auditEvents.action, 'report.downloaded');
    await db.delete(auditEvents).where(downloadEvents);
    const alex = await loggedIn(portal, 'acmehr');
    for (const download of downloads) {
      expect((await alex.get(`${api}/${download}`)).statusCode).toBe(200);
    }
    const events = await db.select().from(auditEvents).where(downloadEvents);
    expect(events.map((event) => event.details)).toEqual(
      expect.arrayContaining([
        { report: 'claims', clientId: acme },
        { report: 'billing', clientId: acme },
        { report: 'absenceSummary', clientId: acme },
      ]),
    );
    expect(events).toHaveLength(3);
    expect(new Set(events.map((event) => event.accountId)).size).toBe(1);
  });

  it('answers an employer login without a client as a page that does not exist', async () => {
    await insertAccount(portal.database.db, {
      userName: 'noclient',
      passwordHash: await hash(demoPassword, argon2idOptions),
      role: 'employer',
      firstName: 'No',
      lastName: 'Client',
      email: 'no.client@example.com',
    });
    const browser = await loggedIn(portal, 'noclient');
    for (const path of [api, ...downloads.map((download) => `${api}/${download}`)]) {
      const answer = await browser.get(path);
      expect(answer.statusCode, path).toBe(404);
      expect(answer.json()).toEqual({ error: 'NOT_FOUND', message: 'There is no such address.' });
    }
  });
});
