// What PostgreSQL's autovacuum does for the planner, done by the server where nobody else does:
// statistics (ANALYZE), without which the planner guesses row counts and reads whole tables an
// index would serve, and the visibility map (VACUUM), without which a count reads the table instead
// of its index alone (docs/benchmarks.md, "PGlite without statistics"). The embedded PGlite has no
// autovacuum: the server vacuums and analyzes it when it starts. A census import that writes many
// rows analyzes the tables it wrote on either engine, as autovacuum would a minute later, so that
// the pages read after it are planned on the client's new size.

import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './client.ts';

/** VACUUM ANALYZE of the embedded database; true when done (PostgreSQL keeps its own). */
export async function vacuumEmbedded(database: DatabaseHandle): Promise<boolean> {
  if (database.engine !== 'pglite') return false;
  await database.db.execute(sql`vacuum analyze`);
  return true;
}

/** Rows a census import writes before its tables are analyzed again. */
export const analyzeAfterRows = 500;

/** Fresh statistics of the census tables (members and their member record). */
export async function analyzeCensusTables(db: Database): Promise<void> {
  await db.execute(sql`analyze members, employment, coverages`);
}
