-- Location details of an event type (docs/product.md#locations) and the attendee's phone number.
ALTER TABLE "event_types" ADD COLUMN "location_address" text;--> statement-breakpoint
ALTER TABLE "event_types" ADD COLUMN "location_phone" text;--> statement-breakpoint
ALTER TABLE "event_types" ADD COLUMN "location_phone_from" text DEFAULT 'host' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_types" ADD COLUMN "location_url" text;--> statement-breakpoint
ALTER TABLE "event_types" ADD CONSTRAINT "event_types_location_phone_from_check" CHECK ("event_types"."location_phone_from" IN ('host', 'attendee'));--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "attendee_phone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "meet_link_mailed" boolean;
