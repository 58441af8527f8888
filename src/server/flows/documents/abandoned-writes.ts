// The sweep of abandoned document writes (docs/product/documents.md: an interrupted upload
// leaves nothing). Every write is noted before it starts and the note goes when its document
// is listed (documents-repository.ts); a note still there long after any upload could have
// ended belongs to a write that failed or whose process died. What it may have left in the
// store (an object whose listing never came, a `.partial` file, a single put that landed as
// its answer was lost) cannot be read, its data key was never kept, but it is health data all
// the same: housekeeping removes it. A multipart upload that S3 never completed is not an
// object at all; the bucket's lifecycle rule ends those (docs/operations.md).

import type { DocumentStore } from '#server/adapters/document-store';
import type { Database } from '#server/db/client';
import { noteDocumentWrite, takeAbandonedDocumentWrites } from '#server/db/documents-repository';

/** Longer than any upload takes; one still going then is refused when it ends. */
export const abandonedAfterMs = 60 * 60_000;

const batchSize = 100;

/**
 * Removes the objects of writes noted more than `abandonedAfterMs` before `now`. A removal
 * that fails (the store is down) is noted again as it was, for the next sweep.
 */
export async function sweepAbandonedWrites(
  deps: { db: Database; store: DocumentStore },
  now: Date,
): Promise<{ removed: number; kept: number }> {
  const startedBefore = new Date(now.getTime() - abandonedAfterMs);
  let removed = 0;
  let kept = 0;
  for (;;) {
    const taken = await takeAbandonedDocumentWrites(deps.db, startedBefore, batchSize);
    for (const write of taken) {
      try {
        await deps.store.remove(write.storageKey);
        removed++;
      } catch {
        await noteDocumentWrite(deps.db, write.storageKey, write.startedAt);
        kept++;
      }
    }
    // A removal that failed is due again at once: the next sweep tries it, not this one.
    if (taken.length < batchSize || kept > 0) return { removed, kept };
  }
}
