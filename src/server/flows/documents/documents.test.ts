import type { Side } from '#domain/shared/sides';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documentRefusals, maxDocumentBytes } from '#domain/documents/document-rules';
import type { DocumentsAnswer, UploadAnswer } from '#domain/documents/documents-answers';
import { argon2idOptions } from '#server/adapters/password-hasher';
import { insertAccount } from '#server/db/accounts-repository';
import { auditEvents } from '#server/db/schema/audit-events';
import { outbox } from '#server/db/schema/outbox';
import { claimEvents, documentRequests } from '#server/db/schema/claims';
import { documents } from '#server/db/schema/documents';
import { demoPassword } from '#server/dev/demo/demo-data';
import {
  insertTestClaim,
  memberIdOf,
  memberIdOfEmail,
  requestDocument,
} from '#tests/support/claim-fixtures';
import { type FormFile, multipartBody } from '#tests/support/multipart-body';
import {
  pdfOfSize,
  sampleExecutable,
  sampleJpeg,
  samplePdf,
  samplePng,
} from '#tests/support/sample-documents';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { logIn } from '#tests/support/log-in-kit';

const documentsPath = '/auth/employee-benefits/api/documents';

describe.each(testEngines)('documents on %s', (engine) => {
  let portal: TestApp;
  let john: TestBrowser;
  let claimId: string;
  let visitors = 0;

  const browserOf = async (userName: string, side: Side = 'employee-benefits') => {
    visitors++;
    const browser = portal.browser({ address: `10.1.0.${visitors}` });
    await logIn(browser, userName, side);
    return browser;
  };

  const upload = (
    browser: TestBrowser,
    files: FormFile[],
    fields: Record<string, string> = { claimNumber: 'C7000001', documentType: 'other' },
  ) => {
    const { body, contentType } = multipartBody(fields, files);
    return browser.post(documentsPath, body, { 'content-type': contentType });
  };

  const uploaded = async (
    browser: TestBrowser,
    files: FormFile[],
    fields?: Record<string, string>,
  ) => {
    const response = await upload(browser, files, fields);
    expect(response.statusCode).toBe(200);
    return (response.json() as UploadAnswer).files;
  };

  const storedId = (file: UploadAnswer['files'][number] | undefined) => {
    if (file?.outcome !== 'stored') throw new Error(`not stored: ${JSON.stringify(file)}`);
    return file.id;
  };

  const documentRows = () => portal.database.db.select().from(documents);
  const storedObjects = () => readdirSync(portal.documentsFolder);

  beforeAll(async () => {
    portal = await startTestApp(engine);
    const db = portal.database.db;
    const johnMember = await memberIdOf(db, 'jroe2024');
    claimId = await insertTestClaim(db, johnMember, { claimNumber: 'C7000001' });
    await insertTestClaim(db, johnMember, { claimNumber: 'C7000002', kind: 'disability' });
    // Jane, another employee of the same client, with an account and a claim of her own.
    await insertAccount(db, {
      userName: 'janedocs',
      passwordHash: await hash(demoPassword, argon2idOptions),
      role: 'employee',
      memberId: await memberIdOfEmail(db, 'jane.doe@example.com'),
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane.doe@example.com',
    });
    await insertTestClaim(db, await memberIdOfEmail(db, 'jane.doe@example.com'), {
      claimNumber: 'C7000009',
    });
  });
  afterAll(() => portal.close());

  beforeEach(async () => {
    john = await browserOf('jroe2024');
  });

  it('stores a PDF, a JPEG and a PNG, sniffed by their bytes, and lists them newest first', async () => {
    const files = await uploaded(john, [
      { name: 'certificate.pdf', bytes: samplePdf(), type: 'image/png' },
      { name: 'photo.jpg', bytes: sampleJpeg() },
      { name: 'scan.png', bytes: samplePng() },
    ]);
    expect(files.map((file) => [file.fileName, file.outcome])).toEqual([
      ['certificate.pdf', 'stored'],
      ['photo.jpg', 'stored'],
      ['scan.png', 'stored'],
    ]);
    const rows = await documentRows();
    const typeOf = (id: string) => rows.find((row) => row.id === id)?.contentType;
    expect(files.map((file) => typeOf(storedId(file)))).toEqual([
      'application/pdf',
      'image/jpeg',
      'image/png',
    ]);

    const list = (await john.get(documentsPath)).json() as DocumentsAnswer;
    // The test's own claims, then the demo's (docs/product/demo-data.md), newest first.
    expect(list.claims.map((claim) => claim.claimNumber)).toEqual([
      'C7000002',
      'C7000001',
      'C1000002',
      'C1000001',
    ]);
    expect(list.claims[1]).toEqual({
      claimNumber: 'C7000001',
      kind: 'leave',
      status: 'information-needed',
    });
    const listed = list.documents.filter((document) =>
      files.some((file) => storedId(file) === document.id),
    );
    expect(listed).toHaveLength(3);
    expect(listed[0]).toMatchObject({ claimNumber: 'C7000001', documentType: 'other' });
    expect(Date.parse(listed[0]?.receivedAt ?? '')).not.toBeNaN();
  });

  it('gives each file back byte for byte, as an attachment of its sniffed type', async () => {
    for (const [name, bytes, type] of [
      ['a.pdf', samplePdf(), 'application/pdf'],
      ['b.jpeg', sampleJpeg(300_000), 'image/jpeg'],
      ['c.png', samplePng(), 'image/png'],
    ] as const) {
      const id = storedId((await uploaded(john, [{ name, bytes }]))[0]);
      const download = await john.get(`${documentsPath}/${id}`);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(bytes)).toBe(true);
      expect(download.headers['content-type']).toBe(type);
      expect(download.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${name}`);
      expect(download.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('keeps the bytes sealed at rest, never the plain file', async () => {
    const pdf = samplePdf();
    const id = storedId((await uploaded(john, [{ name: 'sealed.pdf', bytes: pdf }]))[0]);
    const atRest = readFileSync(join(portal.documentsFolder, id));
    // Format 2 (decision 0038): an 8-byte header, then one segment and its 16-byte tag.
    expect(atRest.length).toBe(8 + pdf.length + 16);
    expect(atRest[0]).toBe(2);
    expect(atRest.includes(Buffer.from('%PDF'))).toBe(false);
    expect(atRest.includes(pdf.subarray(20, 60))).toBe(false);
    const [row] = await portal.database.db.select().from(documents).where(eq(documents.id, id));
    expect(row?.wrappedKey).toMatch(/^v1\./);
    expect(row?.objectFormat).toBe(2);
  });

  it('refuses a renamed executable, and an empty file, by their content', async () => {
    const before = (await documentRows()).length;
    const files = await uploaded(john, [
      { name: 'scan.pdf', bytes: sampleExecutable(), type: 'application/pdf' },
      { name: 'empty.pdf', bytes: Buffer.alloc(0), type: 'application/pdf' },
    ]);
    expect(files).toEqual([
      { fileName: 'scan.pdf', outcome: 'refused', reason: 'This file is not a PDF, JPEG or PNG.' },
      { fileName: 'empty.pdf', outcome: 'refused', reason: documentRefusals.empty },
    ]);
    expect(await documentRows()).toHaveLength(before);
  });

  it('refuses a file a byte over 10 MB and still stores the others of the upload', async () => {
    const objects = storedObjects().length;
    const files = await uploaded(john, [
      { name: 'too-big.pdf', bytes: pdfOfSize(maxDocumentBytes + 1) },
      { name: 'exactly-10-MB.pdf', bytes: pdfOfSize(maxDocumentBytes) },
      { name: 'small.png', bytes: samplePng() },
    ]);
    expect(files[0]).toEqual({
      fileName: 'too-big.pdf',
      outcome: 'refused',
      reason: 'This file is larger than 10 MB.',
    });
    expect(files.slice(1).map((file) => file.outcome)).toEqual(['stored', 'stored']);
    // Two whole objects, and no part of the refused one.
    expect(storedObjects()).toHaveLength(objects + 2);
    expect(storedObjects().some((name) => name.endsWith('.partial'))).toBe(false);
  });

  it('stores ten files of an upload and refuses the eleventh', async () => {
    const files = await uploaded(
      john,
      Array.from({ length: 11 }, (_, index) => ({
        name: `page-${index + 1}.png`,
        bytes: samplePng(),
      })),
    );
    expect(files.slice(0, 10).every((file) => file.outcome === 'stored')).toBe(true);
    expect(files[10]).toEqual({
      fileName: 'page-11.png',
      outcome: 'refused',
      reason: 'Send at most 10 files at a time.',
    });
  });

  it('stores a PDF with a script but only ever gives it out as an attachment', async () => {
    const pdf = samplePdf({ script: true });
    const id = storedId((await uploaded(john, [{ name: 'open-me.pdf', bytes: pdf }]))[0]);
    const download = await john.get(`${documentsPath}/${id}`, { accept: 'text/html' });
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-security-policy']).toBeDefined();
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('cleans a file name of path separators and control characters', async () => {
    const id = storedId(
      (
        await uploaded(john, [
          { name: '../../etc/\u0001pass\u001bwd\u007f.pdf', bytes: samplePdf() },
        ])
      )[0],
    );
    const [row] = await portal.database.db.select().from(documents).where(eq(documents.id, id));
    expect(row?.fileName).toBe('passwd.pdf');
    expect(storedObjects().every((name) => /^[0-9a-f-]{36}$/.test(name))).toBe(true);
    const download = await john.get(`${documentsPath}/${id}`);
    expect(download.headers['content-disposition']).toBe("attachment; filename*=UTF-8''passwd.pdf");
  });

  it('percent-encodes a name that is not plain ASCII in the download header', async () => {
    const id = storedId(
      (await uploaded(john, [{ name: "Zoë's note (1).pdf", bytes: samplePdf() }]))[0],
    );
    const download = await john.get(`${documentsPath}/${id}`);
    expect(download.headers['content-disposition']).toBe(
      "attachment; filename*=UTF-8''Zo%C3%AB%27s%20note%20%281%29.pdf",
    );
  });

  it("answers another employee's claim like an unknown one, and stores nothing", async () => {
    const before = { rows: (await documentRows()).length, objects: storedObjects().length };
    const pdf = [{ name: 'a.pdf', bytes: samplePdf() }];
    const others = await upload(john, pdf, { claimNumber: 'C7000009', documentType: 'other' });
    const unknown = await upload(john, pdf, { claimNumber: 'C7999999', documentType: 'other' });
    expect(others.statusCode).toBe(404);
    expect(others.json()).toEqual(unknown.json());
    expect(await documentRows()).toHaveLength(before.rows);
    expect(storedObjects()).toHaveLength(before.objects);
  });

  it("answers another employee's document like an unknown one", async () => {
    const jane = await browserOf('janedocs');
    const janes = storedId(
      (
        await uploaded(jane, [{ name: 'jane.pdf', bytes: samplePdf() }], {
          claimNumber: 'C7000009',
          documentType: 'other',
        })
      )[0],
    );
    const others = await john.get(`${documentsPath}/${janes}`);
    const unknown = await john.get(`${documentsPath}/00000000-0000-4000-8000-000000000000`);
    const garbage = await john.get(`${documentsPath}/not-an-id`);
    expect(others.statusCode).toBe(404);
    expect(others.json()).toEqual(unknown.json());
    expect(garbage.json()).toEqual(unknown.json());
    expect(
      ((await john.get(documentsPath)).json() as DocumentsAnswer).documents.map((d) => d.id),
    ).not.toContain(janes);
    expect((await jane.get(`${documentsPath}/${janes}`)).statusCode).toBe(200);
  });

  it('audits every download by the document id, never its name', async () => {
    const id = storedId(
      (await uploaded(john, [{ name: 'private-name.pdf', bytes: samplePdf() }]))[0],
    );
    await john.get(`${documentsPath}/${id}`);
    await john.get(`${documentsPath}/${id}`);
    const events = await portal.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'document.downloaded'));
    const mine = events.filter((event) => event.details.documentId === id);
    expect(mine).toHaveLength(2);
    expect(mine[0]?.details).toEqual({ documentId: id });
    expect(JSON.stringify(events)).not.toContain('private-name');
  });

  it('fulfils an open request for the type and tells the timeline, without detail', async () => {
    const db = portal.database.db;
    const certification = await requestDocument(db, claimId, 'medical-certification');
    const returnNote = await requestDocument(db, claimId, 'return-to-work');
    await uploaded(john, [{ name: 'cert.pdf', bytes: samplePdf() }], {
      claimNumber: 'C7000001',
      documentType: 'medical-certification',
    });
    const requests = await db
      .select()
      .from(documentRequests)
      .where(eq(documentRequests.claimId, claimId));
    expect(requests.find((row) => row.id === certification)?.fulfilledAt).toBeInstanceOf(Date);
    expect(requests.find((row) => row.id === returnNote)?.fulfilledAt).toBeNull();
    const events = await db.select().from(claimEvents).where(eq(claimEvents.claimId, claimId));
    expect(events.map((event) => event.text)).toEqual(['We received your medical certification.']);
    // The claims system hears of it, sealed in the outbox: never the file's name in clear.
    const sent = await db.select().from(outbox).where(eq(outbox.subject, 'document.received'));
    expect(sent.length).toBeGreaterThan(0);
    expect(JSON.stringify(sent)).not.toContain('cert.pdf');
  });

  it('asks for the claim and the document type before any file', async () => {
    const pdf = [{ name: 'a.pdf', bytes: samplePdf() }];
    const noClaim = await upload(john, pdf, { documentType: 'other' });
    expect(noClaim.statusCode).toBe(400);
    expect(noClaim.json()).toMatchObject({
      field: 'claimNumber',
      message: documentRefusals.noClaim,
    });
    const noType = await upload(john, pdf, { claimNumber: 'C7000001', documentType: 'x-ray' });
    expect(noType.json()).toMatchObject({
      field: 'documentType',
      message: documentRefusals.noDocumentType,
    });
    const noFiles = await upload(john, [], { claimNumber: 'C7000001', documentType: 'other' });
    expect(noFiles.json()).toMatchObject({ field: 'files', message: documentRefusals.noFiles });
    expect((await john.post(documentsPath, { claimNumber: 'C7000001' })).statusCode).toBe(415);
  });

  it('refuses a body that is not multipart/form-data as a bad request, storing nothing', async () => {
    const before = (await documentRows()).length;
    // The fuzz's find: a multipart content type over a body without its boundary.
    for (const body of ['{}', '------fuzz\r\nContent-Disposition: form-data; name="x"']) {
      const response = await john.post(documentsPath, body, {
        'content-type': 'multipart/form-data; boundary=----fuzz',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'BAD_REQUEST',
        message: 'The upload is not valid multipart/form-data.',
      });
    }
    expect(await documentRows()).toHaveLength(before);
  });

  it('refuses an upload without the CSRF token, storing nothing', async () => {
    const before = (await documentRows()).length;
    const { body, contentType } = multipartBody(
      { claimNumber: 'C7000001', documentType: 'other' },
      [{ name: 'a.pdf', bytes: samplePdf() }],
    );
    const response = await john.post(documentsPath, body, {
      'content-type': contentType,
      'x-csrf-token': 'forged',
    });
    expect(response.statusCode).toBe(403);
    expect(await documentRows()).toHaveLength(before);
  });

  it('answers 401 JSON without a login, and to an employer', async () => {
    const visitor = portal.browser({ address: '10.1.9.1' });
    await visitor.openPage();
    const employer = await browserOf('acmehr', 'employers');
    for (const browser of [visitor, employer]) {
      const list = await browser.get(documentsPath);
      expect(list.statusCode).toBe(401);
      expect(list.json()).toEqual({ error: 'UNAUTHORIZED', message: 'Please log in to continue.' });
      expect((await upload(browser, [{ name: 'a.pdf', bytes: samplePdf() }])).statusCode).toBe(401);
      const [row] = await documentRows();
      expect((await browser.get(`${documentsPath}/${row?.id}`)).statusCode).toBe(401);
    }
  });
});
