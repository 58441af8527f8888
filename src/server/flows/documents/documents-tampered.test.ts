// A stored document altered where it lies, in the folder and in a bucket of a local S3 server,
// then downloaded over real HTTP (decision 0038): altered in its first segment, the download is
// answered with a sentence and none of its bytes; altered in a later segment, the download
// ends in an error after the segments before it, exactly, and nothing of the altered one.
// A document stored in format 1 still downloads. (`documents check` on such objects:
// src/cli/documents-command.test.ts.)

import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UploadAnswer } from '#domain/documents/documents-answers';
import {
  createFolderDocumentStore,
  type InventoriedDocumentStore,
} from '#server/adapters/document-store';
import { createS3DocumentStore } from '#server/adapters/s3-document-store';
import { redactedLogPaths } from '#server/app';
import { auditEvents } from '#server/db/schema/audit-events';
import { documents } from '#server/db/schema/documents';
import { demoPassword } from '#server/dev/demo/demo-data';
import { insertTestClaim, memberIdOf } from '#tests/support/claim-fixtures';
import { HttpBrowser } from '#tests/support/http-browser';
import { confirmItsYou } from '#tests/support/log-in-kit';
import { startS3Server, type TestS3Server } from '#tests/support/s3-server';
import { samplePdf } from '#tests/support/sample-documents';
import { startTestApp, type TestApp } from '#tests/support/test-app';
import { testSecrets } from '#tests/support/test-secrets';
import { wholeObject } from '#tests/support/whole-object';
import { newDocumentKey } from './document-cipher.ts';

const documentsPath = '/auth/employee-benefits/api/documents';
const kib64 = 64 * 1024;
/** Where segment `index` of an object of format 2 starts: after the header and those before. */
const segmentAt = (index: number) => 8 + index * (kib64 + 16);
const damaged = {
  error: 'DOCUMENT_DAMAGED',
  message:
    'We cannot give you this document: our copy of it is damaged. Please send it to us again.',
};

/** A PDF of `size` bytes whose every segment differs from the others. */
const pdfOf = (size: number) => {
  const start = samplePdf();
  return Buffer.concat([start, randomBytes(size - start.length)]);
};

