-- By when a decision is due (src/domain/claims/decision-deadline.ts): counted from the day a
-- claim was received, plus 30 days for each time the claims system extended it, with the reason
-- it gave the last time; an appeal's from the day it was received (src/domain/claims/appeal.ts).
-- Claims already kept were never extended nor appealed.
--
-- FMLA eligibility is judged on the employees within 75 miles as counted when notice was given
-- (src/domain/claims/fmla-eligibility.ts): each claim keeps the client's count of the moment it
-- is inserted, however it is inserted (the wizard, a public claim, the employer's report, the
-- demo), so a later change of the client's count changes no claim's eligibility. Claims already
-- kept take the count of today, the nearest there is.
--
-- Bonding leave keeps the child's date of birth or placement, which its 12 months run from.
ALTER TABLE "claims" ADD COLUMN "child_arrival_date" date;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "decision_extensions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "decision_extension_reason" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "employees_within_75_miles" integer;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "appeal_received_at" timestamp with time zone;--> statement-breakpoint
UPDATE "claims" SET "employees_within_75_miles" = "clients"."employees_within_75_miles"
FROM "clients" WHERE "clients"."client_id" = "claims"."client_id";--> statement-breakpoint
CREATE FUNCTION "claims_count_at_notice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."employees_within_75_miles" IS NULL THEN
    SELECT "employees_within_75_miles" INTO NEW."employees_within_75_miles"
    FROM "clients" WHERE "client_id" = NEW."client_id";
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "claims_count_at_notice" BEFORE INSERT ON "claims"
FOR EACH ROW EXECUTE FUNCTION "claims_count_at_notice"();
