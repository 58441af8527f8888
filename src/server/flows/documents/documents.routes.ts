// The documents calls of docs/product/documents.md, the employee's alone: the list, an upload
// (multipart/form-data: claimNumber, documentType, then one or more files) and a download.
// They live under /api/ so that no page address is ever a call: pages answer any other GET.
// Every file stored and every refusal, a file's or a whole upload's, is counted by its reason.

import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  documentRefusalText,
  maxDocumentBytes,
  maxFilesPerUpload,
} from '#domain/documents/document-rules';
import { documentsAnswerSchema, uploadAnswerSchema } from '#domain/documents/documents-answers';
import type { Language } from '#domain/language/language';
import { say } from '#server/language/say';
import type { BenefitsMetrics } from '#server/plugins/benefits-metrics';
import { apiErrorSchema, callRefusals, sendError } from '#server/plugins/errors';
import { sendOutcome } from '#server/plugins/outcome-answers';
import { employeeWithMember, loginOf } from '#server/plugins/route-access';
import { answers } from '#server/plugins/route-answers';
import { ObjectNotOpened } from './document-cipher.ts';
import { receiveUpload, type UploadPart } from './document-upload.service.ts';
import { type DocumentsDeps, listDocuments, openDocument } from './documents.service.ts';

const documentsPath = '/employee-benefits/api/documents';
/** The list: each employee's own documents. */
const employeeOnly = { access: { login: 'employee' }, answers: answers.employeeOwn } as const;
/** An upload to a claim, a download of a document: another's answers 404 like a missing one. */
const ownerOnly = { access: { login: 'employee' }, answers: answers.employeeOwnById } as const;
const loginRefusal = { 401: apiErrorSchema };

/** RFC 6266 and 8187: the cleaned name, percent-encoded, so any character arrives intact. */
function attachment(fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename*=UTF-8''${encoded}`;
}

/**
 * A refusal's code for the metrics, from its sentence in the request's language: the name of its
 * message in documentRefusalText, in kebab-case ('This file is larger than 10 MB.' is
 * too-large); 'other' for a sentence not there.
 */
export function refusalCode(reason: string, language: Language): string {
  const [name] = Object.entries(documentRefusalText).find(
    ([, message]) => say(language, message) === reason,
  ) ?? ['other'];
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

type UploadMetrics = Pick<BenefitsMetrics, 'documentStored' | 'uploadRefused'>;

export const documentsRoutes: FastifyPluginAsyncZod<
  DocumentsDeps & { metrics: UploadMetrics }
> = async (app, { metrics, ...deps }) => {
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
    async ({ caller }) => listDocuments(deps, employeeWithMember(caller)),
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
      config: ownerOnly,
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        metrics.uploadRefused('not-multipart');
        return sendError(
          reply,
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'Send the files as multipart/form-data.',
        );
      }
      let result: Awaited<ReturnType<typeof receiveUpload>>;
      try {
        result = await receiveUpload(
          deps,
          loginOf(request.caller).accountId,
          uploadParts(request.parts()),
          request.language,
        );
      } catch (error) {
        // Not the upload's fault: the store or the database did not take it.
        metrics.uploadRefused(error instanceof MalformedUpload ? 'malformed' : 'server-error');
        if (!(error instanceof MalformedUpload)) throw error;
        return sendError(reply, 400, 'BAD_REQUEST', 'The upload is not valid multipart/form-data.');
      }
      if (result.kind === 'success') {
        const { files, storeFailures } = result.answer;
        // An outage of the store is the operator's to see, like the database's: no stack.
        if (storeFailures.length > 0) {
          request.log.warn({ reasons: storeFailures }, 'document store unavailable');
        }
        for (const file of files) {
          if (file.outcome === 'stored') metrics.documentStored();
          else metrics.uploadRefused(refusalCode(file.reason, request.language));
        }
        return { files };
      }
      metrics.uploadRefused(
        result.kind === 'refused' ? refusalCode(result.message, request.language) : 'unknown-claim',
      );
      return sendOutcome(reply, result);
    },
  );

  app.get(
    `${documentsPath}/:id`,
    {
      schema: {
        params: z.object({ id: z.string().check(z.maxLength(100)) }),
        // 200: the file's bytes, streamed as they are opened. 500: its object is damaged.
        response: {
          200: z.unknown(),
          ...callRefusals,
          ...loginRefusal,
          404: apiErrorSchema,
          500: apiErrorSchema,
        },
      },
      config: ownerOnly,
    },
    async (request, reply) => {
      const { caller } = request;
      const opened = await openDocument(
        deps,
        {
          accountId: loginOf(caller).accountId,
          member: employeeWithMember(caller),
          address: request.ip,
        },
        request.params.id,
        request.language,
      );
      if (opened.kind === 'damaged') {
        // Nothing of it was sent; the operator's to see, by id and segment, never a name.
        request.log.error(
          { documentId: opened.documentId, segment: opened.segment, reason: opened.reason },
          'document object does not open',
        );
        return sendError(reply, 500, 'DOCUMENT_DAMAGED', opened.message);
      }
      if (opened.kind !== 'success') return sendOutcome(reply, opened);
      const { answer: document } = opened;
      // A later segment that fails ends the download mid-way, after the checked segments only.
      document.bytes.once('error', (error) => {
        if (!(error instanceof ObjectNotOpened)) return;
        request.log.error(
          { documentId: request.params.id, segment: error.segment, reason: error.reason },
          'document object does not open',
        );
      });
      return reply
        .type(document.contentType)
        .header('content-length', document.sizeBytes)
        .header('content-disposition', attachment(document.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(document.bytes);
    },
  );
};

/** A body that does not read as multipart/form-data (a broken boundary, a cut header). */
class MalformedUpload extends Error {
  constructor(cause: unknown) {
    super('The upload is not valid multipart/form-data', { cause });
  }
}

/**
 * The parts as the service reads them. A twelfth file makes multipart stop the upload: the
 * eleventh was already refused by name, which says why, and the answer goes out as it is.
 * Any other failure to read the next part is the body's: a 400, never a 500.
 */
async function* uploadParts(parts: AsyncIterable<Multipart>): AsyncGenerator<UploadPart> {
  const iterator = parts[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await iterator.next();
    } catch (error) {
      if ((error as { code?: unknown }).code === 'FST_FILES_LIMIT') return;
      throw new MalformedUpload(error);
    }
    if (next.done) return;
    const part = next.value;
    yield part.type === 'file'
      ? { type: 'file', filename: part.filename, file: part.file }
      : { type: 'field', fieldname: part.fieldname, value: part.value };
  }
}
