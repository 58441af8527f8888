import { and, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import { type AttemptCounter, freshCounter } from '#domain/shared/attempt-counter';
import { counterColumns, proofingPersonKeyPrefix } from './attempt-counters-repository.ts';
import type { Database } from './client.ts';
import { accounts } from './schema/accounts.ts';
import { attemptCounters } from './schema/attempt-counters.ts';
import { clients, members } from './schema/census.ts';

export async function upsertClient(
  db: Database,
  client: { clientId: string; name: string },
): Promise<void> {
  await db
    .insert(clients)
    .values(client)
    .onConflictDoUpdate({ target: clients.clientId, set: { name: client.name } });
}

export interface MemberRecord {
  clientId: string;
  firstName: string;
  lastName: string;
  firstNameKey: string;
  lastNameKey: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  ssnFullHash: string;
  ssnLast4Hash: string;
  zipCode: string;
  email: string | null;
  reservedUserName: string | null;
  /** YYYY-MM-DD, when the census gives it. */
  hireDate: string | null;
}

/** What an upsert did to a census row: added it, changed it, or found it as the file has it. */
export type UpsertOutcome = 'inserted' | 'updated' | 'same';

const identityColumns = [
  'first_name',
  'last_name',
  'first_name_key',
  'last_name_key',
  'date_of_birth',
  'ssn_last4_hash',
  'zip_code',
  'email',
  'reserved_user_name',
] as const;

/**
 * Inserts new census rows and updates the ones already known (same client and SSN) where
 * something differs; answers, in the records' order, each record's member id and what was done
 * to its row.
 */
export async function upsertMembers(
  db: Database,
  records: MemberRecord[],
): Promise<{ memberIds: string[]; outcomes: UpsertOutcome[] }> {
  if (records.length === 0) return { memberIds: [], outcomes: [] };
  const differs = sql.join(
    [
      ...identityColumns.map(
        (column) =>
          sql`${members}.${sql.identifier(column)} is distinct from excluded.${sql.identifier(column)}`,
      ),
      sql`(excluded.hire_date is not null and ${members.hireDate} is distinct from excluded.hire_date)`,
    ],
    sql` or `,
  );
  const written = await db
    .insert(members)
    .values(records)
    .onConflictDoUpdate({
      target: [members.clientId, members.ssnFullHash],
      set: {
        firstName: sql`excluded.first_name`,
        lastName: sql`excluded.last_name`,
        firstNameKey: sql`excluded.first_name_key`,
        lastNameKey: sql`excluded.last_name_key`,
        dateOfBirth: sql`excluded.date_of_birth`,
        ssnLast4Hash: sql`excluded.ssn_last4_hash`,
        zipCode: sql`excluded.zip_code`,
        email: sql`excluded.email`,
        reservedUserName: sql`excluded.reserved_user_name`,
        // A file without hire dates keeps the ones known.
        hireDate: sql`coalesce(excluded.hire_date, ${members.hireDate})`,
      },
      // A row the file gives as it is stays untouched, and is not returned.
      setWhere: differs,
    })
    // xmax is 0 only for rows this statement inserted.
    .returning({
      id: members.id,
      ssnFullHash: members.ssnFullHash,
      inserted: sql<boolean>`(xmax = 0)`,
    });
  const outcomeOf = new Map<string, { id: string; outcome: UpsertOutcome }>(
    written.map((row) => [
      row.ssnFullHash,
      { id: row.id, outcome: row.inserted ? 'inserted' : 'updated' },
    ]),
  );
  const untouched = records.filter((record) => !outcomeOf.has(record.ssnFullHash));
  for (const chunk of chunks(untouched, 5_000)) {
    const found = await db
      .select({ id: members.id, ssnFullHash: members.ssnFullHash })
      .from(members)
      .where(
        and(
          eq(members.clientId, chunk[0]?.clientId ?? ''),
          inArray(
            members.ssnFullHash,
            chunk.map((record) => record.ssnFullHash),
          ),
        ),
      );
    for (const row of found) outcomeOf.set(row.ssnFullHash, { id: row.id, outcome: 'same' });
  }
  return {
    memberIds: records.map((record) => outcomeOf.get(record.ssnFullHash)?.id ?? ''),
    outcomes: records.map((record) => outcomeOf.get(record.ssnFullHash)?.outcome ?? 'same'),
  };
}

function chunks<Item>(items: readonly Item[], size: number): Item[][] {
  const out: Item[][] = [];
  for (let start = 0; start < items.length; start += size)
    out.push(items.slice(start, start + size));
  return out;
}

/**
 * A member added by hand ('Add an employee'): the new row's id, or undefined when the client's
 * census has the SSN already. A concurrent add of the same SSN waits for this one to end.
 */
export async function insertNewMember(
  db: Database,
  record: MemberRecord,
): Promise<string | undefined> {
  const [row] = await db
    .insert(members)
    .values(record)
    .onConflictDoNothing({ target: [members.clientId, members.ssnFullHash] })
    .returning({ id: members.id });
  return row?.id;
}

/** A person hired again: the identity as the employer now gives it, and the new hire date. */
export async function updateRehiredMember(
  db: Database,
  memberId: string,
  record: Omit<MemberRecord, 'clientId' | 'ssnFullHash' | 'reservedUserName'>,
): Promise<void> {
  await db.update(members).set(record).where(eq(members.id, memberId));
}

export async function findMemberIdBySsnHash(
  db: Database,
  clientId: string,
  ssnFullHash: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(sql`${members.clientId} = ${clientId} and ${members.ssnFullHash} = ${ssnFullHash}`);
  return row?.id;
}

/** The employer's name, or undefined when no census created the client. */
export async function findClientName(db: Database, clientId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: clients.name })
    .from(clients)
    .where(eq(clients.clientId, clientId));
  return row?.name;
}

