// Documents sent for claims: what was stored and under which sealed key, and the writes under
// way, whose objects the sweep removes when they were never listed.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from './census.ts';
import { claims } from './claims.ts';

/**
 * Documents sent for a claim (docs/product/documents.md). A row is written only once the file
 * is stored whole; the file is sealed with its own data key, itself sealed with DATA_KEY.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    /** DocumentType. */
    documentType: text('document_type').notNull(),
    /** The name as sent, cleaned of path separators and control characters. */
    fileName: text('file_name').notNull(),
    /** Sniffed from the bytes: application/pdf, image/jpeg or image/png. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Where the sealed bytes are: a file name under DATA_DIR/documents, or an S3 key. */
    storageKey: text('storage_key').notNull(),
    /** The document's data key, sealed with the key derived from DATA_KEY. */
    wrappedKey: text('wrapped_key').notNull(),
    /**
     * How the object is sealed (flows/documents/document-cipher.ts, decision 0038): 1, one
     * AES-256-GCM over the whole object, as every document uploaded before format 2 was; 2,
     * segments of 64 KiB, each with its own tag, after a header that starts with the byte 2.
     */
    objectFormat: smallint('object_format').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('documents_claim_idx').on(table.claimId, table.createdAt),
    index('documents_member_idx').on(table.memberId, table.createdAt),
    check('documents_object_format_check', sql`${table.objectFormat} in (1, 2)`),
  ],
);

/**
 * Objects being written to the document store, noted before their first byte goes out. The
 * note is taken off in the transaction that lists the document; a write that failed, or whose
 * process died, leaves it, and maybe an object (or a `.partial` file) that nothing lists:
 * unreadable, as its data key was never kept, and removed by the sweep once its upload is
 * long over (abandoned-writes.ts).
 */
export const documentWrites = pgTable(
  'document_writes',
  {
    /** The object's key: the id its document would have had. */
    storageKey: text('storage_key').primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('document_writes_started_idx').on(table.startedAt)],
);
