// The documents calls in the request's language (docs/product/languages.md): why an upload or a
// file is refused, a document not found, and one whose stored copy is damaged, in Spanish to a
// browser that asks for Spanish, in English to one that names no language; the refusals are
// counted alike in both.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentRefusals } from '#domain/documents/document-rules';
import type { UploadAnswer } from '#domain/documents/documents-answers';
import { refusalCode } from './documents.routes.ts';
import { type FormFile, multipartBody } from '#tests/support/multipart-body';
import { sampleExecutable, samplePdf } from '#tests/support/sample-documents';
import { startTestApp, type TestApp, type TestBrowser } from '#tests/support/test-app';
import { testEngines } from '#tests/support/test-database';
import { loggedIn } from '#tests/support/log-in-kit';

const documentsPath = '/auth/employee-benefits/api/documents';
const spanish = { 'accept-language': 'es' };

describe.each(testEngines)('the documents calls in two languages on %s', (engine) => {
  let portal: TestApp;
  let john: TestBrowser;

  const upload = (
    files: FormFile[],
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ) => {
    const { body, contentType } = multipartBody(fields, files);
    return john.post(documentsPath, body, { 'content-type': contentType, ...headers });
  };

  beforeAll(async () => {
    portal = await startTestApp(engine);
    john = await loggedIn(portal, 'jroe2024', 'employee-benefits');
  });
  afterAll(() => portal.close());

  it('says what an upload lacks in Spanish when asked, else in English', async () => {
    const noType = { claimNumber: 'C1000002', documentType: 'x-ray' };
    expect((await upload([], noType, spanish)).json()).toMatchObject({
      field: 'documentType',
      message: 'Elija el tipo de documento.',
    });
    expect((await upload([], noType)).json()).toMatchObject({
      field: 'documentType',
      message: documentRefusals.noDocumentType,
    });
  });

  it("says why a file is refused, and another's claim or document is not found", async () => {
    const executable = [{ name: 'setup.pdf', bytes: sampleExecutable() }];
    const fields = { claimNumber: 'C1000002', documentType: 'other' };
    const refused = (await upload(executable, fields, spanish)).json() as UploadAnswer;
    expect(refused.files).toEqual([
      {
        fileName: 'setup.pdf',
        outcome: 'refused',
        reason: 'Este archivo no es un PDF, JPEG ni PNG.',
      },
    ]);

    const unknownClaim = await upload(executable, { ...fields, claimNumber: 'C9999999' }, spanish);
    expect(unknownClaim.statusCode).toBe(404);
    expect(unknownClaim.json().message).toBe('No existe ese reclamo.');
    const unknownDocument = await john.get(
      `${documentsPath}/6b1c2a9e-3b7d-4c1e-9a55-2d0c8e7f4b10`,
      spanish,
    );
    expect(unknownDocument.statusCode).toBe(404);
    expect(unknownDocument.json().message).toBe('No existe ese documento.');
  });

  it('says that a stored copy is damaged in Spanish when asked, else in English', async () => {
    const stored = (await upload([{ name: 'nota.pdf', bytes: samplePdf() }], {
      claimNumber: 'C1000002',
      documentType: 'other',
    }).then((answer) => answer.json())) as UploadAnswer;
    const [file] = stored.files;
    if (file?.outcome !== 'stored') throw new Error(JSON.stringify(file));
    const object = join(portal.documentsFolder, file.id);
    const bytes = readFileSync(object);
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    writeFileSync(object, bytes);
    const inSpanish = await john.get(`${documentsPath}/${file.id}`, spanish);
    expect(inSpanish.statusCode).toBe(500);
    expect(inSpanish.json()).toEqual({
      error: 'DOCUMENT_DAMAGED',
      message:
        'No podemos darle este documento: nuestra copia está dañada. Envíenoslo de nuevo, por favor.',
    });
    expect((await john.get(`${documentsPath}/${file.id}`)).json().message).toBe(
      'We cannot give you this document: our copy of it is damaged. Please send it to us again.',
    );
  });

  it("counts a refusal by its name, whatever the request's language", () => {
    expect(refusalCode('Este archivo supera los 10 MB.', 'es')).toBe('too-large');
    expect(refusalCode(documentRefusals.tooLarge, 'en')).toBe('too-large');
    expect(refusalCode('Something else.', 'en')).toBe('other');
  });
});
