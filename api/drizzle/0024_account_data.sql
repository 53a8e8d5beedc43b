-- Your data (docs/product.md#your-data): exports of an account, kept in the database (every API
-- process serves them) for 24 hours, and the mark of an account whose deletion is under way.
CREATE TABLE "account_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"file_name" text,
	"archive" bytea,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_exports_status_check" CHECK ("status" IN ('pending', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "account_exports" ADD CONSTRAINT "account_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_exports_user_idx" ON "account_exports" USING btree ("user_id", "created_at");--> statement-breakpoint
CREATE INDEX "account_exports_expires_idx" ON "account_exports" USING btree ("expires_at");--> statement-breakpoint
-- Set when the owner deleted the account: nothing signs in any more, and a job removes the rest
-- once the cancellation mails, calendar deletions and webhooks are out.
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;
