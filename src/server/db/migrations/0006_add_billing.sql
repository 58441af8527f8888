CREATE TABLE "client_rates" (
	"client_id" char(9) NOT NULL,
	"coverage" text NOT NULL,
	"monthly_rate_cents" integer NOT NULL,
	CONSTRAINT "client_rates_client_id_coverage_pk" PRIMARY KEY("client_id","coverage")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"invoice_id" uuid NOT NULL,
	"coverage" text NOT NULL,
	"covered_employees" integer NOT NULL,
	"monthly_rate_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "invoice_lines_invoice_id_coverage_pk" PRIMARY KEY("invoice_id","coverage")
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"provider_payment_id" text,
	"amount_cents" integer NOT NULL,
	"account_holder_name" text NOT NULL,
	"account_last4" char(4) NOT NULL,
	"status" text NOT NULL,
	"failure_message" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "invoice_payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "invoice_payments_provider_payment_id_unique" UNIQUE("provider_payment_id")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_number" text NOT NULL,
	"client_id" char(9) NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"amount_due_cents" integer NOT NULL,
	"due_on" date NOT NULL,
	"status" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "invoices_invoice_number_unique" UNIQUE("invoice_number")
);
--> statement-breakpoint
CREATE TABLE "payment_provider_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_rates" ADD CONSTRAINT "client_rates_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_live_unique" ON "invoice_payments" USING btree ("invoice_id") WHERE "invoice_payments"."status" in ('processing', 'succeeded');--> statement-breakpoint
CREATE INDEX "invoices_client_idx" ON "invoices" USING btree ("client_id","period_start");