-- Hot paths that stay flat as a host's bookings grow (issue #30, docs/database.md).
-- pg_trgm: the bookings search (attendee name and e-mail as substrings) through GIN indexes.
-- PostgreSQL ships it in contrib; PGlite loads it as an extension (api/src/db/database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- booking_hosts is already "the bookings a host holds"; with the booking's start, status and
-- event type mirrored beside the host, the host's list is a range scan of one index in either
-- direction (upcoming ascending, past descending) instead of a sort of the host's history.
ALTER TABLE "booking_hosts" ADD COLUMN "start_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_hosts" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "booking_hosts" ADD COLUMN "event_type_id" uuid;--> statement-breakpoint
UPDATE "booking_hosts" SET "start_time" = b."start_time", "status" = b."status", "event_type_id" = b."event_type_id"
  FROM "bookings" b WHERE b."id" = "booking_hosts"."booking_id";--> statement-breakpoint
ALTER TABLE "booking_hosts" ALTER COLUMN "start_time" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_hosts" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_hosts" ALTER COLUMN "event_type_id" SET NOT NULL;--> statement-breakpoint
-- The mirror is kept by the database, whoever inserts the row (the insert trigger of 0012 or
-- insertCoHosts): a row can never disagree with its booking.
CREATE FUNCTION "booking_hosts_mirror"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT b."start_time", b."status", b."event_type_id" INTO NEW."start_time", NEW."status", NEW."event_type_id"
    FROM "bookings" b WHERE b."id" = NEW."booking_id";
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "booking_hosts_mirror_insert" BEFORE INSERT ON "booking_hosts"
  FOR EACH ROW EXECUTE FUNCTION "booking_hosts_mirror"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "booking_hosts_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "booking_hosts" ("booking_id", "host_id", "blocked_start", "blocked_end", "seat_key", "live",
        "start_time", "status", "event_type_id")
      VALUES (NEW."id", NEW."host_id", NEW."blocked_start", NEW."blocked_end", NEW."seat_key", NEW."status" IN ('pending', 'confirmed'),
        NEW."start_time", NEW."status", NEW."event_type_id")
      ON CONFLICT ("booking_id", "host_id") DO NOTHING;
    RETURN NEW;
  END IF;
  IF NEW."host_id" <> OLD."host_id" THEN
    -- Round robin reassignment: the new host replaces the old one (a collective co-host row
    -- of the new host, if any, merges into it).
    DELETE FROM "booking_hosts" WHERE "booking_id" = NEW."id" AND "host_id" = NEW."host_id";
    UPDATE "booking_hosts" SET "host_id" = NEW."host_id" WHERE "booking_id" = NEW."id" AND "host_id" = OLD."host_id";
  END IF;
  UPDATE "booking_hosts"
    SET "blocked_start" = NEW."blocked_start", "blocked_end" = NEW."blocked_end", "seat_key" = NEW."seat_key",
      "live" = NEW."status" IN ('pending', 'confirmed'),
      "start_time" = NEW."start_time", "status" = NEW."status", "event_type_id" = NEW."event_type_id"
    WHERE "booking_id" = NEW."id";
  RETURN NEW;
END;
$$;--> statement-breakpoint
DROP TRIGGER "bookings_booking_hosts_update" ON "bookings";--> statement-breakpoint
CREATE TRIGGER "bookings_booking_hosts_update" AFTER UPDATE OF "host_id", "status", "blocked_start", "blocked_end", "seat_key", "start_time", "event_type_id" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "booking_hosts_sync"();--> statement-breakpoint
-- The list's two range scans (upcoming forward, past backward), index-only with the filters.
CREATE INDEX "booking_hosts_host_start_idx" ON "booking_hosts" USING btree ("host_id", "start_time", "booking_id")
  INCLUDE ("status", "event_type_id");--> statement-breakpoint
-- The list filtered by event type, and the search by the type's title: the same, per type.
CREATE INDEX "booking_hosts_host_type_start_idx" ON "booking_hosts" USING btree ("host_id", "event_type_id", "start_time", "booking_id")
  INCLUDE ("status");--> statement-breakpoint
-- Free times read only live rows of the window: index-only, one pass over the busy time.
DROP INDEX "booking_hosts_host_blocked_idx";--> statement-breakpoint
CREATE INDEX "booking_hosts_live_blocked_idx" ON "booking_hosts" USING btree ("host_id", "blocked_start")
  INCLUDE ("blocked_end", "seat_key", "booking_id") WHERE "live";--> statement-breakpoint
