// Census import: an employer's list of employees as CSV, each row checked by the domain's rule
// (src/domain/employees/census-row.ts). A file with any bad row imports nothing and every problem
// is reported with its line (docs/decisions/0006-census-import-all-or-nothing.md), said in the
// caller's language. SSNs are turned into keyed hashes here and never stored or printed. The
// member record's columns (hire date, earnings, hours, supplemental life, the last day worked) are
// optional: census-member-record.ts.

import { parse } from 'csv-parse/sync';
import {
  type CensusColumn,
  type CensusProblem,
  censusColumns,
  checkCensusRow,
  fileReasonText,
  requiredColumns,
  rowReasonText,
} from '#domain/employees/census-row';
import { censusUploadText, maxCensusRows } from '#domain/employees/census-upload';
import {
  checkEndEmployment,
  employeeChangeText,
  terminationRows,
} from '#domain/employees/employee-changes';
import { typedDateOf, isoDay } from '#domain/shared/absence-dates';
import { validateClientId } from '#domain/shared/field-rules';
import { nameKey } from '#domain/shared/person-name';
import type { ClientPlan } from '#domain/coverage/member-coverage';
import type { Database } from '#server/db/client';
import { type MemberRecord, upsertClient, upsertMembers } from '#server/db/census-repository';
import {
  clientPlans,
  memberRecords,
  recordMemberRows,
  storedRows,
} from '#server/db/coverage-repository';
import { type CensusEmployment, memberRecordRows, recordedBy } from './census-member-record.ts';
import { ssnHashes } from '#server/crypto/keyed-hash';

export { censusColumns };

/** A row of the file: the census row, its employment when it gives earnings, and its end. */
export interface CensusRow {
  /** Line of the file, counting the header as line 1. */
  line: number;
  member: MemberRecord;
  employment: CensusEmployment | null;
  /** YYYY-MM-DD: the last day worked the row records, or null. */
  lastDayWorked: string | null;
}

export type CensusParseResult =
  { ok: true; rows: CensusRow[] } | { ok: false; problems: CensusProblem[] };

const fileProblem = (
  reason: CensusProblem['reason'],
  values?: CensusProblem['values'],
): CensusProblem =>
  values ? { line: 0, column: 'file', reason, values } : { line: 0, column: 'file', reason };

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
  if (clientProblem) return { ok: false, problems: [fileProblem(clientProblem)] };
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
    // csv-parse names the line it stopped at: a quote left open, a row wider than the header.
    const line = (error as { lines?: unknown }).lines;
    return {
      ok: false,
      problems: [
        typeof line === 'number'
          ? fileProblem(fileReasonText.unreadableAt, { line })
          : fileProblem(fileReasonText.unreadable),
      ],
    };
  }
  if (rows.length > maxCensusRows) {
    return { ok: false, problems: [fileProblem(censusUploadText.tooManyRows)] };
  }
  const missing = requiredColumns.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    return {
      ok: false,
      problems: [fileProblem(fileReasonText.missingColumns, { columns: missing.join(', ') })],
    };
  }

  const supplemental = plans.find((plan) => plan.formula.kind === 'supplemental-life')?.formula;
  const policy = supplemental?.kind === 'supplemental-life' ? supplemental.policy : null;
  const day = isoDay(today);
  const problems: CensusProblem[] = [];
  const records: CensusRow[] = [];
  const seenSsns = new Map<string, number>();
  rows.forEach((row, index) => {
    const line = index + 2;
    const checked = checkCensusRow((column: CensusColumn) => row[column] ?? '', {
      today: day,
      supplemental: policy,
    });
    const rowProblems = checked.ok ? [] : checked.problems;
    const ssn = (row.ssn ?? '').replaceAll('-', '');
    const earlier = seenSsns.get(ssn);
    if (ssn && earlier !== undefined) {
      rowProblems.push({ column: 'ssn', reason: rowReasonText.sameSsn, values: { earlier } });
    }
    if (ssn) seenSsns.set(ssn, line);
    if (!checked.ok || rowProblems.length > 0) {
      problems.push(...rowProblems.map((problem) => ({ ...problem, line })));
      return;
    }
    const { facts } = checked;
    const hashes = ssnHashes(dataKey, facts.ssn);
    records.push({
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
    });
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows: records };
}

