-- The attendee's cancel and reschedule links carry a secret of their own instead of the booking's
-- id (docs/product.md#attendee-link-secrets): 64 hex characters from two random UUIDs (244 random
-- bits, from the database's strong random source), set for every booking, existing ones included.
-- Kept as such, not hashed: reminders and later mails must write the link again.
ALTER TABLE "bookings" ADD COLUMN "link_secret" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_link_secret_idx" ON "bookings" ("link_secret");
--> statement-breakpoint
-- Links mailed before this migration carry the booking's id: they keep opening the booking until
-- it ends. Bookings made from now on answer only to their secret (the column's default is false).
ALTER TABLE "bookings" ADD COLUMN "id_link_allowed" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "bookings" SET "id_link_allowed" = true;
