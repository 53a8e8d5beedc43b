-- CalDAV calendar connections (issue #25, docs/calendars.md).
CREATE TABLE "caldav_connections" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "provider" text NOT NULL CHECK ("provider" IN ('apple', 'caldav')),
  "server_url" text NOT NULL,
  "home_url" text NOT NULL,
  "username" text NOT NULL,
  "password_sealed" text NOT NULL,
  "last_synced_at" timestamp with time zone,
  "last_error" text,
  "last_error_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "caldav_connections_user_idx" ON "caldav_connections" ("user_id");--> statement-breakpoint
CREATE TABLE "caldav_calendars" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "connection_id" uuid NOT NULL REFERENCES "caldav_connections"("id") ON DELETE CASCADE,
  "url" text NOT NULL,
  "display_name" text NOT NULL,
  "color" text,
  "checked" boolean DEFAULT true NOT NULL,
  "writable" boolean DEFAULT true NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "caldav_calendars_connection_url_unique" ON "caldav_calendars" ("connection_id", "url");--> statement-breakpoint
CREATE TABLE "event_type_write_calendars" (
  "event_type_id" uuid PRIMARY KEY NOT NULL REFERENCES "event_types"("id") ON DELETE CASCADE,
  "calendar_id" uuid NOT NULL REFERENCES "caldav_calendars"("id") ON DELETE CASCADE
);--> statement-breakpoint
CREATE INDEX "event_type_write_calendars_calendar_idx" ON "event_type_write_calendars" ("calendar_id");--> statement-breakpoint
CREATE TABLE "caldav_booking_events" (
  "booking_id" uuid NOT NULL REFERENCES "bookings"("id") ON DELETE CASCADE,
  "calendar_id" uuid NOT NULL REFERENCES "caldav_calendars"("id") ON DELETE CASCADE,
  "href" text NOT NULL,
  PRIMARY KEY ("booking_id", "calendar_id")
);--> statement-breakpoint
CREATE INDEX "caldav_booking_events_calendar_idx" ON "caldav_booking_events" ("calendar_id");
