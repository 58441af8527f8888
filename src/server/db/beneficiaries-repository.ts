// Beneficiary designations (docs/product/coverage.md#beneficiaries): each save a new version per
// life plan, kept as saved. The rows are sealed by the caller (the service holds the key); these
// read and add rows, never change one.

import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { accounts } from './schema/accounts.ts';
import { beneficiaryDesignations } from './schema/beneficiaries.ts';
import { plans } from './schema/coverage.ts';

export const designationVersionConstraint = 'beneficiary_designations_version_unique';

export type NewDesignation = Omit<typeof beneficiaryDesignations.$inferInsert, 'id'>;
export type DesignationRow = typeof beneficiaryDesignations.$inferSelect;

/** Every designation of a member, each plan's newest first. */
export async function memberDesignations(db: Database, memberId: string) {
  return db
    .select({
      designation: beneficiaryDesignations,
      planKind: plans.kind,
      savedByUserName: accounts.userName,
    })
    .from(beneficiaryDesignations)
    .innerJoin(plans, eq(plans.id, beneficiaryDesignations.planId))
    .leftJoin(accounts, eq(accounts.id, beneficiaryDesignations.savedBy))
    .where(eq(beneficiaryDesignations.memberId, memberId))
    .orderBy(asc(plans.kind), desc(beneficiaryDesignations.version));
}

/** The newest designation of each plan of a member. */
export async function currentDesignations(db: Database, memberId: string) {
  const rows = await memberDesignations(db, memberId);
  const seen = new Set<string>();
  return rows.filter(({ designation }) => {
    if (seen.has(designation.planId)) return false;
    seen.add(designation.planId);
    return true;
  });
}

/** The newest version of one plan's designation, 0 when there is none. */
export async function currentVersion(db: Database, memberId: string, planId: string) {
  const [row] = await db
    .select({ version: beneficiaryDesignations.version })
    .from(beneficiaryDesignations)
    .where(
      and(
        eq(beneficiaryDesignations.memberId, memberId),
        eq(beneficiaryDesignations.planId, planId),
      ),
    )
    .orderBy(desc(beneficiaryDesignations.version))
    .limit(1);
  return row?.version ?? 0;
}

/** Adds designations; a version taken meanwhile throws (designationVersionConstraint). */
export async function insertDesignations(db: Database, rows: NewDesignation[]): Promise<void> {
  if (rows.length > 0) await db.insert(beneficiaryDesignations).values(rows);
}
