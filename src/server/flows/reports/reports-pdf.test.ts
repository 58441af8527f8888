// 'Absence summary (PDF)' on the demo data, read back by a PDF reader: Acme's name and the two
// figures of the reports page, no employee and no health detail, a client's name in other
// scripts, and another client's summary holding only its own figures.
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportNotes } from '#domain/reports/reports-terms';
import { defaultPortalConfig } from '#domain/shared/portal-config';
import { argon2idOptions } from '#server/adapters/password-hasher';
import { insertAccount } from '#server/db/accounts-repository';
import { clients } from '#server/db/schema/census';
import { demoPassword } from '#server/dev/demo/demo-data';
import { pdfInfo, pdfPagesText } from '#tests/support/pdf-text';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { contactOf, insertClaimsOfTest, memberNamed } from '#tests/support/employer-kit';
import { loggedIn } from '#tests/support/log-in-kit';

const summaryPath = '/auth/employers/api/reports/absence-summary.pdf';

async function downloadSummary(browser: TestBrowser) {
  const answer = await browser.get(summaryPath);
  expect(answer.statusCode).toBe(200);
  const bytes = new Uint8Array(answer.rawPayload);
  return { answer, bytes, pages: await pdfPagesText(bytes) };
}

describe.each(testEngines)('the absence summary on %s', (engine) => {
  let portal: TestApp;

  beforeAll(async () => {
    portal = await startTestApp(engine);
    await insertAccount(portal.database.db, {
      userName: 'globexhr',
      passwordHash: await hash(demoPassword, argon2idOptions),
      role: 'employer',
      contactId: await contactOf(portal.database.db, '100000002'),
      firstName: 'Casey',
      lastName: 'Contact',
      email: 'casey.contact@example.com',
    });
  });
  afterAll(() => portal.close());

  it("holds Acme's name and figures, and nothing of an employee or their health", async () => {
    const alex = await loggedIn(portal, 'acmehr');
    const { answer, bytes, pages } = await downloadSummary(alex);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="absence-summary-2026-11-22.pdf"',
    );
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(pages).toHaveLength(1);
    const lines = pages[0]?.split('\n') ?? [];
    expect(lines).toEqual(
      expect.arrayContaining([
        'Absence summary',
        'Acme Manufacturing (client 100000001)',
        'Generated on 11/22/2026, from the claims and leave on file that day.',
        'Absences by month',
        'Month Short-term disability Family medical leave Total',
        'December 2025 0 0 0',
        'September 2026 0 0 0',
        'October 2026 1 0 1',
        'November 2026 1 1 2',
        'Open claims by status',
        'Status Short-term disability Family medical leave Total',
        'Submitted 0 0 0',
        'In review 0 0 0',
        'Information needed 0 1 1',
        'Approved 1 0 1',
      ]),
    );
    const text = pages.join('\n');
    // The notes say what each figure counts, wrapped to the page's width.
    const flowing = text.replace(/\s+/g, ' ');
    expect(flowing).toContain(reportNotes.absencesByMonth);
    expect(flowing).toContain(reportNotes.openClaimsByStatus);
    for (const detail of ['John', 'Roe', 'C1000001', 'Surgery', 'Dr. ', 'Mary']) {
      expect(text).not.toContain(detail);
    }
    expect(await pdfInfo(bytes)).toEqual({
      title: 'Absence summary: Acme Manufacturing',
      author: defaultPortalConfig.brandName,
    });
  });

  it('is written in Spanish for a Spanish browser, its months and statuses too', async () => {
    const alex = await loggedIn(portal, 'acmehr');
    const answer = await alex.get(summaryPath, { 'accept-language': 'es' });
    const pages = await pdfPagesText(new Uint8Array(answer.rawPayload));
    expect(pages[0]?.split('\n')).toEqual(
      expect.arrayContaining([
        'Resumen de ausencias',
        'Acme Manufacturing (cliente 100000001)',
        'Generado el 11/22/2026, a partir de los reclamos y las licencias registrados ese día.',
        'Ausencias por mes',
        'noviembre de 2026 1 1 2',
        'Reclamos abiertos por estado',
      ]),
    );
    expect(pages[0]).toContain('Se necesita información 0 1 1');
    expect(pages[0]).not.toContain('Absences by month');
    expect(await pdfInfo(new Uint8Array(answer.rawPayload))).toEqual({
      title: 'Resumen de ausencias: Acme Manufacturing',
      author: defaultPortalConfig.brandName,
    });
  });

  it("prints a client's name in other scripts, without its control characters", async () => {
    const { db } = portal.database;
    await db
      .update(clients)
      .set({ name: 'Ærø Ångström & Søn \u202Eδοκιμή\u202C Ђорђевић\u0007 Ltd' })
      .where(eq(clients.clientId, '100000001'));
    try {
      const { pages } = await downloadSummary(await loggedIn(portal, 'acmehr'));
      expect(pages[0]).toContain('Ærø Ångström & Søn δοκιμή Ђорђевић Ltd (client 100000001)');
      for (const control of ['\u202E', '\u202C', '\u0007']) expect(pages[0]).not.toContain(control);
    } finally {
      await db
        .update(clients)
        .set({ name: 'Acme Manufacturing' })
        .where(eq(clients.clientId, '100000001'));
    }
  });

  it("gives another client's employer their own figures only", async () => {
    const { db } = portal.database;
    await insertClaimsOfTest(db, [
      {
        claimNumber: 'C7300001',
        memberId: await memberNamed(db, '100000002', 'Sam'),
        clientId: '100000002',
        kind: 'leave',
        status: 'in-review',
        firstDayOfAbsence: '2026-09-14',
        expectedReturn: '2026-09-28',
      },
    ]);
    const { pages } = await downloadSummary(await loggedIn(portal, 'globexhr'));
    const lines = pages[0]?.split('\n') ?? [];
    expect(lines).toEqual(
      expect.arrayContaining([
        'Globex Logistics (client 100000002)',
        'September 2026 0 1 1',
        'October 2026 0 0 0',
        'November 2026 0 0 0',
        'In review 0 1 1',
        'Approved 0 0 0',
        'Information needed 0 0 0',
      ]),
    );
    expect(pages[0]).not.toContain('Acme');
  });
});
