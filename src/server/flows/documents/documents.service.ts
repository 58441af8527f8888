// The documents calls that read (DESIGN.md section 11.2): the member's claims and documents,
// and one document opened for its download. The upload is document-upload.service.ts.

import type { Readable } from 'node:stream';
import {
  documentIdSchema,
  type DocumentsAnswer,
  type UploadFields,
} from '#domain/documents/documents-answers';
import type { Clock } from '#domain/shared/clock';
import type { DocumentStore } from '#server/adapters/document-store';
import { recordAuditEvent } from '#server/db/audit-repository';
import { memberOfAccount } from '#server/db/claims-repository';
import type { Database } from '#server/db/client';
import {
  findMemberDocument,
  listMemberClaims,
  listMemberDocuments,
} from '#server/db/documents-repository';
import type { DataKeys } from '#server/sealed-data';
import { openDocumentKey, openedStream } from './document-cipher.ts';

export interface DocumentsDeps {
  db: Database;
  clock: Clock;
  /** Seals new documents' keys with DATA_KEY; opens them with it or a previous key. */
  dataKey: DataKeys;
  store: DocumentStore;
  /** Told when an event for the claims system was queued. */
  messageQueued(): void;
}

export async function listDocuments(
  deps: DocumentsDeps,
  accountId: string,
): Promise<DocumentsAnswer> {
  const member = await memberOfAccount(deps.db, accountId);
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

/**
 * A document of the logged-in member, opened as it streams, with the download audited by
 * its id alone. Another person's document or an unknown id: undefined, alike.
 */
export async function openDocument(
  deps: DocumentsDeps,
  caller: { accountId: string; address: string },
  id: string,
): Promise<OpenedDocument | undefined> {
  if (!documentIdSchema.safeParse({ id }).success) return undefined;
  const member = await memberOfAccount(deps.db, caller.accountId);
  const document = member && (await findMemberDocument(deps.db, member.memberId, id));
  if (!document) return undefined;
  const key = openDocumentKey(deps.dataKey, document.wrappedKey);
  const sealed = await deps.store.read(document.storageKey);
  await recordAuditEvent(deps.db, {
    action: 'document.downloaded',
    accountId: caller.accountId,
    address: caller.address,
    details: { documentId: document.id },
    at: deps.clock.now(),
  });
  return {
    fileName: document.fileName,
    contentType: document.contentType,
    sizeBytes: document.sizeBytes,
    bytes: openedStream(sealed, key, document.id),
  };
}