/** A download over HTTP as it arrived: every byte until the answer ended, whole or not. */
function download(origin: string, path: string, headers: Record<string, string>) {
  return new Promise<{
    status: number;
    headers: IncomingHttpHeaders;
    bytes: Buffer;
    complete: boolean;
  }>((resolve, reject) => {
    const request = httpRequest(`${origin}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', () => undefined);
      response.on('close', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          bytes: Buffer.concat(chunks),
          complete: response.complete,
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

const kinds = ['folder', 's3'] as const;

describe.each(kinds)('an altered document in the %s store', (kind) => {
  let s3: TestS3Server | undefined;
  let folder: string;
  let store: InventoriedDocumentStore;
  let portal: TestApp;
  let origin: string;
  let browser: HttpBrowser;
  const logLines: string[] = [];
  const sent = new Map<string, Buffer>();
  let id: string;

  const headers = () => ({
    cookie: `portal_sid=${browser.cookie('portal_sid')}`,
    'x-csrf-token': browser.csrfToken ?? '',
  });

  /** Flips one byte of the stored object: in place on disk, or put again in the bucket. */
  async function flipByte(key: string, at: number) {
    if (!s3) {
      const file = openSync(join(folder, key), 'r+');
      const byte = Buffer.alloc(1);
      readSync(file, byte, 0, 1, at);
      byte[0] = (byte[0] ?? 0) ^ 0x01;
      writeSync(file, byte, 0, 1, at);
      closeSync(file);
      return;
    }
    const bytes = await buffer(await store.read(key));
    bytes[at] = (bytes[at] ?? 0) ^ 0x01;
    await store.write(key, Readable.from([bytes]));
  }

  async function upload(name: string, bytes: Buffer): Promise<string> {
    const form = new FormData();
    form.append('claimNumber', 'C7200001');
    form.append('documentType', 'other');
    form.append('files', new Blob([bytes]), name);
    const answer = await fetch(`${origin}${documentsPath}`, {
      method: 'POST',
      headers: headers(),
      body: form,
    });
    const [file] = ((await answer.json()) as UploadAnswer).files;
    if (file?.outcome !== 'stored') throw new Error(JSON.stringify(file));
    sent.set(file.id, bytes);
    return file.id;
  }

  beforeAll(async () => {
    s3 = kind === 's3' ? await startS3Server() : undefined;
    folder = mkdtempSync(join(tmpdir(), 'portal-documents-'));
    store = s3 ? createS3DocumentStore(s3.settings) : createFolderDocumentStore(folder);
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    portal = await startTestApp('pglite', {
      documentStore: store,
      logger: pino({ level: 'info', redact: redactedLogPaths }, sink),
    });
    await insertTestClaim(portal.database.db, await memberIdOf(portal.database.db, 'jroe2024'), {
      claimNumber: 'C7200001',
    });
    await portal.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(portal.app.server.address() as AddressInfo).port}`;
    browser = new HttpBrowser(origin);
    await browser.openPage();
    await browser.post('/auth/employee-benefits/loginCredentials', {
      userName: 'jroe2024',
      password: demoPassword,
    });
    await browser.openPage('/auth/employee-benefits/account');
    await confirmItsYou(browser, 'employee-benefits');
  });
  afterAll(async () => {
    await portal.close();
    await s3?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  beforeEach(async () => {
    // Each test its own document: four segments, three of 64 KiB and a last one of 5 bytes.
    id = await upload('over-64-KiB.pdf', pdfOf(3 * kib64 + 5));
    logLines.length = 0;
  });

  const downloadsOf = async (documentId: string) =>
    (
      await portal.database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'document.downloaded'))
    ).filter((event) => event.details.documentId === documentId);

  it('stores a document in format 2 and gives it back whole', async () => {
    const [row] = await portal.database.db.select().from(documents).where(eq(documents.id, id));
    expect(row?.objectFormat).toBe(2);
    const stored = await buffer(await store.read(id));
    expect(stored[0]).toBe(2);
    expect(stored.length).toBe(8 + 3 * kib64 + 5 + 4 * 16);
    const whole = await download(origin, `${documentsPath}/${id}`, headers());
    expect(whole.status).toBe(200);
    expect(whole.complete).toBe(true);
    expect(whole.bytes.equals(sent.get(id) ?? Buffer.alloc(0))).toBe(true);
  });

  it('answers a sentence, and no byte of the file, when the first segment is altered', async () => {
    await flipByte(id, segmentAt(0) + 1000);
    const answer = await download(origin, `${documentsPath}/${id}`, headers());
    expect(answer.status).toBe(500);
    expect(answer.complete).toBe(true);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['content-disposition']).toBeUndefined();
    expect(JSON.parse(answer.bytes.toString('utf8'))).toEqual(damaged);
    // Logged for the operator by id and segment, never the file's name or the person.
    const logged = logLines.filter((line) => line.includes('document object does not open'));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0] ?? '{}')).toMatchObject({
      level: 50,
      documentId: id,
      segment: 0,
      reason: 'fails its tag',
    });
    expect(logLines.join('\n')).not.toMatch(/over-64-KiB|jroe2024|John|Roe|"stack"/);
    expect(await downloadsOf(id)).toHaveLength(0);
  });

  it('ends the download in an error after exactly the segments before an altered one', async () => {
    await flipByte(id, segmentAt(2) + 5);
    const answer = await download(origin, `${documentsPath}/${id}`, headers());
    expect(answer.status).toBe(200);
    expect(answer.headers['content-length']).toBe(String(3 * kib64 + 5));
    expect(answer.complete).toBe(false);
    expect(answer.bytes.equals((sent.get(id) ?? Buffer.alloc(0)).subarray(0, 2 * kib64))).toBe(
      true,
    );
    // As a browser reads it: the download fails.
    const fetched = await fetch(`${origin}${documentsPath}/${id}`, { headers: headers() });
    await expect(fetched.arrayBuffer()).rejects.toThrow();

    const logged = logLines.filter((line) => line.includes('document object does not open'));
    expect(logged.length).toBeGreaterThan(0);
    expect(JSON.parse(logged[0] ?? '{}')).toMatchObject({ documentId: id, segment: 2 });
    expect(logLines.join('\n')).not.toMatch(/over-64-KiB|jroe2024|John|Roe/);
    expect(await downloadsOf(id)).toHaveLength(2);
  });

  it('ends the download in an error when the last segment is altered', async () => {
    await flipByte(id, segmentAt(3) + 2);
    const answer = await download(origin, `${documentsPath}/${id}`, headers());
    expect(answer.status).toBe(200);
    expect(answer.complete).toBe(false);
    expect(answer.bytes.equals((sent.get(id) ?? Buffer.alloc(0)).subarray(0, 3 * kib64))).toBe(
      true,
    );
  });

  it('still gives a document stored in format 1, and cuts it short once altered', async () => {
    const db = portal.database.db;
    const plain = pdfOf(100_000);
    const older = '3f0e6a52-8a3b-4d5e-9c1f-7a2b4c6d8e90';
    const { key, wrapped } = newDocumentKey(testSecrets.DATA_KEY);
    const member = await memberIdOf(db, 'jroe2024');
    const claimId = await insertTestClaim(db, member, { claimNumber: 'C7200002' });
    await store.write(older, Readable.from([wholeObject(plain, key, older)]));
    // As a row written before format 2: the column's default.
    await db.insert(documents).values({
      id: older,
      claimId,
      memberId: member,
      documentType: 'other',
      fileName: 'older.pdf',
      contentType: 'application/pdf',
      sizeBytes: plain.length,
      storageKey: older,
      wrappedKey: wrapped,
    });
    const [row] = await db
      .select()
      .from(documents)
      .where(and(eq(documents.id, older), eq(documents.memberId, member)));
    expect(row?.objectFormat).toBe(1);

    const whole = await download(origin, `${documentsPath}/${older}`, headers());
    expect(whole.status).toBe(200);
    expect(whole.complete).toBe(true);
    expect(whole.bytes.equals(plain)).toBe(true);

    // Its one tag is at its end: the download fails there, short of its last bytes.
    await flipByte(older, 5000);
    const altered = await download(origin, `${documentsPath}/${older}`, headers());
    expect(altered.status).toBe(200);
    expect(altered.complete).toBe(false);
    expect(altered.bytes.length).toBeLessThan(plain.length);
    const logged = logLines.filter((line) => line.includes('document object does not open'));
    expect(JSON.parse(logged[0] ?? '{}')).toMatchObject({ documentId: older, level: 50 });
  });
});
