import { and, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import { type AttemptCounter, freshCounter } from '#domain/shared/attempt-counter';
import { counterColumns, proofingPersonKeyPrefix } from './attempt-counters-repository.ts';
import { chunks, type Database, rowsOf } from './client.ts';
import { accounts } from './schema/accounts.ts';
import { attemptCounters } from './schema/attempt-counters.ts';
import { clients, members } from './schema/census.ts';
import { unnestedRows } from './unnested-rows.ts';

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

/** The columns of a census row a file may change, but the hire date (kept when a file has none). */
const identityColumns = {
  firstName: members.firstName,
  lastName: members.lastName,
  firstNameKey: members.firstNameKey,
  lastNameKey: members.lastNameKey,
  dateOfBirth: members.dateOfBirth,
  ssnLast4Hash: members.ssnLast4Hash,
  zipCode: members.zipCode,
  email: members.email,
  reservedUserName: members.reservedUserName,
};
/** What a census row gives: its identity, and the hire date when the file has one. */
const memberKeys = [
  'clientId',
  'ssnFullHash',
  'hireDate',
  ...(Object.keys(identityColumns) as (keyof typeof identityColumns)[]),
] as const;

/** Census rows one statement writes. */
const membersPerStatement = 5_000;

/**
 * Inserts new census rows and updates the ones already known (same client and SSN) where
 * something differs; answers, in the records' order, each record's member id and what was done
 * to its row.
 */
export async function upsertMembers(
  db: Database,
  records: MemberRecord[],
): Promise<{ memberIds: string[]; outcomes: UpsertOutcome[] }> {
  const outcomeOf = new Map<string, { id: string; outcome: UpsertOutcome }>();
  for (const chunk of chunks(records, membersPerStatement)) {
    await upsertMemberChunk(db, chunk, outcomeOf);
  }
  return {
    memberIds: records.map((record) => outcomeOf.get(record.ssnFullHash)?.id ?? ''),
    outcomes: records.map((record) => outcomeOf.get(record.ssnFullHash)?.outcome ?? 'same'),
  };
}

async function upsertMemberChunk(
  db: Database,
  records: MemberRecord[],
  outcomeOf: Map<string, { id: string; outcome: UpsertOutcome }>,
): Promise<void> {
  const [first] = records;
  if (!first) return;
  const column = (key: keyof typeof identityColumns) => sql.identifier(identityColumns[key].name);
  const keys = Object.keys(identityColumns) as (keyof typeof identityColumns)[];
  const differs = sql.join(
    [
      ...keys.map((key) => sql`${members}.${column(key)} is distinct from excluded.${column(key)}`),
      sql`(excluded.hire_date is not null and ${members.hireDate} is distinct from excluded.hire_date)`,
    ],
    sql` or `,
  );
  const set = sql.join(
    [
      ...keys.map((key) => sql`${column(key)} = excluded.${column(key)}`),
      // A file without hire dates keeps the ones known.
      sql`hire_date = coalesce(excluded.hire_date, ${members.hireDate})`,
    ],
    sql`, `,
  );
  const written = rowsOf(
    await db.execute(sql`
      insert into ${members} ${unnestedRows(members, records, memberKeys)}
      on conflict (client_id, ssn_full_hash) do update set ${set}
      -- A row the file gives as it is stays untouched, and is not returned.
      where ${differs}
      -- xmax is 0 only for rows this statement inserted.
      returning id, ssn_full_hash, (xmax = 0) as inserted`),
  ) as { id: string; ssn_full_hash: string; inserted: boolean }[];
  for (const row of written) {
    outcomeOf.set(row.ssn_full_hash, {
      id: row.id,
      outcome: row.inserted ? 'inserted' : 'updated',
    });
  }
  const untouched = records.filter((record) => !outcomeOf.has(record.ssnFullHash));
  if (untouched.length === 0) return;
  const found = await db
    .select({ id: members.id, ssnFullHash: members.ssnFullHash })
    .from(members)
    .where(
      and(
        eq(members.clientId, first.clientId),
        inArray(
          members.ssnFullHash,
          untouched.map((record) => record.ssnFullHash),
        ),
      ),
    );
  for (const row of found) outcomeOf.set(row.ssnFullHash, { id: row.id, outcome: 'same' });
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
