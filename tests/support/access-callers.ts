// The callers of the access matrix (src/server/security/access-matrix.test.ts) on a portal of
// their own: every caller of route-answers.ts logged in once (argon2 is slow) and logged in
// again only when a call ended its session; the ids of employee A (John Roe of Acme) and of his
// client that the requests carry, with ids that do not exist beside them; and what each caller
// must never read: the others' claim numbers, members, documents, payments, invoices, and the
// health information of A's claims (and of C's), read from their own claim pages.

import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ClaimDetail } from '#domain/claims/claims-answers';
import {
  absenceReasonLabels,
  conditionCategoryLabels,
  relationshipLabels,
} from '#domain/shared/claim-terms';
import { documentTypeLabels } from '#domain/shared/document-types';
import { healthInformationKeys } from '#domain/shared/health-information';
import { demoPassword } from '#server/dev/demo/demo-data';
import { type Caller, callerNames } from '#server/plugins/route-answers';
import { accountFactors } from '#server/db/schema/second-factor';
import { saveApp } from '#server/db/second-factor-repository';
import { sessionCookieName } from '#server/plugins/session';
import { sealPurposes, sealText } from '#server/crypto/sealed-data';
import { startBillingPortal } from './billing-portal.ts';
import {
  acmeClientId,
  addGlobexEmployer,
  employeeApi,
  employerApi,
  globexClientId,
  globexEmployer,
  insertClaimsOfTest,
  memberNamed,
} from './employer-kit.ts';
import { multipartBody } from './multipart-body.ts';
import { samplePdf } from './sample-documents.ts';
import type { TestApp, TestBrowser } from './test-app.ts';
import type { Engine } from './test-database.ts';
import { testSecrets } from './test-secrets.ts';
import { accountIdOf, addAccount, loggedIn } from './log-in-kit.ts';

/** Employees B and C: Maria Garcia of Acme's census and Maria Garcia of Globex's, registered. */
const employeesOfTest = {
  sameClientEmployee: 'maria.acme',
  otherClientEmployee: 'maria.globex',
} as const;

/** The login of each logged-in caller: user name and side. */
const logins: Partial<Record<Caller, [string, 'employee-benefits' | 'employers']>> = {
  employee: ['jroe2024', 'employee-benefits'],
  sameClientEmployee: [employeesOfTest.sameClientEmployee, 'employee-benefits'],
  otherClientEmployee: [employeesOfTest.otherClientEmployee, 'employee-benefits'],
  employer: ['acmehr', 'employers'],
  otherClientEmployer: [globexEmployer, 'employers'],
};

/**
 * Per name of a path parameter or body field: A's values, and one that does not exist. A name
 * both sides take (a factor of 'Sign-in and security') has A's values on the employee's side
 * and his employer's on the employer's (`employers`).
 */
export type MatrixIds = Record<
  string,
  {
    owned: string[];
    missing: string;
    employers?: string[];
    /** Not an id of A's but a name every caller may use (a form of the catalog): never compared. */
    everyones?: boolean;
  }
>;

/** A value a caller must never read, unless it is one of `readers`. */
export interface Marker {
  value: string;
  what: string;
  readers: Caller[];
}

