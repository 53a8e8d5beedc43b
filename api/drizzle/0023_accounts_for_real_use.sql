-- Accounts and instance for real use (docs/product.md#two-factor-sign-in, #sessions,
-- #instance-administration).
-- Two-factor sign-in: the TOTP secret is sealed with ENCRYPTION_KEY like the Google tokens;
-- totp_pending_secret waits for the first code; totp_last_step refuses a code used twice.
ALTER TABLE "users" ADD COLUMN "totp_secret" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_pending_secret" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_enabled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_last_step" bigint;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_admin" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;
--> statement-breakpoint
-- The first account of an instance that already has accounts is its administrator.
UPDATE "users" SET "is_admin" = true WHERE "id" = (SELECT "id" FROM "users" ORDER BY "created_at", "id" LIMIT 1);
--> statement-breakpoint
CREATE TABLE "two_factor_recovery_codes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "code_hash" text NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "two_factor_recovery_codes_user_hash_key" UNIQUE ("user_id", "code_hash")
);
--> statement-breakpoint
-- A session is one sign-in on one device: its id is the family of its refresh tokens, and every
-- access token names it, so ending it refuses both at once.
CREATE TABLE "sessions" (
  "id" uuid PRIMARY KEY NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "user_agent" text,
  "ip_prefix" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" ("user_id");
--> statement-breakpoint
-- Existing sign-ins become sessions (device unknown), so nobody is signed out by the upgrade.
INSERT INTO "sessions" ("id", "user_id", "created_at", "last_seen_at", "expires_at", "revoked_at")
SELECT "family_id", min("user_id"::text)::uuid, min("created_at"), max("created_at"), max("expires_at"),
  CASE WHEN bool_and("revoked_at" IS NOT NULL) THEN max("revoked_at") ELSE NULL END
FROM "refresh_tokens" GROUP BY "family_id";
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_family_id_sessions_fk" FOREIGN KEY ("family_id") REFERENCES "sessions"("id") ON DELETE CASCADE;
--> statement-breakpoint
-- One row: the sign-up mode chosen by an administrator (null: SIGNUP_MODE's default).
CREATE TABLE "instance_settings" (
  "id" integer PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
  "signup_mode" text CHECK ("signup_mode" IS NULL OR "signup_mode" IN ('open', 'invitation', 'closed')),
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instance_invitations" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "email" text NOT NULL,
  "token_hash" text NOT NULL UNIQUE,
  "invited_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "instance_invitations_email_idx" ON "instance_invitations" (lower("email"));
--> statement-breakpoint
-- Every administrator action; actor and target keep their names when the accounts go.
CREATE TABLE "admin_audit_log" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "actor_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "actor_label" text NOT NULL,
  "action" text NOT NULL,
  "target_label" text,
  "details" jsonb,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_at_idx" ON "admin_audit_log" ("created_at");
