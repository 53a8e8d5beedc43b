-- Booking limits, slot interval and a fixed booking window (issue #26 items 1-2,
-- docs/product.md#booking-limits-and-start-times). Null: no limit / as before.
ALTER TABLE "event_types" ADD COLUMN "limit_per_day" integer;--> statement-breakpoint
ALTER TABLE "event_types" ADD COLUMN "limit_per_week" integer;--> statement-breakpoint
ALTER TABLE "event_types" ADD COLUMN "limit_per_month" integer;--> statement-breakpoint
ALTER TABLE "event_types" ADD COLUMN "limit_per_year" integer;--> statement-breakpoint
ALTER TABLE "event_types" ADD COLUMN "slot_interval" integer;--> statement-breakpoint
ALTER TABLE "event_types" ADD COLUMN "booking_window_start" date;--> statement-breakpoint
ALTER TABLE "event_types" ADD COLUMN "booking_window_end" date;--> statement-breakpoint
ALTER TABLE "event_types" ADD CONSTRAINT "event_types_limits_check" CHECK (
  coalesce("limit_per_day", 1) >= 1 AND coalesce("limit_per_week", 1) >= 1
  AND coalesce("limit_per_month", 1) >= 1 AND coalesce("limit_per_year", 1) >= 1);--> statement-breakpoint
ALTER TABLE "event_types" ADD CONSTRAINT "event_types_slot_interval_check" CHECK ("slot_interval" BETWEEN 5 AND 120);--> statement-breakpoint
-- A fixed window has both ends or none.
ALTER TABLE "event_types" ADD CONSTRAINT "event_types_booking_window_range_check" CHECK (
  ("booking_window_start" IS NULL) = ("booking_window_end" IS NULL)
  AND ("booking_window_start" IS NULL OR "booking_window_start" <= "booking_window_end"));--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "max_meetings_per_day" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "max_meetings_per_week" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_meeting_limits_check" CHECK (
  coalesce("max_meetings_per_day", 1) >= 1 AND coalesce("max_meetings_per_week", 1) >= 1);
