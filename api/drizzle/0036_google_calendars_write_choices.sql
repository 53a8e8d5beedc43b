-- Every calendar of every Google account, and where bookings are written (issue #25, docs/calendars.md).
CREATE TABLE "google_calendars" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "account_id" uuid NOT NULL REFERENCES "google_accounts"("id") ON DELETE CASCADE,
  "google_id" text NOT NULL,
  "summary" text NOT NULL,
  "access_role" text NOT NULL,
  "is_primary" boolean DEFAULT false NOT NULL,
  "checked" boolean DEFAULT false NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "google_calendars_account_google_id_unique" ON "google_calendars" ("account_id", "google_id");--> statement-breakpoint
CREATE TABLE "google_booking_calendars" (
  "booking_id" uuid PRIMARY KEY NOT NULL REFERENCES "bookings"("id") ON DELETE CASCADE,
  "account_id" uuid NOT NULL,
  "google_calendar_id" text NOT NULL
);--> statement-breakpoint
CREATE TABLE "host_write_calendars" (
  "user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "provider" text NOT NULL,
  "connection_id" uuid NOT NULL,
  "calendar_id" uuid NOT NULL
);--> statement-breakpoint
CREATE INDEX "host_write_calendars_connection_idx" ON "host_write_calendars" ("connection_id");--> statement-breakpoint
CREATE TABLE "event_type_calendar_choices" (
  "event_type_id" uuid PRIMARY KEY NOT NULL REFERENCES "event_types"("id") ON DELETE CASCADE,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "provider" text NOT NULL,
  "connection_id" uuid NOT NULL,
  "calendar_id" uuid NOT NULL
);--> statement-breakpoint
CREATE INDEX "event_type_calendar_choices_connection_idx" ON "event_type_calendar_choices" ("connection_id");--> statement-breakpoint
-- The CalDAV-only choices move into the provider-wide table.
INSERT INTO "event_type_calendar_choices" ("event_type_id", "user_id", "provider", "connection_id", "calendar_id")
SELECT w."event_type_id", c."user_id", 'caldav', c."id", w."calendar_id"
FROM "event_type_write_calendars" w
JOIN "caldav_calendars" k ON k."id" = w."calendar_id"
JOIN "caldav_connections" c ON c."id" = k."connection_id";--> statement-breakpoint
DROP TABLE "event_type_write_calendars";
