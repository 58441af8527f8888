CREATE TABLE "flows" (
	"transaction_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"module" text NOT NULL,
	"session_id_hash" text NOT NULL,
	"step" text NOT NULL,
	"ssn_length" integer DEFAULT 4 NOT NULL,
	"member_id" uuid,
	"contact_id" uuid,
	"account_id" uuid,
	"first_name" text,
	"last_name" text,
	"reserved_user_name" text,
	"bot_score" real,
	"user_name" text,
	"password_hash" text,
	"email" text,
	"phone" text,
	"code_hash" text,
	"code_channel" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"code_sends" integer DEFAULT 0 NOT NULL,
	"code_sent_at" timestamp with time zone,
	"code_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flows" ADD CONSTRAINT "flows_session_id_hash_sessions_id_hash_fk" FOREIGN KEY ("session_id_hash") REFERENCES "public"."sessions"("id_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flows" ADD CONSTRAINT "flows_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flows" ADD CONSTRAINT "flows_contact_id_employer_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."employer_contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flows" ADD CONSTRAINT "flows_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flows_session_module_unique" ON "flows" USING btree ("session_id_hash","module");--> statement-breakpoint
CREATE INDEX "flows_member_idx" ON "flows" USING btree ("member_id");