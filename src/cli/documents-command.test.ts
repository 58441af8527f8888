// `npm run portal -- documents check`: the documents' store against the database, on a folder
// and on a bucket of a local S3 server. Objects are lost, cut short, altered and left without
// a row the way a bad backup or an interrupted upload would leave them, through the store's
// own calls; the check names each by id, and its exit code says what it found. With --open it
// opens every segment of every object, and the objects of format 1 (decision 0038) alike.

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadAnswer } from '#domain/documents/documents-answers';
import { TestClock } from '#tests/support/test-clock';
import {
  createFolderDocumentStore,
  type InventoriedDocumentStore,
} from '#server/adapters/document-store';
import { createS3DocumentStore } from '#server/adapters/s3-document-store';
import { documents } from '#server/db/schema/documents';
import { demoPassword } from '#server/dev/demo/demo-data';
import { newDocumentKey } from '#server/flows/documents/document-cipher';
import { testCommandContext } from '#tests/support/command-context';
import { type FormFile, multipartBody } from '#tests/support/multipart-body';
import { startS3Server, type TestS3Server } from '#tests/support/s3-server';
import { pdfOfSize, samplePng } from '#tests/support/sample-documents';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { testSecrets } from '#tests/support/test-secrets';
import { wholeObject } from '#tests/support/whole-object';
import { runCommand } from './commands.ts';
import { confirmItsYou, sendLogIn } from '#tests/support/log-in-kit';

const documentsPath = '/auth/employee-benefits/api/documents';
/** What the cipher adds to a document under 64 KiB: a header of 8 bytes and one tag. */
const sealing = 24;
const kib64 = 64 * 1024;
/** Where segment `index` of an object of format 2 starts: after the header and those before. */
const segmentAt = (index: number) => 8 + index * (kib64 + 16);

/** Clocks for the check: now, when a new object may be an upload in flight, and later on. */
const justNow = () => new TestClock(new Date());
const anHourLater = () => new TestClock(new Date(Date.now() + 60 * 60_000));

function flipped(bytes: Buffer, at: number): Buffer {
  const copy = Buffer.from(bytes);
  copy[at] = (copy[at] ?? 0) ^ 1;
  return copy;
}

/** Replaces an object through the store's calls, as a bad copy would have left it. */
async function rewriteObject(
  store: InventoriedDocumentStore,
  key: string,
  change: (bytes: Buffer) => Buffer,
) {
  const bytes = await buffer(await store.read(key));
  await store.remove(key);
  await store.write(key, Readable.from([change(bytes)]));
}

const kinds = ['folder', 's3'] as const;

