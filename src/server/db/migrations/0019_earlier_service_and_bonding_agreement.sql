ALTER TABLE "claims" ADD COLUMN "worked_before" boolean;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "earlier_service_from" date;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "earlier_service_to" date;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "employer_worked_before" boolean;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "employer_earlier_service_from" date;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "employer_earlier_service_to" date;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "employer_agrees_to_schedule" boolean;--> statement-breakpoint
-- A statement given before it asked about earlier service said none: the employer was not asked,
-- and the claim would otherwise wait for an answer that cannot come (a statement is given once).
UPDATE "claims" SET "employer_worked_before" = false WHERE "employer_statement_at" IS NOT NULL;