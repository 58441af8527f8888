CREATE TABLE "flow_claim_drafts" (
	"transaction_id" uuid PRIMARY KEY NOT NULL,
	"step" text NOT NULL,
	"answers_sealed" text NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "flow_claim_drafts" ADD CONSTRAINT "flow_claim_drafts_transaction_id_flows_transaction_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."flows"("transaction_id") ON DELETE cascade ON UPDATE no action;