// Every value sealed with DATA_KEY (sealed-data.ts), wherever it is kept: each kind with its
// table, its key column and its purpose, read in batches in key order, and written back, a
// batch in one statement, only where the row still holds what was read. A rotation of DATA_KEY walks them all
// (src/cli/data-key-rewrap.ts) while the portal runs, so a value a person changed meanwhile is
// left as the portal wrote it, never overwritten with an older one.

import { and, asc, gt, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type SealPurpose, sealPurposes } from '#server/crypto/sealed-data';
import { type Database, rowsOf } from './client.ts';
import { claimDrafts, claims, flowClaimDrafts } from './schema/claims.ts';
import { documents } from '#server/db/schema/documents';
import { outbox } from './schema/outbox.ts';
import { accountFactors } from './schema/second-factor.ts';
import { beneficiaryDesignations } from './schema/beneficiaries.ts';

interface SealedColumn {
  /** What an operator reads in the rewrap's report. */
  label: string;
  purpose: SealPurpose;
  table: PgTable;
  /** The row's key: its order is the batches' order. */
  id: AnyPgColumn;
  value: AnyPgColumn;
  /** The rows whose value is sealed, when not all of them are. */
  only?: SQL;
}

/** Every place DATA_KEY seals into: a new one belongs here, or a rotation would miss it. */
export const sealedColumns = {
  'document-keys': {
    label: "documents' data keys",
    purpose: sealPurposes.documentKey,
    table: documents,
    id: documents.id,
    value: documents.wrappedKey,
  },
  'claim-drafts': {
    label: 'claim drafts of accounts',
    purpose: sealPurposes.claimDraft,
    table: claimDrafts,
    id: claimDrafts.accountId,
    value: claimDrafts.answersSealed,
  },
  'public-claim-drafts': {
    label: 'claim drafts filed without an account',
    purpose: sealPurposes.claimDraft,
    table: flowClaimDrafts,
    id: flowClaimDrafts.transactionId,
    value: flowClaimDrafts.answersSealed,
  },
  'claim-account-numbers': {
    label: "claims' bank account numbers",
    purpose: sealPurposes.claimAccountNumber,
    table: claims,
    id: claims.id,
    value: claims.accountNumberSealed,
  },
  'claims-system-events': {
    label: 'events for the claims system in the outbox',
    purpose: sealPurposes.claimsEvent,
    table: outbox,
    id: outbox.id,
    value: outbox.text,
    only: sql`${outbox.channel} = 'claims'`,
  },
  // An app's secret waiting for its first code (session_challenges) lives five minutes: the
  // previous key opens it meanwhile, so a rotation need not walk it.
  'app-secrets': {
    label: "authenticator apps' secrets",
    purpose: sealPurposes.totpSecret,
    table: accountFactors,
    id: accountFactors.id,
    value: accountFactors.secretSealed,
  },
  'beneficiary-designations': {
    label: 'beneficiary designations',
    purpose: sealPurposes.beneficiaries,
    table: beneficiaryDesignations,
    id: beneficiaryDesignations.id,
    value: beneficiaryDesignations.rowsSealed,
  },
} as const satisfies Record<string, SealedColumn>;

export type SealedValueKind = keyof typeof sealedColumns;
export const sealedValueKinds = Object.keys(sealedColumns) as SealedValueKind[];

export interface SealedValue {
  /** The row's key, as text: an id, never anything a person typed. */
  id: string;
  sealed: string;
}

/** Up to `limit` sealed values of a kind, in key order, after the key `after`. */
export async function readSealedValues(
  db: Database,
  kind: SealedValueKind,
  { after, limit }: { after?: string; limit: number },
): Promise<SealedValue[]> {
  const column: SealedColumn = sealedColumns[kind];
  return db
    .select({ id: sql<string>`${column.id}::text`, sealed: sql<string>`${column.value}` })
    .from(column.table)
    .where(
      and(
        isNotNull(column.value),
        after === undefined ? undefined : gt(column.id, after),
        column.only,
      ),
    )
    .orderBy(asc(column.id))
    .limit(limit);
}

/** A value read, and what to put in its place. */
export interface SealedReplacement extends SealedValue {
  resealed: string;
}

/**
 * Puts each `resealed` in place of its `sealed`, where the row still holds `sealed`, in one
 * statement; answers the ids replaced. A row changed or gone since it was read is left as it
 * is. The rows are locked for that statement alone, never across the batch's reading.
 */
export async function replaceSealedValues(
  db: Database,
  kind: SealedValueKind,
  replacements: SealedReplacement[],
): Promise<Set<string>> {
  if (replacements.length === 0) return new Set();
  const column: SealedColumn = sealedColumns[kind];
  const values = sql.join(
    replacements.map(({ id, sealed, resealed }) => sql`(${id}, ${sealed}, ${resealed})`),
    sql`, `,
  );
  const result = await db.execute(
    sql`update ${column.table} set ${sql.identifier(column.value.name)} = v.resealed
        from (values ${values}) as v(id, sealed, resealed)
        where ${column.id} = cast(v.id as ${sql.raw(column.id.getSQLType())})
          and ${column.value} = v.sealed
        returning ${column.id}::text as id`,
  );
  return new Set(rowsOf(result).map((row) => String(row.id)));
}
