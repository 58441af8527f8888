// Rows valid from a day on, never overwritten (docs/decisions/0036-effective-dated-member-record.md):
// a change is a new row from the day it takes effect, so any past day can be read back as it was.
// A row is in force from its `validFrom` until the day before the next row's; of two rows from the
// same day, the one recorded later holds (a correction). Rows carry their order of recording.

import { addDays } from './calendar-date.ts';

export interface EffectiveDated {
  /** The first day the row holds, YYYY-MM-DD. */
  validFrom: string;
  /** The order in which rows were recorded: later corrects earlier from the same day. */
  recordedSequence: number;
}

/** Each row as its history shows it: to the day before the next one's, or open (null). */
export type WithValidTo<Row> = Row & { validTo: string | null };

function byEffectThenRecording(a: EffectiveDated, b: EffectiveDated): number {
  if (a.validFrom !== b.validFrom) return a.validFrom < b.validFrom ? -1 : 1;
  return a.recordedSequence - b.recordedSequence;
}

/** The rows that hold on some day, oldest first, each with its last day. */
export function history<Row extends EffectiveDated>(rows: readonly Row[]): WithValidTo<Row>[] {
  const sorted = [...rows].sort(byEffectThenRecording);
  const holding = sorted.filter((row, index) => sorted[index + 1]?.validFrom !== row.validFrom);
  return holding.map((row, index) => {
    const next = holding[index + 1];
    return { ...row, validTo: next ? addDays(next.validFrom, -1) : null };
  });
}

/** The row in force on a day, if any began on or before it. */
export function inForceOn<Row extends EffectiveDated>(
  rows: readonly Row[],
  day: string,
): Row | undefined {
  let found: Row | undefined;
  for (const row of rows) {
    if (row.validFrom > day) continue;
    if (!found || byEffectThenRecording(found, row) < 0) found = row;
  }
  return found;
}
