// Beneficiaries on the demo data (docs/product/coverage.md#beneficiaries), through the real app:
// John's designation of both life plans, a change that needs the second step within the last 5
// minutes, kept as a new version beside the old one, audited and told by e-mail without names,
// its confirmation PDF, the refusals of bad rows, and two saves of one version of which one wins.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BeneficiariesAnswer } from '#domain/beneficiaries/beneficiaries-answers';
import type { TypedBeneficiary } from '#domain/beneficiaries/beneficiary-rules';
import { recentStepRefusal } from '#domain/second-factor/second-factor-rules';
import { auditEvents } from '#server/db/schema/audit-events';
import { beneficiaryDesignations } from '#server/db/schema/beneficiaries';
import { confirmItsYou, loggedIn } from '#tests/support/log-in-kit';
import { pdfTextOf } from '#tests/support/pdf-text';
import { outboxMessages } from '#tests/support/second-factor-kit';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';

const api = '/auth/employee-benefits/api/beneficiaries';
const row = (values: Partial<TypedBeneficiary> = {}): TypedBeneficiary => ({
  fullName: 'Ann Roe',
  relationship: 'spouse',
  dateOfBirth: '',
  share: '100',
  level: 'primary',
  ...values,
});
const newDesignation = [
  row({ share: '60' }),
  row({ fullName: 'Bea Roe', relationship: 'child', dateOfBirth: '04/01/2010', share: '40' }),
  row({ fullName: 'Roe Family Trust', relationship: 'trust', level: 'contingent' }),
];

