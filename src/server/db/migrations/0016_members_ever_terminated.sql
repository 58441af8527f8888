-- 'Terminated' on 'Employees' (src/server/db/employees-repository.ts) reads a page in name order
-- from the members ever terminated, instead of every member with a terminated row: the member
-- says so itself, and an index holds those members in name order. The database keeps the mark:
-- a trigger sets it as employment rows are added, however they are added (the forms, a census
-- file, the demo data, the bench), and the member record is never changed or deleted, so the
-- mark never needs taking back.
DROP INDEX "employment_terminated_idx";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "ever_terminated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "members" SET "ever_terminated" = true
WHERE "id" IN (SELECT "member_id" FROM "employment" WHERE "status" = 'terminated');--> statement-breakpoint
CREATE FUNCTION "employment_marks_terminated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "members" SET "ever_terminated" = true
  WHERE "id" IN (SELECT "member_id" FROM "added" WHERE "status" = 'terminated')
    AND NOT "ever_terminated";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "employment_marks_terminated" AFTER INSERT ON "employment"
REFERENCING NEW TABLE AS "added"
FOR EACH STATEMENT EXECUTE FUNCTION "employment_marks_terminated"();--> statement-breakpoint
CREATE INDEX "members_client_terminated_name_order_idx" ON "members" USING btree ("client_id","last_name_key","first_name_key","id") WHERE "members"."ever_terminated";
