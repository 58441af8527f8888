// `npm run portal -- billing issue --month YYYY-MM` on the demo data (the test clock's day is
// 11/22/2026, November billed): each client's invoice a line per plan from its member record,
// once however often it runs; a hire recorded after December was billed is charged on January's
// invoice, an end of employment recorded after January was billed credits both on February's.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCensus } from '#server/adapters/census-import';
import { invoiceLines, invoices } from '#server/db/schema/billing';
import { testCommandContext } from '#tests/support/command-context';
import { startTestApp, type TestApp } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { testSecrets } from '#tests/support/test-secrets';
import { runCommand, usage } from './commands.ts';
import { todayOn } from '#domain/shared/clock';

describe.each(testEngines)('the billing run on %s', (engine) => {
  let portal: TestApp;
  let output: string[];
  const run = (...args: string[]) => {
    output = [];
    return runCommand(
      args,
      testCommandContext(portal, (line) => output.push(line)),
    );
  };

  beforeAll(async () => {
    portal = await startTestApp(engine);
  });
  afterAll(() => portal.close());

  it("issues each client's invoice for the month, a line per plan", async () => {
    expect(await run('billing', 'issue', '--month', '2026-12'), output.join('\n')).toBe(0);
    expect(output).toEqual([
      'Issued INV-100000001-202612 to Acme Manufacturing (100000001): $267.33 due 01/15/2027.',
      '  Short-term disability: 4 covered, volume $3,000, $0.45 per $10 of weekly benefit, a month: $135.00',
      '  Long-term disability: 4 covered, volume $21,666.66, $0.38 per $100 of covered monthly earnings, a month: $82.33',
      '  Basic life and AD&D: 4 covered, volume $200,000, $0.15 per $1,000 of coverage, a month: $30.00',
      '  Supplemental life: 1 covered, volume $100,000, $0.20 per $1,000 of coverage, a month: $20.00',
      'Issued INV-100000002-202612 to Globex Logistics (100000002): $138.00 due 01/15/2027.',
      '  Short-term disability: 4 covered, volume $2,400, $0.45 per $10 of weekly benefit, a month: $108.00',
      '  Basic life and AD&D: 4 covered, volume $200,000, $0.15 per $1,000 of coverage, a month: $30.00',
      '2 invoices issued for 2026-12.',
    ]);
    const [issued] = await portal.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.invoiceNumber, 'INV-100000001-202612'));
    expect(issued).toMatchObject({
      clientId: '100000001',
      periodStart: '2026-12-01',
      periodEnd: '2026-12-31',
      dueOn: '2027-01-15',
      amountDueCents: 26_733,
      status: 'open',
      paidAt: null,
    });
    const lines = await portal.database.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, issued?.id ?? ''));
    expect(lines.map((line) => [line.line, line.kind, line.coverage, line.billedMonth])).toEqual([
      [1, 'premium', 'short-term-disability', '2026-12-01'],
      [2, 'premium', 'long-term-disability', '2026-12-01'],
      [3, 'premium', 'basic-life', '2026-12-01'],
      [4, 'premium', 'supplemental-life', '2026-12-01'],
    ]);
  });

  it('issues nothing twice, and puts later changes of a billed month on the next invoice', async () => {
    const header =
      'first_name,last_name,date_of_birth,ssn,zip_code,email,reserved_user_name,hire_date,annual_earnings,hours_per_week,supplemental_life,last_day_worked';
    const importing = async (row: string) => {
      const imported = await importCensus(
        portal.database.db,
        { clientId: '100000001', clientName: 'Acme Manufacturing', csv: `${header}\n${row}` },
        { dataKey: testSecrets.DATA_KEY, today: todayOn(portal.clock) },
      );
      expect(imported.ok).toBe(true);
    };
    // Hired 11/20, recorded after December was billed: covered from 12/01.
    await importing('New,Hire,01/02/1990,987-65-4321,60601,,,11/20/2026,52000,40,,');
    expect(await run('billing', 'issue', '--month', '2026-12')).toBe(0);
    expect(output).toEqual([
      'INV-100000001-202612 of Acme Manufacturing (100000001) was issued before: left as it is.',
      'INV-100000002-202612 of Globex Logistics (100000002) was issued before: left as it is.',
      '0 invoices issued for 2026-12.',
    ]);
    const [row] = await portal.database.db.select({ n: count() }).from(invoices);
    expect(row?.n).toBe(6);
    expect(await run('billing', 'issue', '--month', '2027-01')).toBe(0);
    // January bills five, and charges December for the one billed late.
    expect(output.slice(0, 8)).toEqual([
      'Issued INV-100000001-202701 to Acme Manufacturing (100000001): $369.27 due 02/15/2027.',
      '  Short-term disability: 5 covered, volume $3,600, $0.45 per $10 of weekly benefit, a month: $162.00',
      '  Long-term disability: 5 covered, volume $25,999.99, $0.38 per $100 of covered monthly earnings, a month: $98.80',
      '  Basic life and AD&D: 5 covered, volume $250,000, $0.15 per $1,000 of coverage, a month: $37.50',
      '  Supplemental life: 1 covered, volume $100,000, $0.20 per $1,000 of coverage, a month: $20.00',
      '  Adjustment: Short-term disability, December 2026: 1 covered, volume $600, $0.45 per $10 of weekly benefit, a month: $27.00',
      '  Adjustment: Long-term disability, December 2026: 1 covered, volume $4,333.33, $0.38 per $100 of covered monthly earnings, a month: $16.47',
      '  Adjustment: Basic life and AD&D, December 2026: 1 covered, volume $50,000, $0.15 per $1,000 of coverage, a month: $7.50',
    ]);
    // Lee Locked's last day, 11/30, recorded after January was billed: December and January
    // are credited on February's invoice.
    await importing(
      'Lee,Locked,09/09/1979,567-89-7890,60601,lee.locked@example.com,,01/15/2020,52000,40,,11/30/2026',
    );
    expect(await run('billing', 'issue', '--month', '2027-02')).toBe(0);
    expect(output.slice(0, 11)).toEqual([
      'Issued INV-100000001-202702 to Acme Manufacturing (100000001): $165.39 due 03/15/2027.',
      '  Short-term disability: 4 covered, volume $3,000, $0.45 per $10 of weekly benefit, a month: $135.00',
      '  Long-term disability: 4 covered, volume $21,666.66, $0.38 per $100 of covered monthly earnings, a month: $82.33',
      '  Basic life and AD&D: 4 covered, volume $200,000, $0.15 per $1,000 of coverage, a month: $30.00',
      '  Supplemental life: 1 covered, volume $100,000, $0.20 per $1,000 of coverage, a month: $20.00',
      '  Adjustment: Short-term disability, December 2026: -1 covered, volume -$600, $0.45 per $10 of weekly benefit, a month: -$27.00',
      '  Adjustment: Long-term disability, December 2026: -1 covered, volume -$4,333.33, $0.38 per $100 of covered monthly earnings, a month: -$16.47',
      '  Adjustment: Basic life and AD&D, December 2026: -1 covered, volume -$50,000, $0.15 per $1,000 of coverage, a month: -$7.50',
      '  Adjustment: Short-term disability, January 2027: -1 covered, volume -$600, $0.45 per $10 of weekly benefit, a month: -$27.00',
      '  Adjustment: Long-term disability, January 2027: -1 covered, volume -$4,333.33, $0.38 per $100 of covered monthly earnings, a month: -$16.47',
      '  Adjustment: Basic life and AD&D, January 2027: -1 covered, volume -$50,000, $0.15 per $1,000 of coverage, a month: -$7.50',
    ]);
  });

  it('answers a month that is not one, or a wrong command, with the usage and 2', async () => {
    for (const args of [
      ['billing'],
      ['billing', 'issue'],
      ['billing', 'send', '--month', '2026-12'],
      ['billing', 'issue', '--month', '2026-12', '--client', '1'],
    ]) {
      expect(await run(...args), args.join(' ')).toBe(2);
      expect(output.join('\n')).toContain('Usage: npm run portal -- billing issue --month YYYY-MM');
    }
    for (const month of ['2026-13', '12/2026', '2026-1']) {
      expect(await run('billing', 'issue', '--month', month)).toBe(2);
      expect(output).toEqual([
        `--month: ${month} is not a month; give it as YYYY-MM, like 2026-11.`,
      ]);
    }
    expect(usage).toContain('  billing issue --month <YYYY-MM>');
  });
});
