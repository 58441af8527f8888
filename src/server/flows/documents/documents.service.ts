// The documents calls that read (docs/product/documents.md): the member's claims and documents,
// and one document opened for its download. The upload is document-upload.service.ts.

import type { Readable } from 'node:stream';
import {
  documentIdSchema,
  type DocumentsAnswer,
  type UploadFields,
} from '#domain/documents/documents-answers';
import type { Language } from '#domain/language/language';
import type { Clock } from '#domain/shared/clock';
import { defineMessages } from '#domain/shared/define-messages';
import { notFound, type Outcome, success } from '#domain/shared/outcome';
import type { DocumentStore } from '#server/adapters/document-store';
import type { EmployeeLogin } from '#server/db/accounts-repository';
import { recordAuditEvent } from '#server/db/audit-repository';
import type { Database } from '#server/db/client';
import {
  findMemberDocument,
  listMemberClaims,
  listMemberDocuments,
} from '#server/db/documents-repository';
import type { DataKeys } from '#server/crypto/sealed-data';
import { say } from '#server/language/say';
import {
  isObjectFormat,
  ObjectNotOpened,
  openDocumentKey,
  openedDownload,
} from './document-cipher.ts';

export interface DocumentsDeps {
  db: Database;
  clock: Clock;
  /** Seals new documents' keys with DATA_KEY; opens them with it or a previous key. */
  dataKey: DataKeys;
  store: DocumentStore;
  /** Told when an event for the claims system was queued. */
  messageQueued(): void;
}

/** The logged-in employee's census member: an account the census does not list has none. */
export type DocumentsMember = Pick<EmployeeLogin, 'memberId'> | undefined;

export async function listDocuments(
  deps: DocumentsDeps,
  member: DocumentsMember,
): Promise<DocumentsAnswer> {
  if (!member) return { claims: [], documents: [] };
  const [claims, documents] = await Promise.all([
    listMemberClaims(deps.db, member.memberId),
    listMemberDocuments(deps.db, member.memberId),
  ]);
  return {
    claims,
    documents: documents.map((document) => ({
      ...document,
      documentType: document.documentType as UploadFields['documentType'],
      receivedAt: document.receivedAt.toISOString(),
    })),
  };
}

export interface OpenedDocument {
  fileName: string;
  contentType: string;
  sizeBytes: number;
  bytes: Readable;
}

const downloadText = defineMessages({
  noSuchDocument: {
    id: 'documents.refusal.noSuchDocument',
    defaultMessage: 'There is no such document.',
  },
  damaged: {
    id: 'documents.refusal.damaged',
    defaultMessage:
      'We cannot give you this document: our copy of it is damaged. Please send it to us again.',
  },
});

/**
 * A stored object that does not open at its start (altered, cut short, another document's):
 * nothing of it is sent. `segment` and the id are for the log; `message` for the person.
 */
export interface DamagedDocument {
  kind: 'damaged';
  documentId: string;
  segment: number | undefined;
  reason: string;
  message: string;
}

/**
 * A document of the logged-in member, opened as it streams, with the download audited by
 * its id alone. Another person's document or an unknown id: not found, alike, said in
 * `language`. Its first segment is opened and checked before the answer: an object that fails
 * there is `damaged`, and no download is audited.
 */
export async function openDocument(
  deps: DocumentsDeps,
  caller: { accountId: string; member: DocumentsMember; address: string },
  id: string,
  language: Language,
): Promise<Outcome<OpenedDocument> | DamagedDocument> {
  const noSuchDocument = notFound(say(language, downloadText.noSuchDocument));
  if (!documentIdSchema.safeParse({ id }).success) return noSuchDocument;
  const { member } = caller;
  const document = member && (await findMemberDocument(deps.db, member.memberId, id));
  if (!document) return noSuchDocument;
  const format = document.objectFormat;
  if (!isObjectFormat(format)) throw new Error(`A document row names object format ${format}`);
  const key = openDocumentKey(deps.dataKey, document.wrappedKey);
  let bytes: Readable;
  try {
    bytes = await openedDownload(
      await deps.store.read(document.storageKey),
      key,
      document.id,
      format,
    );
  } catch (error) {
    if (!(error instanceof ObjectNotOpened)) throw error;
    return {
      kind: 'damaged',
      documentId: document.id,
      segment: error.segment,
      reason: error.reason,
      message: say(language, downloadText.damaged),
    };
  }
  try {
    await recordAuditEvent(deps.db, {
      action: 'document.downloaded',
      accountId: caller.accountId,
      address: caller.address,
      details: { documentId: document.id },
      at: deps.clock.now(),
    });
  } catch (error) {
    // Not audited, not given: the object's read ends here.
    bytes.destroy();
    throw error;
  }
  return success({
    fileName: document.fileName,
    contentType: document.contentType,
    sizeBytes: document.sizeBytes,
    bytes,
  });
}