export async function countClients(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(clients);
  return row?.count ?? 0;
}

/** A census row that shares the date of birth and either the SSN or both names. */
export interface ProofingCandidate {
  id: string;
  clientId: string;
  firstName: string;
  lastName: string;
  firstNameKey: string;
  lastNameKey: string;
  /** Whether the SSN (last 4 or all 9, as asked) matches. */
  ssnMatches: boolean;
  /** The person's proofing-failure counter (docs/product/self-service.md). */
  personCounter: AttemptCounter;
  /** The person's online account, if they registered. */
  account: { id: string; disabled: boolean } | null;
}

/**
 * Everyone a personal-information entry could be about: the full matches and the near ones,
 * whose failed guesses count against them (docs/product/self-service.md: per census person).
 */
export async function findProofingCandidates(
  db: Database,
  entry: {
    /** YYYY-MM-DD. */
    dateOfBirth: string;
    ssnHash: string;
    ssnLength: 4 | 9;
    firstNameKey: string;
    lastNameKey: string;
  },
): Promise<ProofingCandidate[]> {
  const ssnColumn = entry.ssnLength === 9 ? members.ssnFullHash : members.ssnLast4Hash;
  // One round trip: the person's lock and account come with the census row.
  const rows = await db
    .select({
      id: members.id,
      clientId: members.clientId,
      firstName: members.firstName,
      lastName: members.lastName,
      firstNameKey: members.firstNameKey,
      lastNameKey: members.lastNameKey,
      ssnMatches: sql<boolean>`${ssnColumn} = ${entry.ssnHash}`,
      // Null, as a whole, when the joined row is missing.
      personCounter: counterColumns,
      account: { id: accounts.id, disabled: accounts.disabled },
    })
    .from(members)
    .leftJoin(
      attemptCounters,
      eq(attemptCounters.key, sql`${proofingPersonKeyPrefix} || ${members.id}::text`),
    )
    .leftJoin(accounts, eq(accounts.memberId, members.id))
    .where(
      and(
        eq(members.dateOfBirth, entry.dateOfBirth),
        or(
          eq(ssnColumn, entry.ssnHash),
          and(
            eq(members.firstNameKey, entry.firstNameKey),
            eq(members.lastNameKey, entry.lastNameKey),
          ),
        ),
      ),
    );
  return rows.map((row) => ({ ...row, personCounter: row.personCounter ?? freshCounter }));
}

/** What the later registration steps need of the proven person. */
export async function findMemberForRegistration(
  db: Database,
  memberId: string,
): Promise<{ zipCode: string; reservedUserName: string | null } | undefined> {
  const [row] = await db
    .select({ zipCode: members.zipCode, reservedUserName: members.reservedUserName })
    .from(members)
    .where(eq(members.id, memberId));
  return row;
}

/** A member's name as lists show it: first, then last. */
export const employeeName = sql<string>`${members.firstName} || ' ' || ${members.lastName}`;

/** LIKE text that matches itself: the search's words are the person's, wildcards included. */
function likePrefix(word: string): string {
  return `${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Each word begins the member's first or last name (folded keys, as the census keeps them). */
export function nameMatches(words: string[]): SQL[] {
  return words.map(
    (word) =>
      or(
        like(members.firstNameKey, likePrefix(word)),
        like(members.lastNameKey, likePrefix(word)),
      ) as SQL,
  );
}
