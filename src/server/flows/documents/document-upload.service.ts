// An upload (docs/product/documents.md), streamed file by file from the request to the store.
// Each file is sniffed by its first bytes, sealed as it streams and listed only once stored
// whole; a refused file is read to its end and dropped, and the next one goes on. A file the
// store fails to take (S3 down or not answering) is refused the same way, so the answer
// still says which files of the upload were stored and none is sent, or kept, twice.

import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import {
  cleanFileName,
  type DocumentRefusal,
  documentRefusalText,
  maxFilesPerUpload,
  refusalOfContent,
} from '#domain/documents/document-rules';
import {
  type UploadedFile,
  type UploadFields,
  uploadFieldsSchema,
} from '#domain/documents/documents-answers';
import type { Language } from '#domain/language/language';
import { defineMessages } from '#domain/shared/define-messages';
import { documentReceivedTexts } from '#domain/shared/document-types';
import {
  notFound,
  type Outcome,
  type Refused,
  refused as refusedUpload,
  success,
} from '#domain/shared/outcome';
import { findOwnedClaim } from '#server/db/claims-repository';
import { sealedEvent } from '#server/adapters/claims-system';
import { storeFailureReason } from '#server/adapters/document-store';
import { insertDocument, noteDocumentWrite } from '#server/db/documents-repository';
import { say } from '#server/language/say';
import { newDocumentKey, newObjectFormat, sealedStream } from './document-cipher.ts';
import type { DocumentsDeps } from './documents.service.ts';

/** The claim and type the files of an upload are for. */
interface UploadTarget {
  claimId: string;
  claimNumber: string;
  memberId: string;
  documentType: UploadFields['documentType'];
}

/** A part of a multipart upload as @fastify/multipart hands it over. */
export type UploadPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; filename: string; file: Readable & { truncated: boolean } };

/** The files as each was stored or refused; `storeFailures`: why the store failed files, for the log. */
export interface ReceivedUpload {
  files: UploadedFile[];
  storeFailures: string[];
}

const uploadText = defineMessages({
  noSuchClaim: { id: 'documents.refusal.noSuchClaim', defaultMessage: 'There is no such claim.' },
});

/**
 * Reads the upload's fields, then its files one at a time. The claim is looked up once, when
 * the first file arrives: another person's claim is not found, like one that does not exist,
 * and nothing is stored for it. Past the tenth, a file is refused unread. Why a file or the
 * upload is refused is said in `language`.
 */
export async function receiveUpload(
  deps: DocumentsDeps,
  accountId: string,
  parts: AsyncIterable<UploadPart>,
  language: Language,
): Promise<Outcome<ReceivedUpload>> {
  const refused = (fileName: string, refusal: DocumentRefusal): UploadedFile => ({
    fileName: cleanFileName(fileName),
    outcome: 'refused',
    reason: say(language, documentRefusalText[refusal]),
  });
  const fields: Record<string, unknown> = {};
  let target: UploadTarget | undefined;
  const files: UploadedFile[] = [];
  const storeFailures: string[] = [];
  for await (const part of parts) {
    if (part.type === 'field') {
      fields[part.fieldname] = part.value;
      continue;
    }
    if (!target) {
      const checked = checkFields(fields, language);
      const claim = checked.ok
        ? await findOwnedClaim(deps.db, accountId, checked.fields.claimNumber)
        : undefined;
      if (!checked.ok || !claim) {
        await drain(part.file);
        return checked.ok ? notFound(say(language, uploadText.noSuchClaim)) : checked.refusal;
      }
      target = {
        claimId: claim.id,
        claimNumber: checked.fields.claimNumber,
        memberId: claim.memberId,
        documentType: checked.fields.documentType,
      };
    }
    if (files.length >= maxFilesPerUpload) {
      await drain(part.file);
      files.push(refused(part.filename, 'tooMany'));
      continue;
    }
    const stored = await storeFile(deps, target, part, storeFailures);
    files.push(typeof stored === 'string' ? refused(part.filename, stored) : stored);
  }
  if (!target) {
    const checked = checkFields(fields, language);
    return checked.ok
      ? refusedUpload('files', say(language, documentRefusalText.noFiles))
      : checked.refusal;
  }
  return success({ files, storeFailures });
}

