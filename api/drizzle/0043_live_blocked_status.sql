-- Free times (issue #30): the live busy-time index also carries the booking's status, so that the
-- free-times statement asks about an expired e-mail hold only for the rows that can be one
-- ('unverified') while staying an index-only scan; before, every live row of the window probed
-- booking_email_confirmations. The new index is built beside the old one and takes its name.
CREATE INDEX "booking_hosts_live_blocked_status_idx" ON "booking_hosts" USING btree ("host_id", "blocked_start")
  INCLUDE ("blocked_end", "seat_key", "booking_id", "status") WHERE "live";--> statement-breakpoint
DROP INDEX "booking_hosts_live_blocked_idx";--> statement-breakpoint
ALTER INDEX "booking_hosts_live_blocked_status_idx" RENAME TO "booking_hosts_live_blocked_idx";
