// What the API tests of the employer's side (docs/product/employer-claims.md,
// docs/product/billing.md and docs/product/reports.md) share: Globex's employer (the demo's
// Casey Contact of client 100000002, given an account row), census members and contacts by
// name, and claims of a census member put straight into the database with the dates a test
// needs.

import { and, eq } from 'drizzle-orm';
import { addDays } from '#domain/shared/calendar-date';
import type { Database } from '#server/db/client';
import { employerContacts, members } from '#server/db/schema/census';
import { claims } from '#server/db/schema/claims';
import { demoPassword } from '#server/dev/demo/demo-data';
import { addAccount } from './log-in-kit.ts';

export const acmeClientId = '100000001';
export const globexClientId = '100000002';
/** Globex's employer, once addGlobexEmployer gave Casey an account. */
export const globexEmployer = 'globexhr';

export const employerApi = '/auth/employers/api';
export const employeeApi = '/auth/employee-benefits/api';

/** Casey Contact of Globex Logistics, registered: an employer of the other demo client. */
export async function addGlobexEmployer(db: Database): Promise<void> {
  const [casey] = await db
    .select({ id: employerContacts.id })
    .from(employerContacts)
    .where(eq(employerContacts.email, 'casey.contact@example.com'));
  if (!casey) throw new Error('The demo has no Casey Contact');
  await addAccount(db, {
    userName: globexEmployer,
    password: demoPassword,
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
