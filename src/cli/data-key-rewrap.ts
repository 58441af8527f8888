// The rotation of DATA_KEY (decision 0025): every value sealed under a previous key of the
// ring is sealed again under the current one, kind by kind, in batches in key order, each
// batch written back in one statement. For a document that is its data key alone: the object
// in the store, sealed with that data key, is never read or rewritten. Safe to run while the
// portal runs (a value changed meanwhile is left as the portal wrote it), safe to stop and run
// again (what is under the current key already costs one opening), and it changes nothing
// when no previous key is configured.

import type { Database } from '#server/db/client';
import {
  readSealedValues,
  replaceSealedValues,
  type SealedReplacement,
  sealedColumns,
  type SealedValueKind,
  sealedValueKinds,
} from '#server/db/sealed-values-repository';
import { type KeyRing, keyOfSealed, sealBytes } from '#server/crypto/sealed-data';

/** What one kind of sealed value came to. */
export interface RewrapCounts {
  read: number;
  /** Sealed again under the current key. */
  resealed: number;
  /** Under the current key already. */
  current: number;
  /** Changed by the portal between reading and writing: left as the portal wrote it. */
  changed: number;
  /** The ids of the values no key of the ring opens (or not sealed values at all). */
  unreadable: string[];
}

export interface RewrapOptions {
  /** Values read, and written back in one statement, at a time. */
  batchSize: number;
}

export async function rewrapSealedValues(
  db: Database,
  keys: KeyRing,
  options: RewrapOptions,
): Promise<Record<SealedValueKind, RewrapCounts>> {
  const report = {} as Record<SealedValueKind, RewrapCounts>;
  for (const kind of sealedValueKinds) report[kind] = await rewrapKind(db, keys, kind, options);
  return report;
}

async function rewrapKind(
  db: Database,
  keys: KeyRing,
  kind: SealedValueKind,
  { batchSize }: RewrapOptions,
): Promise<RewrapCounts> {
  const { purpose } = sealedColumns[kind];
  const counts: RewrapCounts = { read: 0, resealed: 0, current: 0, changed: 0, unreadable: [] };
  let after: string | undefined;
  for (;;) {
    const batch = await readSealedValues(db, kind, { after, limit: batchSize });
    const replacements: SealedReplacement[] = [];
    for (const value of batch) {
      counts.read++;
      const opened = openedOrNone(keys, purpose, value.sealed);
      if (opened.key === 'current') counts.current++;
      else if (opened.key === 'none') counts.unreadable.push(value.id);
      else replacements.push({ ...value, resealed: sealBytes(keys, purpose, opened.plain) });
    }
    const replaced = await replaceSealedValues(db, kind, replacements);
    counts.resealed += replaced.size;
    counts.changed += replacements.length - replaced.size;
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return counts;
    after = last.id;
  }
}

/** A value that is not even shaped like a sealed one is as unreadable as one no key opens. */
function openedOrNone(keys: KeyRing, purpose: string, sealed: string) {
  try {
    return keyOfSealed(keys, purpose, sealed);
  } catch {
    return { key: 'none' } as const;
  }
}

/** Whether the old keys may go: every value read is under the current key now. */
export function everyValueCurrent(report: Record<SealedValueKind, RewrapCounts>): boolean {
  return Object.values(report).every(
    (counts) => counts.changed === 0 && counts.unreadable.length === 0,
  );
}
