CREATE TABLE "claims_system_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"claim_id" uuid NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claim_payments" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "claims_system_events" ADD CONSTRAINT "claims_system_events_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_payments" ADD CONSTRAINT "claim_payments_external_id_unique" UNIQUE("external_id");