export interface CensusImport {
  clientId: string;
  clientName: string;
  csv: string;
}

/** What a file does to the census: members added, changed, whose employment ends, and the rest. */
export interface CensusCounts {
  added: number;
  changed: number;
  ended: number;
  unchanged: number;
}

export type CensusImportResult =
  ({ ok: true; applied: boolean } & CensusCounts) | { ok: false; problems: CensusProblem[] };

/** Thrown inside the import's transaction to undo a check of what the file would do. */
class CheckedOnly extends Error {
  constructor(readonly counts: CensusCounts) {
    super('A census file was checked, not applied');
  }
}

/** Thrown inside the import's transaction to undo it: rows that cannot end as the file says. */
class EndsRefused extends Error {
  constructor(readonly problems: CensusProblem[]) {
    super('A census file ends employments it cannot');
  }
}

/**
 * Checks the whole file, then writes the client, all its rows, the member record's new rows and
 * the ends of employment in one transaction: all or nothing. A row as the census has it changes
 * nothing, so the same file imported again changes nothing twice. With `check`, the same work is
 * done and undone: the counts say what applying the file would do, and nothing changes.
 */
export async function importCensus(
  db: Database,
  { clientId, clientName, csv }: CensusImport,
  { dataKey, today, check = false }: { dataKey: string; today: Date; check?: boolean },
): Promise<CensusImportResult> {
  const plans = await clientPlans(db, clientId);
  const parsed = parseCensusCsv(csv, { clientId, dataKey, today, plans });
  if (!parsed.ok) return parsed;
  const day = isoDay(today);
  try {
    const counts = await db.transaction(async (tx): Promise<CensusCounts> => {
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
      const recordChanged = new Set(
        rows.flatMap((row) => [...row.employment, ...row.coverage].map((added) => added.memberId)),
      );
      const ended = await recordEnds(tx, parsed.rows, written.memberIds, plans, day);
      const counts: CensusCounts = { added: 0, changed: 0, ended: 0, unchanged: 0 };
      written.outcomes.forEach((outcome, index) => {
        const memberId = written.memberIds[index] ?? '';
        if (outcome === 'inserted') counts.added += 1;
        else if (ended.has(memberId)) counts.ended += 1;
        else if (outcome === 'updated' || recordChanged.has(memberId)) counts.changed += 1;
        else counts.unchanged += 1;
      });
      if (check) throw new CheckedOnly(counts);
      return counts;
    });
    return { ok: true, applied: true, ...counts };
  } catch (error) {
    if (error instanceof CheckedOnly) return { ok: true, applied: false, ...error.counts };
    if (error instanceof EndsRefused) return { ok: false, problems: error.problems };
    throw error;
  }
}

/**
 * The ends of employment the rows give, checked against each member's record as 'End employment'
 * checks them; answers the members it ended. One the record already has is left as it is.
 */
async function recordEnds(
  tx: Database,
  rows: readonly CensusRow[],
  memberIds: readonly string[],
  plans: readonly ClientPlan[],
  today: string,
): Promise<Set<string>> {
  const ending = rows.flatMap((row, index) => {
    const memberId = memberIds[index];
    return row.lastDayWorked && memberId ? [{ row, memberId, lastDay: row.lastDayWorked }] : [];
  });
  const ended = new Set<string>();
  if (ending.length === 0) return ended;
  const records = await memberRecords(
    tx,
    ending.map((end) => end.memberId),
  );
  const problems: CensusProblem[] = [];
  for (const { row, memberId, lastDay } of ending) {
    const record = {
      hireDate: row.member.hireDate,
      ...(records.get(memberId) ?? { employment: [], coverage: [] }),
    };
    const checked = checkEndEmployment({ lastDayWorked: typedDateOf(lastDay) }, record, today);
    if (!checked.ok) {
      if (checked.message === employeeChangeText.alreadyEnded) continue;
      problems.push({ line: row.line, column: 'last_day_worked', reason: checked.message });
      continue;
    }
    const end = terminationRows(record, plans, lastDay, today);
    await recordMemberRows(
      tx,
      storedRows(memberId, recordedBy, { employment: [end.employment], coverage: end.coverage }),
    );
    ended.add(memberId);
  }
  if (problems.length > 0) throw new EndsRefused(problems);
  return ended;
}
