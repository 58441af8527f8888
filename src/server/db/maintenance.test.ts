// The embedded database is vacuumed and analyzed when the server starts (maintenance.ts): before,
// the planner has no statistics of its tables at all; after, it knows each table's rows. A
// PostgreSQL server keeps its own with autovacuum, and is left alone.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, rowsOf } from './client.ts';
import { vacuumEmbedded } from './maintenance.ts';
import { createTestDatabase, testEngines } from '#tests/support/test-database';

const estimatedRows = async (database: DatabaseHandle) =>
  rowsOf(
    await database.db.execute(
      sql`select reltuples::int as rows from pg_class where relname = 'claims'`,
    ),
  )[0]?.rows;

describe.each(testEngines)('maintenance at start on %s', (engine) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.close());

  it('vacuums and analyzes the embedded database, and only it', async () => {
    if (engine === 'postgres') {
      expect(await vacuumEmbedded(database)).toBe(false);
      return;
    }
    // -1: never analyzed (PostgreSQL 14 and later).
    expect(await estimatedRows(database)).toBe(-1);
    expect(await vacuumEmbedded(database)).toBe(true);
    expect(await estimatedRows(database)).toBe(0);
  });
});
