-- Recurring series (docs/product.md#recurring-series): how a recurring type repeats, and the
-- series an attendee booked, whose meetings are ordinary bookings linked by series_id (so the
-- no-double-booking constraint, reminders and the host's list treat each meeting as one).
ALTER TABLE "event_types" ADD COLUMN "recurring_frequency" text DEFAULT 'weekly' NOT NULL;
--> statement-breakpoint
ALTER TABLE "event_types" ADD COLUMN "recurring_max_count" integer DEFAULT 6 NOT NULL;
--> statement-breakpoint
ALTER TABLE "event_types" ADD CONSTRAINT "event_types_recurring_frequency_check"
  CHECK ("recurring_frequency" IN ('weekly', 'biweekly', 'monthly_weekday', 'monthly_date'));
--> statement-breakpoint
ALTER TABLE "event_types" ADD CONSTRAINT "event_types_recurring_max_count_check"
  CHECK ("recurring_max_count" BETWEEN 2 AND 24);
--> statement-breakpoint
CREATE TABLE "booking_series" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "event_type_id" uuid NOT NULL REFERENCES "event_types"("id") ON DELETE CASCADE,
  "frequency" text NOT NULL,
  "time_zone" text NOT NULL,
  "first_start" timestamp with time zone NOT NULL,
  "count" integer NOT NULL,
  "skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "booking_series_count_check" CHECK ("count" BETWEEN 2 AND 24),
  CONSTRAINT "booking_series_frequency_check"
    CHECK ("frequency" IN ('weekly', 'biweekly', 'monthly_weekday', 'monthly_date'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "series_id" uuid REFERENCES "booking_series"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "series_index" smallint;
--> statement-breakpoint
CREATE INDEX "bookings_series_idx" ON "bookings" USING btree ("series_id", "series_index") WHERE "series_id" IS NOT NULL;
