// The employer behind a login, as every employer call of the benefits area knows them
// (DESIGN.md sections 11.3 to 11.5): the HR contact's client decides what they may read. Every
// employer route looks its client up here, on the server, never from the request.
import { and, eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { accounts } from './schema/accounts.ts';
import { clients, employerContacts } from './schema/census.ts';

export interface Employer {
  accountId: string;
  contactId: string;
  /** The client whose employees, claims, invoices and reports this employer may read. */
  clientId: string;
  clientName: string;
  firstName: string;
  email: string | null;
}

/** The employer of an employer account, or undefined (an employee, or no contact link). */
export async function findEmployer(db: Database, accountId: string): Promise<Employer | undefined> {
  const [row] = await db
    .select({
      accountId: accounts.id,
      contactId: employerContacts.id,
      clientId: employerContacts.clientId,
      clientName: clients.name,
      firstName: accounts.firstName,
      email: accounts.email,
    })
    .from(accounts)
    .innerJoin(employerContacts, eq(employerContacts.id, accounts.contactId))
    .innerJoin(clients, eq(clients.clientId, employerContacts.clientId))
    .where(and(eq(accounts.id, accountId), eq(accounts.role, 'employer')));
  return row;
}
