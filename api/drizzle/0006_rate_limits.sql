-- Rate-limit counters shared by every API replica: one row per key (action + address, account
-- or event type), counted up atomically by one INSERT ... ON CONFLICT DO UPDATE per request.
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_expires_at_idx" ON "rate_limits" USING btree ("expires_at");
--> statement-breakpoint
-- Replaced by rate_limits (one row per failure could not be counted atomically).
DROP TABLE "login_attempts";
