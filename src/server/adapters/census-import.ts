// Census import: an employer's list of employees as CSV, checked row by row with the same
// field rules as registration. A file with any bad row imports nothing and every problem
// is reported with its line number (docs/decisions/0006-census-import-all-or-nothing.md).
// SSNs are turned into keyed hashes here and never stored or printed. The member record's columns
// (hire date, earnings, hours, supplemental life) are optional: census-member-record.ts.

import { parse } from 'csv-parse/sync';
import {
  isoDateOf,
  validateClientId,
  validateDateOfBirth,
  validateEmailAddress,
  validateName,
  validateSsn,
  validateUserName,
  validateZipCode,
  type FieldMessage,
} from '#domain/shared/field-rules';
import { nameKey } from '#domain/shared/person-name';
import type { Database } from '#server/db/client';
import { type MemberRecord, upsertClient, upsertMembers } from '#server/db/census-repository';
import { clientPlans, memberRecords, recordMemberRows } from '#server/db/coverage-repository';
import { isoDay } from '#domain/shared/absence-dates';
import type { ClientPlan } from '#domain/coverage/member-coverage';
import {
  type CensusEmployment,
  type MemberRecordColumn,
  memberRecordFacts,
  memberRecordRows,
} from './census-member-record.ts';
import { ssnHashes } from '#server/crypto/keyed-hash';
import { say } from '#server/language/say';

export const censusColumns = [
  'first_name',
  'last_name',
  'date_of_birth',
  'ssn',
  'zip_code',
  'email',
  'reserved_user_name',
] as const;

type CensusColumn = (typeof censusColumns)[number];

/** The operator's report is in English, the field rules' messages too (say.ts). */
function english(problem: NonNullable<FieldMessage> | string): string {
  return typeof problem === 'string' ? problem : say('en', problem);
}

export interface CensusProblem {
  /** Line of the file, counting the header as line 1. */
  line: number;
  column: CensusColumn | MemberRecordColumn | 'file';
  message: string;
}

/** A row of the file: the census row, and its employment when the row gives earnings. */
export interface CensusRow {
  member: MemberRecord;
  employment: CensusEmployment | null;
}

export type CensusParseResult =
  { ok: true; rows: CensusRow[] } | { ok: false; problems: CensusProblem[] };

export function parseCensusCsv(
  text: string,
  {
    clientId,
    dataKey,
    today,
    plans = [],
  }: { clientId: string; dataKey: string; today: Date; plans?: readonly ClientPlan[] },
): CensusParseResult {
  const clientProblem = validateClientId(clientId);
  if (clientProblem) {
    return { ok: false, problems: [{ line: 0, column: 'file', message: english(clientProblem) }] };
  }
  let header: string[] = [];
  let rows: Record<string, string>[];
  try {
    rows = parse(text, {
      columns: (names: string[]) => (header = names),
      skip_empty_lines: true,
      trim: true,
      bom: true,
    });
  } catch (error) {
    return {
      ok: false,
      problems: [
        {
          line: 1,
          column: 'file',
          message: `Not a readable CSV file: ${(error as Error).message}`,
        },
      ],
    };
  }
  const missing = censusColumns.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    return {
      ok: false,
      problems: [{ line: 1, column: 'file', message: `Missing columns: ${missing.join(', ')}` }],
    };
  }

  const supplemental = plans.find((plan) => plan.formula.kind === 'supplemental-life')?.formula;
  const problems: CensusProblem[] = [];
  const records: CensusRow[] = [];
  const seenSsns = new Map<string, number>();
  rows.forEach((row, index) => {
    const line = index + 2;
    const value = (column: CensusColumn) => row[column] ?? '';
    const ssn = value('ssn').replace(/-/g, '');
    const email = value('email');
    const reservedUserName = value('reserved_user_name');
    const checks: [CensusColumn, FieldMessage | string][] = [
      ['first_name', validateName(value('first_name'), 'firstName')],
      ['last_name', validateName(value('last_name'), 'lastName')],
      ['date_of_birth', validateDateOfBirth(value('date_of_birth'), today)],
      ['ssn', validateSsn(ssn, 9) && 'The SSN must have 9 digits (dashes allowed).'],
      ['zip_code', validateZipCode(value('zip_code'))],
      ['email', email ? validateEmailAddress(email) : null],
      ['reserved_user_name', reservedUserName ? validateUserName(reservedUserName) : null],
    ];
    const rowProblems = checks.flatMap(
      ([column, problem]): [CensusColumn | MemberRecordColumn, string][] =>
        problem === null ? [] : [[column, english(problem)]],
    );
    const facts = memberRecordFacts(
      (column) => row[column] ?? '',
      supplemental?.kind === 'supplemental-life' ? supplemental.policy : null,
    );
    rowProblems.push(...facts.problems);
    const earlier = seenSsns.get(ssn);
    if (earlier !== undefined) {
      rowProblems.push(['ssn', `The same SSN is already on line ${earlier}.`]);
    }
    seenSsns.set(ssn, line);
    if (rowProblems.length > 0) {
      problems.push(...rowProblems.map(([column, message]) => ({ line, column, message })));
      return;
    }
    const hashes = ssnHashes(dataKey, ssn);
    records.push({
      employment: facts.employment,
      member: {
        clientId,
        firstName: value('first_name'),
        lastName: value('last_name'),
        firstNameKey: nameKey(value('first_name')),
        lastNameKey: nameKey(value('last_name')),
        dateOfBirth: isoDateOf(value('date_of_birth')),
        ssnFullHash: hashes.full,
        ssnLast4Hash: hashes.last4,
        zipCode: value('zip_code'),
        email: email || null,
        reservedUserName: reservedUserName || null,
        hireDate: facts.hireDate,
      },
    });
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows: records };
}

export interface CensusImport {
  clientId: string;
  clientName: string;
  csv: string;
}

export type CensusImportResult =
  { ok: true; inserted: number; updated: number } | { ok: false; problems: CensusProblem[] };

/**
 * Checks the whole file, then writes the client, all its rows and the member record's new rows
 * in one transaction.
 */
export async function importCensus(
  db: Database,
  { clientId, clientName, csv }: CensusImport,
  { dataKey, today }: { dataKey: string; today: Date },
): Promise<CensusImportResult> {
  const plans = await clientPlans(db, clientId);
  const parsed = parseCensusCsv(csv, { clientId, dataKey, today, plans });
  if (!parsed.ok) return parsed;
  const day = isoDay(today);
  const counts = await db.transaction(async (tx) => {
    await upsertClient(tx, { clientId, name: clientName });
    const written = await upsertMembers(
      tx,
      parsed.rows.map((row) => row.member),
    );
    const employed = parsed.rows.flatMap((row, index) => {
      const memberId = written.memberIds[index];
      return row.employment && memberId
        ? [{ memberId, hireDate: row.member.hireDate, employment: row.employment }]
        : [];
    });
    const existing = await memberRecords(
      tx,
      employed.map((row) => row.memberId),
    );
    const rows = employed.map((row) =>
      memberRecordRows(
        row.memberId,
        row,
        existing.get(row.memberId) ?? { employment: [], coverage: [] },
        plans,
        day,
      ),
    );
    await recordMemberRows(tx, {
      employment: rows.flatMap((row) => row.employment),
      coverage: rows.flatMap((row) => row.coverage),
    });
    return { inserted: written.inserted, updated: written.updated };
  });
  return { ok: true, ...counts };
}
