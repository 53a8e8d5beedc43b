-- The Jitsi Meet room of a booking (issue #25, docs/product.md#jitsi-meet): its full join link,
-- made in the booking transaction and kept across reschedules; the meetings of a series share one.
ALTER TABLE "bookings" ADD COLUMN "jitsi_link" text;
