// Both stores over a real listening server: the folder and an S3-compatible bucket (a local
// S3 server, not a stub). An upload round-trips through each; an upload whose client goes
// away mid-file leaves no row and no object, not even part of one; what an abandoned write
// left behind is swept, and nothing else.

import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline, Readable, Transform } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadAnswer } from '#domain/documents/documents-answers';
import { createFolderDocumentStore, type DocumentStore } from '#server/adapters/document-store';
import { createS3DocumentStore } from '#server/adapters/s3-document-store';
import { insertDocument, noteDocumentWrite } from '#server/db/documents-repository';
import { documents, documentWrites } from '#server/db/schema/documents';
import { demoPassword } from '#server/dev/demo/demo-data';
import { insertTestClaim, memberIdOf } from '#tests/support/claim-fixtures';
import { HttpBrowser } from '#tests/support/http-browser';
import { multipartBody } from '#tests/support/multipart-body';
import { startS3Server, type TestS3Server } from '#tests/support/s3-server';
import { pdfOfSize, samplePdf } from '#tests/support/sample-documents';
import { startTestApp, type TestApp } from '#tests/support/test-app';
import { sweepAbandonedWrites } from './abandoned-writes.ts';
import { confirmItsYou } from '#tests/support/log-in-kit';

const documentsPath = '/auth/employee-benefits/api/documents';
const megabyte = 1024 * 1024;

/**
 * The store under test, watched: `flowed` resolves once a write has taken `bytes` bytes, and
 * `settled` once every write has ended, stored or not.
 */
function watched(inner: DocumentStore, bytes: number) {
  let flowedNow: () => void = () => undefined;
  const flowed = new Promise<void>((resolve) => (flowedNow = resolve));
  const writes: Promise<unknown>[] = [];
  const store: DocumentStore = {
    ...inner,
    write(key, source) {
      let seen = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          seen += chunk.length;
          if (seen >= bytes) flowedNow();
          done(null, chunk);
        },
      });
      const written = inner.write(
        key,
        pipeline(source, counter, () => undefined),
      );
      writes.push(written.catch(() => undefined));
      return written;
    },
  };
  return { store, flowed, settled: () => Promise.all(writes) };
}

const kinds = ['folder', 's3'] as const;

describe.each(kinds)('documents in the %s store', (kind) => {
  let s3: TestS3Server | undefined;
  let portal: TestApp;
  let origin: string;
  let browser: HttpBrowser;
  let watch: ReturnType<typeof watched>;
  let claimId: string;

  let folder: string;
  /** Every object, whole or partial. */
  const objects = async () => (s3 ? s3.keys() : readdirSync(folder));

  beforeAll(async () => {
    s3 = kind === 's3' ? await startS3Server() : undefined;
    folder = mkdtempSync(join(tmpdir(), 'portal-documents-'));
    // Past the first 5 MB part, so that a bucket has a multipart upload under way to abort.
    watch = watched(
      s3 ? createS3DocumentStore(s3.settings) : createFolderDocumentStore(folder),
      6 * megabyte,
    );
    portal = await startTestApp('pglite', { documentStore: watch.store });
    claimId = await insertTestClaim(
      portal.database.db,
      await memberIdOf(portal.database.db, 'jroe2024'),
      { claimNumber: 'C7100001' },
    );
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

  const headers = () => ({
    cookie: `portal_sid=${browser.cookie('portal_sid')}`,
    'x-csrf-token': browser.csrfToken ?? '',
  });

  it('stores an upload sent as a browser sends it and gives it back byte for byte', async () => {
    const pdf = pdfOfSize(3 * megabyte);
    const form = new FormData();
    form.append('claimNumber', 'C7100001');
    form.append('documentType', 'other');
    form.append('files', new Blob([pdf]), 'round-trip.pdf');
    const answer = await fetch(`${origin}${documentsPath}`, {
      method: 'POST',
      headers: headers(),
      body: form,
    });
    const [file] = ((await answer.json()) as UploadAnswer).files;
    if (file?.outcome !== 'stored') throw new Error(JSON.stringify(file));
    expect(await objects()).toEqual([file.id]);
    const download = await fetch(`${origin}${documentsPath}/${file.id}`, { headers: headers() });
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('leaves no row and no object when the client goes away mid-file', async () => {
    const rowsBefore = (await portal.database.db.select().from(documents)).length;
    const objectsBefore = await objects();
    const { body, contentType } = multipartBody(
      { claimNumber: 'C7100001', documentType: 'other' },
      [
        { name: 'interrupted.pdf', bytes: pdfOfSize(9 * megabyte) },
        { name: 'next.pdf', bytes: samplePdf() },
      ],
    );
    const upload = httpRequest(`${origin}${documentsPath}`, {
      method: 'POST',
      headers: { ...headers(), 'content-type': contentType, 'content-length': body.length },
    });
    upload.on('error', () => undefined);
    upload.write(body.subarray(0, 7 * megabyte));
    await watch.flowed;
    upload.destroy();
    await watch.settled();
    expect((await portal.database.db.select().from(documents)).length).toBe(rowsBefore);
    expect(await objects()).toEqual(objectsBefore);
  });

  it('sweeps what an abandoned write left, and nothing listed or still being written', async () => {
    const db = portal.database.db;
    const now = portal.clock.now();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const listed = await objects();
    // Written whole two hours ago, and never listed: its process died in between.
    const abandoned = randomUUID();
    await noteDocumentWrite(db, abandoned, ago(2 * 60 * 60_000));
    await watch.store.write(abandoned, Readable.from([samplePdf()]));
    // Still being written: noted a minute ago.
    const going = randomUUID();
    await noteDocumentWrite(db, going, ago(60_000));
    await watch.store.write(going, Readable.from([samplePdf()]));
    // A folder keeps the `.partial` file of a write its process did not finish.
    const partial = randomUUID();
    if (!s3) {
      await noteDocumentWrite(db, partial, ago(3 * 60 * 60_000));
      writeFileSync(join(folder, `${partial}.partial`), samplePdf());
    }

    // While the store refuses to remove anything, the notes stay for the next sweep.
    const failing = { ...watch.store, remove: () => Promise.reject(new Error('store down')) };
    const swept = s3 ? 1 : 2;
    expect(await sweepAbandonedWrites({ db, store: failing }, now)).toEqual({
      removed: 0,
      kept: swept,
    });
    expect(await db.select().from(documentWrites)).toHaveLength(swept + 2);

    expect(await sweepAbandonedWrites({ db, store: watch.store }, now)).toEqual({
      removed: swept,
      kept: 0,
    });
    expect((await objects()).sort()).toEqual([...listed, going].sort());
    // The interrupted upload's note (a minute old at most) and the one still going are left.
    const left = await db.select().from(documentWrites);
    expect(left.map((write) => write.storageKey)).toContain(going);
    expect(left).toHaveLength(2);

    // A write that ends after the sweep took it for abandoned is not listed.
    const document = {
      claimId,
      memberId: await memberIdOf(db, 'jroe2024'),
      documentType: 'other',
      fileName: 'late.pdf',
      contentType: 'application/pdf',
      sizeBytes: 10,
      wrappedKey: 'sealed',
      createdAt: now,
    };
    const event = { channel: 'claims' as const, recipient: 'x', subject: 'y', text: 'z' };
    expect(
      await insertDocument(
        db,
        { ...document, id: abandoned, storageKey: abandoned },
        'Got it.',
        event,
      ),
    ).toBe(false);
    expect(
      await insertDocument(db, { ...document, id: going, storageKey: going }, 'Got it.', event),
    ).toBe(true);
  });
});
