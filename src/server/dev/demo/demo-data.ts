// The demo data of docs/product/demo-data.md, a contract that tests and people rely on. The census
// goes through the same import as an operator's file; accounts and employer contacts are
// created with the same repository functions as registration and invitations.

import { readFileSync } from 'node:fs';
import type { Clock } from '#domain/shared/clock';
import { nameKey } from '#domain/shared/person-name';
import { type CensusProblem, sayCensusProblem } from '#domain/employees/census-row';
import { sayEnglish } from '#domain/shared/claim-terms';
import { importCensus } from '#server/adapters/census-import';
import type { PasswordHasher } from '#server/adapters/password-hasher';
import { insertAccount } from '#server/db/accounts-repository';
import { countClients, findMemberIdBySsnHash, upsertClient } from '#server/db/census-repository';
import { insertPlans } from '#server/db/coverage-repository';
import type { Database } from '#server/db/client';
import { insertEmployerContact } from '#server/db/invitations-repository';
import { ssnHashes } from '#server/crypto/keyed-hash';
import type { DataKeys } from '#server/crypto/sealed-data';
import { loadDemoBilling } from './demo-billing.ts';
import { loadDemoBeneficiaries } from './demo-beneficiaries.ts';
import { loadDemoClaims } from './demo-claims.ts';
import { demoPlans } from './demo-plans.ts';
import { todayOn } from '#domain/shared/clock';

export const demoPassword = 'Benefits#2024';
/**
 * The open invitations (docs/product/demo-data.md): Pat has only an e-mail on file, so the first
 * code goes straight there; Casey has an e-mail and a mobile phone, and chooses.
 */
export const demoInvitations = {
  pat: '6f1c2a9e-3b7d-4c1e-9a55-2d0c8e7f4b10',
  casey: '0b8e5c3a-7d2f-4e61-8c9a-51f3d2e6a7b4',
} as const;

const demoClients = [
  {
    clientId: '100000001',
    clientName: 'Acme Manufacturing',
    file: 'acme-manufacturing.csv',
    plans: undefined,
  },
  {
    clientId: '100000002',
    clientName: 'Globex Logistics',
    file: 'globex-logistics.csv',
    plans: ['short-term-disability', 'basic-life'],
  },
] as const;

/** Registered employees: user name, client and SSN of their census row, and their state. */
const demoEmployeeAccounts = [
  {
    userName: 'jroe2024',
    clientId: '100000001',
    ssn: '234565678',
    first: 'John',
    last: 'Roe',
    email: 'john.roe@example.com',
  },
  {
    userName: 'llocked',
    clientId: '100000001',
    ssn: '567897890',
    first: 'Lee',
    last: 'Locked',
    email: 'lee.locked@example.com',
    lockedUntil: new Date('2999-01-01T00:00:00Z'),
  },
  {
    userName: 'ddisabled',
    clientId: '100000002',
    ssn: '678902468',
    first: 'Dana',
    last: 'Disabled',
    email: 'dana.disabled@globex.example.com',
    disabled: true,
  },
];

const contact = (
  clientId: string,
  first: string,
  last: string,
  dateOfBirth: string,
  email: string,
  mobilePhone: string | null,
) => ({
  clientId,
  firstName: first,
  lastName: last,
  firstNameKey: nameKey(first),
  lastNameKey: nameKey(last),
  dateOfBirth,
  email,
  mobilePhone,
});

export class DemoDataError extends Error {
  constructor(readonly problems: CensusProblem[]) {
    super(
      `The demo census does not import: ${problems.map((problem) => sayCensusProblem(sayEnglish, problem)).join('; ')}`,
    );
  }
}

/** Loads the demo data into an empty database; returns false when data is already there. */
export async function loadDemoData(
  db: Database,
  {
    dataKey,
    sealKeys,
    clock,
    hasher,
  }: {
    /** The key of the census's keyed hashes (HASH_KEY). */
    dataKey: string;
    /** The keys that seal data at rest (DATA_KEY): the demo's beneficiaries are sealed. */
    sealKeys: DataKeys;
    clock: Clock;
    hasher: PasswordHasher;
  },
): Promise<boolean> {
  if ((await countClients(db)) > 0) return false;
  const passwordHash = await hasher.hash(demoPassword);
  await db.transaction(async (tx) => {
    for (const client of demoClients) {
      await upsertClient(tx, { clientId: client.clientId, name: client.clientName });
      await insertPlans(tx, demoPlans(client.clientId, client.plans));
      const csv = readFileSync(new URL(`./${client.file}`, import.meta.url), 'utf8');
      const result = await importCensus(tx, { ...client, csv }, { dataKey, today: todayOn(clock) });
      if (!result.ok) throw new DemoDataError(result.problems);
    }
    for (const account of demoEmployeeAccounts) {
      const memberId = await findMemberIdBySsnHash(
        tx,
        account.clientId,
        ssnHashes(dataKey, account.ssn).full,
      );
      if (account.userName === 'jroe2024' && memberId) {
        await loadDemoClaims(tx, { memberId, clientId: account.clientId }, todayOn(clock));
        await loadDemoBeneficiaries(
          tx,
          { memberId, clientId: account.clientId },
          { sealKeys, now: clock.now() },
        );
      }
      await insertAccount(tx, {
        userName: account.userName,
        passwordHash,
        role: 'employee',
        memberId,
        firstName: account.first,
        lastName: account.last,
        email: account.email,
        disabled: account.disabled ?? false,
        lockedUntil: account.lockedUntil ?? null,
        termsVersion: 'demo',
      });
    }
    // The demo invitations must keep working on a long-lived development database.
    const invitationExpiresAt = new Date('2999-01-01T00:00:00Z');
    await insertEmployerContact(tx, {
      ...contact('100000001', 'Pat', 'Employer', '1970-03-15', 'pat.employer@acme.example', null),
      regid: demoInvitations.pat,
      invitationExpiresAt,
    });
    await insertEmployerContact(tx, {
      ...contact(
        '100000002',
        'Casey',
        'Contact',
        '1980-06-30',
        'casey.contact@example.com',
        '(312) 555-0142',
      ),
      regid: demoInvitations.casey,
      invitationExpiresAt,
    });
    const alexId = await insertEmployerContact(tx, {
      ...contact(
        '100000001',
        'Alex',
        'Admin',
        '1965-08-20',
        'alex.admin@acme.example',
        '(312) 555-0100',
      ),
      regid: null,
      invitationExpiresAt: null,
    });
    const alexAccountId = await insertAccount(tx, {
      userName: 'acmehr',
      passwordHash,
      role: 'employer',
      contactId: alexId,
      firstName: 'Alex',
      lastName: 'Admin',
      email: 'alex.admin@acme.example',
      phone: '(312) 555-0100',
      termsVersion: 'demo',
    });
    await loadDemoBilling(tx, { today: todayOn(clock), acmePayerAccountId: alexAccountId });
  });
  return true;
}