CREATE INDEX "bookings_attendee_name_trgm_idx" ON "bookings" USING gin ("attendee_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_attendee_email_trgm_idx" ON "bookings" USING gin ("attendee_email" gin_trgm_ops);--> statement-breakpoint
-- Exact counts per host, UTC day of the start, status and event type, kept by the trigger
-- below in the same transaction as the change. A count over any span sums the whole days here
-- and counts the two partial days at its ends in the index above: its cost follows the days
-- of history, never the bookings (booking_host_count).
CREATE TABLE "booking_day_counts" (
  "host_id" uuid NOT NULL,
  "status" text NOT NULL,
  "day" date NOT NULL,
  "event_type_id" uuid NOT NULL,
  "n" integer NOT NULL,
  CONSTRAINT "booking_day_counts_pk" PRIMARY KEY ("host_id", "day", "status", "event_type_id")
);--> statement-breakpoint
ALTER TABLE "booking_day_counts" ADD CONSTRAINT "booking_day_counts_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "booking_day_counts" ("host_id", "status", "day", "event_type_id", "n")
  SELECT "host_id", "status", ("start_time" AT TIME ZONE 'UTC')::date, "event_type_id", count(*)
  FROM "booking_hosts" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE FUNCTION "booking_day_counts_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."host_id" = OLD."host_id" AND NEW."status" = OLD."status"
      AND NEW."event_type_id" = OLD."event_type_id"
      AND (NEW."start_time" AT TIME ZONE 'UTC')::date = (OLD."start_time" AT TIME ZONE 'UTC')::date THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    -- Never inserts: a host being deleted (cascade) has no row to keep.
    UPDATE "booking_day_counts" SET "n" = "n" - 1
      WHERE "host_id" = OLD."host_id" AND "status" = OLD."status"
        AND "day" = (OLD."start_time" AT TIME ZONE 'UTC')::date AND "event_type_id" = OLD."event_type_id";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "booking_day_counts" ("host_id", "status", "day", "event_type_id", "n")
      VALUES (NEW."host_id", NEW."status", (NEW."start_time" AT TIME ZONE 'UTC')::date, NEW."event_type_id", 1)
      ON CONFLICT ("host_id", "status", "day", "event_type_id") DO UPDATE SET "n" = "booking_day_counts"."n" + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "booking_hosts_day_counts" AFTER INSERT OR UPDATE OR DELETE ON "booking_hosts"
  FOR EACH ROW EXECUTE FUNCTION "booking_day_counts_sync"();--> statement-breakpoint
-- Bookings the host holds per event type and status, starting in [p_from, p_to) (null: open
-- end): whole UTC days from booking_day_counts, the partial days at the ends from the index.
CREATE FUNCTION "booking_host_type_counts"(p_host uuid, p_from timestamptz, p_to timestamptz)
RETURNS TABLE ("event_type_id" uuid, "status" text, "n" bigint) LANGUAGE plpgsql STABLE AS $$
DECLARE
  first_day date;
  end_day date;
BEGIN
  IF p_from IS NOT NULL THEN
    first_day := (p_from AT TIME ZONE 'UTC')::date;
    IF (first_day::timestamp AT TIME ZONE 'UTC') < p_from THEN first_day := first_day + 1; END IF;
  END IF;
  IF p_to IS NOT NULL THEN end_day := (p_to AT TIME ZONE 'UTC')::date; END IF;
  IF first_day IS NOT NULL AND end_day IS NOT NULL AND first_day >= end_day THEN
    -- Less than two days: the index alone.
    RETURN QUERY SELECT bh."event_type_id", bh."status", count(*)
      FROM "booking_hosts" bh
      WHERE bh."host_id" = p_host AND bh."start_time" >= p_from AND bh."start_time" < p_to
      GROUP BY 1, 2;
    RETURN;
  END IF;
  RETURN QUERY SELECT parts."event_type_id", parts."status", sum(parts."n")::bigint FROM (
      SELECT c."event_type_id", c."status", c."n"::bigint AS "n" FROM "booking_day_counts" c
        WHERE c."host_id" = p_host AND c."n" <> 0
          AND c."day" >= coalesce(first_day, '-infinity'::date) AND c."day" < coalesce(end_day, 'infinity'::date)
      UNION ALL
      SELECT bh."event_type_id", bh."status", 1 FROM "booking_hosts" bh
        WHERE p_from IS NOT NULL AND bh."host_id" = p_host
          AND bh."start_time" >= p_from AND bh."start_time" < (first_day::timestamp AT TIME ZONE 'UTC')
      UNION ALL
      SELECT bh."event_type_id", bh."status", 1 FROM "booking_hosts" bh
        WHERE p_to IS NOT NULL AND bh."host_id" = p_host
          AND bh."start_time" >= (end_day::timestamp AT TIME ZONE 'UTC') AND bh."start_time" < p_to
    ) parts
    GROUP BY 1, 2;
END;
$$;--> statement-breakpoint
-- One count of booking_host_type_counts, filtered by status and event type (null: any).
CREATE FUNCTION "booking_host_count"(p_host uuid, p_status text, p_event_type uuid, p_from timestamptz, p_to timestamptz)
RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(t."n"), 0)::bigint FROM "booking_host_type_counts"(p_host, p_from, p_to) t
  WHERE (p_status IS NULL OR t."status" = p_status) AND (p_event_type IS NULL OR t."event_type_id" = p_event_type)
$$;
