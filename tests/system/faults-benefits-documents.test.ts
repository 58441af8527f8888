// Faults of the S3 document store the benefits area writes to (docs/operations.md#scaling-out,
// decisions 0015 and 0021): the portal runs as a process on PostgreSQL and Redis, with its S3
// document store behind a proxy the test cuts or hangs.
//
// Documents: several uploads are in flight when S3 goes away, or stops answering. Each file is
// stored whole or refused with a sentence a person can act on, never half: every listed
// document has its whole object and downloads byte for byte; an object without its row can
// only be a write the portal noted and never listed, which its housekeeping sweep removes.
// When S3 is back, uploads work again without a restart.

import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentRefusals } from '#domain/documents/document-rules';
import type { UploadAnswer, UploadedFile } from '#domain/documents/documents-answers';
import { createS3DocumentStore } from '#server/adapters/s3-document-store';
import { sweepAbandonedWrites } from '#server/flows/documents/abandoned-writes';
import {
  addEmployeesWithClaims,
  documentsS3Env,
  expectCleanError,
  getBytes,
  logLinesOf,
  openSystemDatabase,
  streamRequest,
  type SystemDatabase,
  type TestEmployee,
  until,
  systemPassword,
} from '#tests/support/benefits-system';
import { HttpBrowser } from '#tests/support/http-browser';
import { type FormFile, multipartBody } from '#tests/support/multipart-body';
import { type PortalProcess, startPortalProcess } from '#tests/support/portal-process';
import { startS3Server, type TestS3Server } from '#tests/support/s3-server';
import { pdfOfSize, sampleJpeg, samplePng } from '#tests/support/sample-documents';
import { startTcpProxy, type TcpProxy } from '#tests/support/tcp-proxy';
import { logIn } from '#tests/support/log-in-kit';

const documentsPath = '/auth/employee-benefits/api/documents';
const megabyte = 1024 * 1024;
/** The S3 client's wait for a server that does not answer. */
const s3TimeoutMs = 1000;

