-- Attendee e-mail confirmation (docs/product.md#attendee-e-mail-confirmation): a type may ask the
-- attendee to prove their address; the booking then holds its time as 'unverified' for 15
-- minutes until the link in the mail is opened.
ALTER TABLE "event_types" ADD COLUMN "confirm_attendee_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" IN ('pending', 'confirmed', 'cancelled', 'unverified'));--> statement-breakpoint
-- An unverified hold is live: the no-double-booking constraint covers it like a booking. Set on
-- the booking_hosts row itself (after booking_hosts_mirror has copied the status, triggers run
-- by name), so whichever function writes the row, the hold cannot escape the constraint.
CREATE FUNCTION "booking_hosts_unverified_live"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'unverified' THEN NEW."live" := true; END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "booking_hosts_unverified_live" BEFORE INSERT OR UPDATE ON "booking_hosts"
  FOR EACH ROW EXECUTE FUNCTION "booking_hosts_unverified_live"();--> statement-breakpoint
-- The confirmation links: the token only as its SHA-256; the row outlives a released hold
-- (booking_id set null) so an expired link can say so. Kept 7 days (the release job prunes).
CREATE TABLE "booking_email_confirmations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"booking_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "booking_email_confirmations" ADD CONSTRAINT "booking_email_confirmations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_email_confirmations_booking_idx" ON "booking_email_confirmations" USING btree ("booking_id");--> statement-breakpoint
-- Free times skip expired holds through this (few rows: only holds not yet confirmed).
CREATE INDEX "booking_email_confirmations_open_idx" ON "booking_email_confirmations" USING btree ("booking_id", "expires_at") WHERE "confirmed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "booking_email_confirmations_expires_idx" ON "booking_email_confirmations" USING btree ("expires_at");
