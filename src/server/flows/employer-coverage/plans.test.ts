// 'Plans and rates' on the demo data (docs/product/coverage.md#plans-and-rates), through the real
// app: Acme's four plans with November's figures, Globex's two, and nothing for anyone else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlansAnswer } from '#domain/employer-coverage/plans-answers';
import { addGlobexEmployer } from '#tests/support/employer-kit';
import { loggedIn } from '#tests/support/log-in-kit';
import { startTestApp, type TestApp } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';

const api = '/auth/employers/api/plans';

describe.each(testEngines)('plans and rates on %s', (engine) => {
  let portal: TestApp;

  beforeAll(async () => {
    // The demo data loads on the test clock's day, 11/22/2026.
    portal = await startTestApp(engine);
    await addGlobexEmployer(portal.database.db);
  });
  afterAll(() => portal.close());

  it("answers Acme's plans with November's covered employees, volumes and premiums", async () => {
    const alex = await loggedIn(portal, 'acmehr');
    const answer = (await alex.get(api)).json() as PlansAnswer;
    expect(answer.month).toBe('2026-11-01');
    expect(
      answer.plans.map((plan) => [
        plan.kind,
        plan.policyNumber,
        plan.paidBy,
        plan.rateMicrodollars,
        plan.coveredEmployees,
        plan.volumeCents,
        plan.monthlyPremiumCents,
      ]),
    ).toEqual([
      ['short-term-disability', 'STD-100000001', 'employer', 450_000, 4, 300_000, 13_500],
      ['long-term-disability', 'LTD-100000001', 'employer', 380_000, 4, 2_166_666, 8_233],
      ['basic-life', 'LIFE-100000001', 'employer', 150_000, 4, 20_000_000, 3_000],
      ['supplemental-life', 'SUPP-100000001', 'employee', 200_000, 1, 10_000_000, 2_000],
    ]);
  });

  it("answers Globex's own two plans to Globex's contact", async () => {
    const gail = await loggedIn(portal, 'globexhr');
    const answer = (await gail.get(api)).json() as PlansAnswer;
    expect(answer.plans.map((plan) => [plan.policyNumber, plan.coveredEmployees])).toEqual([
      ['STD-100000002', 4],
      ['LIFE-100000002', 4],
    ]);
  });

  it('refuses an employee and a visitor: 401, and no plan in the answer', async () => {
    const john = await loggedIn(portal, 'jroe2024', 'employee-benefits');
    const visitor = portal.browser({ address: '10.46.0.1' });
    await visitor.openPage();
    for (const browser of [john, visitor]) {
      const answer = await browser.get(api);
      expect(answer.statusCode).toBe(401);
      expect(answer.body).not.toContain('STD-');
    }
  });
});
