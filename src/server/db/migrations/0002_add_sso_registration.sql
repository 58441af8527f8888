CREATE TABLE "sso_nonces" (
	"issuer" text NOT NULL,
	"nonce" text NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sso_nonces_issuer_nonce_pk" PRIMARY KEY("issuer","nonce")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "sso_partner_id" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "sso_subject" text;--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "sso_partner_id" text;--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "sso_subject" text;--> statement-breakpoint
CREATE INDEX "sso_nonces_expires_idx" ON "sso_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_sso_subject_unique" ON "accounts" USING btree ("sso_partner_id","sso_subject");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_sso_link_check" CHECK (("accounts"."sso_partner_id" is null) = ("accounts"."sso_subject" is null));