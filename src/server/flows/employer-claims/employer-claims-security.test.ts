// Who may call the employer's claims routes, and what a refusal looks like
// (docs/product/employer-claims.md, docs/security.md): only an employer login, and only for its own
// client's claims; another client's claim answers exactly like one that does not exist; bad input,
// a page link tampered with included, is a 400 naming the field, never a 500.
import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EmployerClaimsPage,
  EmployerDashboard,
} from '#domain/employer-claims/employer-claims-answers';
import { argon2idOptions } from '#server/adapters/password-hasher';
import { insertAccount } from '#server/db/accounts-repository';
import { demoPassword } from '#server/dev/demo/demo-data';
import {
  addGlobexEmployer,
  employeeApi,
  employerApi,
  globexClientId,
  globexEmployer,
  insertClaimsOfTest,
  memberNamed,
} from '#tests/support/employer-kit';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { loggedIn } from '#tests/support/log-in-kit';

const statement = {
  hoursWorked12Months: '1900',
  weeklyEarnings: '1000',
  hoursPerWeek: '40',
  lastDayWorked: '11/09/2026',
  workedBefore: 'no',
};

/** Every employer claims route, with a body that would pass its schema. */
const employerRoutes = [
  ['GET', 'dashboard'],
  ['GET', 'claims'],
  ['GET', 'claims?status=approved&after=2026-10-08_C1000001'],
  ['GET', 'claims/C1000001'],
  ['POST', 'claims/C1000002/statement', statement],
  ['GET', 'absences/employees?name=roe'],
  [
    'POST',
    'absences',
    {
      memberId: '6f1c2a9e-3b7d-4c1e-9a55-2d0c8e7f4b10',
      kind: 'leave',
      lastDayWorked: '11/20/2026',
      firstDayOfAbsence: '11/23/2026',
      expectedReturn: '01/04/2027',
      idempotencyKey: '6f1c2a9e-3b7d-4c1e-9a55-2d0c8e7f4b10',
    },
  ],
] as const;

async function call(browser: TestBrowser, route: (typeof employerRoutes)[number]) {
  const [method, path] = route;
  return method === 'GET'
    ? browser.get(`${employerApi}/${path}`)
    : browser.post(`${employerApi}/${path}`, route[2]);
}