export interface AccessCallers {
  portal: TestApp;
  ids: MatrixIds;
  markers: Marker[];
  /** A's and C's health information as their claim pages show it: no employer reads any. */
  healthValues: string[];
  /** Sends as `caller` with its session and CSRF token; logs it in again if the call ended it. */
  send(
    caller: Caller,
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

const cookieName = sessionCookieName(false);
const uploadedName = 'roe-medical-certification.pdf';

/** The health values of a claim as its owner reads it: stored codes, their labels, names. */
function healthValuesOf(claim: ClaimDetail): string[] {
  const labels: Record<string, string> = {
    ...absenceReasonLabels,
    ...conditionCategoryLabels,
    ...relationshipLabels,
    ...documentTypeLabels,
  };
  const values = healthInformationKeys.flatMap((key) => {
    const value = claim[key];
    if (typeof value === 'string') return [value, labels[value] ?? value];
    if (!Array.isArray(value)) return [];
    return value.flatMap((item) => {
      const fields = [item.documentType, 'fileName' in item ? item.fileName : undefined];
      return fields.flatMap((field) => (field ? [field, labels[field] ?? field] : []));
    });
  });
  return [...new Set(values)];
}

const without = (values: string[], others: string[]) =>
  values.filter((value) => !others.includes(value));

export async function startAccessCallers(
  engine: Engine,
  env: Record<string, string>,
): Promise<AccessCallers> {
  const { portal, close } = await startBillingPortal(engine, { env });
  const { db } = portal.database;
  const members = {
    employee: await memberNamed(db, acmeClientId, 'John', 'Roe'),
    sameClientEmployee: await memberNamed(db, acmeClientId, 'Maria', 'Garcia'),
    otherClientEmployee: await memberNamed(db, globexClientId, 'Maria', 'Garcia'),
  };
  for (const [caller, userName] of Object.entries(employeesOfTest)) {
    await addAccount(db, {
      userName,
      password: demoPassword,
      role: 'employee',
      memberId: members[caller as keyof typeof employeesOfTest],
      firstName: 'Maria',
      lastName: 'Garcia',
      email: `${userName}@example.com`,
    });
  }
  await addGlobexEmployer(db);
  // A and his employer each have an authenticator app: the factor ids the security page's
  // calls take. No e-mailed code confirms them then: they confirm with a recovery code.
  const withFactor: Caller[] = ['employee', 'employer'];
  const factorOf = async (userName: string) => {
    const accountId = await accountIdOf(db, userName);
    await saveApp(
      db,
      accountId,
      {
        name: 'Authenticator app',
        secretSealed: sealText(testSecrets.DATA_KEY, sealPurposes.totpSecret, 'JBSWY3DPEHPK3PXP'),
        step: 0,
      },
      portal.clock.now(),
    );
    const [row] = await db
      .select({ id: accountFactors.id })
      .from(accountFactors)
      .where(eq(accountFactors.accountId, accountId));
    return row?.id ?? '';
  };
  const factors = { employee: await factorOf('jroe2024'), employer: await factorOf('acmehr') };
  const otherClaim = 'C7100001';
  await insertClaimsOfTest(db, [
    {
      claimNumber: otherClaim,
      memberId: members.otherClientEmployee,
      clientId: globexClientId,
      kind: 'disability',
      firstDayOfAbsence: '2026-11-02',
    },
  ]);

  const browsers = new Map<Caller, TestBrowser>();
  const sessions = new Map<Caller, string | undefined>();
  let addresses = 0;
  async function open(caller: Caller): Promise<TestBrowser> {
    const login = logins[caller];
    let browser: TestBrowser;
    if (login && withFactor.includes(caller)) {
      browser = await loggedIn(portal, ...login, { secondStep: 'recovery-code' });
    } else if (login) browser = await loggedIn(portal, ...login);
    else {
      browser = portal.browser({ address: `10.141.0.${++addresses}` });
      if (caller === 'visitor') await browser.openPage();
    }
    browsers.set(caller, browser);
    sessions.set(caller, browser.cookie(cookieName));
    return browser;
  }
  for (const caller of callerNames) await open(caller);
  const as = (caller: Caller) => browsers.get(caller) as TestBrowser;

  // A's document: the id the download takes, and a file name only he may read.
  const { body, contentType } = multipartBody(
    { claimNumber: 'C1000002', documentType: 'medical-certification' },
    [{ name: uploadedName, bytes: samplePdf() }],
  );
  const upload = await as('employee').post(`${employeeApi}/documents`, body, {
    'content-type': contentType,
  });
  expect(upload.statusCode, upload.body).toBe(200);
  const documentId: string = upload.json().files[0].id;

  const read = async (caller: Caller, path: string) => {
    const answer = await as(caller).get(path);
    expect(answer.statusCode, `${caller} ${path}: ${answer.body}`).toBe(200);
    return answer.json();
  };
  const ownClaims = ['C1000001', 'C1000002'];
  const healthValues: string[] = [];
  for (const claim of ownClaims) {
    healthValues.push(...healthValuesOf(await read('employee', `${employeeApi}/claims/${claim}`)));
  }
  const otherHealth = healthValuesOf(
    await read('otherClientEmployee', `${employeeApi}/claims/${otherClaim}`),
  );
  const claimPayments: { id: string }[] = (await read('employee', `${employeeApi}/payments`))
    .payments;
  const invoicesOf = async (caller: Caller): Promise<string[]> =>
    (await read(caller, `${employerApi}/billing/invoices`)).invoices.map(
      (invoice: { invoiceNumber: string }) => invoice.invoiceNumber,
    );
  const acmeInvoices = await invoicesOf('employer');
  const billPayments: string[] = (
    await read('employer', `${employerApi}/billing/payments`)
  ).payments.map((payment: { id: string }) => payment.id);

  const ids: MatrixIds = {
    claimNumber: { owned: ownClaims, missing: 'C9999999' },
    id: { owned: [documentId], missing: crypto.randomUUID() },
    memberId: { owned: [members.employee], missing: crypto.randomUUID() },
    // The open bill and one paid: Pay now meets both.
    invoiceNumber: { owned: acmeInvoices.slice(0, 2), missing: 'INV-100000001-199901' },
    paymentId: { owned: billPayments.slice(0, 1), missing: crypto.randomUUID() },
    // A's designation of his basic life; of a plan he has none of, not found.
    lifePlan: { owned: ['basic-life'], missing: 'long-term-disability' },
    // A form of the catalog: every employee's own copy, so no "not yours" to compare.
    formId: { owned: ['direct-deposit'], missing: 'no-such-form', everyones: true },
    // An invitation is no one's data (its link is the secret): unknown ones, both.
    regid: { owned: [crypto.randomUUID()], missing: crypto.randomUUID() },
    factorId: {
      owned: [factors.employee],
      employers: [factors.employer],
      missing: crypto.randomUUID(),
    },
  };
  const marked = (values: string[], what: string, readers: Caller[]) =>
    values.map((value) => ({ value, what, readers }));
  const markers: Marker[] = [
    ...marked(ownClaims, "A's claim number", ['employee', 'employer']),
    ...marked([members.employee], "A's census member", ['employee', 'employer']),
    ...marked([documentId, uploadedName], "A's document", ['employee']),
    ...marked(
      claimPayments.map((payment) => payment.id),
      "A's payment",
      ['employee'],
    ),
    // Codes and labels both claims show (a reason, a document type) are no one's marker.
    ...marked(without(healthValues, otherHealth), "A's health information", ['employee']),
    ...marked([...acmeInvoices, ...billPayments], "Acme's bill", ['employer']),
    ...marked([members.sameClientEmployee], "B's census member", [
      'sameClientEmployee',
      'employer',
    ]),
    ...marked([otherClaim, members.otherClientEmployee], "C's claim or member", [
      'otherClientEmployee',
      'otherClientEmployer',
    ]),
    ...marked(without(otherHealth, healthValues), "C's health information", [
      'otherClientEmployee',
    ]),
    ...marked(await invoicesOf('otherClientEmployer'), "Globex's bill", ['otherClientEmployer']),
    ...marked([factors.employee], "A's factor", ['employee']),
    ...marked([factors.employer], "Acme's employer's factor", ['employer']),
  ];

  return {
    portal,
    ids,
    markers,
    healthValues: [...new Set([...healthValues, ...otherHealth])],
    async send(caller, method, path, payload, headers) {
      // Nobody sends no cookie, ever: a fresh browser for each call.
      const browser = caller === 'nobody' ? await open(caller) : as(caller);
      const token = browser.csrfToken;
      const answer = await browser.request(method, path, payload, {
        ...(method === 'POST' && token ? { 'x-csrf-token': token } : {}),
        ...headers,
      });
      if (caller !== 'nobody' && browser.cookie(cookieName) !== sessions.get(caller)) {
        await open(caller);
      }
      return answer;
    },
    close,
  };
}