describe('the S3 server going away during uploads', () => {
  let database: SystemDatabase;
  let s3: TestS3Server;
  let s3Proxy: TcpProxy;
  let portal: PortalProcess;
  let employee: TestEmployee;
  let browser: HttpBrowser;
  /** Every file sent, by its (unique) name: what its download must give back. */
  const sent = new Map<string, Buffer>();

  beforeAll(async () => {
    database = await openSystemDatabase();
    [employee] = (await addEmployeesWithClaims(
      database.db,
      {
        clientId: '600000014',
        clientName: 'Bucket Trouble',
        ssnArea: '900-41',
        claimBase: 8100001,
      },
      1,
    )) as [TestEmployee];
    s3 = await startS3Server();
    s3Proxy = await startTcpProxy({
      host: '127.0.0.1',
      port: Number(new URL(s3.settings.endpoint).port),
    });
    portal = await startPortalProcess({
      databaseUrl: database.url,
      env: {
        ...documentsS3Env(s3.settings, s3Proxy.port, s3TimeoutMs),
        RATE_LIMIT_SESSION_PER_MINUTE: '100000',
      },
    });
    browser = await logIn(new HttpBrowser(portal.origin), employee.userName, 'employee-benefits', {
      password: systemPassword,
    });
  });

  afterAll(async () => {
    await portal?.stop();
    await s3Proxy?.stop();
    await s3?.close();
    await database?.close();
  });

  /** Starts an upload of `files` to the employee's claim, streamed at a slow uplink's pace. */
  const upload = (files: FormFile[]) => {
    for (const file of files) sent.set(file.name, file.bytes);
    return streamRequest(
      browser,
      documentsPath,
      multipartBody({ claimNumber: employee.claimNumber, documentType: 'other' }, files),
    );
  };

  /** The per-file outcomes of an upload that must have answered 200. */
  const outcomesOf = async (answer: Promise<{ status: number; body: string }>) => {
    const { status, body } = await answer;
    expect(status, body).toBe(200);
    return (JSON.parse(body) as UploadAnswer).files;
  };

  const documentRows = async () =>
    (
      await database.admin.query<{ id: string; storageKey: string; fileName: string }>(
        'select id, storage_key as "storageKey", file_name as "fileName" from documents',
      )
    ).rows;

  /** Writes the portal noted and never listed (refused, or under way). */
  const notedWrites = async () =>
    (
      await database.admin.query<{ storageKey: string }>(
        'select storage_key as "storageKey" from document_writes',
      )
    ).rows.map((row) => row.storageKey);

  /** An outage of S3 is a warning, never a failed request with a stack. */
  const requestFailures = () => logLinesOf(portal, 'request failed');
  const storeWarnings = () => logLinesOf(portal, 'document store unavailable');

  /** Every listed document has its whole object: its download is the file sent, byte for byte. */
  async function expectEveryDocumentWhole() {
    for (const row of await documentRows()) {
      const download = await getBytes(browser, `${documentsPath}/${row.id}`);
      expect(download.status, row.fileName).toBe(200);
      expect(download.bytes.equals(sent.get(row.fileName) ?? Buffer.alloc(0)), row.fileName).toBe(
        true,
      );
    }
  }

  it('stores each file in flight whole or refuses it, when S3 is cut off mid-stream', async () => {
    const uploads = [
      upload([{ name: 'cut-large-1.pdf', bytes: pdfOfSize(7 * megabyte) }]),
      upload([{ name: 'cut-large-2.pdf', bytes: pdfOfSize(9 * megabyte) }]),
      upload([{ name: 'cut-medium.pdf', bytes: pdfOfSize(3 * megabyte) }]),
      // As an API client may send them: several files in one upload, each answered.
      upload([
        { name: 'cut-first.jpg', bytes: sampleJpeg(300 * 1024) },
        { name: 'cut-second.pdf', bytes: pdfOfSize(6 * megabyte) },
        { name: 'cut-third.png', bytes: samplePng() },
      ]),
    ];
    // S3 goes away once the 9 MB file is past its first 5 MB part: that part is on its way.
    await until(() => (uploads[1]?.sent() ?? 0) > 6 * megabyte, 'the 9 MB file half sent');
    await s3Proxy.stop();
    const outcomes = (await Promise.all(uploads.map((one) => outcomesOf(one.answer)))).flat();

    const stored = outcomes.filter((file) => file.outcome === 'stored');
    const refused = outcomes.filter((file) => file.outcome === 'refused');
    expect(stored.length + refused.length).toBe(6);
    // The cut came mid-file: something was refused, and nothing for another reason.
    expect(refused.map((file) => file.fileName)).toContain('cut-large-2.pdf');
    for (const file of refused) expect(file.reason).toBe(documentRefusals.notStored);

    // While S3 is down: another upload is refused the same way, a download answers 503.
    const [downWhile] = await outcomesOf(upload([{ name: 'down.png', bytes: samplePng() }]).answer);
    expect(downWhile).toEqual({
      fileName: 'down.png',
      outcome: 'refused',
      reason: documentRefusals.notStored,
    });
    const rows = await documentRows();
    const storedIds = stored.map((file) => (file as Extract<UploadedFile, { id: string }>).id);
    expect(rows.map((row) => row.id).sort()).toEqual([...storedIds].sort());
    const during = await getBytes(browser, `${documentsPath}/${rows[0]?.id}`);
    expectCleanError({ status: during.status, body: during.bytes.toString() });
    expect(during.status).toBe(503);

    // S3 back, no restart: every listed document is whole. An object without its row can only
    // be a refused write's (one that landed as its answer was lost), and the sweep removes it.
    await s3Proxy.start();
    await expectEveryDocumentWhole();
    const noted = await notedWrites();
    expect(noted.length).toBeGreaterThanOrEqual(refused.length + 1);
    const listed = rows.map((row) => row.storageKey);
    const orphans = (await s3.keys()).filter((key) => !listed.includes(key));
    for (const orphan of orphans) expect(noted).toContain(orphan);
    const anHourOn = new Date(Date.now() + 2 * 60 * 60_000);
    const store = createS3DocumentStore(s3.settings);
    await sweepAbandonedWrites({ db: database.db, store }, anHourOn);
    expect((await s3.keys()).sort()).toEqual([...listed].sort());
    expect(await notedWrites()).toEqual([]);
    const [again] = await outcomesOf(
      upload([{ name: 'back.pdf', bytes: pdfOfSize(megabyte) }]).answer,
    );
    expect(again?.outcome).toBe('stored');
    await expectEveryDocumentWhole();

    expect(requestFailures()).toEqual([]);
    expect(storeWarnings().length).toBeGreaterThan(0);
    console.info(
      `faults-benefits S3 cut: ${stored.length} files stored whole, ${refused.length} refused ` +
        `(${refused.map((file) => file.fileName).join(', ')}); ${storeWarnings().length} warnings`,
    );
  });

  it('refuses uploads and downloads within its timeout when S3 stops answering', async () => {
    const before = await documentRows();
    s3Proxy.hang();
    const started = Date.now();
    const [hung] = await outcomesOf(
      upload([{ name: 'hung.pdf', bytes: pdfOfSize(2 * megabyte) }]).answer,
    );
    const uploadMs = Date.now() - started;
    expect(hung).toEqual({
      fileName: 'hung.pdf',
      outcome: 'refused',
      reason: documentRefusals.notStored,
    });
    const download = await getBytes(browser, `${documentsPath}/${before[0]?.id}`);
    expectCleanError({ status: download.status, body: download.bytes.toString() });
    expect(download.status).toBe(503);
    expect(await documentRows()).toHaveLength(before.length);

    // Answering again (the hung connections are cut, new ones go through).
    await s3Proxy.stop();
    await s3Proxy.start();
    await sleep(100);
    const [back] = await outcomesOf(upload([{ name: 'unhung.pdf', bytes: samplePng() }]).answer);
    expect(back?.outcome).toBe('stored');
    await expectEveryDocumentWhole();
    expect(requestFailures()).toEqual([]);
    console.info(`faults-benefits S3 hang: the upload was refused after ${uploadMs} ms`);
  });
});
