// `npm run portal -- billing issue --month YYYY-MM` on the demo data: each client's invoice
// from its census count and rates, once however often it runs.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCensus } from '#server/adapters/census-import';
import { invoiceLines, invoices } from '#server/db/schema/billing';
import { testCommandContext } from '#tests/support/command-context';
import { startTestApp, type TestApp } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { testSecrets } from '#tests/support/test-secrets';
import { runCommand, usage } from './commands.ts';

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

  it("issues each client's invoice for the month from its census and rates", async () => {
    expect(await run('billing', 'issue', '--month', '2026-12'), output.join('\n')).toBe(0);
    expect(output).toEqual([
      'Issued INV-100000001-202612 to Acme Manufacturing (100000001): 4 covered employees, $345.80 due 01/15/2027.',
      'Issued INV-100000002-202612 to Globex Logistics (100000002): 4 covered employees, $205.20 due 01/15/2027.',
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
      amountDueCents: 34_580,
      status: 'open',
      paidAt: null,
    });
    const lines = await portal.database.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, issued?.id ?? ''));
    expect(
      lines.map((line) => [line.coverage, line.coveredEmployees, line.amountCents]).sort(),
    ).toEqual([
      ['basic-life', 4, 5_100],
      ['long-term-disability', 4, 12_480],
      ['short-term-disability', 4, 17_000],
    ]);
  });

  it('issues nothing twice: a month run again is left as it is, a grown census included', async () => {
    const grown = await importCensus(
      portal.database.db,
      {
        clientId: '100000001',
        clientName: 'Acme Manufacturing',
        csv: 'first_name,last_name,date_of_birth,ssn,zip_code,email,reserved_user_name\nNew,Hire,01/02/1990,987-65-4321,60601,,',
      },
      { dataKey: testSecrets.DATA_KEY, today: portal.clock.now() },
    );
    expect(grown.ok).toBe(true);
    expect(await run('billing', 'issue', '--month', '2026-12')).toBe(0);
    expect(output).toEqual([
      'INV-100000001-202612 of Acme Manufacturing (100000001) was issued before: left as it is.',
      'INV-100000002-202612 of Globex Logistics (100000002) was issued before: left as it is.',
      '0 invoices issued for 2026-12.',
    ]);
    const [row] = await portal.database.db.select({ n: count() }).from(invoices);
    expect(row?.n).toBe(6);
    // The next month bills the census as it is then: 5 employees at Acme.
    expect(await run('billing', 'issue', '--month', '2027-01')).toBe(0);
    expect(output[0]).toBe(
      'Issued INV-100000001-202701 to Acme Manufacturing (100000001): 5 covered employees, $432.25 due 02/15/2027.',
    );
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