describe.each(testEngines)("the employer's claims routes under attack on %s", (engine) => {
  let portal: TestApp;
  let alex: TestBrowser;
  let casey: TestBrowser;

  beforeAll(async () => {
    portal = await startTestApp(engine);
    await addGlobexEmployer(portal.database.db);
    const dana = await memberNamed(portal.database.db, globexClientId, 'Dana', 'Disabled');
    await insertClaimsOfTest(portal.database.db, [
      {
        claimNumber: 'C8400001',
        memberId: dana,
        clientId: globexClientId,
        firstDayOfAbsence: '2026-11-02',
      },
    ]);
    await insertAccount(portal.database.db, {
      userName: 'nocontact',
      passwordHash: await hash(demoPassword, argon2idOptions),
      role: 'employer',
      firstName: 'No',
      lastName: 'Contact',
      email: 'no.contact@example.com',
    });
    alex = await loggedIn(portal, 'acmehr');
    casey = await loggedIn(portal, globexEmployer);
  });
  afterAll(() => portal.close());

  it('answers 401 without a login, and to an employee login', async () => {
    const visitor = portal.browser({ address: '10.32.0.1' });
    await visitor.openPage();
    const john = await loggedIn(portal, 'jroe2024', 'employee-benefits');
    for (const browser of [visitor, john]) {
      for (const route of employerRoutes) {
        const answer = await call(browser, route);
        expect(answer.statusCode, route[1]).toBe(401);
        expect(answer.json()).toEqual({
          error: 'UNAUTHORIZED',
          message: 'Please log in to continue.',
        });
      }
    }
  });

  it("refuses an employer login on the employee's routes", async () => {
    for (const path of ['dashboard', 'claims/C1000001', 'claims/draft', 'payments']) {
      expect((await alex.get(`${employeeApi}/${path}`)).statusCode, path).toBe(401);
    }
    expect((await alex.post(`${employeeApi}/claims/C1000002/withdraw`)).statusCode).toBe(401);
  });

  it("answers another client's claim exactly like one that does not exist", async () => {
    for (const [browser, theirs] of [
      [casey, 'C1000001'],
      [casey, 'C1000002'],
      [alex, 'C8400001'],
    ] as const) {
      const missing = await browser.get(`${employerApi}/claims/C9999999`);
      const other = await browser.get(`${employerApi}/claims/${theirs}`);
      expect(other.statusCode).toBe(404);
      expect(other.body).toBe(missing.body);
      expect(other.headers['content-type']).toBe(missing.headers['content-type']);
      const missingStatement = await browser.post(
        `${employerApi}/claims/C9999999/statement`,
        statement,
      );
      const otherStatement = await browser.post(
        `${employerApi}/claims/${theirs}/statement`,
        statement,
      );
      expect(otherStatement.statusCode).toBe(404);
      expect(otherStatement.body).toBe(missingStatement.body);
    }
    // Casey's own claim is Casey's to read.
    expect((await casey.get(`${employerApi}/claims/C8400001`)).statusCode).toBe(200);
  });

  it("lists, counts and finds only the client's own", async () => {
    const list = (await casey.get(`${employerApi}/claims`)).json() as EmployerClaimsPage;
    expect(list.claims.map((claim) => claim.claimNumber)).toEqual(['C8400001']);
    const dashboard = (await casey.get(`${employerApi}/dashboard`)).json() as EmployerDashboard;
    expect(dashboard).toMatchObject({
      firstName: 'Casey',
      clientName: 'Globex Logistics',
      openClaims: 0,
      openLeave: 1,
      tasks: [{ claimNumber: 'C8400001', employeeName: 'Dana Disabled' }],
    });
    expect((await casey.get(`${employerApi}/absences/employees?name=roe`)).json()).toEqual({
      employees: [],
    });
    // A cursor of Acme's rows only moves Casey along Globex's own.
    const paged = await casey.get(`${employerApi}/claims?sort=oldest&after=2026-01-01_C1000001`);
    expect((paged.json() as EmployerClaimsPage).claims.map((claim) => claim.claimNumber)).toEqual([
      'C8400001',
    ]);
  });

  it('answers 404 to an employer account no HR contact stands behind', async () => {
    const operator = await loggedIn(portal, 'nocontact');
    for (const route of employerRoutes) {
      expect((await call(operator, route)).statusCode, route[1]).toBe(404);
    }
  });

  it('refuses bad input with a 400 that names the field', async () => {
    for (const [query, field] of [
      ['status=lost', 'status'],
      ['kind=bonding', 'kind'],
      ['sort=sideways', 'sort'],
      ['statement=done', 'statement'],
      [`name=${'a'.repeat(61)}`, 'name'],
      ['name=a%00b', 'name'],
      ['status=approved&status=denied', 'status'],
    ] as const) {
      const answer = await alex.get(`${employerApi}/claims?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().field, query).toBe(field);
    }
    for (const claimNumber of ['C100000', 'c1000001', 'C1000001x', '..%2Fdashboard']) {
      const answer = await alex.get(`${employerApi}/claims/${claimNumber}`);
      expect(answer.statusCode, claimNumber).toBe(400);
      expect(answer.json().field, claimNumber).toBe('claimNumber');
    }
    const missing = await alex.post(`${employerApi}/claims/C1000002/statement`, {
      ...statement,
      lastDayWorked: undefined,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('lastDayWorked');
    const typed = await alex.post(`${employerApi}/claims/C1000002/statement`, {
      ...statement,
      hoursWorked12Months: 1900,
    });
    expect(typed.json().field).toBe('hoursWorked12Months');
  });

  it('refuses a page link tampered with: 400 naming it, never 500', async () => {
    const tampered = [
      '2026-02-30_C1000001',
      '2026-11-10_C100000',
      '2026-11-10',
      "2026-11-10_C1000001' OR '1'='1",
      '2026-11-10_C1000001%00',
      '9999-12-31_C9999999x',
      '%E0%A4%A',
      'x'.repeat(41),
      'MjAyNi0xMS0xMF9DMTAwMDAwMQ',
    ];
    for (const direction of ['after', 'before'] as const) {
      for (const cursor of tampered) {
        const answer = await alex.get(`${employerApi}/claims?${direction}=${cursor}`);
        expect(answer.statusCode, cursor).toBe(400);
        expect(answer.json().field, cursor).toBe(direction);
      }
    }
    const both = await alex.get(
      `${employerApi}/claims?after=2026-11-10_C1000001&before=2026-11-10_C1000001`,
    );
    expect(both.statusCode).toBe(400);
    expect(both.json().field).toBe('before');
  });
});
