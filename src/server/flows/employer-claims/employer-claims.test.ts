// The employer's claims calls on the demo data (docs/product/employer-claims.md and
// docs/product/demo-data.md), through the real app: Alex Admin of Acme reads the dashboard, pages
// 'Employee claims' with its filters, opens a claim, and each view is in the audit. The statement
// has its own file.
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EmployerClaimDetail,
  EmployerClaimsPage,
  EmployerDashboard,
} from '#domain/employer-claims/employer-claims-answers';
import { addDays } from '#domain/shared/calendar-date';
import { claimStatusText } from '#domain/shared/claim-terms';
import { auditEvents } from '#server/db/schema/audit-events';
import { invoices } from '#server/db/schema/billing';
import { claims } from '#server/db/schema/claims';
import { say } from '#server/language/say';
import {
  acmeClientId,
  employerApi,
  globexClientId,
  insertClaimsOfTest,
  memberNamed,
} from '#tests/support/employer-kit';
import { acmeMonthlyCents } from '#tests/support/billing-fixtures';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { loggedIn } from '#tests/support/log-in-kit';

/** The test clock's day (tests/support/test-clock.ts): the demo's dates count from it. */
const today = '2026-11-22';
const day = (offset: number) => addDays(today, offset);

describe.each(testEngines)("Acme's employee claims on %s", (engine) => {
  let portal: TestApp;
  let alex: TestBrowser;

  beforeAll(async () => {
    portal = await startTestApp(engine);
    alex = await loggedIn(portal, 'acmehr');
  });
  afterAll(() => portal.close());

  const auditOf = async (action: string) =>
    portal.database.db
      .select({ accountId: auditEvents.accountId, details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.action, action));

  it("shows the dashboard: counts, the statement due on C1000002, this month's bill", async () => {
    const answer = await alex.get(`${employerApi}/dashboard`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      firstName: 'Alex',
      clientName: 'Acme Manufacturing',
      openClaims: 1,
      openLeave: 1,
      statementsDue: 1,
      tasks: [{ claimNumber: 'C1000002', employeeName: 'John Roe', kind: 'leave' }],
      // The demo's bill of the month (docs/product/demo-data.md): open, due on the 15th of the
      // next.
      currentBill: {
        invoiceNumber: 'INV-100000001-202611',
        amountDueCents: acmeMonthlyCents,
        dueOn: '2026-12-15',
        status: 'open',
      },
    } satisfies EmployerDashboard);
    const [viewed] = await auditOf('employer.dashboard.viewed');
    expect(viewed?.details).toEqual({ clientId: acmeClientId, claimNumbers: ['C1000002'] });
  });

  it("shows the client's newest invoice as the current bill, past due once its day is gone", async () => {
    const newest = 'INV-100000001-202611';
    const dueOn = async (day: string) =>
      portal.database.db
        .update(invoices)
        .set({ dueOn: day })
        .where(eq(invoices.invoiceNumber, newest));
    await dueOn(day(-1));
    try {
      const { currentBill } = (
        await alex.get(`${employerApi}/dashboard`)
      ).json() as EmployerDashboard;
      expect(currentBill).toEqual({
        invoiceNumber: newest,
        amountDueCents: acmeMonthlyCents,
        dueOn: day(-1),
        status: 'past-due',
      });
    } finally {
      await dueOn('2026-12-15');
    }
  });

  it("lists the claims of Acme's employees, newest absence first, and audits the view", async () => {
    const answer = await alex.get(`${employerApi}/claims`);
    expect(answer.statusCode).toBe(200);
    const page = answer.json() as EmployerClaimsPage;
    expect(page).toEqual({
      claims: [
        {
          claimNumber: 'C1000002',
          employeeName: 'John Roe',
          kind: 'leave',
          status: 'information-needed',
          firstDayOfAbsence: day(-12),
          expectedReturn: day(170),
        },
        {
          claimNumber: 'C1000001',
          employeeName: 'John Roe',
          kind: 'disability',
          status: 'approved',
          firstDayOfAbsence: day(-45),
          expectedReturn: day(46),
        },
      ],
      nextCursor: null,
      previousCursor: null,
    });
    const listed = await auditOf('employer.claims.listed');
    expect(listed.at(-1)).toMatchObject({
      details: { clientId: acmeClientId, claimNumbers: ['C1000002', 'C1000001'] },
    });
  });

  it('filters by status, type, name and statement due, and sorts oldest first', async () => {
    const numbers = async (query: string) =>
      ((await alex.get(`${employerApi}/claims?${query}`)).json() as EmployerClaimsPage).claims.map(
        (claim) => claim.claimNumber,
      );
    expect(await numbers('status=approved')).toEqual(['C1000001']);
    expect(await numbers('status=denied')).toEqual([]);
    expect(await numbers('kind=leave')).toEqual(['C1000002']);
    expect(await numbers('kind=disability&status=approved')).toEqual(['C1000001']);
    expect(await numbers('statement=due')).toEqual(['C1000002']);
    expect(await numbers('sort=oldest')).toEqual(['C1000001', 'C1000002']);
    for (const name of ['roe', 'ROE', 'john', 'John Roe', 'jo r', 'Röe']) {
      expect(await numbers(`name=${encodeURIComponent(name)}`), name).toEqual([
        'C1000002',
        'C1000001',
      ]);
    }
    for (const name of ['garcia', 'john doe', 'oe', '%', '_oe', "roe' or '1'='1"]) {
      expect(await numbers(`name=${encodeURIComponent(name)}`), name).toEqual([]);
    }
  });

  it('pages 25 at a time by keyset, forward and back, every claim once, in order', async () => {
    const maria = await memberNamed(portal.database.db, acmeClientId, 'Maria', 'Garcia');
    const jane = await memberNamed(portal.database.db, acmeClientId, 'Jane', 'Doe');
    const globexMaria = await memberNamed(portal.database.db, globexClientId, 'Maria', 'Garcia');
    // 60 claims, two a day for 30 days: ties on the day are ordered by claim number.
    await insertClaimsOfTest(portal.database.db, [
      ...Array.from({ length: 60 }, (_, index) => ({
        claimNumber: `C81000${String(index).padStart(2, '0')}`,
        memberId: index % 2 === 0 ? maria : jane,
        kind: index % 3 === 0 ? ('disability' as const) : ('leave' as const),
        firstDayOfAbsence: day(-100 - Math.floor(index / 2)),
      })),
      {
        claimNumber: 'C8200000',
        memberId: globexMaria,
        clientId: globexClientId,
        firstDayOfAbsence: day(-90),
      },
    ]);
    const pageOf = async (query: string) => {
      const answer = await alex.get(`${employerApi}/claims?${query}`);
      expect(answer.statusCode, query).toBe(200);
      return answer.json() as EmployerClaimsPage;
    };

    for (const sort of ['newest', 'oldest'] as const) {
      const pages: EmployerClaimsPage[] = [await pageOf(`sort=${sort}`)];
      while (pages.at(-1)?.nextCursor) {
        pages.push(await pageOf(`sort=${sort}&after=${pages.at(-1)?.nextCursor}`));
      }
      expect(pages.map((page) => page.claims.length)).toEqual([25, 25, 12]);
      const rows = pages.flatMap((page) => page.claims);
      expect(new Set(rows.map((row) => row.claimNumber)).size).toBe(62);
      expect(rows.map((row) => row.claimNumber)).not.toContain('C8200000');
      const keys = rows.map((row) => `${row.firstDayOfAbsence} ${row.claimNumber}`);
      const sorted = [...keys].sort();
      expect(keys).toEqual(sort === 'oldest' ? sorted : sorted.reverse());
      expect(pages[0]?.previousCursor).toBeNull();

      // Back from the last page: the same pages, and none before the first.
      const third = pages[2];
      const second = await pageOf(`sort=${sort}&before=${third?.previousCursor}`);
      expect(second).toEqual(pages[1]);
      const first = await pageOf(`sort=${sort}&before=${second.previousCursor}`);
      expect(first.claims).toEqual(pages[0]?.claims);
      expect(first.previousCursor).toBeNull();
      expect(first.nextCursor).toBe(pages[0]?.nextCursor);
    }

    // The filters hold across pages: Maria's disability claims only.
    const filtered = await pageOf('kind=disability&name=garcia');
    expect(filtered.claims.every((row) => row.kind === 'disability')).toBe(true);
    expect(filtered.claims.every((row) => row.employeeName === 'Maria Garcia')).toBe(true);
    expect(filtered.claims).toHaveLength(10);
    expect(filtered.nextCursor).toBeNull();
    await portal.database.db.delete(claims).where(like(claims.claimNumber, 'C8%'));
  });

  it('opens a claim with its timeline and the eligibility in words, and audits the view', async () => {
    const answer = await alex.get(`${employerApi}/claims/C1000002`);
    expect(answer.statusCode).toBe(200);
    const leave = answer.json() as EmployerClaimDetail;
    expect(leave).toMatchObject({
      claimNumber: 'C1000002',
      employeeName: 'John Roe',
      kind: 'leave',
      status: 'information-needed',
      lastDayWorked: day(-13),
      firstDayOfAbsence: day(-12),
      expectedReturn: day(170),
      reportedByEmployer: false,
      statementDue: true,
      statement: null,
      fmlaEligibility:
        "We need your employer statement of the hours worked to confirm the employee's eligibility for family medical leave (FMLA).",
    });
    // The statuses, not what the insurer said to John (a medical certification asked for).
    expect(leave.timeline.map((entry) => entry.text)).toEqual(['Submitted', 'Information needed']);

    const disability = (await alex.get(`${employerApi}/claims/C1000001`)).json();
    expect(disability).toMatchObject({
      kind: 'disability',
      statementDue: false,
      fmlaEligibility: null,
      statement: {
        hoursWorked12Months: 2_080,
        weeklyEarningsCents: 200_000,
        scheduledHoursPerWeek: 40,
        lastDayWorked: day(-46),
      },
    });
    const viewed = await auditOf('employer.claim.viewed');
    expect(viewed.map((event) => event.details)).toEqual(
      expect.arrayContaining([
        { clientId: acmeClientId, claimNumber: 'C1000002' },
        { clientId: acmeClientId, claimNumber: 'C1000001' },
      ]),
    );
    expect(new Set(viewed.map((event) => event.accountId)).size).toBe(1);
  });

  it("answers a refusal and a claim's status history in the request's language", async () => {
    const tampered = `${employerApi}/claims?after=2026-02-30_C1000001`;
    expect((await alex.get(tampered, { 'accept-language': 'es-MX,es;q=0.9' })).json()).toEqual({
      error: 'BAD_REQUEST',
      field: 'after',
      message: 'Este enlace de página no es válido. Vuelva a empezar desde la primera página.',
    });
    expect((await alex.get(tampered)).json()).toEqual({
      error: 'BAD_REQUEST',
      field: 'after',
      message: 'This page link is not valid. Please start again from the first page.',
    });

    const answer = await alex.get(`${employerApi}/claims/C1000002`, { 'accept-language': 'es' });
    const leave = answer.json() as EmployerClaimDetail;
    expect(leave.timeline.map((entry) => entry.text)).toEqual([
      say('es', claimStatusText.submitted),
      say('es', claimStatusText['information-needed']),
    ]);
    expect(leave.timeline[0]?.text).not.toBe('Submitted');
  });
});
