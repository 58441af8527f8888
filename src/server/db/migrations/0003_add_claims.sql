CREATE SEQUENCE "public"."claim_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "claim_drafts" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"step" text NOT NULL,
	"answers_sealed" text NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"status" text,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"gross_cents" integer NOT NULL,
	"deductions_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"pay_date" date NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_number" text DEFAULT 'C' || nextval('claim_number_seq') NOT NULL,
	"member_id" uuid NOT NULL,
	"client_id" char(9) NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"last_day_worked" date NOT NULL,
	"first_day_of_absence" date NOT NULL,
	"expected_return" date NOT NULL,
	"schedule" text NOT NULL,
	"how_often" text,
	"how_long" text,
	"hours_per_week" numeric,
	"family_member_name" text,
	"relationship" text,
	"provider_name" text NOT NULL,
	"provider_phone" text NOT NULL,
	"work_related" boolean,
	"condition_category" text,
	"payment_method" text,
	"routing_number" char(9),
	"account_number_sealed" text,
	"account_last4" char(4),
	"related_claim_id" uuid,
	"idempotency_key" uuid NOT NULL,
	"hours_worked_12_months" integer,
	"weekly_earnings_cents" integer,
	"scheduled_hours_per_week" numeric,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_claim_number_unique" UNIQUE("claim_number"),
	CONSTRAINT "claims_submission_unique" UNIQUE("member_id","idempotency_key","kind")
);
--> statement-breakpoint
CREATE TABLE "document_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"requested_on" date NOT NULL,
	"due_on" date NOT NULL,
	"fulfilled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"wrapped_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_time" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"day" date NOT NULL,
	"hours" numeric NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_time_claim_day_unique" UNIQUE("claim_id","day")
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "std_benefit_percent" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "std_weekly_maximum_cents" integer DEFAULT 150000 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "std_elimination_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "std_maximum_weeks" integer DEFAULT 26 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "employees_within_75_miles" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "hire_date" date;--> statement-breakpoint
ALTER TABLE "claim_drafts" ADD CONSTRAINT "claim_drafts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_payments" ADD CONSTRAINT "claim_payments_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_time" ADD CONSTRAINT "leave_time_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_events_claim_idx" ON "claim_events" USING btree ("claim_id","at");--> statement-breakpoint
CREATE INDEX "claim_payments_claim_idx" ON "claim_payments" USING btree ("claim_id","pay_date");--> statement-breakpoint
CREATE INDEX "claims_member_idx" ON "claims" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "claims_client_idx" ON "claims" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "document_requests_claim_idx" ON "document_requests" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "documents_claim_idx" ON "documents" USING btree ("claim_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_member_idx" ON "documents" USING btree ("member_id","created_at");