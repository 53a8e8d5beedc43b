-- docs/product.md#private-sharing: 'listed' types show on the host's and the team's pages,
-- 'secret' ones only open from their link, 'single_use' ones only from a single-use link.
ALTER TABLE "event_types" ADD COLUMN "sharing" text DEFAULT 'listed' NOT NULL;
--> statement-breakpoint
ALTER TABLE "event_types" ADD CONSTRAINT "event_types_sharing_check" CHECK ("sharing" IN ('listed', 'secret', 'single_use'));
--> statement-breakpoint
-- docs/product.md#cancel-and-reschedule-policy: what the attendee may still change themself.
ALTER TABLE "event_types" ADD COLUMN "attendee_changes" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "event_types" ADD COLUMN "change_cutoff_hours" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "event_types" ADD CONSTRAINT "event_types_change_cutoff_check" CHECK ("change_cutoff_hours" BETWEEN 0 AND 720);
--> statement-breakpoint
ALTER TABLE "event_types" ADD COLUMN "cancel_reason_required" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- One booking each: only the SHA-256 of the link's secret is kept (the host sees the link once).
CREATE TABLE "single_use_links" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "event_type_id" uuid NOT NULL REFERENCES "event_types"("id") ON DELETE CASCADE,
  "secret_hash" text NOT NULL,
  "label" text,
  "expires_at" timestamp with time zone,
  "used_at" timestamp with time zone,
  "booking_id" uuid REFERENCES "bookings"("id") ON DELETE SET NULL,
  "revoked_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "single_use_links_secret_hash_idx" ON "single_use_links" ("secret_hash");
--> statement-breakpoint
CREATE INDEX "single_use_links_event_type_idx" ON "single_use_links" ("event_type_id", "created_at");
