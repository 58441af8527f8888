// What the server process and the operator commands share to start: the config from the
// environment, the database and the documents' store it names. The embedded database is one process's alone, so
// a lock file in DATA_DIR keeps a second process (say, a CLI run beside the server) out.

import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createFolderDocumentStore,
  type InventoriedDocumentStore,
} from './adapters/document-store.ts';
import { createS3DocumentStore } from './adapters/s3-document-store.ts';
import { type Config, parseConfig } from './config/config.ts';
import { loadDevelopmentSecrets } from './config/development-secrets.ts';
import { type DatabaseHandle, type DatabaseOptions, openDatabase } from './db/client.ts';

export function configFromEnvironment(): Config {
  return parseConfig(process.env, loadDevelopmentSecrets);
}

/** The bucket of DOCUMENTS_S3_URL when there is one, else the folder DATA_DIR/documents. */
export function configuredDocumentStore(config: Config): InventoriedDocumentStore {
  return config.documents.s3
    ? createS3DocumentStore(config.documents.s3)
    : createFolderDocumentStore(config.documents.folder);
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export class EmbeddedDatabaseBusyError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid}. Stop the portal first, or set DATABASE_URL to use a PostgreSQL server.`,
    );
  }
}

export async function openConfiguredDatabase(
  config: Config,
  options: DatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (config.database.url) {
    return openDatabase(
      { engine: 'postgres', url: config.database.url, poolSize: config.database.poolSize },
      options,
    );
  }
  mkdirSync(config.dataDir, { recursive: true });
  const lockFile = join(config.dataDir, 'pglite.lock');
  let holder = Number.NaN;
  try {
    holder = Number(readFileSync(lockFile, 'utf8'));
  } catch {
    // No lock file: nobody holds the database.
  }
  if (Number.isInteger(holder) && holder !== process.pid && processIsAlive(holder)) {
    throw new EmbeddedDatabaseBusyError(config.dataDir, holder);
  }
  writeFileSync(lockFile, String(process.pid));
  const handle = await openDatabase({ engine: 'pglite', dataDir: join(config.dataDir, 'pglite') });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      rmSync(lockFile, { force: true });
    },
  };
}
