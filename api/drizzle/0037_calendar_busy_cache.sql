-- Busy answers of calendar providers, shared by every API process (issue #25, docs/calendars.md#caching).
-- One row per host, source (provider and connection) and window of whole UTC days.
CREATE TABLE "calendar_busy_cache" (
  "host_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "source" text NOT NULL,
  "window_from" timestamp with time zone NOT NULL,
  "window_to" timestamp with time zone NOT NULL,
  "busy" jsonb,
  "fetched_at" timestamp with time zone,
  "stale" boolean DEFAULT false NOT NULL,
  "version" integer DEFAULT 0 NOT NULL,
  "fetching_until" timestamp with time zone,
  "last_error" text,
  "last_error_at" timestamp with time zone,
  PRIMARY KEY ("host_id", "source", "window_from", "window_to")
);
