CREATE TABLE "document_writes" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "document_writes_started_idx" ON "document_writes" USING btree ("started_at");