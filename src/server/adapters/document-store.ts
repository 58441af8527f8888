// Where the sealed bytes of documents live (docs/product/documents.md): a folder of this
// instance (DATA_DIR/documents) or an S3-compatible bucket that every instance shares. Either
// way a write stores the object whole or not at all, so a failed or interrupted upload leaves
// nothing behind for a later request to find. Both also list what they hold and answer a
// probe, for the operator's check against the database and for the metrics.

import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface DocumentStore {
  /** Resolves once the object is stored whole; rejects having removed any part of it. */
  write(key: string, bytes: Readable): Promise<void>;
  /** Rejects with a DocumentStoreUnavailable when the store cannot be reached. */
  read(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
}

/**
 * The store did not answer, or answered that it failed: worth trying again later, and no
 * fault of the request. `reason` is for the log, never a person.
 */
export class DocumentStoreUnavailable extends Error {
  constructor(
    readonly reason: string,
    options?: ErrorOptions,
  ) {
    super(`The document store is unavailable: ${reason}`, options);
    this.name = 'DocumentStoreUnavailable';
  }
}

/**
 * What went wrong with the store, for the log: the error's name, its code and the HTTP status
 * an S3 server answered; no message, which may quote an address or a key.
 */
export function storeFailureReason(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const { code, $metadata } = error as { code?: unknown; $metadata?: { httpStatusCode?: number } };
  return [
    error.name,
    typeof code === 'string' ? code : undefined,
    $metadata?.httpStatusCode ? `HTTP ${$metadata.httpStatusCode}` : undefined,
  ]
    .filter(Boolean)
    .join(' ');
}

/** An object as the store lists it. */
export interface StoredObject {
  /** A document's id, or whatever else lies there (a folder's `<id>.partial` leftover). */
  key: string;
  sizeBytes: number;
  modifiedAt: Date;
}

/** What an operator and the metrics ask of a store, beside the documents' own calls. */
export interface DocumentInventory {
  /** Every object the store holds, in no particular order. */
  list(): AsyncIterable<StoredObject>;
  /** Resolves when the store answers (a bucket that exists, a folder there); rejects if not. */
  probe(signal?: AbortSignal): Promise<void>;
  /** Where the documents are, for an operator: the folder's path or the bucket's name. */
  describe(): string;
}

export type InventoriedDocumentStore = DocumentStore & DocumentInventory;

/** Keys are the documents' ids: nothing a person typed ever names a file or an object. */
const keyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function checkedKey(key: string): string {
  if (!keyPattern.test(key)) throw new Error('A document key must be a document id');
  return key;
}

/** What a folder names an object while it is being written. */
const partialSuffix = '.partial';

/**
 * The document id an object of a store belongs to: its key, or the id of a `.partial` file
 * an interrupted write left; undefined for anything a store of documents never writes.
 */
export function documentIdOfObject(key: string): string | undefined {
  const id = key.endsWith(partialSuffix) ? key.slice(0, -partialSuffix.length) : key;
  return keyPattern.test(id) ? id : undefined;
}

/**
 * A folder: each object is written beside its final name and renamed when whole, so a
 * reader never sees half a file, and a crash mid-write leaves only a `.partial` file.
 */
export function createFolderDocumentStore(folder: string): InventoriedDocumentStore {
  const ready = mkdir(folder, { recursive: true, mode: 0o700 });
  const pathOf = (key: string) => join(folder, checkedKey(key));
  return {
    async write(key, bytes) {
      await ready;
      const partial = `${pathOf(key)}${partialSuffix}`;
      try {
        await pipeline(bytes, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
        await rename(partial, pathOf(key));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async read(key) {
      await ready;
      const stream = createReadStream(pathOf(key));
      // Open before answering, so a missing file fails here and not mid-response.
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve()).once('error', reject);
      });
      return stream;
    },
    async remove(key) {
      // A `.partial` file too: a process that died mid-write left it.
      await rm(pathOf(key), { force: true });
      await rm(`${pathOf(key)}.partial`, { force: true });
    },
    async *list() {
      await ready;
      for (const entry of await readdir(folder, { withFileTypes: true })) {
        if (!entry.isFile()) continue;
        // Gone since the listing (a write renamed or removed it): nothing to report.
        const stats = await stat(join(folder, entry.name)).catch(() => undefined);
        if (stats) yield { key: entry.name, sizeBytes: stats.size, modifiedAt: stats.mtime };
      }
    },
    async probe() {
      await ready;
      if (!(await stat(folder)).isDirectory()) throw new Error('The documents folder is gone');
    },
    describe: () => `the folder ${folder}`,
  };
}
