-- How each document's object is sealed (decision 0038, src/server/flows/documents/document-cipher.ts):
-- 1, one AES-256-GCM over the whole object, as every document stored before this migration was;
-- 2, segments of 64 KiB, each with its own tag. Rows already there keep 1, and their objects are
-- never rewritten; new uploads write 2.
ALTER TABLE "documents" ADD COLUMN "object_format" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_object_format_check" CHECK ("documents"."object_format" in (1, 2));