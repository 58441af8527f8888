// The portal killed while it applies a census file (docs/product/census.md#upload-a-census-file):
// the portal runs as a process on PostgreSQL; an HR contact applies a file of 30,000 new hires
// and the process is killed (SIGKILL) once the import is writing its rows. The file is applied
// whole or not at all: after the kill the census has none of its rows; after the restart the same
// file applies every row once, and a third time changes nothing.

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CensusUploadAnswer } from '#domain/employees/census-upload';
import { rowsOf } from '#server/db/client';
import { upsertClient } from '#server/db/census-repository';
import { insertPlans } from '#server/db/coverage-repository';
import { insertEmployerContact } from '#server/db/invitations-repository';
import { demoPlans } from '#server/dev/demo/demo-plans';
import {
  openSystemDatabase,
  systemPassword,
  type SystemDatabase,
  until,
} from '#tests/support/benefits-system';
import { newHiresFile } from '#tests/support/census-file-kit';
import { HttpBrowser } from '#tests/support/http-browser';
import { addAccount, logIn } from '#tests/support/log-in-kit';
import { type PortalProcess, startPortalProcess } from '#tests/support/portal-process';

const clientId = '600000031';
const hr = 'haltedcensushr';
const rows = 30_000;
const applyPath = '/auth/employers/api/employees/upload/apply';

function censusFile(): FormData {
  const text = newHiresFile(rows, {
    firstName: 'Halt',
    lastNamePrefix: 'Hire',
    ssnBase: 900_600_000,
    hireDate: '01/15/2026',
  });
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), 'census.csv');
  return form;
}

describe('the portal killed in the middle of applying a census file', () => {
  let database: SystemDatabase;
  let portal: PortalProcess;

  beforeAll(async () => {
    database = await openSystemDatabase();
    await upsertClient(database.db, { clientId, name: 'Halted Census Inc.' });
    await insertPlans(database.db, demoPlans(clientId));
    const contactId = await insertEmployerContact(database.db, {
      clientId,
      firstName: 'Hal',
      lastName: 'Ted',
      firstNameKey: 'hal',
      lastNameKey: 'ted',
      dateOfBirth: '1980-02-03',
      email: 'hal.ted@example.com',
      mobilePhone: null,
      regid: null,
      invitationExpiresAt: null,
    });
    await addAccount(database.db, {
      userName: hr,
      password: systemPassword,
      role: 'employer',
      contactId,
      firstName: 'Hal',
      lastName: 'Ted',
      email: 'hal.ted@example.com',
    });
    portal = await startPortalProcess({ databaseUrl: database.url });
  });

  afterAll(async () => {
    await portal?.stop();
    await database?.close();
  });

  const members = async () => {
    const counted = await database.db.execute(
      sql`select count(*)::int as n from members where client_id = ${clientId}`,
    );
    return (rowsOf(counted)[0] as { n: number }).n;
  };
  const loggedIn = () =>
    logIn(new HttpBrowser(portal.origin), hr, 'employers', { password: systemPassword });

  it('applies all rows or none, and the file applied after the restart adds each once', async () => {
    const browser = await loggedIn();
    const applying = browser.post(applyPath, censusFile()).then(
      (answer) => answer.statusCode,
      () => 'cut off' as const,
    );
    // The import is writing once a statement of its transaction has unnested rows.
    await until(async () => {
      const { rows: writing } = await database.admin.query(
        `select 1 from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()
            and xact_start is not null and query ilike '%unnest%'`,
      );
      return writing.length > 0;
    }, 'the import writes its rows');
    await portal.kill();
    expect(await applying).toBe('cut off');
    expect(await members()).toBe(0);

    portal = await startPortalProcess({ databaseUrl: database.url });
    const again = await loggedIn();
    const applied = await again.post(applyPath, censusFile());
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<CensusUploadAnswer>()).toMatchObject({ applied: true, added: rows });
    expect(await members()).toBe(rows);
    const third = await again.post(applyPath, censusFile());
    expect(third.json<CensusUploadAnswer>()).toMatchObject({ added: 0, unchanged: rows });
    expect(await members()).toBe(rows);
  });
});
