// Census import: an employer's list of employees as CSV, each row checked by the domain's rule
// (src/domain/employees/census-row.ts) as census-file-rows.ts reads it, a batch at a time. A file
// with any bad row imports nothing and every problem is reported with its line
// (docs/decisions/0006-census-import-all-or-nothing.md): the batches are written in one
// transaction, undone at the end when any row was refused. The member record's columns (hire
// date, earnings, hours, supplemental life, the last day worked) are optional:
// census-member-record.ts.

import { type CensusProblem, censusColumns } from '#domain/employees/census-row';
import {
  checkEndEmployment,
  employeeChangeText,
  terminationRows,
} from '#domain/employees/employee-changes';
import { typedDateOf } from '#domain/shared/absence-dates';
import type { ClientPlan } from '#domain/coverage/member-coverage';
import type { Database } from '#server/db/client';
import { upsertClient, upsertMembers } from '#server/db/census-repository';
import { analyzeAfterRows, analyzeCensusTables } from '#server/db/maintenance';
import {
  clientPlans,
  type MemberRecordRows,
  memberRecords,
  type NewCoverage,
  type NewEmployment,
  recordMemberRows,
  storedRows,
} from '#server/db/coverage-repository';
import { CensusFileRefused, type CensusRow, censusRowBatches } from './census-file-rows.ts';
import { memberRecordRows, recordedBy } from './census-member-record.ts';

export { censusColumns };

export interface CensusImport {
  clientId: string;
  clientName: string;
  /** The file's text, or its bytes as UTF-8. */
  csv: string | Buffer;
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

/** Thrown inside the import's transaction to undo it: rows were refused. */
class RowsRefused extends Error {
  constructor() {
    super('A census file has rows that cannot be imported');
  }
}

/**
 * Reads and checks the whole file, writing the client, its rows, the member record's new rows and
 * the ends of employment batch by batch in one transaction: all or nothing. A row as the census
 * has it changes nothing, so the same file imported again changes nothing twice. With `check`,
 * the same work is done and undone: the counts say what applying the file would do. An import
 * that wrote many rows analyzes the census tables after it (db/maintenance.ts).
 */
export async function importCensus(
  db: Database,
  { clientId, clientName, csv }: CensusImport,
  { dataKey, today, check = false }: { dataKey: string; today: string; check?: boolean },
): Promise<CensusImportResult> {
  const plans = await clientPlans(db, clientId);
  const problems: CensusProblem[] = [];
  try {
    const counts = await db.transaction(async (tx): Promise<CensusCounts> => {
      await upsertClient(tx, { clientId, name: clientName });
      const counts: CensusCounts = { added: 0, changed: 0, ended: 0, unchanged: 0 };
      const rows = censusRowBatches(csv, { clientId, dataKey, today, plans }, problems);
      // A refused row is left out of its batch; the others are still written, so that every
      // end of employment is checked against the record, and then undone.
      for await (const batch of rows) {
        const written = await importBatch(tx, batch, plans, today, problems);
        for (const key of ['added', 'changed', 'ended', 'unchanged'] as const) {
          counts[key] += written[key];
        }
      }
      if (problems.length > 0) throw new RowsRefused();
      if (check) throw new CheckedOnly(counts);
      return counts;
    });
    if (counts.added + counts.changed + counts.ended >= analyzeAfterRows) {
      await analyzeCensusTables(db);
    }
    return { ok: true, applied: true, ...counts };
  } catch (error) {
    if (error instanceof CheckedOnly) return { ok: true, applied: false, ...error.counts };
    if (error instanceof RowsRefused) {
      return { ok: false, problems: problems.sort((a, b) => a.line - b.line) };
    }
    if (error instanceof CensusFileRefused) return { ok: false, problems: [error.problem] };
    throw error;
  }
}

/** One batch of good rows written: the census rows, their member record, their ends. */
async function importBatch(
  tx: Database,
  batch: readonly CensusRow[],
  plans: readonly ClientPlan[],
  day: string,
  problems: CensusProblem[],
): Promise<CensusCounts> {
  const written = await upsertMembers(
    tx,
    batch.map((row) => row.member),
  );
  const employed = batch.flatMap((row, index) => {
    const memberId = written.memberIds[index];
    const added = written.outcomes[index] === 'inserted';
    return row.employment && memberId
      ? [{ memberId, added, hireDate: row.member.hireDate, employment: row.employment }]
      : [];
  });
  // A member just added has no record yet.
  const existing = await memberRecords(
    tx,
    employed.filter((row) => !row.added).map((row) => row.memberId),
  );
  const rows = employed.map((row) =>
    memberRecordRows(row.memberId, row, existing.get(row.memberId) ?? noRecord(), plans, day),
  );
  await recordMemberRows(tx, {
    employment: rows.flatMap((row) => row.employment),
    coverage: rows.flatMap((row) => row.coverage),
  });
  const recordChanged = new Set(
    rows.flatMap((row) => [...row.employment, ...row.coverage].map((added) => added.memberId)),
  );
  const ended = await recordEnds(tx, batch, written.memberIds, plans, day, problems);
  const counts: CensusCounts = { added: 0, changed: 0, ended: 0, unchanged: 0 };
  written.outcomes.forEach((outcome, index) => {
    const memberId = written.memberIds[index] ?? '';
    if (outcome === 'inserted') counts.added += 1;
    else if (ended.has(memberId)) counts.ended += 1;
    else if (outcome === 'updated' || recordChanged.has(memberId)) counts.changed += 1;
    else counts.unchanged += 1;
  });
  return counts;
}

const noRecord = (): MemberRecordRows => ({ employment: [], coverage: [] });

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
  problems: CensusProblem[],
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
  const ends: { employment: NewEmployment[]; coverage: NewCoverage[] } = {
    employment: [],
    coverage: [],
  };
  for (const { row, memberId, lastDay } of ending) {
    const record = {
      hireDate: row.member.hireDate,
      ...(records.get(memberId) ?? noRecord()),
    };
    const checked = checkEndEmployment({ lastDayWorked: typedDateOf(lastDay) }, record, today);
    if (!checked.ok) {
      if (checked.message === employeeChangeText.alreadyEnded) continue;
      problems.push({ line: row.line, column: 'last_day_worked', reason: checked.message });
      continue;
    }
    const end = terminationRows(record, plans, lastDay, today);
    const stored = storedRows(memberId, recordedBy, {
      employment: [end.employment],
      coverage: end.coverage,
    });
    ends.employment.push(...stored.employment);
    ends.coverage.push(...stored.coverage);
    ended.add(memberId);
  }
  await recordMemberRows(tx, ends);
  return ended;
}
