// Claims as the employee's calls read and change them. Every lookup goes through the member
// of the logged-in account: another person's claim is not found, exactly like one that does
// not exist (DESIGN.md section 11: ownership is checked on the server).
import { and, eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { accounts } from './schema/accounts.ts';
import { claims } from './schema/claims.ts';

/** The census member of an employee account, or undefined (an employer, or no census link). */
export async function memberOfAccount(
  db: Database,
  accountId: string,
): Promise<{ memberId: string } | undefined> {
  const [row] = await db
    .select({ memberId: accounts.memberId })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.role, 'employee')));
  return row?.memberId ? { memberId: row.memberId } : undefined;
}

/** A claim by its number when it belongs to this account's member; undefined otherwise. */
export async function findOwnedClaim(
  db: Database,
  accountId: string,
  claimNumber: string,
): Promise<{ id: string; memberId: string; kind: string; status: string } | undefined> {
  const [row] = await db
    .select({ id: claims.id, memberId: claims.memberId, kind: claims.kind, status: claims.status })
    .from(claims)
    .innerJoin(accounts, eq(accounts.memberId, claims.memberId))
    .where(and(eq(accounts.id, accountId), eq(claims.claimNumber, claimNumber)));
  return row;
}
