CREATE TABLE "beneficiary_designations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"rows_sealed" text NOT NULL,
	"row_count" integer NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"saved_by" uuid,
	"source" text NOT NULL,
	"save_id" uuid NOT NULL,
	CONSTRAINT "beneficiary_designations_version_unique" UNIQUE("member_id","plan_id","version")
);
--> statement-breakpoint
ALTER TABLE "beneficiary_designations" ADD CONSTRAINT "beneficiary_designations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_designations" ADD CONSTRAINT "beneficiary_designations_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_designations" ADD CONSTRAINT "beneficiary_designations_saved_by_accounts_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beneficiary_designations_member_idx" ON "beneficiary_designations" USING btree ("member_id");--> statement-breakpoint
-- A designation is kept as saved (docs/decisions/0037-beneficiary-designations.md): never deleted,
-- and never changed but for its rows sealed again under a new DATA_KEY (npm run portal --
-- data-key rewrap), which opens to the same rows.
CREATE FUNCTION "beneficiary_designations_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' OR (to_jsonb(NEW) - 'rows_sealed') IS DISTINCT FROM (to_jsonb(OLD) - 'rows_sealed') THEN
		RAISE EXCEPTION 'rows of beneficiary_designations are never updated or deleted: save a new version';
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "beneficiary_designations_kept" BEFORE UPDATE OR DELETE ON "beneficiary_designations"
	FOR EACH ROW EXECUTE FUNCTION "beneficiary_designations_keep"();
