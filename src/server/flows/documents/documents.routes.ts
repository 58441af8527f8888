// The documents calls of DESIGN.md section 11.2, the employee's alone: the list, an upload
// (multipart/form-data: claimNumber, documentType, then one or more files) and a download.
// They live under /api/ so that no page address is ever a call: pages answer any other GET.

import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { maxDocumentBytes, maxFilesPerUpload } from '#domain/documents/document-rules';
import { documentsAnswerSchema, uploadAnswerSchema } from '#domain/documents/documents-answers';
import { apiErrorSchema, callRefusals, sendError } from '#server/plugins/errors';
import { receiveUpload, type UploadPart } from './document-upload.service.ts';
import { type DocumentsDeps, listDocuments, openDocument } from './documents.service.ts';

const documentsPath = '/employee-benefits/api/documents';
const employeeOnly = { access: { login: 'employee' } } as const;
const loginRefusal = { 401: apiErrorSchema };

/** RFC 6266 and 8187: the cleaned name, percent-encoded, so any character arrives intact. */
function attachment(fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename*=UTF-8''${encoded}`;
}

export const documentsRoutes: FastifyPluginAsyncZod<DocumentsDeps> = async (app, deps) => {
  // Here only: every other call stays JSON. Limits are the plugin's: a file past 10 MB is cut
  // and marked, and one file past the ten is still handed over, to be refused by name.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: maxDocumentBytes,
      files: maxFilesPerUpload + 1,
      fields: 2,
      fieldSize: 100,
      headerPairs: 20,
    },
  });

  app.get(
    documentsPath,
    {
      schema: { response: { 200: documentsAnswerSchema, ...loginRefusal } },
      config: employeeOnly,
    },
    async (request) => listDocuments(deps, request.session?.accountId ?? ''),
  );

  app.post(
    documentsPath,
    {
      schema: {
        response: {
          200: uploadAnswerSchema,
          ...callRefusals,
          ...loginRefusal,
          404: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
      config: employeeOnly,
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        return sendError(
          reply,
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'Send the files as multipart/form-data.',
        );
      }
      const result = await receiveUpload(
        deps,
        request.session?.accountId ?? '',
        uploadParts(request.parts()),
      );
      if (result.status === 'ok') return { files: result.files };
      if (result.code === 'NOT_FOUND')
        return sendError(reply, 404, 'NOT_FOUND', 'There is no such claim.');
      return sendError(reply, 400, result.code, result.message, result.field);
    },
  );

  app.get(
    `${documentsPath}/:id`,
    {
      schema: {
        params: z.object({ id: z.string().check(z.maxLength(100)) }),
        // 200: the file's bytes, streamed as they are opened.
        response: { 200: z.unknown(), ...callRefusals, ...loginRefusal, 404: apiErrorSchema },
      },
      config: employeeOnly,
    },
    async (request, reply) => {
      const opened = await openDocument(
        deps,
        { accountId: request.session?.accountId ?? '', address: request.ip },
        request.params.id,
      );
      if (!opened) return sendError(reply, 404, 'NOT_FOUND', 'There is no such document.');
      return reply
        .type(opened.contentType)
        .header('content-length', opened.sizeBytes)
        .header('content-disposition', attachment(opened.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(opened.bytes);
    },
  );
};

/**
 * The parts as the service reads them. A twelfth file makes multipart stop the upload: the
 * eleventh was already refused by name, which says why, and the answer goes out as it is.
 */
async function* uploadParts(parts: AsyncIterable<Multipart>): AsyncGenerator<UploadPart> {
  try {
    for await (const part of parts) {
      yield part.type === 'file'
        ? { type: 'file', filename: part.filename, file: part.file }
        : { type: 'field', fieldname: part.fieldname, value: part.value };
    }
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'FST_FILES_LIMIT') throw error;
  }
}
