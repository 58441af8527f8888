// Once per test run: migrate a database and keep it as a template, so each test file starts
// from a copy in under a second instead of running initdb (~4 s) and every migration. The
// embedded database's template is its files; PostgreSQL's (when DATABASE_URL is set) is a
// database the server copies.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '#server/db/client';
import { createPostgresTemplate, dropPostgresDatabase } from './postgres-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** The migrated database to copy, when DATABASE_URL is set. */
    postgresTemplate: string | undefined;
  }
}

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'portal-template-'));
  const client = await PGlite.create();
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = join(folder, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);

  const serverUrl = process.env.DATABASE_URL;
  const postgresTemplate = serverUrl ? await createPostgresTemplate(serverUrl) : undefined;
  project.provide('postgresTemplate', postgresTemplate);
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (serverUrl && postgresTemplate) await dropPostgresDatabase(serverUrl, postgresTemplate);
  };
}
