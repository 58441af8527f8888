CREATE TABLE "coverages" (
	"sequence" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coverages_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" uuid NOT NULL,
	"valid_from" date NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"enrolled" boolean NOT NULL,
	"effective_date" date NOT NULL,
	"end_date" date,
	"elected_cents" integer,
	"evidence_approved" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employment" (
	"sequence" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employment_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" uuid NOT NULL,
	"valid_from" date NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" text NOT NULL,
	"status" text NOT NULL,
	"last_day_worked" date,
	"annual_earnings_cents" integer NOT NULL,
	"hours_per_week" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" char(9) NOT NULL,
	"kind" text NOT NULL,
	"policy_number" text NOT NULL,
	"paid_by" text NOT NULL,
	"formula" jsonb NOT NULL,
	"rate_microdollars" integer NOT NULL,
	CONSTRAINT "plans_policy_number_unique" UNIQUE("policy_number"),
	CONSTRAINT "plans_client_kind_unique" UNIQUE("client_id","kind")
);
--> statement-breakpoint
ALTER TABLE "coverages" ADD CONSTRAINT "coverages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coverages" ADD CONSTRAINT "coverages_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment" ADD CONSTRAINT "employment_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coverages_member_idx" ON "coverages" USING btree ("member_id","valid_from");--> statement-breakpoint
CREATE INDEX "employment_member_idx" ON "employment" USING btree ("member_id","valid_from");--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "std_benefit_percent";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "std_weekly_maximum_cents";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "std_elimination_days";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "std_maximum_weeks";--> statement-breakpoint
-- The member record is only ever added to (docs/decisions/0036-effective-dated-member-record.md):
-- a change is a new row, so any past day reads back as it was. The database refuses the rest.
CREATE FUNCTION "member_record_refuse_rewrite"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'rows of % are never updated or deleted: add a row from the day the change takes effect', TG_TABLE_NAME;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "employment_append_only" BEFORE UPDATE OR DELETE ON "employment"
	FOR EACH ROW EXECUTE FUNCTION "member_record_refuse_rewrite"();
--> statement-breakpoint
CREATE TRIGGER "coverages_append_only" BEFORE UPDATE OR DELETE ON "coverages"
	FOR EACH ROW EXECUTE FUNCTION "member_record_refuse_rewrite"();
