ALTER TABLE "claims" ALTER COLUMN "reason" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ALTER COLUMN "provider_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ALTER COLUMN "provider_phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "employer_last_day_worked" date;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "employer_statement_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "reported_by_account_id" uuid;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_reported_by_account_id_accounts_id_fk" FOREIGN KEY ("reported_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "members_client_last_name_idx" ON "members" USING btree ("client_id","last_name_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_client_first_name_idx" ON "members" USING btree ("client_id","first_name_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "claims_client_absence_idx" ON "claims" USING btree ("client_id","first_day_of_absence","claim_number");--> statement-breakpoint
CREATE INDEX "claims_client_status_absence_idx" ON "claims" USING btree ("client_id","status","first_day_of_absence","claim_number","kind","employer_statement_at");--> statement-breakpoint
CREATE INDEX "claims_statement_due_idx" ON "claims" USING btree ("client_id","first_day_of_absence","claim_number") WHERE "claims"."employer_statement_at" is null and "claims"."status" in ('submitted', 'in-review', 'information-needed', 'approved');