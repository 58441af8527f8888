// A PostgreSQL database of its own for a test run or file, on the server DATABASE_URL names.

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '#server/db/client';

/**
 * A new, migrated database on the server of `serverUrl`; close() drops it. From `template`
 * (a migrated database no one is connected to, see createPostgresTemplate) it is a copy made
 * by the server, which the migration on opening then finds up to date.
 */
export async function createPostgresDatabase(
  serverUrl: string,
  { template }: { template?: string } = {},
): Promise<DatabaseHandle & { url: string }> {
  const name = await createDatabase(serverUrl, template);
  const url = databaseUrl(serverUrl, name);
  const handle = await openDatabase({ engine: 'postgres', url, poolSize: 5 });
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await dropPostgresDatabase(serverUrl, name);
    },
  };
}

/** A migrated database left without connections, to copy; its name. */
export async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const name = await createDatabase(serverUrl);
  const handle = await openDatabase({
    engine: 'postgres',
    url: databaseUrl(serverUrl, name),
    poolSize: 1,
  });
  await handle.close();
  return name;
}

export async function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  await asAdmin(serverUrl, `drop database if exists ${name} with (force)`);
}

async function createDatabase(serverUrl: string, template?: string): Promise<string> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return name;
}

async function asAdmin(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
