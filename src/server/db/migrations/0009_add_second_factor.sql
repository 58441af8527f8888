CREATE TABLE "account_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"device_hash" text NOT NULL,
	"browser" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"remembered_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "account_factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"credential_id" text,
	"public_key" text,
	"sign_count" bigint,
	"transports" text,
	"secret_sealed" text,
	"last_used_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "account_factors_kind_check" CHECK (("account_factors"."kind" = 'passkey' and "account_factors"."credential_id" is not null and "account_factors"."public_key" is not null and "account_factors"."sign_count" is not null)
       or ("account_factors"."kind" = 'app' and "account_factors"."secret_sealed" is not null))
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"account_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "recovery_codes_account_id_code_hash_pk" PRIMARY KEY("account_id","code_hash")
);
--> statement-breakpoint
CREATE TABLE "session_challenges" (
	"session_id_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sends" integer DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "session_challenges_session_id_hash_purpose_pk" PRIMARY KEY("session_id_hash","purpose")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sequence" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "outbox_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "confirmed_with" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "must_enrol" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "account_devices" ADD CONSTRAINT "account_devices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_factors" ADD CONSTRAINT "account_factors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_challenges" ADD CONSTRAINT "session_challenges_session_id_hash_sessions_id_hash_fk" FOREIGN KEY ("session_id_hash") REFERENCES "public"."sessions"("id_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_devices_account_device_unique" ON "account_devices" USING btree ("account_id","device_hash");--> statement-breakpoint
CREATE INDEX "account_factors_account_idx" ON "account_factors" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_factors_credential_unique" ON "account_factors" USING btree ("credential_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_factors_one_app" ON "account_factors" USING btree ("account_id") WHERE "account_factors"."kind" = 'app';