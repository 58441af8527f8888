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
  read(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
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
      await rm(pathOf(key), { force: true });
    },
  };
}
