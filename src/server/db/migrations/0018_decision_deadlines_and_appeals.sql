-- By when a decision is due (src/domain/claims/decision-deadline.ts): counted from the day a
-- claim was received, plus 30 days for each time the claims system extended it, with the reason
-- it gave the last time; an appeal's from the day it was received (src/domain/claims/appeal.ts).
-- Claims already kept were never extended nor appealed.
ALTER TABLE "claims" ADD COLUMN "decision_extensions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "decision_extension_reason" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "appeal_received_at" timestamp with time zone;