describe.each(testEngines)("John's beneficiaries on %s", (engine) => {
  let portal: TestApp;
  let john: TestBrowser;

  beforeAll(async () => {
    portal = await startTestApp(engine);
    john = await loggedIn(portal, 'jroe2024', 'employee-benefits');
  });
  afterAll(() => portal.close());

  const read = async () => (await john.get(api)).json() as BeneficiariesAnswer;

  it('lists Ann Roe, his spouse, with all of both life plans', async () => {
    const answer = await read();
    expect(answer.confirmedRecently).toBe(true);
    expect(answer.plans.map((plan) => [plan.plan, plan.policyNumber, plan.version])).toEqual([
      ['basic-life', 'LIFE-100000001', 1],
      ['supplemental-life', 'SUPP-100000001', 1],
    ]);
    for (const plan of answer.plans) {
      expect(plan.beneficiaries).toEqual([
        {
          fullName: 'Ann Roe',
          relationship: 'spouse',
          dateOfBirth: null,
          share: 100,
          level: 'primary',
        },
      ]);
    }
  });

  it('keeps the names sealed at rest', async () => {
    const rows = await portal.database.db.select().from(beneficiaryDesignations);
    expect(rows).toHaveLength(2);
    for (const stored of rows) expect(JSON.stringify(stored)).not.toContain('Ann Roe');
  });

  it('asks for the second step again 5 minutes after it, and saves nothing meanwhile', async () => {
    portal.clock.advanceMinutes(6);
    expect((await read()).confirmedRecently).toBe(false);
    const save = await john.post(api, {
      plan: 'basic-life',
      allLifePlans: false,
      basedOnVersion: 1,
      beneficiaries: newDesignation,
    });
    expect(save.statusCode).toBe(401);
    expect(save.json()).toMatchObject({ error: recentStepRefusal.error });
    expect((await read()).plans[0]?.version).toBe(1);
  });

  it('refuses bad rows with their sentence and field, and keeps the designation', async () => {
    expect(await confirmItsYou(john, 'employee-benefits', { again: true })).toBe('confirmed');
    for (const [beneficiaries, field, message] of [
      [[row({ share: '60' })], 'beneficiaries', 'Primary shares must add up to 100%.'],
      [
        [row(), row({ share: '50', level: 'contingent' })],
        'beneficiaries',
        'Contingent shares must add up to 100%.',
      ],
      [[row({ level: 'contingent' })], 'beneficiaries', 'Name a primary beneficiary first.'],
      [
        [row({ relationship: 'cousin' })],
        'beneficiaries.0.relationship',
        'Choose a relationship from the list.',
      ],
      [
        [row({ fullName: 'Ann Roe 3' })],
        'beneficiaries.0.fullName',
        'Enter the full name in letters, as it is written.',
      ],
      [
        [row({ dateOfBirth: '01/01/2030' })],
        'beneficiaries.0.dateOfBirth',
        'Enter a real date of birth, MM/DD/YYYY, not in the future, or leave it empty.',
      ],
    ] as const) {
      const save = await john.post(api, {
        plan: 'basic-life',
        allLifePlans: false,
        basedOnVersion: 1,
        beneficiaries,
      });
      expect(save.statusCode, message).toBe(400);
      expect(save.json()).toMatchObject({ field, message });
    }
    expect((await read()).plans[0]?.version).toBe(1);
  });

  it('saves a new version of each life plan, keeps the first, audits it and tells him without names', async () => {
    const save = await john.post(api, {
      plan: 'basic-life',
      allLifePlans: true,
      basedOnVersion: 1,
      beneficiaries: newDesignation,
    });
    expect(save.statusCode).toBe(200);
    const answer = save.json() as BeneficiariesAnswer;
    expect(answer.plans.map((plan) => plan.version)).toEqual([2, 2]);
    expect(answer.plans[0]?.beneficiaries).toEqual([
      {
        fullName: 'Ann Roe',
        relationship: 'spouse',
        dateOfBirth: null,
        share: 60,
        level: 'primary',
      },
      {
        fullName: 'Bea Roe',
        relationship: 'child',
        dateOfBirth: '2010-04-01',
        share: 40,
        level: 'primary',
      },
      {
        fullName: 'Roe Family Trust',
        relationship: 'trust',
        dateOfBirth: null,
        share: 100,
        level: 'contingent',
      },
    ]);
    const versions = await portal.database.db
      .select({ version: beneficiaryDesignations.version })
      .from(beneficiaryDesignations);
    expect(versions.map((each) => each.version).sort()).toEqual([1, 1, 2, 2]);

    const [audit] = await portal.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'beneficiaries.changed'));
    expect(audit?.details).toMatchObject({
      plans: ['basic-life', 'supplemental-life'],
      versions: [2, 2],
      rows: 3,
    });
    expect(JSON.stringify(audit)).not.toMatch(/Roe|Trust|2010/);

    const [notice] = await outboxMessages(john, 'john.roe@example.com');
    expect(notice?.subject).toBe('Meridian Mutual: Your beneficiaries were changed');
    expect(notice?.text).toContain('Basic life and AD&D, Supplemental life');
    expect(notice?.text).toContain('were changed on November 22, 2026 at 3:06 PM');
    expect(notice?.text).not.toMatch(/Ann|Bea|Trust/);
  });

  it('downloads the designation as recorded, as a PDF', async () => {
    const answer = await john.get(`${api}/basic-life/confirmation.pdf`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="beneficiaries-basic-life-v2.pdf"',
    );
    const text = await pdfTextOf(answer.rawPayload);
    expect(text).toContain('Beneficiary designation');
    expect(text).toContain('Insured: John Roe');
    expect(text).toContain('Policy number: LIFE-100000001');
    expect(text).toContain('Version: 2');
    expect(text).toContain('Primary: Bea Roe, Child, 40%, born 04/01/2010');
    expect(text).toContain('Contingent: Roe Family Trust, Trust, 100%');
  });

  it('lets one of two saves of the same version win, and tells the other to reload', async () => {
    const body = {
      plan: 'supplemental-life',
      allLifePlans: false,
      basedOnVersion: 2,
      beneficiaries: [row()],
    };
    const answers = await Promise.all([john.post(api, body), john.post(api, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409);
    expect(lost?.json().message).toBe(
      'Your beneficiaries were changed while this page was open. Reload the page to see them before you change them.',
    );
    expect((await read()).plans.map((plan) => plan.version)).toEqual([2, 3]);
  });

  it('never lets a designation be deleted or rewritten', async () => {
    const refusal = await portal.database.db
      .update(beneficiaryDesignations)
      .set({ rowCount: 9 })
      .then(
        () => 'done',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(refusal).toMatch(/never updated or deleted/);
  });

  it('answers nothing of them to an employer, and refuses the calls without a login', async () => {
    const alex = await loggedIn(portal, 'acmehr');
    const visitor = portal.browser({ address: '10.45.0.1' });
    await visitor.openPage();
    for (const browser of [alex, visitor]) {
      const answer = await browser.get(api);
      expect(answer.statusCode).toBe(401);
      expect(answer.body).not.toContain('Roe');
    }
  });
});