describe.each(kinds)('documents check on a %s', (kind) => {
  let s3: TestS3Server | undefined;
  let folder: string;
  let store: InventoriedDocumentStore;
  let portal: TestApp;
  let browser: TestBrowser;
  let output: string[];
  const ids: string[] = [];

  const upload = async (files: FormFile[]) => {
    const { body, contentType } = multipartBody(
      { claimNumber: 'C1000002', documentType: 'medical-certification' },
      files,
    );
    const answer = await browser.post(documentsPath, body, { 'content-type': contentType });
    return (answer.json() as UploadAnswer).files.map((file) => {
      if (file.outcome !== 'stored') throw new Error(answer.body);
      return file.id;
    });
  };

  const check = (clock = anHourLater(), ...options: string[]) => {
    output = [];
    return runCommand(['documents', 'check', ...options], {
      ...testCommandContext(portal, (line) => output.push(line), clock),
      documentStore: () => store,
    });
  };

  beforeAll(async () => {
    s3 = kind === 's3' ? await startS3Server() : undefined;
    folder = mkdtempSync(join(tmpdir(), 'portal-documents-'));
    store = s3 ? createS3DocumentStore(s3.settings) : createFolderDocumentStore(folder);
    portal = await startTestApp('pglite', { documentStore: store });
    browser = portal.browser({ address: '10.26.0.1' });
    await browser.openPage();
    expect(
      await sendLogIn(browser, 'jroe2024', 'employee-benefits', { password: demoPassword }),
    ).toBe('AUTHENTICATION_SUCCESS');
    await browser.openPage('/auth/employee-benefits/account');
    expect(await confirmItsYou(browser, 'employee-benefits')).toBe('confirmed');
    ids.push(
      ...(await upload([
        { name: 'certification.pdf', bytes: pdfOfSize(40_000) },
        { name: 'page two.png', bytes: samplePng() },
        { name: 'page three.pdf', bytes: pdfOfSize(20_000) },
      ])),
    );
  });
  afterAll(async () => {
    await portal.close();
    await s3?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('finds every document with its object, whole, and every object with its row: exit 0', async () => {
    expect(await check(), output.join('\n')).toBe(0);
    expect(output).toEqual([
      `Checked 3 documents against 3 objects in ${store.describe()}.`,
      'Every document has its object, whole, and its key opens; every object has its row.',
    ]);
    expect(await check(anHourLater(), '--open')).toBe(0);
    expect(output[0]).toBe(
      `Checked 3 documents against 3 objects in ${store.describe()}, each object opened whole.`,
    );
  });

  it('counts an object without a row as an upload in flight at first, then names it: exit 3', async () => {
    const orphan = randomUUID();
    await store.write(orphan, Readable.from([Buffer.from('sealed bytes of a lost row')]));
    expect(await check(justNow())).toBe(0);
    expect(output).toContain(
      '1 object without a row younger than 15 minutes: uploads in flight, not judged.',
    );
    expect(await check()).toBe(3);
    expect(output).toEqual([
      `Checked 3 documents against 4 objects in ${store.describe()}.`,
      `Object without a row: ${orphan}`,
      'No document is lost; 1 object has no row, and no key opens it any more.',
    ]);
    await store.remove(orphan);
  });

  it('names by id a missing object and one cut short: a loss, exit 1', async () => {
    const [missing, cut] = ids as [string, string];
    const missingBytes = await buffer(await store.read(missing));
    const cutBytes = await buffer(await store.read(cut));
    await store.remove(missing);
    // Its tag lost, as a copy stopped 16 bytes short would leave it.
    await rewriteObject(store, cut, (bytes) => bytes.subarray(0, bytes.length - 16));
    expect(await check()).toBe(1);
    expect(output).toEqual([
      `Checked 3 documents against 2 objects in ${store.describe()}.`,
      `Missing object: document ${missing}`,
      `Cut short or altered: document ${cut} (${cutBytes.length} bytes expected, ${cutBytes.length - 16} found)`,
      "2 documents cannot be downloaded whole: restore their objects from a copy of the documents taken after the database's.",
    ]);
    expect(cutBytes.length).toBe(samplePng().length + sealing);
    expect(output.join('\n')).not.toMatch(/certification|page two|\.pdf|\.png/);
    // Restored from the backup: whole again.
    await store.write(missing, Readable.from([missingBytes]));
    await rewriteObject(store, cut, () => cutBytes);
    expect(await check()).toBe(0);
  });

  it('finds with --open an object altered in place, which its size cannot tell', async () => {
    const altered = ids[2] ?? '';
    const original = await buffer(await store.read(altered));
    await rewriteObject(store, altered, (bytes) => {
      const copy = Buffer.from(bytes);
      copy[500] = (copy[500] ?? 0) ^ 1;
      return copy;
    });
    expect(await check()).toBe(0);
    expect(await check(anHourLater(), '--open')).toBe(1);
    expect(output).toContain(`Object does not open whole: document ${altered}`);
    await rewriteObject(store, altered, () => original);
  });

  it('with --open, opens every segment of an object, and objects of format 1 too', async () => {
    const db = portal.database.db;
    const [large = ''] = await upload([{ name: 'large.pdf', bytes: pdfOfSize(3 * kib64 + 5) }]);
    // A document stored before format 2 (decision 0038): one GCM over the whole object.
    const older = randomUUID();
    const [row] = await db.select().from(documents).where(eq(documents.id, large));
    const { key, wrapped } = newDocumentKey(testSecrets.DATA_KEY);
    const olderBytes = pdfOfSize(70_000);
    await store.write(older, Readable.from([wholeObject(olderBytes, key, older)]));
    await db.insert(documents).values({
      id: older,
      claimId: row?.claimId ?? '',
      memberId: row?.memberId ?? '',
      documentType: 'other',
      fileName: 'older.pdf',
      contentType: 'application/pdf',
      sizeBytes: olderBytes.length,
      storageKey: older,
      wrappedKey: wrapped,
    });
    try {
      expect(await check(anHourLater(), '--open'), output.join('\n')).toBe(0);
      expect(output[0]).toBe(
        `Checked 5 documents against 5 objects in ${store.describe()}, each object opened whole.`,
      );

      // A byte of its third segment, and one of the older object, altered in place.
      const largeBytes = await buffer(await store.read(large));
      await rewriteObject(store, large, (bytes) => flipped(bytes, segmentAt(2) + 5));
      await rewriteObject(store, older, (bytes) => flipped(bytes, 50_000));
      expect(await check()).toBe(0);
      expect(await check(anHourLater(), '--open')).toBe(1);
      expect(output).toContain(`Object does not open whole: document ${large}`);
      expect(output).toContain(`Object does not open whole: document ${older}`);
      expect(output).toContain(
        "2 documents cannot be downloaded whole: restore their objects from a copy of the documents taken after the database's.",
      );

      // Its last segment lost: its size tells, without --open.
      await rewriteObject(store, large, () => largeBytes.subarray(0, segmentAt(3)));
      expect(await check()).toBe(1);
      expect(output).toContain(
        `Cut short or altered: document ${large} (${largeBytes.length} bytes expected, ${segmentAt(3)} found)`,
      );
    } finally {
      await db.delete(documents).where(inArray(documents.id, [large, older]));
      await store.remove(large);
      await store.remove(older);
    }
    expect(await check(anHourLater(), '--open')).toBe(0);
  });

  it('names every document whose data key opens with none of the configured keys', async () => {
    output = [];
    const code = await runCommand(['documents', 'check'], {
      ...testCommandContext(portal, (line) => output.push(line), anHourLater()),
      dataKeys: { current: 'a-data-key-this-portal-never-had-012345', previous: [] },
      documentStore: () => store,
    });
    expect(code).toBe(1);
    for (const id of ids) {
      expect(output).toContain(
        `Data key opens with no key of DATA_KEY or PREVIOUS_DATA_KEYS: document ${id}`,
      );
    }
  });

  it('answers a wrong command with its usage and 2', async () => {
    for (const args of [['documents'], ['documents', 'list'], ['documents', 'check', '--deep']]) {
      output = [];
      const code = await runCommand(
        args,
        testCommandContext(portal, (line) => output.push(line)),
      );
      expect(code, args.join(' ')).toBe(2);
      expect(output.at(-1)).toBe('Usage: npm run portal -- documents check [--open]');
    }
  });
});

describe('documents check on a folder with leftovers', () => {
  it("names an interrupted write's .partial file and leaves anything else unnamed", async () => {
    const portal = await startTestApp('pglite');
    const output: string[] = [];
    try {
      const partial = `${randomUUID()}.partial`;
      writeFileSync(join(portal.documentsFolder, partial), 'half an object');
      writeFileSync(join(portal.documentsFolder, 'notes of jane doe.txt'), 'not a document');
      const code = await runCommand(
        ['documents', 'check'],
        testCommandContext(portal, (line) => output.push(line), anHourLater()),
      );
      expect(code).toBe(3);
      expect(output).toContain(`Object without a row: ${partial}`);
      expect(output).toContain('1 other entry, not named as a document: left alone.');
      expect(output.join('\n')).not.toContain('jane');
    } finally {
      await portal.close();
    }
  });
});
