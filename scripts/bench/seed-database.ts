// The data the server starts on: the demo data it would load itself into an empty database,
// plus a census of people for `submit` to register (an account is made once per person). The
// census is an operator's import, not an API call, and the embedded database admits one
// process at a time, so both are written here, with the server's own functions and the
// development secrets of its DATA_DIR, before the server starts; it then finds a database
// with data and loads nothing.

import { sayCensusProblem } from '#domain/employees/census-row';
import { sayEnglish } from '#domain/shared/claim-terms';
import { systemClock, todayOn } from '#domain/shared/clock';
import { importCensus } from '#server/adapters/census-import';
import { createPasswordHasher } from '#server/adapters/password-hasher';
import { parseConfig } from '#server/config/config';
import { loadDevelopmentSecrets } from '#server/config/development-secrets';
import type { Database } from '#server/db/client';
import { loadDemoData } from '#server/dev/demo/demo-data';
import { openConfiguredDatabase } from '#server/runtime';

/** A client id of its own, so that no demo employer's census changes. */
const benchClient = { clientId: '100000099', clientName: 'Bench Census' };

export async function seedDatabase({
  dataDir,
  databaseUrl,
  censusCsv,
  grow,
}: {
  dataDir: string;
  databaseUrl?: string;
  /** The bench census, for `submit`; none for a server that registers nobody. */
  censusCsv?: string;
  /** Writes more data once the demo data is in, e.g. the grown client of the claims calls. */
  grow?: (db: Database) => Promise<void>;
}): Promise<void> {
  const config = parseConfig(
    {
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    loadDevelopmentSecrets,
  );
  const database = await openConfiguredDatabase(config);
  try {
    const hasher = await createPasswordHasher(config.hashing);
    await loadDemoData(database.db, {
      dataKey: config.hashKey,
      sealKeys: config.dataKeys,
      clock: systemClock(),
      hasher,
    });
    if (censusCsv !== undefined) {
      const imported = await importCensus(
        database.db,
        { ...benchClient, csv: censusCsv },
        { dataKey: config.hashKey, today: todayOn(systemClock()) },
      );
      if (!imported.ok) {
        const [first] = imported.problems;
        throw new Error(
          `The bench census does not import: ${first ? sayCensusProblem(sayEnglish, first) : ''}`,
        );
      }
    }
    await grow?.(database.db);
  } finally {
    await database.close();
  }
}
