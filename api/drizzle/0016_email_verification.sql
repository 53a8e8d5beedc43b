-- When the account's e-mail address was proven: by opening the verification link, or by Google's
-- `email_verified` claim at Google sign-up (docs/product.md#verified-e-mail-addresses). Null means
-- unverified: such an account cannot see or accept invitations, create API keys or webhooks, or be
-- linked by Google sign-in. Accounts created before verification existed start unverified, except
-- those already linked to a Google identity.
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "google_subject" IS NOT NULL;
