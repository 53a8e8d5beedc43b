CREATE TABLE "google_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"google_subject" text NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"avatar" text,
	"scopes" jsonb NOT NULL,
	"access_token_sealed" text NOT NULL,
	"refresh_token_sealed" text,
	"token_expires_at" timestamp with time zone,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "google_connect_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"code_verifier_sealed" text NOT NULL,
	"nonce" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "google_accounts" ADD CONSTRAINT "google_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_connect_states" ADD CONSTRAINT "google_connect_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "google_accounts_user_subject_unique" ON "google_accounts" USING btree ("user_id","google_subject");--> statement-breakpoint
CREATE UNIQUE INDEX "google_accounts_one_primary_unique" ON "google_accounts" USING btree ("user_id") WHERE "google_accounts"."is_primary";--> statement-breakpoint
CREATE INDEX "google_connect_states_expires_idx" ON "google_connect_states" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "event_types" ADD CONSTRAINT "event_types_connected_google_account_id_google_accounts_id_fk" FOREIGN KEY ("connected_google_account_id") REFERENCES "public"."google_accounts"("id") ON DELETE set null ON UPDATE no action;