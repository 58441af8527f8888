// The rows of a census file, read as a stream and checked by the domain's rule
// (src/domain/employees/census-row.ts), a batch at a time: a file of 100,000 rows never becomes
// 100,000 objects at once. Each bad row's problems are collected with its line; a file that cannot
// be read as a whole (its client, its CSV, its columns, its size) is refused with one sentence,
// thrown as CensusFileRefused. SSNs become keyed hashes here and go no further.

import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import {
  type CensusColumn,
  type CensusProblem,
  type CensusRowFacts,
  checkCensusRow,
  fileReasonText,
  requiredColumns,
  rowReasonText,
} from '#domain/employees/census-row';
import { censusUploadText, maxCensusRows } from '#domain/employees/census-upload';
import type { ClientPlan } from '#domain/coverage/member-coverage';
import { validateClientId } from '#domain/shared/field-rules';
import { nameKey } from '#domain/shared/person-name';
import type { MemberRecord } from '#server/db/census-repository';
import { ssnHashes } from '#server/crypto/keyed-hash';
import type { CensusEmployment } from './census-member-record.ts';

/** A row of the file: the census row, its employment when it gives earnings, and its end. */
export interface CensusRow {
  /** Line of the file, counting the header as line 1. */
  line: number;
  member: MemberRecord;
  employment: CensusEmployment | null;
  /** YYYY-MM-DD: the last day worked the row records, or null. */
  lastDayWorked: string | null;
}

/** The file cannot be read as a whole: `problem` says why, with no line (line 0). */
export class CensusFileRefused extends Error {
  constructor(readonly problem: CensusProblem) {
    super('A census file was refused whole');
  }
}

const refuseFile = (
  reason: CensusProblem['reason'],
  values?: CensusProblem['values'],
): CensusFileRefused =>
  new CensusFileRefused(
    values ? { line: 0, column: 'file', reason, values } : { line: 0, column: 'file', reason },
  );

/** The rows a batch holds: one statement's worth of census rows. */
export const censusBatchRows = 1_000;
/** The slices the file is fed to the parser in, so that it parses no faster than rows are used. */
const sliceBytes = 64 * 1024;

function* slices(csv: string | Buffer): Generator<string | Buffer> {
  for (let start = 0; start < csv.length; start += sliceBytes) {
    yield csv.slice(start, start + sliceBytes);
  }
}

export interface CensusFileOptions {
  clientId: string;
  /** The key of the SSN's keyed hashes. */
  dataKey: string;
  /** YYYY-MM-DD, the portal's calendar day (src/domain/shared/clock.ts). */
  today: string;
  plans?: readonly ClientPlan[];
}

/**
 * The good rows of `csv`, `censusBatchRows` at a time; each bad row's problems are pushed onto
 * `problems` as it is read. Throws CensusFileRefused for a file refused whole.
 */
export async function* censusRowBatches(
  csv: string | Buffer,
  { clientId, dataKey, today, plans = [] }: CensusFileOptions,
  problems: CensusProblem[],
): AsyncGenerator<CensusRow[]> {
  const clientProblem = validateClientId(clientId);
  if (clientProblem) throw refuseFile(clientProblem);
  let header: string[] | null = null;
  const checkHeader = () => {
    const missing = requiredColumns.filter((column) => !header?.includes(column));
    if (missing.length > 0) {
      throw refuseFile(fileReasonText.missingColumns, { columns: missing.join(', ') });
    }
  };
  const parser = Readable.from(slices(csv)).pipe(
    parse({
      columns: (names: string[]) => (header = names),
      skip_empty_lines: true,
      trim: true,
      bom: true,
    }),
  );
  const supplemental = plans.find((plan) => plan.formula.kind === 'supplemental-life')?.formula;
  const policy = supplemental?.kind === 'supplemental-life' ? supplemental.policy : null;
  /** The line of each SSN seen so far: a second row of the same person is refused. */
  const seenSsns = new Map<string, number>();
  let batch: CensusRow[] = [];
  let count = 0;
  try {
    for await (const row of parser as AsyncIterable<Record<string, string>>) {
      if (count === 0) checkHeader();
      count += 1;
      if (count > maxCensusRows) throw refuseFile(censusUploadText.tooManyRows);
      const line = count + 1;
      const checked = checkCensusRow((column: CensusColumn) => row[column] ?? '', {
        today,
        supplemental: policy,
      });
      const rowProblems = checked.ok ? [] : checked.problems;
      const ssn = (row.ssn ?? '').replaceAll('-', '');
      const earlier = seenSsns.get(ssn);
      if (ssn && earlier !== undefined) {
        rowProblems.push({ column: 'ssn', reason: rowReasonText.sameSsn, values: { earlier } });
      } else if (ssn) {
        seenSsns.set(ssn, line);
      }
      if (!checked.ok || rowProblems.length > 0) {
        problems.push(...rowProblems.map((problem) => ({ ...problem, line })));
        continue;
      }
      batch.push(censusRowOf(checked.facts, line, clientId, dataKey));
      if (batch.length === censusBatchRows) {
        yield batch;
        batch = [];
      }
    }
  } catch (error) {
    if (error instanceof CensusFileRefused) throw error;
    // csv-parse names the line it stopped at: a quote left open, a row wider than the header.
    const line = (error as { lines?: unknown }).lines;
    throw typeof line === 'number'
      ? refuseFile(fileReasonText.unreadableAt, { line })
      : refuseFile(fileReasonText.unreadable);
  } finally {
    parser.destroy();
  }
  if (count === 0) checkHeader();
  if (batch.length > 0) yield batch;
}

function censusRowOf(
  facts: CensusRowFacts,
  line: number,
  clientId: string,
  dataKey: string,
): CensusRow {
  const hashes = ssnHashes(dataKey, facts.ssn);
  return {
    line,
    employment: facts.employment,
    lastDayWorked: facts.lastDayWorked,
    member: {
      clientId,
      firstName: facts.firstName,
      lastName: facts.lastName,
      firstNameKey: nameKey(facts.firstName),
      lastNameKey: nameKey(facts.lastName),
      dateOfBirth: facts.dateOfBirth,
      ssnFullHash: hashes.full,
      ssnLast4Hash: hashes.last4,
      zipCode: facts.zipCode,
      email: facts.email,
      reservedUserName: facts.reservedUserName,
      hireDate: facts.hireDate,
    },
  };
}
