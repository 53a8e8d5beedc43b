-- No double booking, by construction (decisions §2): two live bookings of one host may not
-- overlap in their blocked range (meeting plus buffers), unless they are seats of the same
-- group time slot (same seat_key). Cancelled bookings free their time. Needs btree_gist for
-- the = and <> operators on uuid and text (created in 0000_init).
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_double_booking"
  EXCLUDE USING gist (
    "host_id" WITH =,
    tstzrange("blocked_start", "blocked_end", '[)') WITH &&,
    "seat_key" WITH <>
  ) WHERE ("status" <> 'cancelled');
