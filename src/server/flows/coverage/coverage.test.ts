// 'My coverage' on the demo data (docs/product/coverage.md and its demo data), through the real
// app: John's four plans with his own amounts, the certificate of coverage read back from the PDF
// in English and Spanish, and nobody else's login reading it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoverageAnswer } from '#domain/coverage/coverage-answers';
import { pdfInfo, pdfTextOf } from '#tests/support/pdf-text';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { loggedIn } from '#tests/support/log-in-kit';

const api = '/auth/employee-benefits/api/coverage';

describe.each(testEngines)("an employee's coverage on %s", (engine) => {
  let portal: TestApp;
  let john: TestBrowser;

  beforeAll(async () => {
    // The demo data loads on the test clock's day, 11/22/2026.
    portal = await startTestApp(engine);
    john = await loggedIn(portal, 'jroe2024', 'employee-benefits');
  });
  afterAll(() => portal.close());

  it("answers John's plans with his own amounts on $104,000 a year", async () => {
    const answer = await john.get(api);
    expect(answer.statusCode).toBe(200);
    const coverage = answer.json() as CoverageAnswer;
    expect(coverage.asOf).toBe('2026-11-22');
    expect(
      coverage.plans.map((plan) => [
        plan.kind,
        plan.policyNumber,
        plan.paidBy,
        plan.status,
        plan.effectiveDate,
        plan.amountCents,
        plan.monthlyCostCents,
      ]),
    ).toEqual([
      ['short-term-disability', 'STD-100000001', 'employer', 'active', '2015-04-01', 120_000, null],
      ['long-term-disability', 'LTD-100000001', 'employer', 'active', '2015-04-01', 520_000, null],
      ['basic-life', 'LIFE-100000001', 'employer', 'active', '2015-04-01', 5_000_000, null],
      [
        'supplemental-life',
        'SUPP-100000001',
        'employee',
        'active',
        '2015-04-01',
        10_000_000,
        2_000,
      ],
    ]);
    // Nothing of the rate's basis or of another member.
    expect(answer.body).not.toContain('volume');
    expect(answer.body).not.toContain('Ann Roe');
  });

  it('makes the certificate of coverage as of today, in words a person reads', async () => {
    const answer = await john.get(`${api}/certificate.pdf`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="certificate-of-coverage-2026-11-22.pdf"',
    );
    expect(await pdfInfo(answer.rawPayload)).toMatchObject({ title: 'Certificate of coverage' });
    const text = await pdfTextOf(answer.rawPayload);
    for (const line of [
      'Certificate of coverage',
      'Issued to John Roe, an employee of Acme Manufacturing, for the coverage in force on 11/22/2026.',
      'Short-term disability',
      'Status: Active',
      'Effective date: 04/01/2015',
      'What it pays: 60% of your weekly earnings, up to $1,500 a week',
      'Elimination period: 7 days',
      'Maximum: 26 weeks',
      'Policy number: STD-100000001',
      'Who pays: Employer paid',
      'Your weekly benefit: $1,200.00',
      'Your monthly benefit: $5,200.00',
      'Maximum: To your Social Security normal retirement age',
      'Basic life and AD&D',
      'Your coverage: $50,000',
      'Your coverage: $100,000',
      'Your monthly cost: $20.00',
      'Who pays: Employee paid',
    ]) {
      expect(text).toContain(line);
    }
  });

  it('writes the certificate in Spanish for a Spanish browser', async () => {
    const answer = await john.get(`${api}/certificate.pdf`, { 'accept-language': 'es' });
    const text = await pdfTextOf(answer.rawPayload);
    expect(text).toContain('Certificado de cobertura');
    expect(text).toContain('Discapacidad a corto plazo');
    expect(text).toContain(
      'Lo que paga: El 60% de sus ingresos semanales, hasta $1,500 a la semana',
    );
    expect(text).toContain('Su beneficio semanal: $1,200.00');
    expect(text).toContain('Período de espera: 7 días');
    expect(text).not.toContain('What it pays');
  });

  it('refuses both calls without an employee login: 401, and no coverage in the answer', async () => {
    const visitor = portal.browser({ address: '10.44.0.1' });
    await visitor.openPage();
    const alex = await loggedIn(portal, 'acmehr');
    for (const browser of [visitor, alex]) {
      for (const path of [api, `${api}/certificate.pdf`]) {
        const answer = await browser.get(path);
        expect(answer.statusCode, path).toBe(401);
        expect(answer.body).not.toContain('STD-');
      }
    }
  });
});
