// Census import: an employer's list of employees as CSV, checked row by row with the same
// field rules as registration. A file with any bad row imports nothing and every problem
// is reported with its line number (docs/decisions/0006-census-import-all-or-nothing.md).
// SSNs are turned into keyed hashes here and never stored or printed.

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
  column: CensusColumn | 'file';
  message: string;
}

export type CensusParseResult =
  { ok: true; records: MemberRecord[] } | { ok: false; problems: CensusProblem[] };

export function parseCensusCsv(
  text: string,
  { clientId, dataKey, today }: { clientId: string; dataKey: string; today: Date },
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

  const problems: CensusProblem[] = [];
  const records: MemberRecord[] = [];
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
    const rowProblems = checks.flatMap(([column, problem]): [CensusColumn, string][] =>
      problem === null ? [] : [[column, english(problem)]],
    );
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
    });
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, records };
}

export interface CensusImport {
  clientId: string;
  clientName: string;
  csv: string;
}

export type CensusImportResult =
  { ok: true; inserted: number; updated: number } | { ok: false; problems: CensusProblem[] };

/** Checks the whole file, then writes the client and all its rows in one transaction. */
export async function importCensus(
  db: Database,
  { clientId, clientName, csv }: CensusImport,
  { dataKey, today }: { dataKey: string; today: Date },
): Promise<CensusImportResult> {
  const parsed = parseCensusCsv(csv, { clientId, dataKey, today });
  if (!parsed.ok) return parsed;
  const counts = await db.transaction(async (tx) => {
    await upsertClient(tx, { clientId, name: clientName });
    return upsertMembers(tx, parsed.records);
  });
  return { ok: true, ...counts };
}
