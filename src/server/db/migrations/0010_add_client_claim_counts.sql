CREATE TABLE "client_claim_counts" (
	"client_id" char(9) PRIMARY KEY NOT NULL,
	"open_claims" integer DEFAULT 0 NOT NULL,
	"open_leave" integer DEFAULT 0 NOT NULL,
	"statements_due" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Kept by the claims' own writes, in their transactions, once per statement: a statement that
-- writes 20,000 claims moves each client's row once, and one that moves no open claim (a
-- timestamp, a closed claim) takes no lock. The open statuses are openClaimStatuses
-- (src/domain/shared/claim-terms.ts); claim-counts.test.ts fails when the two differ.
CREATE FUNCTION "client_claim_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "client_claim_counts" AS "counts" ("client_id", "open_claims", "open_leave", "statements_due")
		SELECT "client_id",
			coalesce(sum("sign") FILTER (WHERE "kind" = 'disability'), 0),
			coalesce(sum("sign") FILTER (WHERE "kind" = 'leave'), 0),
			coalesce(sum("sign") FILTER (WHERE "employer_statement_at" IS NULL), 0)
		FROM (SELECT "client_id", "kind", "employer_statement_at", 1 AS "sign" FROM "new_claims" WHERE "status" IN ('submitted', 'in-review', 'information-needed', 'approved')) AS "moves"
		GROUP BY "client_id"
		HAVING sum("sign") FILTER (WHERE "kind" = 'disability') <> 0
			OR sum("sign") FILTER (WHERE "kind" = 'leave') <> 0
			OR sum("sign") FILTER (WHERE "employer_statement_at" IS NULL) <> 0
		ON CONFLICT ("client_id") DO UPDATE SET
			"open_claims" = "counts"."open_claims" + excluded."open_claims",
			"open_leave" = "counts"."open_leave" + excluded."open_leave",
			"statements_due" = "counts"."statements_due" + excluded."statements_due";
	ELSIF TG_OP = 'UPDATE' THEN
		INSERT INTO "client_claim_counts" AS "counts" ("client_id", "open_claims", "open_leave", "statements_due")
		SELECT "client_id",
			coalesce(sum("sign") FILTER (WHERE "kind" = 'disability'), 0),
			coalesce(sum("sign") FILTER (WHERE "kind" = 'leave'), 0),
			coalesce(sum("sign") FILTER (WHERE "employer_statement_at" IS NULL), 0)
		FROM (SELECT "client_id", "kind", "employer_statement_at", 1 AS "sign" FROM "new_claims" WHERE "status" IN ('submitted', 'in-review', 'information-needed', 'approved')
			UNION ALL SELECT "client_id", "kind", "employer_statement_at", -1 AS "sign" FROM "old_claims" WHERE "status" IN ('submitted', 'in-review', 'information-needed', 'approved')) AS "moves"
		GROUP BY "client_id"
		HAVING sum("sign") FILTER (WHERE "kind" = 'disability') <> 0
			OR sum("sign") FILTER (WHERE "kind" = 'leave') <> 0
			OR sum("sign") FILTER (WHERE "employer_statement_at" IS NULL) <> 0
		ON CONFLICT ("client_id") DO UPDATE SET
			"open_claims" = "counts"."open_claims" + excluded."open_claims",
			"open_leave" = "counts"."open_leave" + excluded."open_leave",
			"statements_due" = "counts"."statements_due" + excluded."statements_due";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "client_claim_counts" AS "counts" ("client_id", "open_claims", "open_leave", "statements_due")
		SELECT "client_id",
			coalesce(sum("sign") FILTER (WHERE "kind" = 'disability'), 0),
			coalesce(sum("sign") FILTER (WHERE "kind" = 'leave'), 0),
			coalesce(sum("sign") FILTER (WHERE "employer_statement_at" IS NULL), 0)
		FROM (SELECT "client_id", "kind", "employer_statement_at", -1 AS "sign" FROM "old_claims" WHERE "status" IN ('submitted', 'in-review', 'information-needed', 'approved')) AS "moves"
		GROUP BY "client_id"
		HAVING sum("sign") FILTER (WHERE "kind" = 'disability') <> 0
			OR sum("sign") FILTER (WHERE "kind" = 'leave') <> 0
			OR sum("sign") FILTER (WHERE "employer_statement_at" IS NULL) <> 0
		ON CONFLICT ("client_id") DO UPDATE SET
			"open_claims" = "counts"."open_claims" + excluded."open_claims",
			"open_leave" = "counts"."open_leave" + excluded."open_leave",
			"statements_due" = "counts"."statements_due" + excluded."statements_due";
	ELSE
		DELETE FROM "client_claim_counts";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "claims_counts_insert" AFTER INSERT ON "claims" REFERENCING NEW TABLE AS "new_claims" FOR EACH STATEMENT EXECUTE FUNCTION "client_claim_counts_move"();
--> statement-breakpoint
CREATE TRIGGER "claims_counts_update" AFTER UPDATE ON "claims" REFERENCING OLD TABLE AS "old_claims" NEW TABLE AS "new_claims" FOR EACH STATEMENT EXECUTE FUNCTION "client_claim_counts_move"();
--> statement-breakpoint
CREATE TRIGGER "claims_counts_delete" AFTER DELETE ON "claims" REFERENCING OLD TABLE AS "old_claims" FOR EACH STATEMENT EXECUTE FUNCTION "client_claim_counts_move"();
--> statement-breakpoint
CREATE TRIGGER "claims_counts_truncate" AFTER TRUNCATE ON "claims" FOR EACH STATEMENT EXECUTE FUNCTION "client_claim_counts_move"();
--> statement-breakpoint
INSERT INTO "client_claim_counts" ("client_id", "open_claims", "open_leave", "statements_due")
SELECT "client_id",
	count(*) FILTER (WHERE "kind" = 'disability'),
	count(*) FILTER (WHERE "kind" = 'leave'),
	count(*) FILTER (WHERE "employer_statement_at" IS NULL)
FROM "claims" WHERE "status" IN ('submitted', 'in-review', 'information-needed', 'approved')
GROUP BY "client_id";
