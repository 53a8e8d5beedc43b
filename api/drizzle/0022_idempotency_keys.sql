-- Idempotency keys of POST /api/public/bookings (docs/product.md#idempotent-bookings): the primary
-- key lets exactly one request claim a key, on any API process; the answer is stored with it and
-- replayed to retries for 24 hours.
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"state" text NOT NULL,
	"owner" text NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"response_status" integer,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key"),
	CONSTRAINT "idempotency_keys_state_check" CHECK ("state" IN ('pending', 'done')),
	CONSTRAINT "idempotency_keys_done_check" CHECK ("state" = 'pending' OR ("response_status" IS NOT NULL AND "response_body" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_at_idx" ON "idempotency_keys" USING btree ("expires_at");
