// What the API tests of the employer's side (DESIGN.md 11.3 to 11.5) share: a browser logged
// in on a side, Globex's employer (the demo's Casey Contact of client 100000002, given an
// account row), census members and contacts by name, and claims of a census member put
// straight into the database with the dates a test needs.

import { hash } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { addDays } from '#domain/shared/calendar-date';
import { argon2idOptions } from '#server/adapters/password-hasher';
import { insertAccount } from '#server/db/accounts-repository';
import type { Database } from '#server/db/client';
import { employerContacts, members } from '#server/db/schema/census';
import { claims } from '#server/db/schema/claims';
import { demoPassword } from '#server/demo/demo-data';
import type { PageBrowser } from './page-browser.ts';
import type { TestApp, TestBrowser } from './test-app.ts';

export const acmeClientId = '100000001';
export const globexClientId = '100000002';
/** Globex's employer, once addGlobexEmployer gave Casey an account. */
export const globexEmployer = 'globexhr';

export const employerApi = '/auth/employers/api';
export const employeeApi = '/auth/employee-benefits/api';

let addresses = 0;

/** A browser of its own address, logged in to `userName` on `side`, holding a page's token. */
export async function loggedIn(
  portal: TestApp,
  userName: string,
  side: 'employers' | 'employee-benefits' = 'employers',
): Promise<TestBrowser> {
  addresses++;
  const browser = portal.browser({ address: `10.31.${addresses >> 8}.${addresses & 255}` });
  await logIn(browser, userName, side);
  return browser;
}

/**
 * Logs any browser (over inject() or real HTTP) in to a demo account on `side`, then opens
 * that side's account page for the new session's CSRF token: the login rotated the session.
 */
export async function logIn<Answer extends { body: string; json(): unknown }>(
  browser: PageBrowser<Answer>,
  userName: string,
  side: 'employers' | 'employee-benefits' = 'employers',
): Promise<void> {
  await logInPasswordOnly(browser, userName, side);
  expect(await browser.confirmItsYou(side)).toBe('confirmed');
}

/** Logs `browser` in with the demo password alone: the session is at the second step. */
export async function logInPasswordOnly<Answer extends { body: string; json(): unknown }>(
  browser: PageBrowser<Answer>,
  userName: string,
  side: 'employers' | 'employee-benefits',
): Promise<void> {
  await browser.openPage();
  const login = await browser.post(`/auth/${side}/loginCredentials`, {
    userName,
    password: demoPassword,
  });
  expect(login.json()).toMatchObject({ status: { code: 'AUTHENTICATION_SUCCESS' } });
  // The login rotated the session: the page gives the new one's CSRF token.
  await browser.openPage(`/auth/${side}/account`);
}

/** Casey Contact of Globex Logistics, registered: an employer of the other demo client. */
export async function addGlobexEmployer(db: Database): Promise<void> {
  const [casey] = await db
    .select({ id: employerContacts.id })
    .from(employerContacts)
    .where(eq(employerContacts.email, 'casey.contact@example.com'));
  if (!casey) throw new Error('The demo has no Casey Contact');
  await insertAccount(db, {
    userName: globexEmployer,
    passwordHash: await hash(demoPassword, argon2idOptions),
    role: 'employer',
    contactId: casey.id,
    firstName: 'Casey',
    lastName: 'Contact',
    email: 'casey.contact@example.com',
  });
}

/** The census member of a client by first name, and last name when two share the first. */
export async function memberNamed(
  db: Database,
  clientId: string,
  firstName: string,
  lastName?: string,
): Promise<string> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.clientId, clientId),
        eq(members.firstName, firstName),
        lastName === undefined ? undefined : eq(members.lastName, lastName),
      ),
    );
  if (!row) throw new Error(`No ${firstName} ${lastName ?? ''} in the census of ${clientId}`);
  return row.id;
}

/** The HR contact of a client (the demo has one per client). */
export async function contactOf(db: Database, clientId: string): Promise<string> {
  const [row] = await db
    .select({ id: employerContacts.id })
    .from(employerContacts)
    .where(eq(employerContacts.clientId, clientId));
  if (!row) throw new Error(`No contact of ${clientId}`);
  return row.id;
}

export interface ClaimOfTest {
  /** By default the next number of the sequence. */
  claimNumber?: string;
  memberId: string;
  /** Acme's by default. */
  clientId?: string;
  kind?: 'disability' | 'leave';
  status?: string;
  /** YYYY-MM-DD. */
  firstDayOfAbsence: string;
  /** 30 days after the first day of absence by default. */
  expectedReturn?: string;
  lastDayWorked?: string;
  createdAt?: Date;
}

/**
 * Claims as the claims system's copy would hold them, with the dates the test needs and the
 * health details a claim carries (a provider, a condition, a family member): what an employer
 * must never read, so that a test can look for it.
 */
export async function insertClaimsOfTest(db: Database, rows: ClaimOfTest[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(claims).values(
    rows.map((row) => {
      const kind = row.kind ?? 'leave';
      return {
        ...(row.claimNumber ? { claimNumber: row.claimNumber } : {}),
        memberId: row.memberId,
        clientId: row.clientId ?? acmeClientId,
        kind,
        status: row.status ?? 'submitted',
        reason: kind === 'leave' ? 'family-care' : 'own-health',
        lastDayWorked: row.lastDayWorked ?? row.firstDayOfAbsence,
        firstDayOfAbsence: row.firstDayOfAbsence,
        expectedReturn: row.expectedReturn ?? addDays(row.firstDayOfAbsence, 30),
        schedule: 'continuous',
        providerName: 'Dr. Secret Provider',
        providerPhone: '(312) 555-0111',
        conditionCategory: kind === 'disability' ? 'pregnancy' : null,
        familyMemberName: kind === 'leave' ? 'Secret Relative' : null,
        relationship: kind === 'leave' ? 'parent' : null,
        idempotencyKey: crypto.randomUUID(),
        ...(row.createdAt ? { createdAt: row.createdAt } : {}),
      };
    }),
  );
}