function checkFields(
  fields: Record<string, unknown>,
  language: Language,
): { ok: true; fields: UploadFields } | { ok: false; refusal: Refused } {
  const checked = uploadFieldsSchema.safeParse(fields);
  if (checked.success) return { ok: true, fields: checked.data };
  const field =
    checked.error.issues[0]?.path[0] === 'documentType' ? 'documentType' : 'claimNumber';
  const message =
    field === 'documentType' ? documentRefusalText.noDocumentType : documentRefusalText.noClaim;
  return { ok: false, refusal: refusedUpload(field, say(language, message)) };
}

/** Enough of the start of a file for file-type to tell a PDF, JPEG or PNG. */
const sniffBytes = 4100;

/** One file stored, or the name of why it was refused. */
async function storeFile(
  deps: DocumentsDeps,
  target: UploadTarget,
  part: Extract<UploadPart, { type: 'file' }>,
  storeFailures: string[],
): Promise<UploadedFile | DocumentRefusal> {
  const fileName = cleanFileName(part.filename);
  // Pulled by hand, never by `for await`: leaving such a loop early would destroy the file
  // stream and with it the rest of the upload.
  const chunks = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head = await readHead(chunks);
  const contentType = (await fileTypeFromBuffer(head))?.mime;
  const refusal = refusalOfContent(contentType, head.length);
  if (refusal || !contentType) {
    await drainIterator(chunks);
    return refusal ?? 'notAccepted';
  }

  const id = randomUUID();
  const { key, wrapped } = newDocumentKey(deps.dataKey);
  let sizeBytes = 0;
  let tooLarge = false;
  /** The request broke (the client went away): nothing more of it can be read. */
  let requestBroke = false;
  const nextChunk = () =>
    chunks.next().catch((error: unknown) => {
      requestBroke = true;
      throw error;
    });
  async function* plainBytes() {
    sizeBytes += head.length;
    yield head;
    for (let next = await nextChunk(); !next.done; next = await nextChunk()) {
      sizeBytes += next.value.length;
      yield next.value;
    }
    // Multipart's size limit ends the file early and marks it.
    if (part.file.truncated) {
      tooLarge = true;
      throw new Error('The file is over the size limit');
    }
  }
  // Noted first: whatever becomes of the write, its object is never left for good.
  await noteDocumentWrite(deps.db, id, deps.clock.now());
  try {
    await deps.store.write(id, sealedStream(Readable.from(plainBytes()), key, id));
  } catch (error) {
    if (tooLarge) return 'tooLarge';
    if (requestBroke) throw error;
    // The store failed, not the request: the rest of the file is read and dropped so that the
    // next one can be read, and this one is refused with what a person can do about it.
    storeFailures.push(storeFailureReason(error));
    await drainIterator(chunks);
    return 'notStored';
  }
  const now = deps.clock.now();
  let listed: boolean;
  try {
    listed = await insertDocument(
      deps.db,
      {
        id,
        claimId: target.claimId,
        memberId: target.memberId,
        documentType: target.documentType,
        fileName,
        contentType,
        sizeBytes,
        storageKey: id,
        wrappedKey: wrapped,
        objectFormat: newObjectFormat,
        createdAt: now,
      },
      documentReceivedTexts[target.documentType],
      // The claims system hears of it: which claim, which kind, never the file's name.
      sealedEvent(deps.dataKey, {
        id: randomUUID(),
        type: 'document.received',
        at: now.toISOString(),
        claimNumber: target.claimNumber,
        documentId: id,
        documentType: target.documentType,
      }),
    );
  } catch (error) {
    // Not listed: the object goes, or its note stays for the sweep.
    await deps.store.remove(id).catch(() => undefined);
    throw error;
  }
  if (!listed) {
    // Written so slowly that the sweep took it for abandoned, and may have removed it.
    await deps.store.remove(id).catch(() => undefined);
    storeFailures.push('the write outlasted the sweep of abandoned writes');
    return 'notStored';
  }
  deps.messageQueued();
  return { fileName, outcome: 'stored', id };
}

async function readHead(chunks: AsyncIterator<Buffer>): Promise<Buffer> {
  const head: Buffer[] = [];
  let length = 0;
  while (length < sniffBytes) {
    const next = await chunks.next();
    if (next.done) break;
    head.push(next.value);
    length += next.value.length;
  }
  return Buffer.concat(head);
}

async function drainIterator(chunks: AsyncIterator<Buffer>): Promise<void> {
  while (!(await chunks.next()).done);
}

function drain(file: Readable): Promise<void> {
  return drainIterator(file[Symbol.asyncIterator]() as AsyncIterator<Buffer>);
}
