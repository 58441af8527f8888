// The operator's check of the documents' store against the database (docs/operations.md,
// "Backups of documents"): every row's object there and whole, every row's data key opening
// with DATA_KEY or a previous key, and every object named by a row. It names documents by id
// alone: no file name, no type, no person.
//
// Rows are read before the store is listed. An object is stored whole before its row is
// written and never removed while the row exists, so a row read first always finds its object
// in a later listing: "missing" is never an upload in flight. An object listed without a row
// is looked up again before it is called an orphan, and one younger than the grace may be an
// upload still writing its row: it is only counted.

import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Clock } from '#domain/shared/clock';
import { documentIdOfObject, type InventoriedDocumentStore } from '#server/adapters/document-store';
import type { Database } from '#server/db/client';
import { listDocumentsToCheck, storageKeysWithRows } from '#server/db/documents-repository';
import type { DataKeys } from '#server/crypto/sealed-data';
import {
  isObjectFormat,
  type ObjectFormat,
  openDocumentKey,
  openedStream,
  sealedSize,
} from './document-cipher.ts';

/** How old an object without a row must be to be called an orphan. */
export const orphanGraceMinutes = 15;

export interface DocumentsCheckDeps {
  db: Database;
  clock: Clock;
  store: InventoriedDocumentStore;
  /** DATA_KEY and the previous keys: what must open each row's data key. */
  dataKeys: DataKeys;
}

export interface DocumentsCheck {
  rows: number;
  objects: number;
  /** Documents whose object is not in the store: lost, unless a backup has them. */
  missing: string[];
  /** Documents whose object is not its sealed size: cut short, or altered. */
  wrongSize: { id: string; expectedBytes: number; foundBytes: number }[];
  /** Documents whose data key no key of the ring opens: unreadable with these settings. */
  keyUnreadable: string[];
  /** With `open`: documents whose object does not open whole with its data key. */
  objectUnreadable: string[];
  /** Objects no row names, by key: an interrupted upload's, or newer than a restored database. */
  orphans: string[];
  /** Objects without a row, younger than the grace: counted, not judged. */
  recent: number;
  /** Entries a store of documents never writes (not named by an id): counted, never named. */
  foreign: number;
}

/** Whether the check found a document that cannot be downloaded whole. */
export function hasLoss(check: DocumentsCheck): boolean {
  return (
    check.missing.length + check.wrongSize.length + check.keyUnreadable.length > 0 ||
    check.objectUnreadable.length > 0
  );
}

interface ExpectedObject {
  id: string;
  expectedBytes: number;
  format: ObjectFormat;
  /** The document's data key, kept only to open the object. */
  key?: Buffer;
}

/**
 * `open` also reads every object whole through its cipher: each of its tags (every segment's,
 * for format 2) proves it unaltered, in order and whole.
 */
export async function checkDocuments(
  deps: DocumentsCheckDeps,
  { open = false, batchSize = 1000 }: { open?: boolean; batchSize?: number } = {},
): Promise<DocumentsCheck> {
  const startedAt = deps.clock.now();
  const check: DocumentsCheck = {
    rows: 0,
    objects: 0,
    missing: [],
    wrongSize: [],
    keyUnreadable: [],
    objectUnreadable: [],
    orphans: [],
    recent: 0,
    foreign: 0,
  };
  const expected = await expectedObjects(deps, check, { open, batchSize });

  const found = new Map<string, number>();
  const unnamed: { key: string; modifiedAt: Date }[] = [];
  for await (const object of deps.store.list()) {
    check.objects++;
    if (expected.has(object.key)) found.set(object.key, object.sizeBytes);
    else if (documentIdOfObject(object.key)) unnamed.push(object);
    else check.foreign++;
  }

  for (const [storageKey, row] of expected) {
    const size = found.get(storageKey);
    if (size === undefined) check.missing.push(row.id);
    else if (size !== row.expectedBytes) {
      check.wrongSize.push({ id: row.id, expectedBytes: row.expectedBytes, foundBytes: size });
    } else if (row.key && !(await opensWhole(deps.store, storageKey, { ...row, key: row.key }))) {
      check.objectUnreadable.push(row.id);
    }
  }

  const graceEnd = startedAt.getTime() - orphanGraceMinutes * 60_000;
  for (let start = 0; start < unnamed.length; start += batchSize) {
    const candidates = unnamed.slice(start, start + batchSize);
    const named = await storageKeysWithRows(
      deps.db,
      candidates.map((candidate) => candidate.key),
    );
    for (const candidate of candidates) {
      if (named.has(candidate.key)) continue;
      if (candidate.modifiedAt.getTime() > graceEnd) check.recent++;
      else check.orphans.push(candidate.key);
    }
  }
  return check;
}

/** The rows, read in id order, as the objects they expect; a key that will not open is noted. */
async function expectedObjects(
  deps: DocumentsCheckDeps,
  check: DocumentsCheck,
  { open, batchSize }: { open: boolean; batchSize: number },
): Promise<Map<string, ExpectedObject>> {
  const expected = new Map<string, ExpectedObject>();
  let after: string | undefined;
  for (;;) {
    const batch = await listDocumentsToCheck(deps.db, { after, limit: batchSize });
    for (const row of batch) {
      check.rows++;
      const format = row.objectFormat;
      if (!isObjectFormat(format)) throw new Error(`A document row names object format ${format}`);
      let key: Buffer | undefined;
      try {
        key = openDocumentKey(deps.dataKeys, row.wrappedKey);
      } catch {
        check.keyUnreadable.push(row.id);
      }
      expected.set(row.storageKey, {
        id: row.id,
        expectedBytes: sealedSize(row.sizeBytes, format),
        format,
        ...(open && key ? { key } : {}),
      });
    }
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return expected;
    after = last.id;
  }
}

async function opensWhole(
  store: InventoriedDocumentStore,
  storageKey: string,
  { id, key, format }: ExpectedObject & { key: Buffer },
): Promise<boolean> {
  const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
  try {
    await pipeline(openedStream(await store.read(storageKey), key, id, format), discard);
    return true;
  } catch {
    return false;
  }
}
