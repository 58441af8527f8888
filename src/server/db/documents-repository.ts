// Documents as the employee's calls list, store and open them. Every look-up goes through
// the census member of the logged-in account: another person's document is not found, just
// like one that does not exist.

import { and, asc, desc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from './client.ts';
import { enqueueMessage, type OutgoingMessage } from './outbox-repository.ts';
import { claimEvents, claims, documentRequests } from './schema/claims.ts';
import { documents, documentWrites } from '#server/db/schema/documents';

export async function listMemberClaims(db: Database, memberId: string) {
  return db
    .select({ claimNumber: claims.claimNumber, kind: claims.kind, status: claims.status })
    .from(claims)
    .where(eq(claims.memberId, memberId))
    .orderBy(desc(claims.createdAt), desc(claims.claimNumber));
}

export async function listMemberDocuments(db: Database, memberId: string) {
  return db
    .select({
      id: documents.id,
      claimNumber: claims.claimNumber,
      documentType: documents.documentType,
      fileName: documents.fileName,
      receivedAt: documents.createdAt,
    })
    .from(documents)
    .innerJoin(claims, eq(claims.id, documents.claimId))
    .where(eq(documents.memberId, memberId))
    .orderBy(desc(documents.createdAt), desc(documents.id));
}

export type NewDocument = typeof documents.$inferInsert & { id: string; createdAt: Date };

/** Notes a write to the document store about to start (schema/claims.ts, documentWrites). */
export async function noteDocumentWrite(db: Database, storageKey: string, at: Date) {
  await db.insert(documentWrites).values({ storageKey, startedAt: at });
}

/**
 * Takes up to `limit` writes noted before `startedBefore` off the list, oldest first: their
 * objects are the sweep's to remove. Taken first, so that an upload that was still going
 * finds its note gone and lists nothing (insertDocument).
 */
export async function takeAbandonedDocumentWrites(
  db: Database,
  startedBefore: Date,
  limit: number,
): Promise<{ storageKey: string; startedAt: Date }[]> {
  const oldest = db
    .select({ storageKey: documentWrites.storageKey })
    .from(documentWrites)
    .where(lt(documentWrites.startedAt, startedBefore))
    .orderBy(asc(documentWrites.startedAt))
    .limit(limit);
  return db
    .delete(documentWrites)
    .where(inArray(documentWrites.storageKey, oldest))
    .returning({ storageKey: documentWrites.storageKey, startedAt: documentWrites.startedAt });
}

/**
 * Lists a stored document, taking its write's note off, and in the same transaction fulfils
 * the claim's open requests for its type, telling the timeline so (`receivedText`) when there
 * was one, and queues the event that tells the claims system. False, listing nothing, when the
 * note is gone: the sweep took the write for abandoned, and its object may be gone with it.
 */
export async function insertDocument(
  db: Database,
  document: NewDocument,
  receivedText: string,
  event: OutgoingMessage,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const noted = await tx
      .delete(documentWrites)
      .where(eq(documentWrites.storageKey, document.storageKey))
      .returning({ storageKey: documentWrites.storageKey });
    if (noted.length === 0) return false;
    await tx.insert(documents).values(document);
    await enqueueMessage(tx, event, document.createdAt);
    const fulfilled = await tx
      .update(documentRequests)
      .set({ fulfilledAt: document.createdAt })
      .where(
        and(
          eq(documentRequests.claimId, document.claimId),
          eq(documentRequests.documentType, document.documentType),
          isNull(documentRequests.fulfilledAt),
        ),
      )
      .returning({ id: documentRequests.id });
    if (fulfilled.length > 0) {
      await tx
        .insert(claimEvents)
        .values({ claimId: document.claimId, at: document.createdAt, text: receivedText });
    }
    return true;
  });
}

/** A document of this member, with what it takes to open it; undefined for any other. */
export async function findMemberDocument(db: Database, memberId: string, id: string) {
  const [row] = await db
    .select({
      id: documents.id,
      fileName: documents.fileName,
      contentType: documents.contentType,
      sizeBytes: documents.sizeBytes,
      storageKey: documents.storageKey,
      wrappedKey: documents.wrappedKey,
      objectFormat: documents.objectFormat,
    })
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.memberId, memberId)));
  return row;
}

/**
 * Documents in id order after `after`, with what the operator's check compares with the store
 * (documents-check.service.ts): never a name, a type or a person.
 */
export async function listDocumentsToCheck(
  db: Database,
  { after, limit }: { after?: string; limit: number },
) {
  return db
    .select({
      id: documents.id,
      storageKey: documents.storageKey,
      sizeBytes: documents.sizeBytes,
      wrappedKey: documents.wrappedKey,
      objectFormat: documents.objectFormat,
    })
    .from(documents)
    .where(after === undefined ? undefined : gt(documents.id, after))
    .orderBy(asc(documents.id))
    .limit(limit);
}

/** Which of these storage keys a document row names now. */
export async function storageKeysWithRows(db: Database, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ storageKey: documents.storageKey })
    .from(documents)
    .where(inArray(documents.storageKey, keys));
  return new Set(rows.map((row) => row.storageKey));
}
