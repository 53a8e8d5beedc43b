-- Credentials you can take back (docs/product.md#taking-credentials-back). users.token_version is
-- carried in every access token and in every refresh token row: bumping it (password reset or
-- change, "Sign out everywhere") ends every session at once, including access tokens still
-- within their lifetime. A webhook endpoint of the account is paused (paused_at, paused_reason)
-- when its password changes, until the owner resumes it; its deliveries are held meanwhile.
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "paused_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "paused_reason" text;
--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_paused_reason_check" CHECK ("paused_reason" IS NULL OR "paused_reason" IN ('password_changed'));
