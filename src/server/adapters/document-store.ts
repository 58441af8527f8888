// Where the sealed bytes of documents live (DESIGN.md section 11.2): a folder of this
// instance (DATA_DIR/documents) or an S3-compatible bucket that every instance shares. Either
// way a write stores the object whole or not at all, so a failed or interrupted upload leaves
// nothing behind for a later request to find.

import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
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

/** Keys are the documents' ids: nothing a person typed ever names a file or an object. */
const keyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function checkedKey(key: string): string {
  if (!keyPattern.test(key)) throw new Error('A document key must be a document id');
  return key;
}

/**
 * A folder: each object is written beside its final name and renamed when whole, so a
 * reader never sees half a file, and a crash mid-write leaves only a `.partial` file.
 */
export function createFolderDocumentStore(folder: string): DocumentStore {
  const ready = mkdir(folder, { recursive: true, mode: 0o700 });
  const pathOf = (key: string) => join(folder, checkedKey(key));
  return {
    async write(key, bytes) {
      await ready;
      const partial = `${pathOf(key)}.partial`;
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
  };
}
