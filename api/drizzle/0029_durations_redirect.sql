-- Several durations per event type and a page after booking (issue #26 items 3 and 7,
-- docs/product.md#several-durations and #after-booking).
-- The durations the attendee may choose from; empty: only "duration" (which stays the default).
ALTER TABLE "event_types" ADD COLUMN "durations" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "event_types" ADD CONSTRAINT "event_types_durations_check"
  CHECK (cardinality("durations") <= 6 AND 5 <= ALL("durations") AND 720 >= ALL("durations"));--> statement-breakpoint
-- An https address the attendee is sent to after booking; null: the confirmation page stays.
ALTER TABLE "event_types" ADD COLUMN "redirect_url" text;--> statement-breakpoint
ALTER TABLE "event_types" ADD CONSTRAINT "event_types_redirect_url_check"
  CHECK ("redirect_url" IS NULL OR ("redirect_url" LIKE 'https://%' AND length("redirect_url") <= 2000));
